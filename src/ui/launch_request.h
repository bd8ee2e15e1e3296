// What the app was started with, or what a later launch handed over (InstanceChannel): a room
// link to join or a watch link to watch (both RoomLink: the window tells them apart), a record
// file to open in the review, or nothing. Options (--…) are read
// elsewhere and passed over here.
#pragma once

#include <QStringList>

namespace gunjin::ui {

struct LaunchRequest {
    enum class Kind { None, RoomLink, Record };
    Kind kind = Kind::None;
    // The link as given (LanLobby::joinLink says what is wrong with a bad one), or the
    // record's absolute path.
    QString text;
    // What a later launch forwards: the request alone, a path made absolute (the running app
    // has another working folder).
    QStringList arguments() const { return kind == Kind::None ? QStringList() : QStringList{text}; }
};

// `arguments` without the program's name. The first link or record wins. A link is anything
// that names a scheme (gunjin:, http://…) other than file:, so a wrong one is reported rather
// than ignored; a file: URL (a desktop's %u) or a path ending in .json or .jsonl is a record.
LaunchRequest launchRequest(const QStringList& arguments);

} // namespace gunjin::ui
