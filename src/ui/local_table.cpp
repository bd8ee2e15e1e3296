#include "table.h"

#include "core/match.h"

namespace gunjin::ui {

LocalTable::LocalTable(const RuleSet& rules, QObject* parent) : Table(parent), m_rules(rules) {}

LocalTable::~LocalTable() = default;

bool LocalTable::resume(const QString& path, const Journal& journal, QString& error) {
    if (m_match || !journal.record || !(journal.record->first.rules() == m_rules)) {
        error = tr("この棋譜は続けられません。");
        return false;
    }
    auto match = std::make_unique<Match>(journal.record->first, journal.record->second);
    for (std::size_t i = 0; i < journal.record->moves.size(); ++i) {
        if (!match->play(journal.record->moves[i]) || match->isOver()) {
            //: %1 is a move's number
            error = tr("この棋譜は %1 手目から続けられません。").arg(i + 1);
            return false;
        }
    }
    if (!reopenJournal(path, qint64(journal.completeBytes), error)) return false;
    m_setups[0] = journal.record->first;
    m_setups[1] = journal.record->second;
    m_match = std::move(match);
    emit started();
    return true;
}

const SideView* LocalTable::view(Side side) const {
    return m_match ? &m_match->view(side) : nullptr;
}

void LocalTable::submitSetup(const Setup& setup) {
    if (m_match) return;
    // A setup from a seat is checked like any outside input (a seat could be anything).
    if (!(setup.rules() == m_rules)) {
        emit refused(tr("この並べ方は今のルールのものではありません。"));
        return;
    }
    if (const auto problems = checkSetup(m_rules, setup.side(), setup.entries());
        !problems.empty()) {
        emit refused(QString::fromStdString(problems.front().id + ": " + problems.front().message));
        return;
    }
    m_setups[index(setup.side())] = setup;
    if (!m_setups[0] || !m_setups[1]) return;
    m_match = std::make_unique<Match>(*m_setups[0], *m_setups[1]);
    openJournal(journalStartLine(*m_setups[0], *m_setups[1]));
    emit started();
}

void LocalTable::withdrawSetup(const Setup& current) {
    if (!m_match) m_setups[index(current.side())].reset();
}

bool LocalTable::setupSubmitted(Side side) const {
    return m_setups[index(side)].has_value();
}

void LocalTable::submitMove(Side side, Move m) {
    if (!m_match || m_match->isOver() || m_match->referee().position().sideToMove() != side) {
        emit refused(tr("今はその側の番ではありません。"));
        return;
    }
    auto played = m_match->play(m);
    if (!played) {
        // The referee's reason is English, for programs: the player is told the rule's verdict.
        emit refused(tr("その手はルールで指せません。盤面はそのままです。"));
        return;
    }
    // Written before anyone is told: what a player saw is on disk.
    writeJournal(journalMoveLine(*played, m_rules, lapMs()));
    if (m_match->isOver()) writeJournal(journalEndLine(m_match->record().result, std::nullopt));
    emit announced(*played);
    if (m_match->isOver()) emit ended();
}

void LocalTable::resign(Side side) {
    if (!m_match || m_match->isOver()) return;
    if (!m_match->resign(side)) return;
    writeJournal(journalEndLine(m_match->record().result, side));
    emit ended();
}

} // namespace gunjin::ui
