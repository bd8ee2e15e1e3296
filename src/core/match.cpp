#include "match.h"

#include "json_io.h"

namespace gunjin {

Match::Match(const Setup& first, const Setup& second)
    : m_setups{first, second},
      m_referee(first, second), m_views{SideView(first), SideView(second)} {
    for (Side s : {Side::First, Side::Second})
        m_streams[index(s)].push_back(startEventToJson(m_views[index(s)]));
}

Result<Announcement> Match::play(Move m) {
    auto a = m_referee.play(m);
    if (!a) return a;
    m_moves.push_back(m);
    tell(*a);
    if (m_referee.isOver()) finish();
    return a;
}

Result<GameEnd> Match::resign(Side side) {
    auto end = m_referee.resign(side);
    if (end) finish();
    return end;
}

void Match::tell(const Announcement& a) {
    const std::string line = announcementToJson(a); // identical for both sides
    for (Side s : {Side::First, Side::Second}) {
        [[maybe_unused]] const auto ok = m_views[index(s)].apply(a);
        assert(ok);
        m_streams[index(s)].push_back(line);
    }
}

void Match::finish() {
    for (Side s : {Side::First, Side::Second}) {
        const EndEvent e = endEventFor(m_referee, s);
        [[maybe_unused]] const auto ok = m_views[index(s)].applyEnd(e);
        assert(ok);
        m_streams[index(s)].push_back(endEventToJson(e));
    }
}

GameRecord Match::record() const {
    return GameRecord{m_setups[0],
                      m_setups[1],
                      m_moves,
                      m_referee.resigned(),
                      {m_referee.status(), m_referee.reason()}};
}

} // namespace gunjin
