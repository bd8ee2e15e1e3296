// Guess notes (メモ, issue 21) in the app: a note is written to the game's journal as it is made,
// comes back with 続きから and in the review at the move it was made, changes nothing the CPU
// plays, and is never sent to a LAN opponent.
#include "ui/game_review.h"
#include "ui/game_session.h"
#include "ui/piece_model.h"
#include "ui/remote_table.h"

#include "core/journal.h"
#include "core/movegen.h"
#include "core/rng.h"
#include "net/room_client.h"
#include "net/room_server.h"

#include "step.h"
#include "wait.h"

#include "session_fixture.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

using namespace gunjin;
using gunjin::ui::GameReview;
using gunjin::ui::GameSession;
using gunjin::ui::PieceModel;
using Phase = GameSession::Phase;

namespace {

struct Table : SessionFixture {
    explicit Table(quint64 seed) : SessionFixture(seed) {}
    QString journalPath() const {
        REQUIRE(journals().size() == 1);
        return SessionFixture::journalPath(0);
    }
    Journal journal() const { return onlyJournal(); }
};

// The squares where the viewer may note an opponent piece now.
std::vector<int> notable(GameSession& g) {
    std::vector<int> out;
    for (int s = 0; s < g.board()->squareCount(); ++s)
        if (g.canGuess(s)) out.push_back(s);
    return out;
}

// Writes a note of a type of the rule set on some opponent pieces; the notes, by square.
std::map<int, QString> noteSome(GameSession& g, Rng& rng) {
    std::map<int, QString> written;
    const std::vector<int> squares = notable(g);
    for (int k = 0; k < 3 && !squares.empty(); ++k) {
        const int s = squares[rng.below(std::uint32_t(squares.size()))];
        const QVariantList choices = g.notes()->choices(s);
        REQUIRE_FALSE(choices.isEmpty());
        const QVariantMap c = choices[int(rng.below(std::uint32_t(choices.size())))].toMap();
        REQUIRE(g.notes()->write(s, c.value(QStringLiteral("type")).toString()));
        written[s] = c.value(QStringLiteral("name")).toString();
    }
    return written;
}

} // namespace

TEST_CASE("Guess notes: written to the journal as they are made - the CPU plays the same game with "
          "or without them - 続きから and the review bring them back",
          "[ui][guess]") {
    const auto code = GENERATE(QStringLiteral("classic"), QStringLiteral("federation"));
    INFO(code.toStdString());
    // The same seed twice: once with notes at every move, once without.
    Table noted(31), plain(31);
    for (Table* t : {&noted, &plain}) {
        t->game.setRuleCode(code);
        REQUIRE(t->game.startCpuGame(QStringLiteral("easy"), true));
        t->game.confirmSetup();
        REQUIRE(t->game.phase() == Phase::Play);
    }
    Rng rng(99);
    std::map<int, QString> shown; // what the board shows now, by square
    for (int move = 0; move < 12; ++move) {
        // Notes made while it is the viewer's turn and while the CPU thinks alike.
        for (const auto& [s, name] : noteSome(noted.game, rng)) shown[s] = name;
        const bool a = step(noted.game);
        const bool b = step(plain.game);
        REQUIRE(a == b);
        if (!a) break;
        REQUIRE(
            waitFor([&] { return noted.game.humanToMove() || noted.game.phase() == Phase::Over; }));
        REQUIRE(
            waitFor([&] { return plain.game.humanToMove() || plain.game.phase() == Phase::Over; }));
        // The notes never reach the CPU: it answers exactly as it does without them.
        CHECK(noted.game.ply() == plain.game.ply());
        CHECK(noted.journal().record->moves == plain.journal().record->moves);
        if (noted.game.phase() == Phase::Over) break;
    }
    REQUIRE(noted.game.phase() == Phase::Play);
    // What the board shows: the notes still on pieces that were not moved or taken.
    std::map<int, QString> now;
    for (int s = 0; s < noted.game.board()->squareCount(); ++s)
        if (!noted.game.guessAt(s).isEmpty()) now[s] = noted.game.guessAt(s);
    CHECK_FALSE(now.empty());

    // The journal holds every note where it was made; the last state of each matches the board.
    const Journal written = noted.journal();
    REQUIRE(written.notes.size() >= 12);
    for (const GuessNote& n : written.notes) CHECK(n.side == Side::First);
    CHECK(written.notes.back().ply <= written.plies());
    CHECK(plain.journal().notes.empty());

    // 続きから in a new session: the same notes on the same pieces.
    noted.game.backToMenu();
    GameSession again;
    again.setSettingsFile(noted.dir.filePath(QStringLiteral("settings.ini")));
    again.setProperty("minimumThinkMs", 0);
    again.motion()->setPaced(false);
    again.recorder()->setFolder(noted.game.recorder()->folder());
    REQUIRE(again.continueGame());
    REQUIRE(waitFor([&] { return again.humanToMove(); }));
    std::map<int, QString> resumed;
    for (int s = 0; s < again.board()->squareCount(); ++s)
        if (!again.guessAt(s).isEmpty()) resumed[s] = again.guessAt(s);
    CHECK(resumed == now);
    // A note after the resume goes on in the same journal.
    const std::vector<int> free = notable(again);
    REQUIRE_FALSE(free.empty());
    REQUIRE(again.notes()->write(free.front(), QStringLiteral("spy")));
    again.resign();
    REQUIRE(again.phase() == Phase::Over);
    // Over: no note may be written any more.
    CHECK(notable(again).empty());
    CHECK_FALSE(again.notes()->write(free.front(), QStringLiteral("general")));

    // The review from 先手's view shows the notes as they stood at each move; 後手's view and
    // the view of every piece show none.
    QFile file(noted.journalPath());
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    const auto ended = readJournal(std::string_view(text.constData(), std::size_t(text.size())));
    REQUIRE(ended);
    REQUIRE(ended->ended);
    GameReview review;
    REQUIRE(review.openFile(noted.journalPath()));
    auto* pieces = review.pieces();
    int seen = 0;
    for (int ply = 0; ply < review.plies(); ++ply) { // the last step reveals every piece
        review.setPly(ply);
        const GuessNotes want = GuessNotes::replay(ended->notes, Side::First, std::size_t(ply));
        for (auto vp : {GameReview::Viewpoint::FirstView, GameReview::Viewpoint::SecondView,
                        GameReview::Viewpoint::AllPieces}) {
            review.setViewpoint(vp);
            const Position& pos = review.timeline()->seen(std::size_t(ply), Side::First);
            for (int id = 0; id < review.board()->squareCount(); ++id) {
                INFO("ply " << ply << " viewpoint " << int(vp) << " piece " << id);
                const QString guess =
                    pieces->data(pieces->index(id), PieceModel::GuessRole).toString();
                const bool onBoard = (pos.pieceMask(Side::Second) >> id & 1) &&
                                     pos.piece(PieceId(id)).square != kNoSquare;
                const bool hidden =
                    pieces->data(pieces->index(id), PieceModel::LabelRole).toString().isEmpty();
                const PieceType t = want.at(PieceId(id));
                if (vp == GameReview::Viewpoint::FirstView && onBoard && hidden &&
                    t != PieceType::Unknown) {
                    const std::string_view kanji = pieceTypeKanji(t);
                    CHECK(guess == QString::fromUtf8(kanji.data(), qsizetype(kanji.size())));
                    ++seen;
                } else {
                    CHECK(guess.isEmpty());
                }
            }
        }
    }
    CHECK(seen > 20);
}

