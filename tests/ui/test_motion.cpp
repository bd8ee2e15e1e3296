// Motion: the board's events play one after another; the reply waits for the own move to be
// seen; a skip shows everything at once; reduced motion keeps only a still hold; the timings
// follow the speed.
#include "session_fixture.h"
#include "step.h"
#include "ui/motion.h"
#include "ui/narrator.h"
#include "ui/piece_model.h"
#include "ui/play_mode.h"

#include <catch2/catch.hpp>

#include <QElapsedTimer>

#include <vector>

using gunjin::ui::GameSession;
using gunjin::ui::Motion;
using gunjin::ui::PieceModel;

namespace {

Motion::Event combat() {
    Motion::Event e;
    e.kind = Motion::Kind::Combat;
    e.mover = 3;
    e.other = 40;
    return e;
}

// A game against the CPU with paced motion, the player first, set up and in play.
void startPacedGame(SessionFixture& f) {
    f.game.motion()->setPaced(true);
    REQUIRE(f.game.startCpuGame(QStringLiteral("easy"), true));
    f.game.confirmSetup();
    REQUIRE(f.game.phase() == GameSession::Phase::Play);
}

// A hot-seat game with both setups made, in play, the curtain down before the first move.
gunjin::ui::PlayMode* startHotSeat(SessionFixture& f) {
    REQUIRE(f.game.startHotSeatGame());
    gunjin::ui::PlayMode* mode = f.game.mode();
    mode->liftCurtain();
    f.game.confirmSetup();
    mode->liftCurtain();
    f.game.confirmSetup();
    REQUIRE(f.game.phase() == GameSession::Phase::Play);
    return mode;
}

} // namespace

TEST_CASE("Motion plays its events in order, each after the one before has been seen",
          "[ui][motion]") {
    Motion motion;
    std::vector<QString> log;
    QElapsedTimer clock;
    clock.start();
    qint64 firstDone = -1, secondShown = -1;
    motion.play(
        combat(), [&] { log.push_back(QStringLiteral("show 1")); },
        [&] {
            log.push_back(QStringLiteral("done 1"));
            firstDone = clock.elapsed();
        });
    // Shown at once: nothing was playing.
    REQUIRE(log == std::vector<QString>{QStringLiteral("show 1")});
    CHECK(motion.busy());
    motion.play(
        Motion::Event{},
        [&] {
            log.push_back(QStringLiteral("show 2"));
            secondShown = clock.elapsed();
        },
        [&] { log.push_back(QStringLiteral("done 2")); });
    CHECK(log.size() == 1); // the second waits
    REQUIRE(waitFor([&] { return !motion.busy(); }, 5000));
    CHECK(log == std::vector<QString>{QStringLiteral("show 1"), QStringLiteral("done 1"),
                                      QStringLiteral("show 2"), QStringLiteral("done 2")});
    // The combat held the board for its whole length before the next event started.
    CHECK(firstDone >= motion.durationOf(combat()) - 5);
    CHECK(secondShown >= firstDone);
}

TEST_CASE("While a step is shown Motion describes it, and outside it changes jump",
          "[ui][motion]") {
    Motion motion;
    QVariantMap during;
    motion.play(
        combat(), [&] { during = motion.step(); }, nullptr);
    CHECK(during.value(QStringLiteral("active")).toBool());
    CHECK(during.value(QStringLiteral("kind")).toString() == QStringLiteral("combat"));
    CHECK(during.value(QStringLiteral("mover")).toInt() == 3);
    CHECK(during.value(QStringLiteral("other")).toInt() == 40);
    // The attacker meets the defender part of the way, and the loser falls after the contact.
    const double meet = during.value(QStringLiteral("meet")).toDouble();
    CHECK(meet > 0.3);
    CHECK(meet < 1.0);
    CHECK(during.value(QStringLiteral("toppleAt")).toInt() >
          during.value(QStringLiteral("slide")).toInt());
    CHECK_FALSE(motion.step().value(QStringLiteral("active")).toBool());
    motion.clear();
    CHECK_FALSE(motion.busy());
}

