#include "match.h"

#include "json_io.h"

namespace gunjin {

Match::Match(const Setup& first, const Setup& second)
    : m_setups{first, second},
      m_referee(first, second), m_views{SideView(first), SideView(second)} {
    for (Side s : {Side::First, Side::Second})
        m_startLines[index(s)] = startEventToJson(m_views[index(s)]);
    m_publicStartLine = publicStartEventToJson(PublicView(first.rules()));
}

const std::string& Match::publicStreamLine(std::size_t i) const {
    assert(i < publicStreamSize());
    if (i == 0) return m_publicStartLine;
    if (i <= m_moveLines.size()) return m_moveLines[i - 1];
    return m_publicEndLine;
}

const std::string& Match::streamLine(Side s, std::size_t i) const {
    assert(i < streamSize(s));
    if (i == 0) return m_startLines[index(s)];
    if (i <= m_moveLines.size()) return m_moveLines[i - 1];
    return m_endLines[index(s)];
}

std::vector<std::string> Match::stream(Side s) const {
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < streamSize(s); ++i) lines.push_back(streamLine(s, i));
    return lines;
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
    for (Side s : {Side::First, Side::Second}) {
        [[maybe_unused]] const auto ok = m_views[index(s)].apply(a);
        assert(ok);
    }
    m_moveLines.push_back(
        announcementToJson(a, m_referee.position().rules())); // identical for both sides
}

void Match::finish() {
    for (Side s : {Side::First, Side::Second}) {
        const EndEvent e = endEventFor(m_referee, s);
        [[maybe_unused]] const auto ok = m_views[index(s)].applyEnd(e);
        assert(ok);
        m_endLines[index(s)] = endEventToJson(e, m_referee.position().rules());
    }
    m_publicEndLine = endEventToJson(publicEndEvent(m_referee), m_referee.position().rules());
}

GameRecord Match::record() const {
    return GameRecord{m_setups[0],
                      m_setups[1],
                      m_moves,
                      m_referee.resigned(),
                      {m_referee.status(), m_referee.reason()}};
}

} // namespace gunjin
