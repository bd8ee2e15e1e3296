// A game with a friend in a LAN room: the room's server referees (RemoteTable), this device
// holds a HumanSeat and the friend a RemoteSeat. 決定して相手を待つ commits the setup, which a
// change or 並べ直す takes back until both have committed; 投了 and the moves go to the server
// and come back as events; もう一局 asks the friend, and the server starts the next game with
// the sides swapped.
//
// Threading: GUI thread only. The client must outlive the game (LanLobby owns it).
#pragma once

#include "play_mode.h"

#include <QPointer>

namespace gunjin::net {
class RoomClient;
}

namespace gunjin::ui {

class RemoteTable;

class LanMode : public PlayMode {
    Q_OBJECT
public:
    LanMode(ModeHost& host, net::RoomClient* client, Side own, const RuleSet& rules);

    Kind kind() const override { return Lan; }
    QString title() const override;
    QString confirmLabel() const override;
    bool setupCommitted() const override;

    Lineup lineUp(const RuleSet& rules, QObject* owner) override;
    JournalHeader header() const override;
    bool opponentThinksHere() const override { return false; }
    bool inRoom() const override { return true; }

    void setupBegun() override;
    void setupConfirmed() override;
    bool acceptsMoves() const override;
    void resignSent() override;
    void playAgain() override;
    QString overHint() const override;

    // 並べ直す: takes 決定 back before the start, keeping the arrangement (the opponent hears
    // only that this side is not ready).
    void takeBackSetup() override;

private:
    net::RoomClient* m_client;
    QPointer<RemoteTable> m_table; // made by lineUp; gone with the game
    Side m_own;
    RuleSet m_rules;
};

} // namespace gunjin::ui