TEST_CASE("An attack from afar meets its defender beside it, not part of the way across",
          "[ui][motion]") {
    // A plane's attack over five squares (a play-test saw it stop two squares short, and fall
    // there, while the defender fell in its square).
    Motion motion;
    const auto stepOf = [&](double squares) {
        Motion::Event e = combat();
        e.squares = squares;
        QVariantMap seen;
        motion.play(
            e, [&] { seen = motion.step(); }, nullptr);
        motion.clear();
        return seen;
    };
    const QVariantMap near = stepOf(1.0), far = stepOf(5.0);
    const double nearMeet = near.value(QStringLiteral("meet")).toDouble();
    const double farMeet = far.value(QStringLiteral("meet")).toDouble();
    // Both stop the same distance short of the target: (1 - meet) of their way, in squares.
    CHECK((1.0 - nearMeet) * 1.0 == Approx((1.0 - farMeet) * 5.0));
    CHECK((1.0 - farMeet) * 5.0 < 0.7);
    CHECK(nearMeet > 0.3);
    // The longer way takes a little longer to fly, within reason.
    const int nearSlide = near.value(QStringLiteral("slide")).toInt();
    const int farSlide = far.value(QStringLiteral("slide")).toInt();
    CHECK(farSlide > nearSlide);
    CHECK(farSlide < 2 * nearSlide + 700);
    // Its flight to the meeting point is seen: most of the whole way's time, not the share of
    // a one-square meeting (a play-tester saw a plane's attack over before it could be seen).
    CHECK(farSlide >= 3 * nearSlide);
}

TEST_CASE("A skip shows what plays and every queued event at once, in order", "[ui][motion]") {
    Motion motion;
    std::vector<QString> log;
    int skipped = 0;
    QObject::connect(&motion, &Motion::skipped, [&] { ++skipped; });
    std::vector<bool> animated;
    for (int i = 0; i < 3; ++i)
        motion.play(
            combat(),
            [&, i] {
                animated.push_back(motion.step().value(QStringLiteral("slide")).toInt() > 0);
                log.push_back(QStringLiteral("show %1").arg(i));
            },
            [&, i] { log.push_back(QStringLiteral("done %1").arg(i)); });
    REQUIRE(log.size() == 1);
    motion.skip();
    CHECK_FALSE(motion.busy());
    CHECK(skipped == 1);
    CHECK(log == std::vector<QString>{QStringLiteral("show 0"), QStringLiteral("done 0"),
                                      QStringLiteral("show 1"), QStringLiteral("done 1"),
                                      QStringLiteral("show 2"), QStringLiteral("done 2")});
    // The first was animating; the ones shown by the skip jump.
    CHECK(animated == std::vector<bool>{true, false, false});
    // A cleared queue shows nothing more.
    int shown = 0;
    motion.play(
        combat(), [&] { ++shown; }, nullptr);
    motion.play(
        combat(), [&] { ++shown; }, nullptr);
    motion.clear();
    CHECK(shown == 1);
    CHECK_FALSE(motion.busy());
}

TEST_CASE("At normal speed a combat plays slowly enough to follow, the move to it stays brisk",
          "[ui][motion]") {
    // Issue 55 (play-test): at ふつう a combat was over in 1.1 s and a new player could not see
    // who met whom and who fell; ゆっくり read well.
    Motion motion;
    QVariantMap normal;
    motion.play(
        combat(), [&] { normal = motion.step(); }, nullptr);
    motion.clear();
    const int normalTotal = motion.durationOf(combat());
    Motion::Event move;
    move.kind = Motion::Kind::Move;
    const int normalMove = motion.durationOf(move);
    motion.setSpeed(QStringLiteral("slow"));
    QVariantMap slow;
    motion.play(
        combat(), [&] { slow = motion.step(); }, nullptr);
    motion.clear();
    const int slowMove = motion.durationOf(move);
    const auto ms = [](const QVariantMap& step, const char* phase) {
        return step.value(QLatin1String(phase)).toInt();
    };
    // The whole combat holds the board at least 1.4 s, the two pieces stand together a
    // moment, and the loser's fall lasts nearly as long as at ゆっくり.
    CHECK(normalTotal >= 1400);
    CHECK(ms(normal, "contact") >= 200);
    CHECK(ms(normal, "topple") >= 1000);
    CHECK(ms(normal, "topple") >= 0.85 * ms(slow, "topple"));
    CHECK(ms(normal, "contact") >= 0.85 * ms(slow, "contact"));
    // The slide to the meeting point and a plain move keep the brisk speed.
    CHECK(ms(normal, "slide") < ms(slow, "slide"));
    CHECK(normalMove <= 0.7 * slowMove);
}

