#include "hot_seat_mode.h"

#include "human_seat.h"
#include "setup_editor.h"
#include "table.h"

namespace gunjin::ui {

QString HotSeatMode::title() const {
    return tr("この端末で 2 人で対戦");
}

QString HotSeatMode::viewerLine() const {
    return host().viewer() == Side::First ? tr("先手（朱の駒）の人が見ています")
                                          : tr("後手（白木の駒）の人が見ています");
}

PlayMode::Lineup HotSeatMode::lineUp(const RuleSet& rules, QObject* owner) {
    Lineup lineup;
    lineup.seats[0] = new HumanSeat(Side::First, owner);
    lineup.seats[1] = new HumanSeat(Side::Second, owner);
    lineup.table = new LocalTable(rules, owner);
    lineup.viewer = Side::First;
    return lineup;
}

JournalHeader HotSeatMode::header() const {
    JournalHeader header;
    header.mode = GameMode::HotSeat;
    //: The players of a hot-seat game, as the record names them: the first player
    header.players[0] = tr("先手").toStdString();
    //: The second player
    header.players[1] = tr("後手").toStdString();
    return header;
}

void HotSeatMode::setupBegun() {
    lowerCurtain(Side::First);
}

void HotSeatMode::setupConfirmed() {
    if (host().viewer() != Side::First) return;
    // The second player arranges theirs behind the curtain.
    lowerCurtain(Side::Second);
    host().arrangeFor(Side::Second);
}

void HotSeatMode::started(Side toMove) {
    // Side::First at a new game's start; a continued game's side to move.
    lowerCurtain(toMove);
}

void HotSeatMode::resumed(const QString& text, bool) {
    host().narration().setNews(host().viewer(), text); // read when that side sits down
}

void HotSeatMode::moved(const Announcement& a, bool fought) {
    if (a.mover != host().viewer()) return;
    m_handOver = true;
    emit changed(); // the viewer may not move until the hand-over
    if (!fought)
        host().narration().say(tr("指しました。「交代する」を押して、相手に渡してください。"));
    else // under the combat's result (a play-tester was not told what to do next)
        host().narration().prompt(tr("「交代する」を押して、相手に渡してください。"));
}

void HotSeatMode::ended() {
    // The end reveals everything (R-END-6): there is nothing left to hide behind a curtain.
    m_curtain = false;
    m_handOver = false;
    emit changed();
}

QString HotSeatMode::waitHint() const {
    return m_handOver ? tr("「交代する」を押して、相手に渡してください。") : PlayMode::waitHint();
}

void HotSeatMode::playAgain() {
    host().restart(std::make_unique<HotSeatMode>(host()));
}

void HotSeatMode::lowerCurtain(Side next) {
    m_curtain = true;
    m_handOver = false;
    // Told before the viewer changes, so that the board knows the curtain is coming down
    // before it would turn toward the next player (it waits until the cloth is down), and
    // again after, for the words that name the next player.
    emit changed();
    host().setViewer(next, true);
    host().narration().say(QString());
    emit changed();
}

QString HotSeatMode::curtainTitle() const {
    if (!m_curtain) return {};
    const bool first = host().viewer() == Side::First;
    if (host().stage() == ModeHost::Stage::Setup)
        return first ? tr("先手の人が駒を並べます。後手の人は画面を見ないでください。")
                     : tr("後手の人が駒を並べます。先手の人は画面を見ないでください。");
    return first ? tr("先手の番です。後手の人は画面を見ないでください。")
                 : tr("後手の番です。先手の人は画面を見ないでください。");
}

QString HotSeatMode::curtainButton() const {
    if (!m_curtain) return {};
    return host().viewer() == Side::First ? tr("先手の番を始める") : tr("後手の番を始める");
}

void HotSeatMode::liftCurtain() {
    if (!m_curtain) return;
    m_curtain = false;
    const bool setup = host().stage() == ModeHost::Stage::Setup;
    if (setup) host().arranging().setOpen(true);
    host().setViewer(host().viewer(), false);
    emit changed();
    if (setup) {
        host().narration().say(Narrator::arrangePrompt());
        return;
    }
    // The other player's move, played again on the board as this side saw it (two
    // play-testers had only its frames and words); what came of it is told once it has been
    // seen (told at once, it gave the replay away).
    const auto tell = [this, side = host().viewer()] {
        if (host().viewer() != side || m_curtain) return;
        const QString news = host().narration().takeNews(side);
        const QString prompt = tr("あなたの番です。動かす駒を押してください。");
        host().narration().say(news.isEmpty() ? prompt : news + QLatin1Char('\n') + prompt);
    };
    if (!host().replayLastMove(tell)) tell();
}

void HotSeatMode::handOver() {
    if (!m_handOver || host().stage() != ModeHost::Stage::Play) return;
    lowerCurtain(opponent(host().viewer()));
}

} // namespace gunjin::ui
