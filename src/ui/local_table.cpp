#include "table.h"

#include "core/match.h"

namespace gunjin::ui {

LocalTable::LocalTable(const RuleSet& rules, QObject* parent) : Table(parent), m_rules(rules) {}

LocalTable::~LocalTable() = default;

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
        emit refused(tr("その手は指せません（%1）。").arg(QString::fromStdString(played.error())));
        return;
    }
    emit announced(*played);
    if (m_match->isOver()) emit ended();
}

void LocalTable::resign(Side side) {
    if (!m_match || m_match->isOver()) return;
    if (m_match->resign(side)) emit ended();
}

} // namespace gunjin::ui
