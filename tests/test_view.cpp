#include "core/match.h"
#include "helpers.h"

#include <nlohmann/json.hpp>

using namespace gunjin;
using namespace gunjin::test;

namespace {

struct Played {
    std::vector<Move> moves;
    std::vector<Announcement> announcements;
};

Played playRandom(const Setup& first, const Setup& second, Rng& rng, int maxPlies) {
    Referee r(first, second);
    Played p;
    while (!r.isOver() && r.ply() < maxPlies) {
        MoveList moves;
        generateMoves(r.position(), moves);
        const Move m = moves[rng.below(moves.size())];
        p.moves.push_back(m);
        p.announcements.push_back(r.playLegal(m));
    }
    return p;
}

// What the rules allow a side to learn from one move, worked out here from the referee's
// positions before and after it (not from the Announcement type under test).
std::string publicFacts(const Position& before, const Position& after, Move m, const Referee& r) {
    std::string facts = moveText(m) + " " + std::string(gameStatusId(r.status())) + " " +
                        std::string(endReasonId(r.reason()));
    if (before.isEmpty(m.to())) return facts + " quiet";
    const Side mover = before.sideAt(m.from());
    if (after.isEmpty(m.to())) return facts + " both";
    return facts + (after.sideAt(m.to()) == mover ? " attacker" : " defender");
}

struct Trace {
    std::vector<std::string> facts; // public facts per move
    std::string seen; // what the viewer was given: views along the way, then its whole stream
};

// Plays `moves` through a Match; nullopt as soon as one is illegal with these setups. Stops
// before a move that ends the game, since the end legitimately reveals types.
std::optional<Trace> playMatch(const Setup& first, const Setup& second,
                               const std::vector<Move>& moves, Side viewer) {
    Match match(first, second);
    Trace t;
    for (Move m : moves) {
        const Position before = match.referee().position();
        Referee probe = match.referee();
        if (!probe.play(m)) return std::nullopt;
        if (probe.isOver()) break;
        REQUIRE(match.play(m));
        t.facts.push_back(publicFacts(before, match.referee().position(), m, match.referee()));
        // The view and the legal moves it offers, every few plies (each costs a JSON dump).
        if (t.facts.size() % 8 == 1) {
            t.seen += viewToJson(match.view(viewer));
            if (match.view(viewer).position().sideToMove() == viewer)
                for (const auto& mt : movesText(match.view(viewer).position())) t.seen += " " + mt;
        }
    }
    t.seen += viewToJson(match.view(viewer));
    for (const auto& line : match.stream(viewer)) t.seen += line + "\n";
    return t;
}

} // namespace

TEST_CASE("R-INFO-1: a view holds own types, every square, moves, and combat square + outcome") {
    Rng rng(41);
    const Setup first = Setup::random(F, rng), second = Setup::random(S, rng);
    const Played game = playRandom(first, second, rng, 200);
    SideView view(first);
    Referee r(first, second);
    for (const Announcement& a : game.announcements) {
        r.playLegal(a.move);
        REQUIRE(view.apply(a));
        // Same squares occupied by the same sides as the referee's position.
        for (int s = 0; s < kSquareCount; ++s) {
            const Square q = static_cast<Square>(s);
            REQUIRE(view.position().isEmpty(q) == r.position().isEmpty(q));
            if (r.position().isEmpty(q)) continue;
            REQUIRE(view.position().sideAt(q) == r.position().sideAt(q));
            if (r.position().sideAt(q) == F)
                REQUIRE(view.position().typeAt(q) == r.position().typeAt(q));
            else
                REQUIRE(view.position().typeAt(q) == T::Unknown);
        }
    }
    const auto json = nlohmann::json::parse(viewToJson(view));
    for (const auto& e : json["events"]) {
        std::set<std::string> keys;
        for (auto& [k, v] : e.items()) keys.insert(k);
        CHECK(keys ==
              std::set<std::string>{"event", "ply", "mover", "move", "combat", "status", "reason"});
        if (!e["combat"].is_null()) CHECK(e["combat"].size() == 2); // square and outcome only
    }
    for (const auto& p : json["pieces"])
        if (p["side"] == "second") CHECK(p["type"] == "unknown");
}

TEST_CASE("R-INFO-1: after a tie a side cannot tell a same-type tie from a mine") {
    auto trace = [](T defender) {
        Referee r(makePosition(
            {{"b3", F, T::Captain}, {"b4", S, defender}, {"f8", S, T::Spy}, {"a1", F, T::Spy}}));
        const auto a = r.play(mv("b3-b4"));
        REQUIRE(a);
        SideView v = SideView::fromPosition(
            makePosition(
                {{"b3", F, T::Captain}, {"b4", S, defender}, {"f8", S, T::Spy}, {"a1", F, T::Spy}}),
            F);
        REQUIRE(v.apply(*a));
        return viewToJson(v);
    };
    CHECK(trace(T::Captain) == trace(T::Mine));
}