TEST_CASE("Reduced motion has no phases, only a still hold for a combat or a strike",
          "[ui][motion]") {
    Motion motion;
    const int normal = motion.durationOf(combat());
    motion.setSpeed(QStringLiteral("fast"));
    const int fast = motion.durationOf(combat());
    motion.setSpeed(QStringLiteral("slow"));
    const int slow = motion.durationOf(combat());
    CHECK(fast < normal);
    CHECK(normal < slow);
    motion.setSpeed(QStringLiteral("normal"));
    motion.setReduced(true);
    QVariantMap during;
    motion.play(
        combat(), [&] { during = motion.step(); }, nullptr);
    for (const char* phase : {"slide", "contact", "topple", "settle", "flight", "blast", "turn"})
        CHECK(during.value(QLatin1String(phase)).toInt() == 0);
    CHECK(motion.busy()); // held still, so the result can be read
    CHECK(motion.durationOf(combat()) > 0);
    CHECK(motion.durationOf(Motion::Event{}) == 0); // a plain move does not wait
    motion.clear();
    // Unpaced (tests of the game's logic): nothing waits.
    motion.setPaced(false);
    bool done = false;
    motion.play(combat(), nullptr, [&] { done = true; });
    CHECK(done);
    CHECK_FALSE(motion.busy());
}

TEST_CASE("The CPU's reply waits until the player's move has been seen", "[ui][motion]") {
    SessionFixture f(20261204);
    startPacedGame(f);
    QElapsedTimer clock;
    std::vector<qint64> movedAt;
    QObject::connect(&f.game, &GameSession::moved, [&] { movedAt.push_back(clock.elapsed()); });
    int ownMoveMs = 0;
    QObject::connect(f.game.motion(), &Motion::stepChanged, [&] {
        const QVariantMap s = f.game.motion()->step();
        if (movedAt.empty() && s.value(QStringLiteral("active")).toBool())
            ownMoveMs = s.value(QStringLiteral("slide")).toInt();
    });
    // A piece of ours other than the one step() moves (its first), to pick during the reply.
    std::vector<int> movable;
    for (int s = 0; s < f.game.board()->squareCount(); ++s)
        if (!f.game.destinationsFrom(s).isEmpty()) movable.push_back(s);
    REQUIRE(movable.size() >= 2);
    const int ours = movable[1];
    clock.start();
    REQUIRE(step(f.game));
    REQUIRE(movedAt.size() == 1);
    CHECK(ownMoveMs > 0);

    CHECK(f.game.motion()->busy());
    CHECK_FALSE(f.game.thinking()); // the CPU has not been asked yet
    REQUIRE(
        waitFor([&] { return movedAt.size() >= 2 || f.game.phase() != GameSession::Phase::Play; }));
    REQUIRE(movedAt.size() >= 2);
    // The reply came after the own move's slide (and the CPU's minimum thinking time, 0 here).
    CHECK(movedAt[1] - movedAt[0] >= ownMoveMs);
    // A click on our piece during the reply's motion skips it and picks the piece up: the move
    // is ours then (a play-tester's click there did nothing).
    REQUIRE(f.game.motion()->busy());
    CHECK(f.game.ply() == 1); // the reply is counted once it has been seen
    f.game.clickSquare(ours);
    CHECK_FALSE(f.game.motion()->busy());
    CHECK(f.game.ply() == 2); // seen now, and no move more
    REQUIRE(f.game.humanToMove());
    CHECK(f.game.selectedSquare() == ours);
    // A click during our own move's motion only skips it: the CPU has the move next.
    const QVariantList to = f.game.destinationsFrom(ours);
    REQUIRE_FALSE(to.isEmpty());
    f.game.clickSquare(to.back().toInt());
    REQUIRE(f.game.motion()->busy());
    f.game.clickSquare(ours);
    CHECK_FALSE(f.game.humanToMove());
    CHECK(f.game.selectedSquare() < 0);
}

