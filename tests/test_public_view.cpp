// The spectators' view (R-INFO, F-INFO told to nobody's side): squares, moves and outcomes,
// the types the rule set shows to both sides and no other before the end, then both armies.
#include "core/json_io.h"
#include "core/match.h"
#include "helpers.h"

using namespace gunjin;
using namespace gunjin::test;

namespace {

// Random games of `code` through a Match, watched by a spectator that reads the match's public
// stream: after every move its view holds the referee's squares and sides, and of the types
// only those the game made public; after the end, every true type.
void checkPublicGames(const char* code, int games, std::uint64_t seed) {
    const RuleSet rules = rulesOf(code);
    Rng rng(seed);
    int shownTypes = 0;
    for (int game = 0; game < games; ++game) {
        Match match(Setup::random(rules, Side::First, rng),
                    Setup::random(rules, Side::Second, rng));
        auto watched = publicStartEventFromJson(match.publicStreamLine(0));
        REQUIRE(watched.ok());
        PublicView& view = *watched;
        // Reads the stream's lines it has not read yet.
        std::size_t read = 1;
        auto follow = [&] {
            for (; read < match.publicStreamSize(); ++read) {
                const std::string& line = match.publicStreamLine(read);
                if (read + 1 == match.publicStreamSize() && match.isOver()) {
                    auto end = endEventFromJson(line, rules);
                    REQUIRE(end.ok());
                    REQUIRE(view.applyEnd(*end).ok());
                } else {
                    auto a = announcementFromJson(line, rules);
                    REQUIRE(a.ok());
                    REQUIRE(view.apply(*a).ok());
                }
            }
        };
        const int resignAt = 20 + int(rng.below(400));
        // Types a combat or strike showed (open judgement), by piece id.
        std::array<PieceType, kMaxSquares> shown;
        shown.fill(PieceType::Unknown);
        while (!match.isOver()) {
            const Referee& referee = match.referee();
            if (referee.ply() == resignAt) {
                REQUIRE(match.resign(referee.position().sideToMove()).ok());
                follow();
                break;
            }
            MoveList moves;
            generateMoves(referee.position(), moves);
            const auto a = match.play(moves[int(rng.below(std::uint32_t(moves.size())))]);
            REQUIRE(a.ok());
            follow();
            if (match.isOver()) break; // the end revealed everything: checked below
            for (int i = 0; i < a->revealCount; ++i) shown[a->reveals[i].id] = a->reveals[i].type;
            const Position& truth = referee.position();
            const Position& seen = view.position();
            INFO(code << " game " << game << " ply " << referee.ply());
            REQUIRE(seen.noCombatPlies() == truth.noCombatPlies());
            REQUIRE(seen.sideToMove() == truth.sideToMove());
            for (int s = 0; s < truth.squareCount(); ++s) {
                const auto sq = static_cast<Square>(s);
                REQUIRE(seen.isEmpty(sq) == truth.isEmpty(sq));
                if (truth.isEmpty(sq)) continue;
                REQUIRE(seen.sideAt(sq) == truth.sideAt(sq));
                const PieceType t = seen.typeAt(sq);
                const PieceId id = truth.pieceAt(sq);
                const bool isMarshal =
                    rules.game == Game::Federation && truth.typeAt(sq) == PieceType::Marshal;
                if (isMarshal) {
                    REQUIRE(t == PieceType::Marshal); // F-INFO-3: public from the start
                } else if (shown[id] != PieceType::Unknown) {
                    // Shown by a combat: the board keeps it face down (F-INFO-1), the
                    // announcement keeps the type.
                    REQUIRE(t == PieceType::Unknown);
                    ++shownTypes;
                } else {
                    REQUIRE(t == PieceType::Unknown);
                }
            }
        }
        // The end reveals both armies, removed pieces too, with their true types.
        REQUIRE(view.isOver());
        REQUIRE(view.endEvent());
        const Position& truth = match.referee().position();
        REQUIRE(view.endEvent()->reveal.size() ==
                std::size_t(std::popcount(truth.pieceMask(Side::First)) +
                            std::popcount(truth.pieceMask(Side::Second))));
        for (const RevealedPiece& r : view.endEvent()->reveal) {
            REQUIRE(view.position().piece(r.id).type == truth.piece(r.id).type);
            REQUIRE(r.type == truth.piece(r.id).type);
        }
        // The spectators' stream: its own start line, then the very lines the seats got.
        const auto seat = match.stream(Side::First);
        REQUIRE(match.publicStreamSize() == seat.size());
        for (std::size_t i = 1; i + 1 < seat.size(); ++i)
            REQUIRE(match.publicStreamLine(i) == seat[i]);
        REQUIRE(match.publicStreamLine(0) ==
                R"({"event":"start","rules":")" + rules.code() + R"(","spectator":true})");
        REQUIRE(view.announcements().size() == std::size_t(match.referee().ply()));
    }
    if (rules.openJudgement) CHECK(shownTypes > 0); // the check above was exercised
}

// A finished game's public view and its end, for the refusal tests.
struct Finished {
    Match match;
    EndEvent end;
};

Finished finishedGame(const RuleSet& rules, std::uint64_t seed) {
    Rng rng(seed);
    Match match(Setup::random(rules, Side::First, rng), Setup::random(rules, Side::Second, rng));
    while (!match.isOver()) {
        MoveList moves;
        generateMoves(match.referee().position(), moves);
        REQUIRE(match.play(moves[int(rng.below(std::uint32_t(moves.size())))]).ok());
        if (match.referee().ply() == 80 && !match.isOver()) REQUIRE(match.resign(Side::First).ok());
    }
    return {match, publicEndEvent(match.referee())};
}

// The public view of `match` before its end: the start and every move line.
PublicView beforeEnd(const Match& match) {
    const RuleSet& rules = match.referee().position().rules();
    PublicView v(rules);
    for (std::size_t i = 1; i + 1 < match.publicStreamSize(); ++i)
        REQUIRE(v.apply(*announcementFromJson(match.publicStreamLine(i), rules)).ok());
    return v;
}

} // namespace

