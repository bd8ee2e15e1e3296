// A seat at a LAN room (docs/protocol.md): the room server referees, and this device holds
// only its own side's view, built from the server's events, and keeps the journal of that
// view (keepJournal): the opponent's setup enters it only with the end's reveal. The journal
// also keeps the seat (room, token, the room's event number), so that the game can be taken
// back after the app stops (resume), and says when its room went before its end (stopped). Setups
// and moves of the local player go to the server; the opponent's come from the other device through
// the server.
//
// Threading: GUI thread only. A client that goes away first leaves the table mute.
#pragma once

#include "net/room_client.h"
#include "table.h"

#include <QPointer>

namespace gunjin::ui {

class RemoteTable : public Table {
    Q_OBJECT
public:
    RemoteTable(net::RoomClient* client, Side own, const RuleSet& rules, QObject* parent);
    ~RemoteTable() override;

    const RuleSet& rules() const override { return m_rules; }
    const SideView* view(Side side) const override;
    void submitSetup(const Setup& setup) override;
    void withdrawSetup(const Setup& current) override;
    bool setupSubmitted(Side side) const override;
    void submitMove(Side side, Move m) override;
    void resign(Side side) override;
    // The game of a LAN journal (its seat taken back: the client is seated again) goes on
    // from the view it holds, and so does the journal; false with `error` when it cannot.
    bool resume(const QString& path, const Journal& journal, QString& error) override;
    // もう一局: both players must ask; the server then sends newGame.
    void rematch();
    // A move was sent and its event has not come back.
    bool movePending() const { return m_movePending; }
    // The game has started here and not ended.
    bool playing() const { return m_view && !m_view->endEvent(); }
    // The player left the room while the game ran: the server resigns it and the client
    // still reads its last events (RoomClient::leave). The table, no longer any session's,
    // records them - the journal gets the end - and deletes itself once the end is in, or
    // after `waitMs` without it (the journal then stays without an end: a stopped game).
    void finishAlone(int waitMs);

signals:
    // The server starts another game in the room; `first`: this device moves first.
    void newGame(bool first);

private:
    void onStarted(const SideView& view);
    void onAnnounced(const Announcement& a);
    void onEnded(const EndEvent& e);
    // The room's number of the event just read, while this table is the session's (a table
    // finishing alone writes none: its seat is given up).
    std::optional<std::uint64_t> seq();
    void stop(StopReason reason); // the stopped line, once, for a game that has not ended

    QPointer<net::RoomClient> m_client;
    Side m_own;
    RuleSet m_rules;
    std::unique_ptr<SideView> m_view;
    bool m_submitted = false;
    bool m_movePending = false;
    bool m_alone = false;
    bool m_stopped = false;
    std::uint64_t m_seq = 0; // the last seq written
};

} // namespace gunjin::ui
