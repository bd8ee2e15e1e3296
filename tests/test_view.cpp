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

// ---- The end's reveal (R-END-6, F-INFO) ---------------------------------------------------

namespace {

int total(const std::array<int, kTypeCount>& counts) {
    int n = 0;
    for (int c : counts) n += c;
    return n;
}

// The opponent pieces of `truth` that were removed, by their true type.
std::array<int, kTypeCount> removedByType(const Position& truth, Side them) {
    std::array<int, kTypeCount> lost{};
    const std::uint64_t dead = truth.pieceMask(them) & ~truth.aliveMask(them);
    for (std::uint64_t bits = dead; bits; bits &= bits - 1)
        ++lost[index(truth.piece(static_cast<PieceId>(std::countr_zero(bits))).type)];
    return lost;
}

} // namespace

TEST_CASE("R-END-6, F-INFO: the end reveals every opponent piece, removed ones too, by its "
          "true type - before the end no removed piece's type is known") {
    int removedRevealed = 0;
    for (const char* code :
         {"classic", "classic:h7=open,h3=flag", "federation", "federation:judge=referee"}) {
        const RuleSet rules = RuleSet::fromCode(code).value();
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            INFO(code << " seed " << seed);
            Rng rng(seed);
            Match match(Setup::random(rules, F, rng), Setup::random(rules, S, rng));
            while (!match.isOver() && match.referee().ply() < 400) {
                MoveList moves;
                generateMoves(match.referee().position(), moves);
                REQUIRE(match.play(moves[rng.below(moves.size())]));
                if (match.isOver()) break;
                // R-INFO-2, F-INFO: a removed opponent piece stays of unknown type (open
                // judgement showed it in an announcement, which the view keeps apart).
                for (Side viewer : {F, S}) {
                    const SideView& v = match.view(viewer);
                    CHECK(total(v.opponentLostByType()) == 0);
                    const Side them = opponent(viewer);
                    const std::uint64_t dead =
                        v.position().pieceMask(them) & ~v.position().aliveMask(them);
                    for (std::uint64_t bits = dead; bits; bits &= bits - 1)
                        CHECK(
                            v.position().piece(static_cast<PieceId>(std::countr_zero(bits))).type ==
                            T::Unknown);
                }
            }
            if (!match.isOver()) REQUIRE(match.resign(seed % 2 ? F : S));
            const Position& truth = match.referee().position();
            for (Side viewer : {F, S}) {
                const Side them = opponent(viewer);
                const EndEvent e = endEventFor(match.referee(), viewer);
                std::uint64_t ids = 0;
                for (const RevealedPiece& r : e.reveal) {
                    CHECK(truth.piece(r.id).side == them);
                    CHECK(r.type == truth.piece(r.id).type);
                    CHECK_FALSE(ids >> r.id & 1);
                    ids |= std::uint64_t{1} << r.id;
                    if (!truth.piece(r.id).alive()) ++removedRevealed;
                }
                CHECK(ids == truth.pieceMask(them));
                CHECK(int(e.reveal.size()) == rules.armySize());
                // The view took it, and now knows every removed opponent piece by type.
                const SideView& v = match.view(viewer);
                REQUIRE(v.endEvent());
                CHECK(*v.endEvent() == e);
                CHECK(v.opponentLostByType() == removedByType(truth, them));
                CHECK(total(v.opponentLostByType()) == v.opponentLost());
                // The stream's end line carries the same reveal.
                const auto back = endEventFromJson(match.stream(viewer).back(), rules);
                REQUIRE(back);
                CHECK(*back == e);
            }
        }
    }
    CHECK(removedRevealed > 100); // the games above removed plenty of pieces
}

TEST_CASE("R-END-6: a view refuses a reveal that does not fit the game, and changes nothing") {
    for (const char* code : {"classic", "classic:h7=open", "federation"}) {
        const RuleSet rules = RuleSet::fromCode(code).value();
        Rng rng(21);
        const Setup first = Setup::random(rules, F, rng), second = Setup::random(rules, S, rng);
        Match match(first, second);
        SideView view(first);
        while (!match.isOver() && match.referee().ply() < 60) {
            MoveList moves;
            generateMoves(match.referee().position(), moves);
            const auto a = match.play(moves[rng.below(moves.size())]);
            REQUIRE(a);
            REQUIRE(view.apply(*a));
        }
        if (!match.isOver()) REQUIRE(match.resign(F));
        const Position& truth = match.referee().position();
        const EndEvent good = endEventFor(match.referee(), F);
        const std::string untouched = viewToJson(view);
        auto refused = [&](const EndEvent& bad, const char* why) {
            INFO(code << ": " << why);
            const auto r = view.applyEnd(bad);
            CHECK_FALSE(r);
            CHECK(viewToJson(view) == untouched);
            CHECK_FALSE(view.endEvent());
            CHECK(total(view.opponentLostByType()) == 0);
        };
        auto entryOf = [&](auto pred) {
            const auto it = std::find_if(good.reveal.begin(), good.reveal.end(), pred);
            REQUIRE(it != good.reveal.end());
            return std::size_t(it - good.reveal.begin());
        };
        const std::size_t dead =
            entryOf([&](const RevealedPiece& r) { return !truth.piece(r.id).alive(); });

        EndEvent bad = good;
        bad.reveal.erase(bad.reveal.begin() + std::ptrdiff_t(dead));
        refused(bad, "a removed piece missing");
        bad = good;
        bad.reveal[dead].id = first.entries().front().square;
        refused(bad, "one of our own pieces instead");
        bad = good;
        bad.reveal.push_back(good.reveal[dead]);
        refused(bad, "a piece twice");
        bad = good;
        bad.reveal[dead].type = T::Unknown;
        refused(bad, "no type");
        bad = good;
        for (int t = 0; t < kTypeCount; ++t)
            if (rules.count(PieceType(t)) == 0) bad.reveal[dead].type = PieceType(t);
        refused(bad, "a type the army lacks");
        bad = good;
        const std::size_t notGeneral =
            entryOf([](const RevealedPiece& r) { return r.type != T::General; });
        bad.reveal[notGeneral].type = T::General;
        refused(bad, "one general more than the army has");
        // A piece that moved revealed as the mine, the mine as that piece: the counts fit, the
        // game does not.
        bad = good;
        const std::size_t moved = entryOf([&](const RevealedPiece& r) {
            const Piece& p = truth.piece(r.id);
            return p.alive() && p.square != r.id && r.type != T::Mine;
        });
        const std::size_t mine = entryOf([](const RevealedPiece& r) { return r.type == T::Mine; });
        std::swap(bad.reveal[moved].type, bad.reveal[mine].type);
        refused(bad, "a mine that moved");

        REQUIRE(view.applyEnd(good));
        CHECK(view.opponentLostByType() == removedByType(truth, S));
        CHECK_FALSE(view.applyEnd(good)); // once only
    }
}