TEST_CASE("R-INFO-2: views and event streams do not depend on hidden types or listing order") {
    // Pairs of games whose hidden types differ but whose public facts agree must give the
    // other side byte-identical streams, views and legal-move lists.
    Rng rng(2024);
    int compared = 0, withCombat = 0;
    for (int trial = 0; trial < 2000; ++trial) {
        const Side hidden = trial % 2 ? F : S; // whose types differ
        const Side viewer = opponent(hidden);
        const Setup first = Setup::random(F, rng), second = Setup::random(S, rng);
        const Played game = playRandom(first, second, rng, 60 + static_cast<int>(rng.below(200)));
        Setup changed = hidden == F ? first : second;
        const Square a = Setup::slotSquare(hidden, static_cast<int>(rng.below(kArmySize)));
        const Square b = Setup::slotSquare(hidden, static_cast<int>(rng.below(kArmySize)));
        if (changed.typeAt(a) == changed.typeAt(b)) continue;
        changed.swapSquares(a, b);
        if (!checkSetup(hidden, changed.entries()).empty()) continue;
        const auto t1 = playMatch(first, second, game.moves, viewer);
        const auto t2 = hidden == F ? playMatch(changed, second, game.moves, viewer)
                                    : playMatch(first, changed, game.moves, viewer);
        REQUIRE(t1);
        if (!t2 || t1->facts != t2->facts) continue; // the public facts differ: not a pair
        REQUIRE(t1->seen == t2->seen);
        ++compared;
        for (const Announcement& an : game.announcements)
            if (an.ply <= static_cast<int>(t1->facts.size()) && an.outcome != CombatOutcome::None &&
                (an.move.to() == a || an.move.to() == b || an.move.from() == a ||
                 an.move.from() == b))
                ++withCombat;
    }
    INFO(compared << " pairs compared, " << withCombat << " with a combat of a changed piece");
    CHECK(compared >= 300);
    CHECK(withCombat >= 20); // pairs whose differing pieces actually fought
}

TEST_CASE("R-INFO-2: piece handles are setup squares, whatever order a setup was listed in") {
    Rng rng(3);
    const Setup first = Setup::random(F, rng), second = Setup::random(S, rng);
    GameRecord record{first, second, {}, std::nullopt, {}};
    const std::string text = recordToJson(record);
    auto json = nlohmann::json::parse(text);
    auto& list = json["setup"]["second"];
    std::vector<nlohmann::json> entries(list.begin(), list.end());
    std::reverse(entries.begin(), entries.end());
    list = entries;
    const auto shuffled = recordFromJson(json.dump());
    REQUIRE(shuffled);
    CHECK(shuffled->second == second);
    CHECK(viewToJson(SideView(shuffled->first)) == viewToJson(SideView(first)));
    const auto view = nlohmann::json::parse(viewToJson(SideView(first)));
    for (const auto& p : view["pieces"]) CHECK(p["id"] == p["square"]);
}

TEST_CASE("R-INFO-3: what a CPU is given (view and its legal moves) ignores hidden types") {
    // The CPU decides from a SideView alone; two positions that differ only in the opponent's
    // hidden types give the same view and the same legal moves for the side to move.
    Rng rng(99);
    for (int i = 0; i < 500; ++i) {
        const Setup first = Setup::random(F, rng);
        const Setup s1 = Setup::random(S, rng), s2 = Setup::random(S, rng);
        const Position p1 = startingPosition(first, s1), p2 = startingPosition(first, s2);
        const SideView v1 = SideView::fromPosition(p1, F), v2 = SideView::fromPosition(p2, F);
        REQUIRE(viewToJson(v1) == viewToJson(v2));
        REQUIRE(movesText(v1.position()) == movesText(v2.position()));
        REQUIRE(movesText(v1.position()) == movesText(p1)); // and they are the real legal moves
    }
}

TEST_CASE("R-INFO-1: a view refuses announcements that do not fit it") {
    Rng rng(8);
    SideView view(Setup::random(F, rng));
    Announcement a{
        1, S, mv("b5-b4"), CombatOutcome::AttackerWon, GameStatus::Ongoing, EndReason::None};
    CHECK_FALSE(view.apply(a)); // the second player does not move first
    a = {2, F, mv("b4-b5"), CombatOutcome::None, GameStatus::Ongoing, EndReason::None};
    CHECK_FALSE(view.apply(a)); // ply out of order
    a = {1, F, mv("b4-b5"), CombatOutcome::None, GameStatus::Ongoing, EndReason::None};
    CHECK_FALSE(view.apply(a)); // b5 is occupied: there must be a combat
    a = {1, F, mv("a1-a2"), CombatOutcome::None, GameStatus::Ongoing, EndReason::None};
    CHECK_FALSE(view.apply(a)); // own piece on a2
    const std::string before = viewToJson(view);
    CHECK(viewToJson(view) == before);
    CHECK(view.ply() == 0);
    CHECK_FALSE(
        view.applyEnd(EndEvent{GameStatus::FirstWon, EndReason::Occupation, std::nullopt, {}}));
}

TEST_CASE("R-INFO-1: a view refuses an opponent move no piece could make") {
    Rng rng(9);
    SideView view(Setup::random(S, rng));
    Announcement a{
        1, F, mv("b4-c5"), CombatOutcome::AttackerWon, GameStatus::Ongoing, EndReason::None};
    CHECK_FALSE(view.apply(a)); // diagonal
    a.move = mv("a4-c4");
    a.outcome = CombatOutcome::None;
    CHECK_FALSE(view.apply(a)); // c4 holds the mover's own piece
    a.move = mv("a2-a4");
    CHECK_FALSE(view.apply(a)); // a4 holds the mover's own piece, whatever jumps there
    a.move = mv("f1-f3");
    CHECK_FALSE(view.apply(a));
    CHECK(view.ply() == 0);
    a.outcome = CombatOutcome::AttackerWon;
    a.move = mv("a4-a6"); // a plane's jump: possible
    CHECK(view.apply(a));
}