TEST_CASE("R-INFO-1, R-INFO-2: a spectator sees squares, moves and outcomes, no type before "
          "the end, then both armies (classic, 60 games)",
          "[view][public]") {
    checkPublicGames("classic", 60, 1);
}

TEST_CASE("H-7: under open judgement a spectator learns the types a combat shows from the "
          "announcements, and the board keeps them face down (40 games)",
          "[view][public][house]") {
    checkPublicGames("classic:h7=open", 40, 2);
}

TEST_CASE("F-INFO-1, F-INFO-3: a spectator of the federation game sees the marshals face up and "
          "what each judgement mode shows (40 games each)",
          "[view][public][rules]") {
    checkPublicGames("federation", 40, 3);
    checkPublicGames("federation:judge=referee", 40, 4);
}

TEST_CASE("R-INFO-2: a spectator's view refuses an end that names a piece wrongly or leaves "
          "one out, and announcements that do not fit",
          "[view][public]") {
    for (const char* code : {"classic", "federation"}) {
        const RuleSet rules = rulesOf(code);
        const Finished f = finishedGame(rules, 9);
        INFO(code);
        {
            PublicView v = beforeEnd(f.match);
            EndEvent missing = f.end;
            missing.reveal.pop_back();
            CHECK_FALSE(v.applyEnd(missing).ok());
            // A second general in one army. (Two pieces that never moved nor fought swapped
            // would be no error: nothing public tells them apart.)
            EndEvent wrong = f.end;
            for (RevealedPiece& r : wrong.reveal)
                if (r.type != PieceType::General && r.type != PieceType::Marshal) {
                    r.type = PieceType::General;
                    break;
                }
            const auto refused = v.applyEnd(wrong);
            REQUIRE_FALSE(refused.ok());
            CHECK(refused.error() == "end event reveals more pieces of a type than the army has");
            CHECK_FALSE(v.endEvent()); // refusals changed nothing
            REQUIRE(v.applyEnd(f.end).ok());
            CHECK_FALSE(v.applyEnd(f.end).ok()); // only once
        }
        {
            PublicView v(rules);
            const PublicView played = beforeEnd(f.match);
            const auto& history = played.announcements();
            REQUIRE(history.size() > 2);
            CHECK_FALSE(v.apply(history[1]).ok()); // out of order
            Announcement other = history[0];
            other.mover = opponent(other.mover);
            CHECK_FALSE(v.apply(other).ok());
            REQUIRE(v.apply(history[0]).ok());
            CHECK(v.ply() == 1);
        }
    }
    // Not a spectator's start: a seat's start event is refused.
    Rng rng(4);
    const Match seatMatch(Setup::random(Side::First, rng), Setup::random(Side::Second, rng));
    CHECK_FALSE(publicStartEventFromJson(seatMatch.streamLine(Side::First, 0)).ok());
    CHECK_FALSE(
        publicStartEventFromJson(R"({"event":"start","spectator":true,"rules":"chess"})").ok());
}
