#include "record.h"

namespace gunjin {

Result<Referee> replay(const GameRecord& record, std::size_t plies) {
    if (plies > record.moves.size()) return Error{"the record has fewer moves than asked for"};
    Referee referee(record.first, record.second);
    for (std::size_t i = 0; i < plies; ++i) {
        const auto played = referee.play(record.moves[i]);
        if (!played)
            return Error{"move " + std::to_string(i + 1) + " (" +
                         moveText(record.moves[i], record.first.rules()) + "): " + played.error()};
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

} // namespace gunjin
