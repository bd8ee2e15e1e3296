#include "file_dialogs.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QPointer>
#include <QStandardPaths>
#include <QWindow>

namespace gunjin::ui {

namespace {

bool haveWidgets() {
    return qobject_cast<QApplication*>(QCoreApplication::instance()) != nullptr;
}

QString filter() {
    return FileDialogs::tr("軍人将棋の棋譜 (*.gunjin.json);;JSON (*.json)");
}

// Where the dialogs start: the documents folder when there is one, else the home folder (a
// folder that does not exist would end up in the file name box).
QString documents() {
    const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !docs.isEmpty() && QDir(docs).exists() ? docs : QDir::homePath();
}

} // namespace

FocusReturn::FocusReturn() : m_window(QGuiApplication::focusWindow()) {}

FocusReturn::~FocusReturn() {
    if (m_window && m_window->isVisible()) m_window->requestActivate();
}

QString FileDialogs::saveRecord(const QString& name) const {
    if (!haveWidgets()) return {};
    const FocusReturn focus;
    QString path = QFileDialog::getSaveFileName(nullptr, tr("棋譜を書き出す"),
                                                QDir(documents()).filePath(name), filter());
    // Some platforms' dialogs drop the double extension of a typed name.
    if (!path.isEmpty() && !path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".gunjin.json");
    return path;
}

QString FileDialogs::openRecord() const {
    if (!haveWidgets()) return {};
    const FocusReturn focus;
    return QFileDialog::getOpenFileName(nullptr, tr("棋譜を読み込む"), documents(), filter());
}

} // namespace gunjin::ui
