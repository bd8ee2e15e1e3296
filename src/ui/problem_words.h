// Why something from outside - a record file, a journal, a rule code, a server's answer -
// could not be used, in the player's words and language: what was wrong, and that nothing was
// lost. The core and the room server say it in English for programs and logs (gunjin-cli prints
// it as it is); the app words the kind of problem itself and keeps their text only as a
// secondary detail line, where a screen has room for one.
//
// Threading: any thread (it only translates).
#pragma once

#include "core/result.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace gunjin::ui {

class ProblemWords {
    Q_DECLARE_TR_FUNCTIONS(gunjin::ui::ProblemWords)
public:
    // A record or journal that cannot be read, by what is wrong with it; says that the file
    // stays as it was.
    static QString record(ErrorKind kind);
    // A game to continue whose journal cannot be read (続きから).
    static QString resume(ErrorKind kind);
    // A rule code that cannot be used (the caller says what becomes of it).
    static QString ruleCode();
    // A room server's refusal or a connection's trouble that has no words of its own (by the
    // protocol's error code, docs/protocol.md § Errors).
    static QString server(const QString& code);
    // The detail line under a sentence: the technical text as it came ("" for none).
    static QString detail(const QString& text);
    static QString detail(const std::string& text) { return detail(QString::fromStdString(text)); }
};

} // namespace gunjin::ui
