// Sounds: the cues a game calls for, recorded through an injected player instead of heard.
// Scripted hot-seat games (both setups arranged by the test) check the sequence - a step, a
// combat won, lost and tied from the side at the board, a missile strike and the 原爆, the
// end - and that nothing sounds behind the curtain or when switched off. The sound files are
// embedded, well-formed and readable by Qt Multimedia, and the device player neither crashes
// nor hangs without a sound device.
#include "ui/game_session.h"
#include "ui/sound_board.h"

#include "core/movegen.h"

#include "wait.h"

#include "play_modes.h"

#include <catch2/catch.hpp>

#include <QElapsedTimer>
#include <QFile>
#include <QSoundEffect>
#include <QTemporaryDir>
#include <QUrl>
#include <QtEndian>

#include <set>
#include <vector>

using namespace gunjin;
using gunjin::ui::GameSession;
using gunjin::ui::SoundBoard;
using gunjin::ui::SoundCue;
using gunjin::ui::SoundPlayer;

namespace {

// Records every cue the board hands to its player, and that nobody was behind the curtain.
class RecordingPlayer : public SoundPlayer {
public:
    RecordingPlayer(std::vector<SoundCue>& cues, const GameSession* game)
        : m_cues(cues), m_game(game) {}
    void play(SoundCue cue) override {
        if (m_game) CHECK_FALSE(curtainDown(*m_game));
        m_cues.push_back(cue);
    }
    void setVolume(float volume) override { lastVolume = volume; }
    float lastVolume = -1;

private:
    std::vector<SoundCue>& m_cues;
    const GameSession* m_game;
};

struct Fixture {
    QTemporaryDir dir;
    GameSession game;
    std::vector<SoundCue> cues;
    explicit Fixture(const QString& rules, quint64 seed = 5) {
        game.setSettingsFile(dir.filePath(QStringLiteral("settings.ini")));
        game.recorder()->setFolder(dir.filePath(QStringLiteral("records")));
        game.setSeed(seed);
        game.setProperty("minimumThinkMs", 0);
        game.motion()->setPaced(false);
        game.setRuleCode(rules);
        game.sounds()->setPlayer(std::make_unique<RecordingPlayer>(cues, &game));
    }
};

int square(const GameSession& g, const char* name) {
    const auto s = g.rules().board().parse(name);
    REQUIRE(s.has_value());
    return *s;
}

// Setup: swaps a piece of type `kanji` (not on one of `fixed`) onto `target`.
void place(GameSession& g, const QString& kanji, int target, std::set<int>& fixed) {
    INFO(kanji.toStdString() << " to " << g.rules().board().name(Square(target)));
    if (g.labelAt(target) == kanji && !fixed.count(target)) {
        fixed.insert(target);
        return;
    }
    int from = -1;
    for (int s = 0; s < g.board()->squareCount() && from < 0; ++s)
        if (g.labelAt(s) == kanji && !fixed.count(s) && s != target) from = s;
    REQUIRE(from >= 0);
    g.clickSquare(from);
    g.clickSquare(target);
    REQUIRE(g.labelAt(target) == kanji);
    fixed.insert(target);
}

// The viewer's own types by square, as its setup shows them.
std::vector<QString> labels(GameSession& g) {
    std::vector<QString> out;
    for (int s = 0; s < g.board()->squareCount(); ++s) out.push_back(g.labelAt(s));
    return out;
}

// A move by clicks, for the side behind the curtain: it sits down, plays, hands over. Nothing
// may sound while the curtain is down or while it goes up.
void playBehindCurtain(Fixture& f, int from, int to) {
    REQUIRE(curtainDown(f.game));
    const std::size_t before = f.cues.size();
    f.game.mode()->liftCurtain();
    REQUIRE_FALSE(curtainDown(f.game));
    CHECK(f.cues.size() == before);
    const int ply = f.game.ply();
    f.game.clickSquare(from);
    f.game.clickSquare(to);
    INFO(f.game.narrator()->message().toStdString());
    REQUIRE(f.game.ply() == ply + 1);
    if (f.game.phase() == GameSession::Phase::Play) {
        const std::size_t after = f.cues.size();
        f.game.mode()->handOver();
        REQUIRE(curtainDown(f.game));
        CHECK(f.cues.size() == after);
    }
}

} // namespace

