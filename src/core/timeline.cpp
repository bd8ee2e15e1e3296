#include "timeline.h"

namespace gunjin {

Result<GameTimeline> GameTimeline::build(const GameRecord& record) {
    if (record.first.rules() != record.second.rules())
        return Error{"the two setups are of different rule sets"};
    GameTimeline t;
    Match match(record.first, record.second);
    auto snapshot = [&match, &t] {
        t.m_steps.push_back(
            {match.referee().position(),
             {match.view(Side::First).position(), match.view(Side::Second).position()}});
    };
    snapshot();
    t.m_announcements.reserve(record.moves.size());
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        auto a = match.play(record.moves[i]);
        if (!a)
            return Error{"move " + std::to_string(i + 1) + " (" +
                             moveText(record.moves[i], record.first.rules()) + "): " + a.error(),
                         ErrorKind::IllegalMove};
        t.m_announcements.push_back(*a);
        snapshot();
    }
    if (record.resigned) {
        if (!match.resign(*record.resigned))
            return Error{"a resignation after the end of the game"};
        t.m_steps.pop_back(); // the last step shows the end: both sides see everything
        snapshot();
        t.m_resigned = record.resigned;
    }
    t.m_result = GameEnd{match.referee().status(), match.referee().reason()};
    if (record.result.status != GameStatus::Ongoing && record.result != t.m_result)
        return Error{"the recorded result is not what the moves give"};
    return t;
}

} // namespace gunjin