TEST_CASE("A move's words come once it has been seen on the board, not as it starts",
          "[ui][motion]") {
    // A play-tester's 飛行機 was said to have won while it was still flying over the river.
    SessionFixture f(20261204);
    startPacedGame(f);
    QElapsedTimer clock;
    qint64 movedAt = -1, toldAt = -1;
    int ownMoveMs = 0;
    QObject::connect(&f.game, &GameSession::moved, [&] {
        if (movedAt < 0) movedAt = clock.elapsed();
    });
    QObject::connect(f.game.motion(), &Motion::stepChanged, [&] {
        const QVariantMap s = f.game.motion()->step();
        if (ownMoveMs == 0 && s.value(QStringLiteral("active")).toBool())
            ownMoveMs = s.value(QStringLiteral("slide")).toInt();
    });
    QObject::connect(f.game.narrator(), &gunjin::ui::Narrator::messageChanged, [&] {
        if (movedAt >= 0 && toldAt < 0) toldAt = clock.elapsed();
    });
    clock.start();
    REQUIRE(step(f.game));
    REQUIRE(movedAt >= 0);
    CHECK(toldAt < 0);        // nothing said while the move plays
    CHECK(f.game.ply() == 0); // nor counted (a play-tester saw 手数 count it at the click)
    REQUIRE(waitFor([&] { return toldAt >= 0; }));
    CHECK(ownMoveMs > 0);
    CHECK(toldAt - movedAt >= ownMoveMs);
    // Counted once it has been seen to the end (a combat's result is told as it shows).
    REQUIRE(waitFor([&] { return !f.game.motion()->busy(); }));
    CHECK(f.game.ply() >= 1);
}