TEST_CASE("Sounds of a scripted hot-seat game: a step, combats won, lost and tied from the side "
          "at the board, the end - nothing behind the curtain (R-COMBAT-1, R-COMBAT-2, "
          "R-COMBAT-6, H-3)",
          "[ui][sound]") {
    // H-3 = flag: taking the flag wins, so a plane ends the game in its first flight.
    Fixture f(QStringLiteral("classic:h3=flag"));
    REQUIRE(f.game.startHotSeatGame());
    REQUIRE(curtainDown(f.game));
    f.game.mode()->liftCurtain();
    std::set<int> fixed;
    place(f.game, QStringLiteral("大将"), square(f.game, "b4"), fixed);
    place(f.game, QStringLiteral("大尉"), square(f.game, "a4"), fixed);
    place(f.game, QStringLiteral("中佐"), square(f.game, "e4"), fixed);
    place(f.game, QStringLiteral("飛行機"), square(f.game, "f1"), fixed);
    f.game.confirmSetup();
    REQUIRE(curtainDown(f.game));
    f.game.mode()->liftCurtain();
    fixed.clear();
    place(f.game, QStringLiteral("少尉"), square(f.game, "b5"), fixed);
    place(f.game, QStringLiteral("少尉"), square(f.game, "a5"), fixed);
    place(f.game, QStringLiteral("中佐"), square(f.game, "e5"), fixed);
    place(f.game, QStringLiteral("軍旗"), square(f.game, "f7"), fixed);
    // R-COMBAT-6: the flag fights as the piece behind it (f8), a spy, which a plane beats.
    place(f.game, QStringLiteral("スパイ"), square(f.game, "f8"), fixed);
    f.game.confirmSetup();
    REQUIRE(f.game.phase() == GameSession::Phase::Play);
    CHECK(f.cues.empty()); // setting up is silent
    // The session tells its sounds when the curtain is down: nothing gets through then.
    REQUIRE(curtainDown(f.game));
    f.game.sounds()->gameEnded(GameSession::Drawn);
    CHECK(f.cues.empty());

    // First: the general takes the second lieutenant across the bridge.
    playBehindCurtain(f, square(f.game, "b4"), square(f.game, "b5"));
    // Second: a second lieutenant attacks the general and is removed - lost, for the second.
    playBehindCurtain(f, square(f.game, "a5"), square(f.game, "b5"));
    // First: a step onto the empty entry square.
    playBehindCurtain(f, square(f.game, "a4"), square(f.game, "b4"));
    // Second: lieutenant colonel against lieutenant colonel - both removed.
    playBehindCurtain(f, square(f.game, "e5"), square(f.game, "e4"));
    // First: the plane flies up the f column onto the flag and wins the game.
    playBehindCurtain(f, square(f.game, "f1"), square(f.game, "f7"));
    REQUIRE(f.game.phase() == GameSession::Phase::Over);
    CHECK(f.game.narrator()->result() == GameSession::Won);

    const std::vector<SoundCue> expected = {SoundCue::CombatWon, SoundCue::CombatLost,
                                            SoundCue::Move, SoundCue::CombatTie, SoundCue::Win};
    CHECK(f.cues == expected);
    CHECK(f.game.sounds()->playedCount() == 5);
    CHECK(f.game.sounds()->lastCue() == QStringLiteral("win"));
}

TEST_CASE("Sounds of a scripted federation game: a missile strike and the 原爆, whoever fires "
          "(F-STRIKE-1, F-STRIKE-4)",
          "[ui][sound]") {
    Fixture f(QStringLiteral("federation"));
    const QString missile = QStringLiteral("ミサイル");
    REQUIRE(f.game.startHotSeatGame());
    const BoardLayout& board = f.game.rules().board(); // the game's, once it has started
    REQUIRE(board.game == Game::Federation);
    f.game.mode()->liftCurtain();
    const std::vector<QString> first = labels(f.game);
    f.game.confirmSetup();
    f.game.mode()->liftCurtain();
    // The second's 原爆 next to one of its missiles, so that it can launch it.
    int launcher = -1, beside = -1;
    for (int s = 0; s < board.squareCount && beside < 0; ++s) {
        if (f.game.labelAt(s) != missile) continue;
        const int col = int(board.firstCell[s].column), row = board.rowOf(Square(s));
        for (auto [dc, dr] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            const Square n = board.squareAt(col + dc, row + dr);
            if (n == kNoSquare || board.isHq(n) || !board.inTerritory(n, Side::Second)) continue;
            const QString there = f.game.labelAt(n);
            if (there == missile || there == QStringLiteral("地雷")) continue;
            launcher = s;
            beside = n;
            break;
        }
    }
    REQUIRE(beside >= 0);
    std::set<int> fixed = {launcher};
    place(f.game, QStringLiteral("原爆"), beside, fixed);
    const std::vector<QString> second = labels(f.game);
    f.game.confirmSetup();
    REQUIRE(f.game.phase() == GameSession::Phase::Play);

    // A target of `side` whose area holds none of its missiles (no air collision) and none of
    // the squares in `spare`.
    auto targetFor = [&](Side side, const std::vector<QString>& types, bool bomb,
                         std::set<int> spare) {
        for (int t = 0; t < board.squareCount; ++t) {
            if (!board.inTerritory(Square(t), side) || board.isHq(Square(t)) || spare.count(t))
                continue;
            const std::uint64_t area = strikeArea(f.game.rules(), Square(t), bomb);
            bool ok = true;
            for (int s = 0; s < board.squareCount; ++s)
                if ((area >> s & 1) && (types[s] == missile || spare.count(s))) ok = false;
            if (ok) return t;
        }
        return -1;
    };

    // First: a missile strike.
    int striker = -1;
    for (int s = 0; s < board.squareCount && striker < 0; ++s)
        if (first[s] == missile) striker = s;
    REQUIRE(striker >= 0);
    // The second's launcher and its 原爆 stay for the reply.
    const int target = targetFor(Side::Second, second, false, {launcher, beside});
    REQUIRE(target >= 0);
    playBehindCurtain(f, striker, target);
    // Second: the 原爆 (the first's striking missile is gone).
    f.game.mode()->liftCurtain();
    f.game.clickSquare(launcher);
    REQUIRE(f.game.input()->canLaunch());
    f.game.input()->setLaunchMode(true);
    std::vector<QString> firstNow = first;
    firstNow[striker].clear(); // a missile strikes once
    const int bombTarget = targetFor(Side::First, firstNow, true, {});
    REQUIRE(bombTarget >= 0);
    const int ply = f.game.ply();
    f.game.clickSquare(bombTarget);
    REQUIRE(f.game.ply() == ply + 1);

    const std::vector<SoundCue> expected = {SoundCue::Strike, SoundCue::Bomb};
    CHECK(f.cues == expected);
}

