// The game as QML drives it: start a CPU or a hot-seat game, arrange the setup, click squares
// to move, resign, play again. It referees a local match (core::Match) but shows the board only
// as the SideView of the side at the board (the viewer), so nothing it hands to QML can carry a
// hidden type; the CPU gets its own side's view and runs in a CpuWorker thread.
//
// Hot-seat (この端末で 2 人で遊ぶ): a curtain hides the board between turns. While it is down
// nobody is at the board and every output is blind: no type of either side, no messages or
// lists that name one. Lifting it (「先手の番を始める」) makes that side the viewer.
//
// Threading: GUI thread only. Every invokable checks the phase, so a click at the wrong time
// is answered with a message and changes nothing; nothing here throws.
#pragma once

#include "ai/cpu_player.h"
#include "core/match.h"
#include "cpu_worker.h"
#include "net/room_client.h"
#include "piece_model.h"
#include "square_model.h"

#include <QElapsedTimer>
#include <QObject>
#include <QSettings>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

namespace gunjin::ui {

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(QAbstractListModel* squares READ squares CONSTANT)
    Q_PROPERTY(QAbstractListModel* pieces READ pieces CONSTANT)
    Q_PROPERTY(bool humanIsFirst READ humanIsFirst NOTIFY gameChanged)
    Q_PROPERTY(bool hotSeat READ hotSeat NOTIFY gameChanged)
    // Hot-seat: the curtain is down; its button text; the viewer has moved and must hand over.
    Q_PROPERTY(bool curtain READ curtain NOTIFY curtainChanged)
    Q_PROPERTY(QString curtainTitle READ curtainTitle NOTIFY curtainChanged)
    Q_PROPERTY(QString curtainButton READ curtainButton NOTIFY curtainChanged)
    Q_PROPERTY(bool handOverPending READ handOverPending NOTIFY curtainChanged)
    Q_PROPERTY(QString level READ level NOTIFY gameChanged)
    Q_PROPERTY(QString levelName READ levelName NOTIFY gameChanged)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    Q_PROPERTY(QStringList log READ log NOTIFY logChanged)
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY turnChanged)
    Q_PROPERTY(int ply READ ply NOTIFY turnChanged)
    Q_PROPERTY(int noCombatPlies READ noCombatPlies NOTIFY turnChanged)
    Q_PROPERTY(int selectedSquare READ selectedSquare NOTIFY selectionChanged)
    Q_PROPERTY(bool canUndoSetup READ canUndoSetup NOTIFY setupChanged)
    Q_PROPERTY(bool hasLastSetup READ hasLastSetup NOTIFY setupChanged)
    Q_PROPERTY(QVariantList ownCaptured READ ownCaptured NOTIFY capturedChanged)
    Q_PROPERTY(int opponentCaptured READ opponentCaptured NOTIFY capturedChanged)
    Q_PROPERTY(int result READ result NOTIFY resultChanged)
    Q_PROPERTY(QString resultTitle READ resultTitle NOTIFY resultChanged)
    Q_PROPERTY(QString resultDetail READ resultDetail NOTIFY resultChanged)
    Q_PROPERTY(QVariantList combatTable READ combatTable CONSTANT)
    // For tests and reproducible games: the seed of setups and CPU moves (0 = a fresh random
    // seed for every game; game n of a seed uses seed + n, and setting it starts again at 0), and a
    // pause before a CPU answer is shown so that a move that took no time still reads as a reply.
    Q_PROPERTY(double seed READ seedValue WRITE setSeedValue NOTIFY seedChanged)
    Q_PROPERTY(int minimumThinkMs MEMBER m_minimumThinkMs NOTIFY seedChanged)
    // LAN game (友達と対戦): the room server referees; this side's view comes over the network.
    Q_PROPERTY(bool online READ online NOTIFY gameChanged)
    // Online setup: 決定して相手を待つ was pressed and not taken back by a change.
    Q_PROPERTY(bool setupCommitted READ setupCommitted NOTIFY setupChanged)
    // Where settings live; empty = the application's usual QSettings (tests use a file).
    Q_PROPERTY(QString settingsFile READ settingsFile WRITE setSettingsFile NOTIFY setupChanged)

