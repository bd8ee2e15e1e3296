// Where a wrapped line of Japanese may break. Qt breaks Japanese between any two characters,
// so a narrow label splits a word ("8 手ま / で") or leaves a bracket on a line of its own
// ("（f3）"). keepPhrases() glues each phrase (文節: a run of kanji or katakana with the
// hiragana after it, an aside in （） with the word before it, a quotation mark with the
// word it opens or closes,
// punctuation with what it closes) with word joiners (U+2060), so lines break only between phrases
// and at spaces. Latin text is left alone. tidySpacing() drops a space between two Japanese words:
// the spaces of a sentence template set off a square name ("d7") and are stray around
// 相手の総司令部.
//
// Threading: any thread (pure functions). Typeset gives QML the same functions.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace gunjin::ui {

QString keepPhrases(const QString& text);
QString tidySpacing(const QString& text);

// For QML: `Typeset.phrases(text)` on a wrapped label's text (no state).
class Typeset : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
public:
    using QObject::QObject;
    Q_INVOKABLE QString phrases(const QString& text) const { return keepPhrases(text); }
};

} // namespace gunjin::ui