TEST_CASE("Sounds switched off stay silent - switched on again they follow the game to the end "
          "(R-END-5)",
          "[ui][sound]") {
    Fixture f(QStringLiteral("classic"), 11);
    int moves = 0;
    QObject::connect(&f.game, &GameSession::moved, [&](int, int) { ++moves; });
    f.game.sounds()->setEnabled(false);
    REQUIRE(f.game.startCpuGame(QStringLiteral("random"), true));
    f.game.confirmSetup();
    auto play = [&](int n) {
        for (int i = 0; i < n; ++i) {
            REQUIRE(waitFor([&] { return f.game.humanToMove(); }));
            const int ply = f.game.ply();
            for (int s = 0; s < f.game.board()->squareCount(); ++s) {
                const QVariantList to = f.game.destinationsFrom(s);
                if (to.isEmpty()) continue;
                f.game.clickSquare(s);
                f.game.clickSquare(to.back().toInt());
                break;
            }
            REQUIRE(f.game.ply() == ply + 1);
        }
        REQUIRE(waitFor([&] { return f.game.humanToMove(); }));
        REQUIRE(f.game.phase() == GameSession::Phase::Play);
    };
    play(3);
    CHECK(moves == 6);
    CHECK(f.cues.empty());
    CHECK(f.game.sounds()->playedCount() == 0);

    f.game.sounds()->setEnabled(true);
    const int before = moves;
    play(2);
    // One cue for each move, the CPU's replies included, and only move or combat cues.
    REQUIRE(int(f.cues.size()) == moves - before);
    for (SoundCue cue : f.cues)
        CHECK((cue == SoundCue::Move || cue == SoundCue::CombatWon || cue == SoundCue::CombatLost ||
               cue == SoundCue::CombatTie));
    f.game.resign();
    REQUIRE(f.game.phase() == GameSession::Phase::Over);
    REQUIRE_FALSE(f.cues.empty());
    CHECK(f.cues.back() == SoundCue::Loss);
}

TEST_CASE("The sound board: the cue of a move is the viewer's, and none sounds behind the "
          "curtain, switched off, or for a move that ends the game",
          "[ui][sound]") {
    std::vector<SoundCue> cues;
    SoundBoard board;
    board.setPlayer(std::make_unique<RecordingPlayer>(cues, nullptr));
    Announcement a;
    a.mover = Side::First;
    a.move = Move(*parseSquare("b4"), *parseSquare("b5"));
    a.outcome = CombatOutcome::DefenderWon;
    board.moveAnnounced(a, Side::First);
    board.moveAnnounced(a, Side::Second);
    board.setCurtain(true);
    board.moveAnnounced(a, Side::First);
    board.gameEnded(GameSession::Won);
    board.setCurtain(false);
    board.setEnabled(false);
    board.moveAnnounced(a, Side::First);
    board.setEnabled(true);
    a.status = GameStatus::SecondWon;
    board.moveAnnounced(a, Side::First); // the end's cue follows instead
    board.gameEnded(GameSession::Drawn);
    board.gameEnded(GameSession::Undecided);
    const std::vector<SoundCue> expected = {SoundCue::CombatLost, SoundCue::CombatWon,
                                            SoundCue::Draw};
    CHECK(cues == expected);
    CHECK(board.playedCount() == 3);
}