public:
    enum class Phase { Menu, Setup, Play, Over };
    Q_ENUM(Phase)
    // Result from the human's side.
    enum Outcome { Undecided = 0, Won = 1, Lost = 2, Drawn = 3 };
    Q_ENUM(Outcome)

    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    Phase phase() const { return m_phase; }
    QAbstractListModel* squares() { return &m_squares; }
    QAbstractListModel* pieces() { return &m_pieces; }
    // The side at the board (in a CPU game, always the human's).
    bool humanIsFirst() const { return m_viewer == Side::First; }
    bool hotSeat() const { return m_hotSeat; }
    bool curtain() const { return m_curtain; }
    QString curtainTitle() const;
    QString curtainButton() const;
    bool handOverPending() const { return m_handOver; }
    QString level() const;
    QString levelName() const;
    QString message() const { return m_message; }
    QStringList log() const;
    bool thinking() const { return m_cpu.isThinking() || m_pendingCpuMove.has_value(); }
    bool humanToMove() const;
    int ply() const;
    int noCombatPlies() const;
    int selectedSquare() const { return m_selected == kNoSquare ? -1 : int(m_selected); }
    bool canUndoSetup() const { return !m_setupUndo.empty(); }
    bool hasLastSetup() const;
    QVariantList ownCaptured() const;
    int opponentCaptured() const;
    int result() const;
    QString resultTitle() const;
    QString resultDetail() const;
    QVariantList combatTable() const;
    quint64 seed() const { return m_seed; }
    // QML has no 64-bit integers: seeds up to 2^53 pass through a double exactly.
    double seedValue() const { return double(m_seed); }
    void setSeedValue(double seed) { setSeed(seed > 0 ? quint64(seed) : 0); }
    void setSeed(quint64 seed);
    QString settingsFile() const { return m_settingsFile; }
    void setSettingsFile(const QString& file);
    bool online() const { return m_online != nullptr; }
    bool setupCommitted() const { return m_committed; }

    // A LAN game through `client`, which holds a seat (LanLobby calls this). Goes to the setup
    // phase; the game starts when the server says both setups are final. The client must
    // outlive the game or be handed back with leaveOnline().
    void startOnlineGame(net::RoomClient* client, bool first);
    // The lobby left the room: no more network events are read.
    void leaveOnline();

    // Starts a game against the CPU: level "random", "easy", "medium" or "hard"; the human
    // plays first (朱) or second (白木). Goes to the setup phase. False for an unknown level.
    Q_INVOKABLE bool startCpuGame(const QString& level, bool humanFirst);
    // この端末で 2 人で遊ぶ: both set up in turn behind the curtain, first player first.
    Q_INVOKABLE void startHotSeatGame();
    // Hot-seat: 「先手の番を始める」/「後手の番を始める」 - the side named on the curtain sits
    // down.
    Q_INVOKABLE void liftCurtain();
    // Hot-seat: 交代する - the viewer has seen the result of their move; the curtain comes back.
    Q_INVOKABLE void handOver();
    // A click on a square (0..45) of the board, in any phase.
    Q_INVOKABLE void clickSquare(int square);
    // Escape: the chosen piece (or the first square of a swap) is no longer chosen.
    Q_INVOKABLE void cancelSelection();
    Q_INVOKABLE void reshuffleSetup(); // おまかせで並べ直す
    Q_INVOKABLE void mirrorSetup();    // 左右反転
    Q_INVOKABLE void loadLastSetup();  // 前回の並べ方
    Q_INVOKABLE void undoSetup();      // 1 つ戻す
    Q_INVOKABLE void confirmSetup();   // この並べ方で決定
    Q_INVOKABLE void resign();         // 投了
    // もう一度: same opponent, back to setup; online 先手と後手を入れ替えてもう一局 (starts
    // when the opponent asks too).
    Q_INVOKABLE void playAgain();
    Q_INVOKABLE void backToMenu(); // 遊び方を選び直す

    // The UI language changed: lists and names are reported anew (messages already shown
    // stay as they were).
    Q_INVOKABLE void retranslate();

    // What a click on `square` may reach now (for highlights in tests): the destinations of
    // the human's piece there, empty when it cannot move or it is not the human's turn.
    Q_INVOKABLE QVariantList destinationsFrom(int square) const;
    // The square's display name ("c5"; an HQ is あなたの総司令部 or 相手の総司令部).
    Q_INVOKABLE QString squareLabel(int square) const;
    // Grid cell (column 0..5, row 1..8) to square, -1 off the board; an HQ covers c and d.
    Q_INVOKABLE int squareAtCell(int column, int row) const;
    // Centre column (0..5, 2.5 for an HQ) and row (1..8) of a square, for placing effects.
    Q_INVOKABLE double squareColumn(int square) const;
    Q_INVOKABLE int squareRow(int square) const;
    // The human's own type on a square as shown ("" for none or a hidden piece).
    Q_INVOKABLE QString labelAt(int square) const;

