// A seat at a LAN room (docs/protocol.md): the room server referees, and this device holds
// only its own side's view, built from the server's events, and keeps the journal of that
// view (keepJournal): the opponent's setup enters it only with the end's reveal. Setups and
// moves of the local player go to the server; the opponent's come from the other device
// through the server.
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

    QPointer<net::RoomClient> m_client;
    Side m_own;
    RuleSet m_rules;
    std::unique_ptr<SideView> m_view;
    bool m_submitted = false;
    bool m_movePending = false;
};

} // namespace gunjin::ui
