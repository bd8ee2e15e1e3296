// Mutation fuzzing of every reader of outside input: whatever the bytes, a reader returns a
// value or an error - it never crashes, hangs or trips an assert - and what it accepts
// round-trips.
#include "core/match.h"
#include "helpers.h"

using namespace gunjin;
using namespace gunjin::test;

namespace {

GameRecord sampleRecord(Rng& rng) {
    Match match(Setup::random(F, rng), Setup::random(S, rng));
    while (!match.isOver() && match.referee().ply() < 30) {
        MoveList moves;
        generateMoves(match.referee().position(), moves);
        REQUIRE(match.play(moves[rng.below(moves.size())]));
    }
    return match.record();
}

} // namespace

TEST_CASE("Fuzz: mutated move and end events never break their readers") {
    Rng rng(4242);
    const GameRecord record = sampleRecord(rng);
    Match match(record.first, record.second);
    for (Move m : record.moves) REQUIRE(match.play(m));
    if (!match.isOver()) REQUIRE(match.resign(Side::First));
    const auto& stream = match.stream(Side::Second);
    REQUIRE(stream.size() >= 3);
    int accepted = 0;
    for (int i = 0; i < 20000; ++i) {
        const std::string& line = stream[1 + rng.below(std::uint32_t(stream.size() - 1))];
        const std::string text = mutate(line, rng);
        if (const auto a = announcementFromJson(text, RuleSet::classic())) {
            ++accepted;
            REQUIRE(announcementFromJson(announcementToJson(*a, RuleSet::classic()),
                                         RuleSet::classic()));
        }
        if (const auto e = endEventFromJson(text, RuleSet::classic())) {
            ++accepted;
            REQUIRE(endEventFromJson(endEventToJson(*e, RuleSet::classic()), RuleSet::classic()));
        }
    }
    CHECK(accepted > 10); // the readers are strict: few mutations stay valid (36 with this seed)
}

TEST_CASE("Fuzz: mutated positions, setups and records never break a reader") {
    Rng rng(777);
    const GameRecord record = sampleRecord(rng);
    const auto referee = replay(record, record.moves.size());
    REQUIRE(referee);
    const std::string position = positionToJson(referee->position());
    const std::string recordText = recordToJson(record);
    std::string setupText = "{\"pieces\":[";
    for (const auto& e : record.first.entries())
        setupText += std::string(setupText.back() == '[' ? "" : ",") + "{\"square\":\"" +
                     std::string(squareName(e.square)) + "\",\"type\":\"" +
                     std::string(pieceTypeId(e.type)) + "\"}";
    setupText += "]}";

    int accepted = 0;
    for (int i = 0; i < 20000; ++i) {
        const std::string p = mutate(position, rng);
        if (const auto pos = positionFromJson(p, {.allowUnknownOpponent = (i % 2) == 0})) {
            ++accepted;
            const auto again =
                positionFromJson(positionToJson(*pos), {.allowUnknownOpponent = true});
            REQUIRE(again);
            REQUIRE(positionToJson(*again) == positionToJson(*pos));
            if (pos->noCombatPlies() < kNoCombatLimit) (void)movesText(*pos);
        } else {
            REQUIRE_FALSE(pos.error().empty());
        }
        const std::string s = mutate(setupText, rng);
        if (const auto entries = setupEntriesFromJson(s, F)) (void)checkSetup(F, *entries);
        const std::string r = mutate(recordText, rng);
        if (const auto rec = recordFromJson(r)) {
            ++accepted;
            const auto replayed = replayAll(*rec);
            if (replayed) REQUIRE(recordFromJson(recordToJson(*rec)));
        }
    }
    CHECK(accepted > 50); // some mutations stay valid (e.g. a changed digit or square)
}
