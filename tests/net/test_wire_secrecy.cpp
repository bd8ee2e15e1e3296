// R-INFO (and F-INFO) on the wire: what the server sends to a seat depends only on what that
// seat may know. Each game is played twice through the room server with the same messages; the
// second time, one seat's hidden types are permuted among its pieces that never fought (within
// types that move and occupy alike, so the game itself is the same). The other seat must
// receive the very same bytes - up to the end event, whose reveal is meant to differ - and so
// must a spectator watching the room. Classic rooms in both judgement modes, and federation
// rooms in both (strikes and launches included).
#include "net_harness.h"

#include "core/combat.h"

#include <algorithm>

using namespace gunjin;
using namespace gunjin::net;
using namespace gunjin::net::testing;

namespace {

// Types a permutation may exchange: same movement (R-MOVE), same right to occupy (R-END-1).
// Federation: the officers (general to major), who step alike (F-MOVE-2), may attack the marshal
// alike (F-MOVE-8) and are all removed by a strike (F-STRIKE-3).
int moveClass(PieceType t, const RuleSet& rules) {
    if (isOfficer(t)) return 0;
    if (rules.game == Game::Federation) return -1;
    switch (t) {
    case PieceType::Captain:
    case PieceType::FirstLieutenant:
    case PieceType::SecondLieutenant:
    case PieceType::Spy: return 1;
    case PieceType::Cavalry:
    case PieceType::Tank: return 2;
    default: return -1; // engineer, plane, mine, flag: kept in place
    }
}

struct Script {
    RuleSet rules;
    std::vector<Setup> setups; // by seat: creator, joiner
    std::vector<Move> moves;
    int resignAt = 0; // the mover resigns at this ply (0: play to the end)
};

struct Run {
    std::vector<std::string> frames[2]; // by seat, everything the server sent
    std::vector<std::string> spectator; // everything the server sent a spectator
    std::vector<Move> moves;
    std::array<bool, kMaxSquares> fought[2]{}; // by seat, pieces (ids = setup squares)
};

// Plays a script (moves empty: random moves chosen by the movers from their own views).
Run play(const Script& script, std::uint64_t seed) {
    FakeNet net({}, seed);
    SimClient a(net), b(net);
    a.create(script.rules.code());
    SimWatcher watcher(net, a.watch); // from the start, as a friend with the watch link
    b.join(a.room);
    a.submit(script.setups[0]);
    b.submit(script.setups[1]);
    a.say(Ready{});
    b.say(Ready{});
    a.process();
    Run run;
    Rng rng(seed * 31 + 7);
    SimClient* seats[2] = {&a, &b};
    const Room* room = net.service.room(a.room);
    for (int ply = 1; !a.view->isOver(); ++ply) {
        SimClient& m = a.myTurn() ? a : b;
        net.advance(60); // time passes between moves; the apps keep their connections alive
        if (ply % 200 == 0) {
            a.say(Ping{});
            b.say(Ping{});
        }
        if (ply == script.resignAt) {
            m.say(Resign{});
        } else {
            const Move move = script.moves.empty() ? m.randomMove(rng) : script.moves.at(ply - 1);
            // Who fights: attacker and defender; for a defending flag, whoever stands near it
            // (R-COMBAT-6), counted generously.
            const Position& pos = room->match()->referee().position();
            const BoardLayout& board = pos.board();
            if (move.isStrike()) {
                // Every piece in or next to the area is judged (and, under open judgement,
                // shown): counted as fought.
                const Cell t = board.firstCell[move.to()];
                pos.forEachOnBoard([&](Square s, const Piece&) {
                    for (int k = 0; k < board.cellCount[s]; ++k) {
                        const Cell c = board.firstCell[s];
                        if (std::abs(c.column + k - t.column) <= 1 &&
                            std::abs(c.row - t.row) <= 1) {
                            const SeatIndex seat = room->sideOf(0) == pos.sideAt(s) ? 0 : 1;
                            run.fought[seat][pos.pieceAt(s)] = true;
                        }
                    }
                });
                const SeatIndex own = room->sideOf(0) == pos.sideAt(move.from()) ? 0 : 1;
                run.fought[own][pos.pieceAt(move.from())] = true;
            } else if (!pos.isEmpty(move.to())) {
                for (Square s : {move.from(), move.to()}) {
                    const SeatIndex seat = room->sideOf(0) == pos.sideAt(s) ? 0 : 1;
                    run.fought[seat][pos.pieceAt(s)] = true;
                }
                if (pos.typeAt(move.to()) == PieceType::Flag) {
                    const Side owner = pos.sideAt(move.to());
                    const SeatIndex seat = room->sideOf(0) == owner ? 0 : 1;
                    pos.forEachOnBoard([&](Square s, const Piece&) {
                        if (pos.sideAt(s) == owner && std::abs(rowOf(s) - rowOf(move.to())) <= 1)
                            run.fought[seat][pos.pieceAt(s)] = true;
                    });
                }
            }
            m.play(move);
            run.moves.push_back(move);
            INFO(m.lastError() << ": " << (m.errors.empty() ? "" : m.errors.back().message)
                               << " at ply " << ply << " of game " << seed << ", "
                               << (script.moves.empty() ? "first" : "replayed"));
            REQUIRE(m.errors.empty());
        }
        a.process();
        b.process();
        watcher.process();
    }
    REQUIRE(watcher.view);
    REQUIRE(watcher.view->isOver()); // the spectator's view accepted every event
    for (int seat : {0, 1}) run.frames[seat] = net.inbox[seats[seat]->conn];
    run.spectator = net.inbox[watcher.conn];
    return run;
}

// Plays random games of `rules` and their permuted twins until `wanted` games had something
// to permute; returns how many pieces were moved in all.
int comparePermuted(const RuleSet& rules, int wanted, std::uint64_t firstGame) {
    // Random games of random length; a game where every hidden piece of the permuted seat
    // fought (nothing to permute) is not counted.
    int permutedGames = 0, movedPieces = 0;
    std::uint64_t game = firstGame;
    while (permutedGames < wanted && game < firstGame + 3 * std::uint64_t(wanted)) {
        ++game;
        Rng rng(game);
        Script script;
        script.rules = rules;
        script.setups = {Setup::random(rules, Side::First, rng),
                         Setup::random(rules, Side::Second, rng)};
        script.resignAt = 10 + int(rng.below(300)); // short and long games
        const Run first = play(script, game);

        // The seat whose types are permuted alternates; the other one is watched.
        const SeatIndex hidden = game % 2 ? 1 : 0, watcher = 1 - hidden;
        Setup permuted = script.setups[hidden];
        for (int cls = 0; cls < 3; ++cls) {
            std::vector<Square> squares;
            for (const auto& e : permuted.entries())
                if (moveClass(e.type, rules) == cls && !first.fought[hidden][e.square])
                    squares.push_back(e.square);
            // Fisher-Yates over the squares through swaps, so the setup stays one of types.
            for (int i = int(squares.size()) - 1; i > 0; --i)
                permuted.swapSquares(squares[i], squares[rng.below(std::uint32_t(i + 1))]);
        }
        REQUIRE(checkSetup(rules, permuted.side(), permuted.entries()).empty());
        int changed = 0;
        for (const auto& e : permuted.entries())
            changed += e.type != script.setups[hidden].typeAt(e.square);
        if (changed == 0) continue;
        ++permutedGames;
        movedPieces += changed;

        Script again = script;
        again.setups[hidden] = permuted;
        again.moves = first.moves;
        const Run second = play(again, game);

        const auto& x = first.frames[watcher];
        const auto& y = second.frames[watcher];
        INFO(rules.code() << " game " << game);
        REQUIRE(x.size() == y.size());
        REQUIRE(x.size() > 3);
        // Every frame before the end event byte for byte; the end event up to its reveal.
        for (std::size_t i = 0; i + 1 < x.size(); ++i) REQUIRE(x[i] == y[i]);
        const auto endOf = [&](const std::string& frame) {
            const auto m = std::get<EventMessage>(readFrame(frame));
            auto e = endEventFromJson(std::get<GameEvent>(m.event).json, rules);
            REQUIRE(e.ok());
            return std::make_tuple(m.seq, e->status, e->reason, e->resigned);
        };
        REQUIRE(endOf(x.back()) == endOf(y.back()));
        // The types did change: the reveal at the end shows it, as does the other seat's own
        // start event (so a leak of them before the end would be seen above).
        REQUIRE(x.back() != y.back());
        REQUIRE(first.frames[hidden] != second.frames[hidden]);
        // A spectator knows less than either seat: its bytes are the same too, up to the end,
        // whose reveal names the permuted types.
        const auto& u = first.spectator;
        const auto& v = second.spectator;
        REQUIRE(u.size() == v.size());
        REQUIRE(u.size() > 3);
        for (std::size_t i = 0; i + 1 < u.size(); ++i) REQUIRE(u[i] == v[i]);
        REQUIRE(endOf(u.back()) == endOf(v.back()));
        REQUIRE(u.back() != v.back());
    }
    CHECK(permutedGames == wanted);
    return movedPieces;
}

} // namespace

