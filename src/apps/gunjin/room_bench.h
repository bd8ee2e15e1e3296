// --bench-idle --bench-room host|LINK: the idle cost of a room's screens, the host's and the
// friend's, each in its own app (app_bench.h says what is printed).
#pragma once

#include <QString>

#include <memory>

class QQuickWindow;

namespace gunjin::app {

// A room in the app on 127.0.0.1 (its link on stderr), measured while it waits alone, then
// (if a friend comes within 60 s) with both arranging. `frames` counts the window's frames.
void benchRoomHost(QQuickWindow* window, double seconds, const std::shared_ptr<int>& frames);
// Joins the room at `link` and measures the friend's screen, then waits for the room to close.
void benchRoomFriend(QQuickWindow* window, const QString& link, double seconds,
                     const std::shared_ptr<int>& frames);

} // namespace gunjin::app
