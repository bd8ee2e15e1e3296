#include "lan_mode.h"

#include "human_seat.h"
#include "remote_table.h"
#include "setup_editor.h"

namespace gunjin::ui {

LanMode::LanMode(ModeHost& host, net::RoomClient* client, Side own, const RuleSet& rules)
    : PlayMode(host), m_client(client), m_own(own), m_rules(rules) {}

QString LanMode::title() const {
    // A room reached over TLS is on a room server on the internet (gunjins://).
    if (m_client && m_client->address().secure) return tr("友達と対戦（対戦サーバー）");
    return tr("友達と対戦（LAN）");
}

QString LanMode::confirmLabel() const {
    return setupCommitted() ? tr("決定しました・相手を待っています") : tr("決定して相手を待つ");
}

bool LanMode::setupCommitted() const {
    return host().stage() == ModeHost::Stage::Setup && m_table && m_table->setupSubmitted(m_own);
}

PlayMode::Lineup LanMode::lineUp(const RuleSet& rules, QObject* owner) {
    auto* table = new RemoteTable(m_client, m_own, rules, owner);
    m_table = table;
    // The server starts the next game of the room: the same rules, the sides it says.
    connect(table, &RemoteTable::newGame, this, [this](bool first) {
        host().restart(std::make_unique<LanMode>(host(), m_client,
                                                 first ? Side::First : Side::Second, m_rules));
    });
    Lineup lineup;
    lineup.seats[index(m_own)] = new HumanSeat(m_own, owner);
    lineup.seats[index(opponent(m_own))] = new RemoteSeat(opponent(m_own), owner);
    lineup.table = table;
    lineup.viewer = m_own;
    return lineup;
}

JournalHeader LanMode::header() const {
    JournalHeader header;
    header.mode = GameMode::Lan;
    header.human = m_own;
    header.players[index(m_own)] = tr("あなた").toStdString();
    //: The opponent's name in the record of a LAN game
    header.players[index(opponent(m_own))] = tr("友達").toStdString();
    return header;
}

void LanMode::setupBegun() {
    host().narration().say(
        //: %1 is the side played here: the first player (red pieces) or the second (plain wood)
        tr("駒を並べて「決定して相手を待つ」を押してください。あなたは%1です。")
            .arg(m_own == Side::First ? tr("先手（朱の駒）") : tr("後手（白木の駒）")));
}

void LanMode::setupConfirmed() {
    host().arranging().setOpen(true); // a change before the start takes 決定 back
    emit changed();
    host().narration().say(
        tr("決定しました。相手の準備ができると対局が始まります。並べ替えると決定は"
           "取り消されます。"));
}

bool LanMode::acceptsMoves() const {
    return m_table && !m_table->movePending();
}

void LanMode::resignSent() {
    // The end comes back from the server.
    if (host().stage() == ModeHost::Stage::Play) host().narration().say(tr("投了を伝えています…"));
}

void LanMode::playAgain() {
    if (host().stage() != ModeHost::Stage::Over || !m_table) return;
    m_table->rematch();
    host().narration().say(tr("もう一局を申し込みました。相手の返事を待っています。"));
}

QString LanMode::overHint() const {
    return tr("対局は終わりました。「先手と後手を入れ替えてもう一局」で次の対局を始められます。");
}

void LanMode::takeBackSetup() {
    if (host().stage() != ModeHost::Stage::Setup || !m_table || !m_table->setupSubmitted(m_own))
        return;
    m_table->withdrawSetup(host().arranging().setup());
    emit changed();
    host().narration().say(
        tr("決定を取り消しました。並べ直したら、もう一度「決定して相手を待つ」を押してください。"));
}

} // namespace gunjin::ui