TEST_CASE("net: R-INFO-2 on the wire - permuting hidden types that never fought leaves the "
          "other seat's bytes identical (1000 games)",
          "[net][secrecy]") {
    const int moved = comparePermuted(RuleSet::classic(), 1000, 0);
    CHECK(moved >= 3 * 1000); // several pieces per game, not a token swap
}

TEST_CASE("net: H-7 on the wire - in classic rooms of open judgement, permuting hidden types that "
          "never fought leaves the other seat's and a spectator's bytes identical (150 games)",
          "[net][secrecy][spectators]") {
    const auto rules = RuleSet::fromCode("classic:h7=open");
    REQUIRE(rules.ok());
    const int moved = comparePermuted(*rules, 150, 20'000);
    CHECK(moved >= 3 * 150);
}

TEST_CASE("net: F-INFO-1, F-INFO-2 and F-INFO-3 on the wire - in federation rooms of both "
          "judgement modes, permuting hidden officers that never fought nor stood by a strike "
          "leaves the other seat's bytes identical (150 games each)",
          "[net][secrecy][rules]") {
    for (const char* code : {"federation", "federation:judge=referee"}) {
        const auto rules = RuleSet::fromCode(code);
        REQUIRE(rules.ok());
        const int moved = comparePermuted(*rules, 150, 10'000);
        CHECK(moved >= 2 * 150);
    }
}