TEST_CASE("Guess notes: a LAN player's notes go to their own journal and never to the room",
          "[ui][guess][lan]") {
    net::ServerOptions options;
    options.bindAddress = "127.0.0.1";
    options.limits.framesPerSecond = 2000;
    options.limits.frameBurst = 2000;
    net::RoomServer server(options);
    const auto started = server.start();
    REQUIRE(std::holds_alternative<std::uint16_t>(started));
    const quint16 port = std::get<std::uint16_t>(started);

    // The host plays in the app; the guest is a bare client counting every event it hears.
    net::RoomClient host, guest;
    int heard = 0;
    std::optional<SideView> guestView;
    QObject::connect(&guest, &net::RoomClient::started, [&](const SideView& v) {
        guestView.emplace(v);
        ++heard;
    });
    QObject::connect(&guest, &net::RoomClient::announced, [&](const Announcement& a) {
        REQUIRE(guestView->apply(a).ok());
        ++heard;
    });
    QObject::connect(&guest, &net::RoomClient::opponentReady, [&] { ++heard; });
    QObject::connect(&guest, &net::RoomClient::opponentConnection, [&] { ++heard; });
    QObject::connect(&guest, &net::RoomClient::opponentRematch, [&] { ++heard; });
    QObject::connect(&guest, &net::RoomClient::failed, [&] { ++heard; });
    QObject::connect(&guest, &net::RoomClient::ended, [&] { ++heard; });

    host.create(QStringLiteral("127.0.0.1"), port);
    REQUIRE(waitFor([&] { return host.state() == net::RoomClient::State::Seated; }));
    guest.join(host.address());
    REQUIRE(waitFor([&] { return guest.state() == net::RoomClient::State::Seated; }));

    Table app(5);
    app.game.startOnlineGame(&host, true, RuleSet::classic());
    REQUIRE(app.game.phase() == Phase::Setup);
    app.game.confirmSetup();
    Rng rng(8);
    guest.sendSetup(Setup::random(Side::Second, rng));
    guest.sendReady();
    REQUIRE(waitFor([&] { return app.game.phase() == Phase::Play && guestView; }));

    for (int turn = 0; turn < 6; ++turn) {
        // Notes while it is the app's turn: the guest hears nothing of them.
        REQUIRE(waitFor([&] { return app.game.humanToMove(); }));
        const int before = heard;
        const auto written = noteSome(app.game, rng);
        REQUIRE_FALSE(written.empty());
        QElapsedTimer quiet;
        quiet.start();
        while (quiet.elapsed() < 150) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        CHECK(heard == before);
        const int mine = app.game.ply();
        REQUIRE(step(app.game));
        REQUIRE(waitFor([&] { return guestView->ply() > mine && app.game.ply() > mine; }));
        if (app.game.phase() == Phase::Over) break;
        // The guest answers with its first legal move.
        MoveList moves;
        generateMoves(guestView->position(), moves);
        REQUIRE_FALSE(moves.empty());
        const int ply = guestView->ply();
        guest.sendMove(moves[0], ply + 1);
        REQUIRE(waitFor([&] { return app.game.ply() > ply || app.game.phase() == Phase::Over; }));
        if (app.game.phase() == Phase::Over) break;
    }
    // The notes are in the app's own journal (the LAN side journal), with its own side.
    const Journal j = app.journal();
    CHECK(j.header.mode == GameMode::Lan);
    REQUIRE(j.notes.size() >= 6);
    for (const GuessNote& n : j.notes) CHECK(n.side == Side::First);
    app.game.leaveOnline();
    server.stop();
}
