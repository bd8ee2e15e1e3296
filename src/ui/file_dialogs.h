// The platform's own open and save dialogs (Qt Widgets' QFileDialog: native where the platform
// has them) for QML: 書き出す and 読み込む of game records.
//
// Threading: GUI thread only. The app runs under a QApplication; under a plain
// QGuiApplication (tests) there are no widgets, and every call answers "" at once.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QWindow>
#include <QtQml/qqmlregistration.h>

namespace gunjin::ui {

// While it lives, a dialog of its own window may come and go: at the end the window that had
// the keyboard (the game's) gets it back. A dialog without a parent window gives it back to
// nobody, and the window-wide shortcuts (the review's ← → Home End) stayed dead until a click.
class FocusReturn {
public:
    FocusReturn();
    ~FocusReturn();
    FocusReturn(const FocusReturn&) = delete;
    FocusReturn& operator=(const FocusReturn&) = delete;

private:
    QPointer<QWindow> m_window;
};

class FileDialogs : public QObject {
    Q_OBJECT
    QML_ELEMENT
public:
    using QObject::QObject;
    // A file to write, proposing `name` in the user's documents; "" when cancelled.
    Q_INVOKABLE QString saveRecord(const QString& name) const;
    // A record file to open; "" when cancelled.
    Q_INVOKABLE QString openRecord() const;
};

} // namespace gunjin::ui
