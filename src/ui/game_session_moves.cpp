// GameSession's moves on the board: each announced move waits its turn in the motion, is put on
// the board (its start said, its cues played) and told in words as its result shows, and once
// it has been seen the game goes on. Split from game_session.cpp, which keeps the game's life
// cycle.
#include "game_session.h"

#include "table.h"

namespace gunjin::ui {

namespace {

// After the player's own combat, the beat before the CPU here is asked for its reply (paced
// motion only): with the combat's own hold (Motion: 0.5 s for its seal) play-testers read the
// result before the reply starts; at 0.7 s in all they did not.
constexpr int kResultBeatMs = 700;
// The hot-seat curtain's rise (Curtain.qml) and a moment after it, before the move it hid is
// played again.
constexpr int kCurtainRiseMs = 800;

} // namespace

void GameSession::onAnnounced(const Announcement& a) {
    if (m_mode->replaysMoves()) keepForReplay(a);
    // Shown when its turn comes on the board: what each side here saw after it, kept now (a
    // reply may already be in by the time this move has been seen).
    auto seen = std::make_shared<Seen>(Seen{a, *m_table->view(viewer()), {}, true, {}});
    for (Side side : {Side::First, Side::Second})
        if (const SideView* view = m_table->view(side)) seen->after[index(side)] = view->position();
    seen->ongoing = !seen->view.isOver();
    const Motion::Event event = motionOf(a, m_before[index(viewer())]);
    m_motion.play(
        event, [this, seen] { showMove(seen); }, [this, seen] { moveSeen(*seen); });
}

void GameSession::showMove(const std::shared_ptr<Seen>& shared) {
    Seen& seen = *shared;
    const Announcement& a = seen.a;
    // The counters count the move once it has been seen, as the captured pieces do.
    m_heldCounts = {int(seen.view.ply()) - 1, m_before[index(viewer())].noCombatPlies()};
    if (a.revealCount > 0) {
        m_sightings.note(a);
        m_flash = true;
        m_flashTimer.start();
    }
    m_narrator.underWay(a, m_before[index(viewer())]); // who attacks what, said as it starts
    emit moved(a.move.from(), a.move.to());
    for (Side side : {Side::First, Side::Second})
        if (m_table->view(side)) seen.before[index(side)] = m_before[index(side)];
    cue(a, m_before[index(viewer())]);
    m_sounds.moveAnnounced(a, viewer());
    noteFallen(a, m_before[index(viewer())]);
    for (Side side : {Side::First, Side::Second})
        if (m_table->view(side)) m_before[index(side)] = seen.after[index(side)];
    m_shown = seen.view;
    m_holdCaptured = true;
    refresh();
    emit turnChanged();
    // A combat's or strike's result is told as the board shows it - the loser starting to
    // fall, the seal stamped (a play-tester saw 負 on the board while the words still said
    // 攻めます…) - not earlier (a 飛行機 was once said to have won while still over the river).
    const QVariantMap step = m_motion.step();
    const bool fought = a.outcome != CombatOutcome::None || a.move.isStrike();
    if (fought && step.value(QStringLiteral("hold")).toInt() > 0) {
        m_toTell = shared;
        m_tellTimer.start(step.value(QStringLiteral("resultAt")).toInt());
    }
}

void GameSession::tell(Seen& seen, bool early) {
    if (seen.told) return;
    seen.told = true;
    const Position* before[2] = {nullptr, nullptr};
    for (Side side : {Side::First, Side::Second})
        if (seen.before[index(side)]) before[index(side)] = &*seen.before[index(side)];
    m_narrator.told(seen.a, before, seen.ongoing && !early);
    // The captured pieces and the counters count the combat as its result shows, with its
    // words (a play-tester saw 取った相手の駒 lag the seal).
    if (early) count(seen);
}

void GameSession::count(const Seen& seen) {
    m_holdCaptured = false;
    m_captured.show(seen.view, m_blind, m_phase == Phase::Over);
    m_heldCounts = {int(seen.view.ply()), seen.view.position().noCombatPlies()};
    emit turnChanged();
}

void GameSession::moveSeen(Seen& seen) {
    // The words come once the move has been seen, unless its result was told as it showed:
    // then the prompt after it comes now, once the player can act on it.
    if (m_toTell.get() == &seen) {
        m_tellTimer.stop();
        m_toTell.reset();
    }
    if (seen.told) {
        if (seen.ongoing && seen.a.mover != viewer()) m_narrator.prompt(Narrator::yourTurn());
    } else {
        tell(seen, false);
    }
    count(seen);               // the move counters count it now
    if (!seen.ongoing) return; // the end follows
    if (!m_motion.busy()) {
        m_shown.reset(); // the board has caught up with the game
        refresh();
    }
    const bool fought = seen.a.outcome != CombatOutcome::None || seen.a.move.isStrike();
    m_mode->moved(seen.a, fought);
    // After the player's own combat, a beat to read its result before the CPU is asked for
    // its reply (a play-tester saw the reply begin as the result was told).
    const bool beat = fought && seen.a.mover == viewer() && m_mode->opponentThinksHere() &&
                      m_motion.paced() && !m_motion.reduced();
    if (!beat) {
        if (!m_motion.busy()) nextTurn();
        return;
    }
    m_beatTimer.start(kResultBeatMs);
}

void GameSession::keepForReplay(const Announcement& a) {
    const Side other = opponent(a.mover);
    if (const auto& seen = m_lastSeen[index(other)]) m_replay[index(other)] = Replay{a, *seen};
    m_replay[index(a.mover)].reset(); // it has moved: whatever it had not seen is behind it
    for (Side side : {Side::First, Side::Second})
        if (const SideView* view = m_table->view(side)) m_lastSeen[index(side)] = *view;
}

bool GameSession::replayLastMove(std::function<void()> seen) {
    const Side side = viewer();
    std::optional<Replay> replay = std::exchange(m_replay[index(side)], std::nullopt);
    const SideView* now = m_table ? m_table->view(side) : nullptr;
    // Only the move just made, on a board that has caught up with the game and shows motion
    // (unpaced, everything is shown at once: there is nothing to play again).
    if (!replay || !now || m_blind || m_phase != Phase::Play || m_motion.busy() ||
        !m_motion.paced() || replay->before.ply() + 1 != now->ply())
        return false;
    const Announcement a = replay->a;
    const Position before = replay->before.position();
    // The board as this side last saw it, while the curtain rises.
    m_shown = replay->before;
    m_before[index(side)] = before;
    m_heldCounts = {int(replay->before.ply()), before.noCombatPlies()};
    m_holdCaptured = true;
    m_captured.show(replay->before, false, false);
    refresh();
    emit turnChanged();
    m_motion.pause(kCurtainRiseMs);
    auto after = std::make_shared<SideView>(*now);
    m_motion.play(
        motionOf(a, before),
        [this, a, before, after] {
            if (a.revealCount > 0) {
                m_flash = true;
                m_flashTimer.start();
            }
            m_narrator.underWay(a, before); // who attacks what; the result once it has been seen
            emit moved(a.move.from(), a.move.to());
            cue(a, before);
            m_sounds.moveAnnounced(a, viewer());
            noteFallen(a, before);
            m_before[index(viewer())] = after->position();
            m_shown = *after;
            refresh();
        },
        [this, seen = std::move(seen)] {
            m_holdCaptured = false;
            m_shown.reset();
            refresh();
            // The turn is this side's now: a beat after the other's combat (moveSeen) may have
            // come while the replay held the board, and let it pass.
            m_beatTimer.stop();
            nextTurn();
            if (seen) seen();
        });
    return true;
}

} // namespace gunjin::ui