TEST_CASE("An attack is said as it starts - ours and the CPU's - its result as the board shows it",
          "[ui][motion]") {
    // A play-tester read 相手が考えています… while the CPU's attack played on the board, and
    // 行き先を押してください while ours did.
    SessionFixture f(20261207);
    f.game.motion()->setSpeed(QStringLiteral("fast"));
    startPacedGame(f);
    const auto opponentOn = [&](int square) {
        auto* m = f.game.pieces();
        for (int id = 0; id < m->rowCount(); ++id)
            if (m->data(m->index(id), PieceModel::SquareRole).toInt() == square &&
                m->data(m->index(id), PieceModel::AliveRole).toBool())
                return m->data(m->index(id), PieceModel::SideRole).toInt() == 1;
        return false;
    };
    QString ours, theirs; // the message as our attack and the CPU's start
    QString target;       // the square the CPU attacks, by name
    bool attacking = false;
    QElapsedTimer clock;
    clock.start();
    qint64 startedAt = -1; // when the CPU's attack started, and its result showed after that
    int resultAt = -1;
    QObject::connect(&f.game, &GameSession::moved, [&](int from, int to) {
        const bool fromOurs = !f.game.labelAt(from).isEmpty();
        if (fromOurs && attacking && ours.isEmpty()) ours = f.game.narrator()->message();
        // Our piece stands on `to` (its label shows) when the CPU's move goes there.
        if (fromOurs || !theirs.isEmpty() || f.game.labelAt(to).isEmpty()) return;
        theirs = f.game.narrator()->message();
        target = f.game.squareLabel(to);
        CHECK(f.game.motion()->busy());
        startedAt = clock.elapsed();
        resultAt = f.game.motion()->step().value(QStringLiteral("resultAt")).toInt();
    });
    // When the CPU's result is told, and whether its motion still played then.
    qint64 toldAt = -1;
    bool toldWhilePlaying = false, promptedAtOnce = true;
    QObject::connect(f.game.narrator(), &gunjin::ui::Narrator::messageChanged, [&] {
        const QString m = f.game.narrator()->message();
        if (startedAt < 0 || toldAt >= 0 || !m.contains(QStringLiteral("攻めてきました。"))) return;
        toldAt = clock.elapsed();
        toldWhilePlaying = f.game.motion()->busy();
        promptedAtOnce = m.endsWith(QStringLiteral("あなたの番です。"));
    });
    for (int i = 0; i < 80 && (theirs.isEmpty() || ours.isEmpty()); ++i) {
        REQUIRE(waitFor(
            [&] { return f.game.humanToMove() || f.game.phase() != GameSession::Phase::Play; }));
        if (f.game.phase() != GameSession::Phase::Play) break;
        if (!theirs.isEmpty() && !ours.isEmpty()) break; // both seen: our turn again
        // Our first move, or an attack while ours has not been seen yet.
        int from = -1, to = -1;
        attacking = false;
        for (int s = 0; s < f.game.board()->squareCount(); ++s)
            for (const QVariant& d : f.game.destinationsFrom(s)) {
                const bool attack = ours.isEmpty() && opponentOn(d.toInt());
                if (from < 0 || (attack && !attacking)) {
                    from = s, to = d.toInt();
                    attacking = attack;
                }
            }
        REQUIRE(from >= 0);
        f.game.clickSquare(from);
        f.game.clickSquare(to);
    }
    INFO(ours.toStdString());
    CHECK(ours.startsWith(QStringLiteral("あなたの")));
    CHECK(ours.contains(QStringLiteral("にいる相手の駒を攻めます…")));
    INFO(theirs.toStdString());
    REQUIRE_FALSE(theirs.isEmpty());
    const QString last = theirs.section(QLatin1Char('\n'), -1);
    CHECK(last.startsWith(QStringLiteral("相手の駒が")));
    CHECK(last.contains(QStringLiteral("、") + target));
    CHECK(last.contains(QStringLiteral("にいるあなたの")));
    CHECK(last.endsWith(QStringLiteral("を攻めます…")));
    for (const QString& said : {ours, last})
        for (const char* result : {"勝ちました", "負けました", "相打ち"})
            CHECK_FALSE(said.contains(QString::fromUtf8(result)));
    // As its result shows on the board (the seal stamped at resultAt), before the motion ends:
    // where it came from and how it ended; the prompt once the player can act on it.
    REQUIRE(waitFor([&] { return toldAt >= 0 || f.game.phase() != GameSession::Phase::Play; }));
    REQUIRE(toldAt >= 0);
    CHECK(resultAt > 0);
    CHECK(toldAt - startedAt >= resultAt - 20);
    CHECK(toldWhilePlaying);
    CHECK_FALSE(promptedAtOnce);
    REQUIRE(waitFor(
        [&] { return f.game.humanToMove() || f.game.phase() != GameSession::Phase::Play; }));
    INFO(f.game.narrator()->message().toStdString());
    if (f.game.phase() == GameSession::Phase::Play)
        CHECK(f.game.narrator()->message().endsWith(QStringLiteral("あなたの番です。")));
}

TEST_CASE("When the CPU moves first, its move waits a beat after 決定", "[ui][motion]") {
    // A play-tester playing second saw the CPU's move 0.4 s after confirming the setup, with
    // no moment to look at the board.
    SessionFixture f(20261206);
    f.game.motion()->setPaced(true);
    REQUIRE(f.game.startCpuGame(QStringLiteral("easy"), false));
    QElapsedTimer clock;
    qint64 movedAt = -1;
    QObject::connect(&f.game, &GameSession::moved, [&] {
        if (movedAt < 0) movedAt = clock.elapsed();
    });
    clock.start();
    f.game.confirmSetup();
    REQUIRE(f.game.phase() == GameSession::Phase::Play);
    CHECK_FALSE(f.game.thinking()); // not asked yet
    REQUIRE(waitFor([&] { return movedAt >= 0; }, 10000));
    CHECK(movedAt >= 650);
}

