// Where a lesson is refereed: the referee on this device, started at once on the lesson's
// position (no setup phase, no record). Both sides' views come from the referee's
// announcements alone, as at any table, so the learner's board hides the opponent's types.
//
// Threading: GUI thread only.
#pragma once

#include "table.h"

namespace gunjin::ui {

class LessonTable : public Table {
    Q_OBJECT
public:
    LessonTable(const Position& start, QObject* parent);

    // The lesson begins: started() comes at once (once).
    void begin();

    const RuleSet& rules() const override { return m_rules; }
    const SideView* view(Side side) const override;
    void submitSetup(const Setup&) override {}
    void withdrawSetup(const Setup&) override {}
    bool setupSubmitted(Side) const override { return m_begun; }
    void submitMove(Side side, Move m) override;
    void resign(Side side) override;

private:
    void finish();

    RuleSet m_rules;
    Referee m_referee;
    SideView m_views[2];
    bool m_begun = false;
};

} // namespace gunjin::ui