TEST_CASE("The sound files are embedded: mono 16-bit WAV, under half a second, not clipping",
          "[ui][sound]") {
    for (int i = 0; i < ui::kSoundCueCount; ++i) {
        const QString name = ui::soundCueName(SoundCue(i));
        INFO(name.toStdString());
        QFile file(QStringLiteral(":/sounds/%1.wav").arg(name));
        REQUIRE(file.open(QIODevice::ReadOnly));
        const QByteArray data = file.readAll();
        REQUIRE(data.size() > 44);
        CHECK(data.left(4) == "RIFF");
        CHECK(data.mid(8, 4) == "WAVE");
        const auto* h = reinterpret_cast<const uchar*>(data.constData());
        CHECK(qFromLittleEndian<quint16>(h + 20) == 1); // PCM
        CHECK(qFromLittleEndian<quint16>(h + 22) == 1); // mono
        const quint32 rate = qFromLittleEndian<quint32>(h + 24);
        CHECK(rate == 22050);
        CHECK(qFromLittleEndian<quint16>(h + 34) == 16);
        REQUIRE(data.mid(36, 4) == "data");
        const quint32 bytes = qFromLittleEndian<quint32>(h + 40);
        REQUIRE(int(bytes) == data.size() - 44);
        const double seconds = bytes / 2.0 / rate;
        CHECK(seconds > 0.05);
        CHECK(seconds <= 0.5);
        int peak = 0;
        for (quint32 k = 0; k < bytes / 2; ++k)
            peak = std::max(peak, std::abs(int(qFromLittleEndian<qint16>(h + 44 + 2 * k))));
        CHECK(peak < 32767); // no clipping
        CHECK(peak > 16000); // and loud enough to hear
    }
}

TEST_CASE("Without a sound device the device player neither crashes nor hangs", "[ui][sound]") {
    // No PulseAudio server to talk to (as under xvfb in CI): cues are simply not heard.
    qputenv("PULSE_SERVER", "unix:/nonexistent/gunjin-test-no-sound");
    SoundBoard board;
    board.setDevice(true);
    REQUIRE(board.device());
    QElapsedTimer clock;
    clock.start();
    Announcement a;
    a.move = Move(*parseSquare("b4"), *parseSquare("b5"));
    for (auto outcome : {CombatOutcome::None, CombatOutcome::AttackerWon,
                         CombatOutcome::DefenderWon, CombatOutcome::BothRemoved}) {
        a.outcome = outcome;
        board.moveAnnounced(a, Side::First);
    }
    board.gameEnded(GameSession::Won);
    board.gameEnded(GameSession::Lost);
    CHECK(clock.elapsed() < 3000);      // requesting never waits for the device
    waitFor([] { return false; }, 600); // the samples load and "play" meanwhile
    CHECK(board.playedCount() == 6);
    board.setDevice(false);
    CHECK(clock.elapsed() < 10000);
}

TEST_CASE("Qt Multimedia reads every sound file (QSoundEffect, even without a sound device)",
          "[ui][sound]") {
    qputenv("PULSE_SERVER", "unix:/nonexistent/gunjin-test-no-sound");
    for (int i = 0; i < ui::kSoundCueCount; ++i) {
        const QString name = ui::soundCueName(SoundCue(i));
        INFO(name.toStdString());
        QSoundEffect effect;
        effect.setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(name)));
        waitFor(
            [&] {
                return effect.status() == QSoundEffect::Ready ||
                       effect.status() == QSoundEffect::Error;
            },
            5000);
        CHECK(effect.status() == QSoundEffect::Ready);
        CHECK(effect.isLoaded());
    }
}

TEST_CASE("音量 reaches the player - set before or after it is there, clamped to 0-100",
          "[ui][sound]") {
    SoundBoard board;
    std::vector<SoundCue> cues;
    board.setVolume(40);
    auto first = std::make_unique<RecordingPlayer>(cues, nullptr);
    RecordingPlayer* player = first.get();
    board.setPlayer(std::move(first));
    CHECK(player->lastVolume == Approx(0.40f));
    board.setVolume(100);
    CHECK(player->lastVolume == Approx(1.0f));
    board.setVolume(250);
    CHECK(board.volume() == 100);
    board.setVolume(-5);
    CHECK(board.volume() == 0);
    CHECK(player->lastVolume == Approx(0.0f));
}