TEST_CASE("Hot-seat: 交代する is offered once the move has been seen", "[ui][motion][modes]") {
    SessionFixture f(36);
    gunjin::ui::PlayMode* mode = startHotSeat(f);
    mode->liftCurtain();
    f.game.motion()->setPaced(true);
    REQUIRE(step(f.game));
    // The move plays on the board of the side that made it; the hand-over waits for it.
    CHECK(f.game.motion()->busy());
    CHECK_FALSE(mode->handOverPending());
    CHECK_FALSE(mode->curtain());
    REQUIRE(waitFor([&] { return !f.game.motion()->busy(); }, 5000));
    CHECK(mode->handOverPending());
    // And the message says so, under a combat's result too.
    CHECK(f.game.narrator()->message().contains(QStringLiteral("「交代する」を押して")));
}

namespace {

// The square each piece of the board's model stands on (-1 once removed), by piece id.
std::vector<int> squaresShown(GameSession& g) {
    QAbstractListModel* pieces = g.pieces();
    std::vector<int> squares;
    for (int i = 0; i < pieces->rowCount(); ++i)
        squares.push_back(pieces->index(i).data(PieceModel::SquareRole).toInt());
    return squares;
}

} // namespace

TEST_CASE("Hot-seat: the move made behind the curtain is played again when it rises for the "
          "other player",
          "[ui][motion][modes]") {
    SessionFixture f(37);
    gunjin::ui::PlayMode* mode = startHotSeat(f);
    mode->liftCurtain(); // the first player sits down: nothing was played before
    CHECK_FALSE(f.game.motion()->busy());
    f.game.motion()->setPaced(true);

    for (int turn = 0; turn < 2; ++turn) {
        INFO("turn " << turn);
        const std::vector<int> before = squaresShown(f.game);
        REQUIRE(step(f.game));
        REQUIRE(waitFor([&] { return !f.game.motion()->busy(); }, 5000));
        const std::vector<int> after = squaresShown(f.game);
        REQUIRE(before != after);
        mode->handOver();
        REQUIRE(mode->curtain());
        // The other player sits down: the board shows it as it was before that move, and the
        // move plays (after the curtain's rise), ending where the game is.
        std::vector<QString> kinds;
        const QMetaObject::Connection watch =
            QObject::connect(f.game.motion(), &Motion::stepChanged, &f.game, [&] {
                const QVariantMap s = f.game.motion()->step();
                if (s.value(QStringLiteral("active")).toBool())
                    kinds.push_back(s.value(QStringLiteral("kind")).toString());
            });
        mode->liftCurtain();
        CHECK(f.game.motion()->busy());
        CHECK(squaresShown(f.game) == before);
        // What came of it is not told before it has been seen.
        const QString yourTurn = QStringLiteral("あなたの番です");
        CHECK_FALSE(f.game.narrator()->message().contains(yourTurn));
        REQUIRE(waitFor([&] { return !f.game.motion()->busy(); }, 5000));
        QObject::disconnect(watch);
        CHECK(squaresShown(f.game) == after);
        CHECK(f.game.humanToMove()); // and then it is this side's turn
        CHECK(f.game.narrator()->message().contains(yourTurn));
        CHECK(kinds.size() == 1); // the one move, as an event of its own
    }

    // A click skips it to the end at once.
    const std::vector<int> before = squaresShown(f.game);
    REQUIRE(step(f.game));
    REQUIRE(waitFor([&] { return !f.game.motion()->busy(); }, 5000));
    const std::vector<int> after = squaresShown(f.game);
    mode->handOver();
    mode->liftCurtain();
    CHECK(squaresShown(f.game) == before);
    f.game.motion()->skip();
    CHECK_FALSE(f.game.motion()->busy());
    CHECK(squaresShown(f.game) == after);
}