TEST_CASE("R-END-6: the reveal must give the announced combat outcomes (R-COMBAT) and agree "
          "with what open judgement showed (H-7)") {
    for (const char* code : {"classic", "classic:h7=open"}) {
        INFO(code);
        const RuleSet rules = RuleSet::fromCode(code).value();
        const Position full = makePosition(rules,
                                           {{"a1", F, T::General},
                                            {"b4", F, T::Captain},
                                            {"b5", S, T::Major},
                                            {"a8", S, T::Flag},
                                            {"f8", S, T::Colonel}},
                                           S);
        Referee referee(full);
        const auto a = referee.play(mv(rules, "b5-b4"));
        REQUIRE(a);
        REQUIRE(a->outcome == CombatOutcome::AttackerWon);
        SideView view = SideView::fromPosition(full, F);
        REQUIRE(view.apply(*a));
        REQUIRE(referee.resign(S));
        const EndEvent good = endEventFor(referee, F);
        REQUIRE(good.reveal.size() == 3);
        const std::string untouched = viewToJson(view);
        auto revealAs = [&](PieceType attacker) {
            EndEvent e = good;
            for (RevealedPiece& r : e.reveal)
                if (r.id == sq(rules, "b5")) r.type = attacker;
            return e;
        };
        // A second lieutenant loses to a captain; a mine cannot move; a colonel would have won
        // too, but open judgement showed a major.
        CHECK_FALSE(view.applyEnd(revealAs(T::SecondLieutenant)));
        CHECK_FALSE(view.applyEnd(revealAs(T::Mine)));
        CHECK(viewToJson(view) == untouched);
        if (rules.openJudgement) {
            CHECK_FALSE(view.applyEnd(revealAs(T::LieutenantColonel)));
            CHECK(viewToJson(view) == untouched);
            REQUIRE(view.applyEnd(good));
        } else {
            // Under hidden judgement the side cannot tell a major from a lieutenant colonel:
            // either fits.
            REQUIRE(view.applyEnd(revealAs(T::LieutenantColonel)));
        }
        CHECK(view.opponentLost() == 0);
        CHECK(view.ownLost()[index(T::Captain)] == 1);
    }
}

TEST_CASE("R-END-6, R-SETUP, F-INFO-3: the reveal must be a legal setup and keep the public "
          "marshal") {
    for (const char* code : {"classic", "federation"}) {
        INFO(code);
        const RuleSet rules = RuleSet::fromCode(code).value();
        Rng rng(33);
        const Setup first = Setup::random(rules, F, rng), second = Setup::random(rules, S, rng);
        SideView view(first);
        Referee referee(first, second);
        REQUIRE(referee.resign(S)); // before any move: only the setup rules constrain the reveal
        const EndEvent good = endEventFor(referee, F);
        auto at = [&](PieceType t) {
            for (std::size_t i = 0; i < good.reveal.size(); ++i)
                if (good.reveal[i].type == t) return i;
            FAIL("no " << pieceTypeId(t));
            return std::size_t{0};
        };
        auto swapped = [&](std::size_t i, std::size_t j) {
            EndEvent e = good;
            std::swap(e.reveal[i].type, e.reveal[j].type);
            return e;
        };
        const std::string untouched = viewToJson(view);
        if (rules.game == Game::Classic) {
            // The flag onto the HQ (R-SETUP-3): refused.
            std::size_t hq = 0;
            while (good.reveal[hq].id != sq(rules, "hq8")) ++hq;
            if (good.reveal[hq].type != T::Flag)
                CHECK_FALSE(view.applyEnd(swapped(at(T::Flag), hq)));
        } else {
            // The public marshal as another piece (F-INFO-3): refused.
            CHECK_FALSE(view.applyEnd(swapped(at(T::Marshal), at(T::General))));
        }
        CHECK(viewToJson(view) == untouched);
        // Two pieces free of setup rules swapped: a setup the opponent might have made; the side
        // cannot tell, and takes it.
        REQUIRE(view.applyEnd(swapped(at(T::General), at(T::Major))));
    }
}