signals:
    void phaseChanged();
    void gameChanged();
    void messageChanged();
    void logChanged();
    void thinkingChanged();
    void turnChanged();
    void selectionChanged();
    void setupChanged();
    void capturedChanged();
    void resultChanged();
    void seedChanged();
    void curtainChanged();
    // A combat on `square`; outcome from the human's side (Won, Lost, Drawn = both removed).
    void combat(int square, int outcome);
    // A move was played (by either side); for sounds and camera cues.
    void moved(int from, int to);

private:
    const SideView& shownView() const;
    // The game's view of the side at the board: the local referee's or the network's.
    const SideView* playView() const;
    QSettings& settings() const;
    void setPhase(Phase p);
    void setMessage(const QString& text);
    void addLog(Side side, const QString& text);
    void resetGame();
    void lowerCurtain(Side next);
    // What `side` learns from an announcement, in its own words (names only its own piece).
    // The log keeps the short form (`withOrigin` false): the square is named there already.
    QString newsFor(Side side, const Position& before, const Announcement& a,
                    bool withOrigin = true) const;
    // A square's name as `side` reads it ("c5", あなたの総司令部 / 相手の総司令部).
    QString placeName(Square s, Side side) const;
    void refresh();
    void select(Square s);
    void clickDuringSetup(Square s);
    void clickDuringPlay(Square s);
    void changeSetup(const Setup& next);
    void uncommit(); // online: a changed setup takes 決定 back
    void playHumanMove(Move m);
    bool applyMove(Move m); // local referee
    // What the viewer is told of a move it learnt (message, combat cue, board).
    void reportMove(const Announcement& a, const Position& viewerBefore);
    void onOnlineStarted(const SideView& view);
    void onOnlineAnnounced(const Announcement& a);
    void onOnlineEnded(const EndEvent& e);
    void onOnlineNewGame(bool first);
    void startCpuTurn();
    void onCpuMove(quint64 ticket, quint16 bits, bool found);
    void finishGame();
    void stopCpu();
    std::uint64_t nextGameSeed();

    Phase m_phase = Phase::Menu;
    SquareModel m_squares;
    PieceModel m_pieces;
    CpuWorker m_cpu;

    ai::Level m_level = ai::Level::Medium;
    Side m_viewer = Side::First;
    quint64 m_seed = 0;
    std::uint64_t m_gameSeed = 0;
    int m_gameCount = 0;
    int m_minimumThinkMs = 400;
    QString m_settingsFile;
    mutable std::unique_ptr<QSettings> m_settings; // created on first use

    Rng m_setupRng{1};            // おまかせ reshuffles of the human's setup
    std::optional<Setup> m_setup; // the human's setup being arranged
    std::optional<Setup> m_otherSetup;
    std::vector<Setup> m_setupUndo;
    std::unique_ptr<SideView> m_setupView; // the human's view of the setup phase
    std::unique_ptr<Match> m_match;        // the referee of the game being played

    Square m_selected = kNoSquare;
    QString m_message;
    QStringList m_logs[2];   // each side's combat results, in its own words, newest first
    QString m_news[2];       // hot-seat: what happened since the side last looked
    QString m_ownCombatNews; // the viewer's last move was a combat: its result, until the reply
    bool m_hotSeat = false;
    bool m_curtain = false;
    bool m_handOver = false;
    quint64 m_cpuTicket = 0;
    QElapsedTimer m_cpuClock;
    std::optional<Move> m_pendingCpuMove;

    net::RoomClient* m_online = nullptr;
    std::unique_ptr<SideView> m_onlineView; // the game as the server tells this side
    bool m_committed = false;
    bool m_movePending = false; // a move was sent; its event has not come back
};

} // namespace gunjin::ui
