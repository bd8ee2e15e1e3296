#include "record.h"

namespace gunjin {

Result<Referee> replay(const GameRecord& record, std::size_t plies) {
    if (plies > record.moves.size()) return Error{"the record has fewer moves than asked for"};
    Referee referee(record.first, record.second);
    for (std::size_t i = 0; i < plies; ++i) {
        const auto played = referee.play(record.moves[i]);
        if (!played)
            return Error{"move " + std::to_string(i + 1) + " (" +
                             moveText(record.moves[i], record.first.rules()) +
                             "): " + played.error(),
                         ErrorKind::IllegalMove};
    }
    if (plies == record.moves.size() && record.resigned) {
        const auto r = referee.resign(*record.resigned);
        if (!r) return Error{"resignation after the end of the game"};
    }
    return referee;
}

Result<Referee> replayAll(const GameRecord& record) {
    auto referee = replay(record, record.moves.size());
    if (!referee) return referee;
    const GameEnd& want = record.result;
    if (want.status != GameStatus::Ongoing &&
        (want.status != referee->status() || want.reason != referee->reason()))
        return Error{"the recorded result (" + std::string(gameStatusId(want.status)) + ", " +
                     std::string(endReasonId(want.reason)) + ") is not what the moves give (" +
                     std::string(gameStatusId(referee->status())) + ", " +
                     std::string(endReasonId(referee->reason())) + ")"};
    return referee;
}

Result<GameRecord> recordFromEndedView(const SideView& view) {
    if (!view.isOver() || !view.endEvent()) return Error{"the game is not over"};
    const Side me = view.side();
    std::vector<SetupEntry> own;
    view.start().forEachOnBoard([&](Square s, const Piece& p) {
        if (p.side == me) own.push_back({s, p.type});
    });
    // A piece's id is the square it started on (position.h).
    std::vector<SetupEntry> theirs;
    for (const RevealedPiece& r : view.endEvent()->reveal)
        theirs.push_back({static_cast<Square>(r.id), r.type});
    auto mine = Setup::fromEntries(view.rules(), me, own);
    if (!mine) return Error{"own setup: " + mine.error(), mine.errorKind()};
    auto other = Setup::fromEntries(view.rules(), opponent(me), theirs);
    if (!other) return Error{"the revealed setup: " + other.error(), other.errorKind()};
    GameRecord record{me == Side::First ? *mine : *other,
                      me == Side::First ? *other : *mine,
                      {},
                      view.endEvent()->resigned,
                      GameEnd{view.status(), view.reason()}};
    for (const Announcement& a : view.announcements()) record.moves.push_back(a.move);
    if (auto referee = replayAll(record); !referee) return referee.failure();
    return record;
}

} // namespace gunjin
