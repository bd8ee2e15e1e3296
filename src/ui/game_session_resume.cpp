// 続きから: a stopped game goes on from its journal - a CPU or hot-seat game on this device,
// a game with a friend through its room (LanLobby takes the seat back first).
#include "game_session.h"

#include "lan_mode.h"
#include "table.h"

namespace gunjin::ui {

bool GameSession::continueGame() {
    return continueGameAt(QString());
}

bool GameSession::continueGameAt(const QString& path) {
    QString error, detail;
    const bool atMenu = m_phase == Phase::Menu;
    const auto game = atMenu ? m_recorder.gameToContinue(path, error, &detail) : std::nullopt;
    if (!game) {
        if (atMenu)
            m_narrator.say(error, detail);
        else
            m_narrator.say(tr("対局中は、ほかの対局を続けられません。"));
        return false;
    }
    if (game->journal.header.mode == GameMode::Lan) {
        // The server referees it: only the room can take the game up again.
        emit roomResumeRequested(game->path);
        return true;
    }
    return resumeGame(*game); // (starting it checks the records again: a copy)
}

bool GameSession::resumeGame(const UnfinishedGame& game) {
    const JournalHeader& h = game.journal.header;
    const auto rules = RuleSet::fromCode(h.rules); // checked when the journal was read
    auto mode = PlayMode::forRecord(host(), h, m_minimumThinkMs);
    if (!rules || !mode) {
        m_narrator.say(tr("この棋譜は続けられません。"));
        return false;
    }
    return resumeWith(
        std::move(mode), *rules, game,
        //: %n is the number of moves played before the game stopped
        tr("続きから再開しました（%n 手まで指してあります）。", "", int(game.journal.plies())));
}

bool GameSession::resumeOnlineGame(net::RoomClient* client, const UnfinishedGame& game) {
    const JournalHeader& h = game.journal.header;
    const auto rules = RuleSet::fromCode(h.rules); // checked when the journal was read
    if (m_phase != Phase::Menu || !rules || h.mode != GameMode::Lan) return false;
    return resumeWith(
        std::make_unique<LanMode>(host(), client, h.human, *rules), *rules, game,
        //: %n is the number of moves played before this app stopped
        tr("部屋に戻りました（%n 手まで指してあります）。", "", int(game.journal.plies())));
}

bool GameSession::resumeWith(std::unique_ptr<PlayMode> mode, const RuleSet& rules,
                             const UnfinishedGame& game, const QString& said) {
    start(std::move(mode), rules);
    QString error;
    if (!m_table->resume(game.path, game.journal, error)) {
        backToMenu();
        m_narrator.say(error);
        return false;
    }
    // What the players here were told before the stop comes back too: the combat log and
    // the pieces that combats showed (the table rebuilt only the position). A LAN journal
    // holds its side's view only: the game is told again from that view's start.
    std::vector<Announcement> told;
    if (game.journal.record) {
        const bool here[2] = {m_table->view(Side::First) != nullptr,
                              m_table->view(Side::Second) != nullptr};
        told = m_narrator.retell(*game.journal.record, here);
    } else if (game.journal.sideView && game.journal.startView) {
        told = game.journal.sideView->announcements();
        m_narrator.retell(*game.journal.startView, told);
    }
    for (const Announcement& a : told)
        if (a.revealCount > 0) m_sightings.note(a);
    // The notes the players here had written.
    for (Side side : {Side::First, Side::Second})
        m_notes.restore(side, game.journal.notes, game.journal.plies());
    refresh();
    // A message, not a line of the combat log: the log tells the game's combats, and a game
    // resumed again would gather one such line per resume.
    m_mode->resumed(said, humanToMove());
    m_recorder.forgetUnfinished();
    return true;
}

} // namespace gunjin::ui
