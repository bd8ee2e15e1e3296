// R-INFO on the wire: what the server sends to a seat depends only on what that seat may know.
// Each game is played twice through the room server with the same messages; the second time,
// one seat's hidden types are permuted among its pieces that never fought (within types that
// move and occupy alike, so the game itself is the same). The other seat must receive the very
// same bytes - up to the end event, whose reveal is meant to differ.
#include "net_harness.h"

#include "core/combat.h"

#include <algorithm>

using namespace gunjin;
using namespace gunjin::net;
using namespace gunjin::net::testing;

namespace {

// Types a permutation may exchange: same movement (R-MOVE), same right to occupy (R-END-1).
int moveClass(PieceType t) {
    if (isOfficer(t)) return 0;
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
    std::vector<Setup> setups; // by seat: creator, joiner
    std::vector<Move> moves;
    int resignAt = 0; // the mover resigns at this ply (0: play to the end)
};

struct Run {
    std::vector<std::string> frames[2]; // by seat, everything the server sent
    std::vector<Move> moves;
    std::array<bool, kSquareCount> fought[2]{}; // by seat, pieces (ids = setup squares)
};

// Plays a script (moves empty: random moves chosen by the movers from their own views).
Run play(const Script& script, std::uint64_t seed) {
    FakeNet net({}, seed);
    SimClient a(net), b(net);
    a.create();
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
            if (!pos.isEmpty(move.to())) {
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
            INFO(m.lastError());
            REQUIRE(m.errors.empty());
        }
        a.process();
        b.process();
    }
    for (int seat : {0, 1}) run.frames[seat] = net.inbox[seats[seat]->conn];
    return run;
}

} // namespace

TEST_CASE("net: R-INFO-2 on the wire - permuting hidden types that never fought leaves the "
          "other seat's bytes identical (1000 games)",
          "[net][secrecy]") {
    // Random games of random length; a game where every hidden piece of the permuted seat
    // fought (nothing to permute) is not counted, so 1,000 games are compared.
    int permutedGames = 0, movedPieces = 0;
    std::uint64_t game = 0;
    while (permutedGames < 1000 && game < 3000) {
        ++game;
        Rng rng(game);
        Script script;
        script.setups = {Setup::random(Side::First, rng), Setup::random(Side::Second, rng)};
        script.resignAt = 10 + int(rng.below(300)); // short and long games
        const Run first = play(script, game);

        // The seat whose types are permuted alternates; the other one is watched.
        const SeatIndex hidden = game % 2 ? 1 : 0, watcher = 1 - hidden;
        Setup permuted = script.setups[hidden];
        for (int cls = 0; cls < 3; ++cls) {
            std::vector<Square> squares;
            for (const auto& e : permuted.entries())
                if (moveClass(e.type) == cls && !first.fought[hidden][e.square])
                    squares.push_back(e.square);
            // Fisher-Yates over the squares through swaps, so the setup stays one of types.
            for (int i = int(squares.size()) - 1; i > 0; --i)
                permuted.swapSquares(squares[i], squares[rng.below(std::uint32_t(i + 1))]);
        }
        REQUIRE(checkSetup(permuted.side(), permuted.entries()).empty());
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
        INFO("game " << game);
        REQUIRE(x.size() == y.size());
        REQUIRE(x.size() > 3);
        // Every frame before the end event byte for byte; the end event up to its reveal.
        for (std::size_t i = 0; i + 1 < x.size(); ++i) REQUIRE(x[i] == y[i]);
        const auto endOf = [](const std::string& frame) {
            const auto m = std::get<EventMessage>(readFrame(frame));
            auto e = endEventFromJson(std::get<GameEvent>(m.event).json, RuleSet::classic());
            REQUIRE(e.ok());
            return std::make_tuple(m.seq, e->status, e->reason, e->resigned);
        };
        REQUIRE(endOf(x.back()) == endOf(y.back()));
        // The types did change: the reveal at the end shows it, as does the other seat's own
        // start event (so a leak of them before the end would be seen above).
        REQUIRE(x.back() != y.back());
        REQUIRE(first.frames[hidden] != second.frames[hidden]);
    }
    CHECK(permutedGames == 1000);
    CHECK(movedPieces >= 3 * permutedGames); // several pieces per game, not a token swap
}
