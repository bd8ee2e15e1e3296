// The game as QML drives it. A session referees one game at a Table (LocalTable on this
// device, RemoteTable when a LAN room's server referees) and talks to two Seats: a person
// here (HumanSeat), the CPU (CpuSeat) or a player at another device (RemoteSeat). Playing the
// CPU, hot-seat (two HumanSeats, a curtain between turns) and a LAN game are only different
// seats and tables; the session itself shows the board as the view of the side at the board
// (the viewer), so nothing it hands to QML can carry a hidden type.
//
// The rule set of a new local game is `ruleCode` (any code of rules.h); a LAN game plays the
// room's. The board's shape comes from the rule set (`board`), the setup phase is the
// SetupEditor (`setupEditor`), and a federation missile's strike options are the viewer's
// seat's (`canLaunch`, `launchMode`, ...).
//
// Hot-seat: while the curtain is down nobody is at the board and every output is blind: no
// type of either side, no messages or lists that name one. Lifting it makes that side the
// viewer.
//
// Threading: GUI thread only. Every invokable checks the phase, so a click at the wrong time
// is answered with a message and changes nothing; nothing here throws.
#pragma once

#include "ai/cpu_player.h"
#include "board_geometry.h"
#include "piece_model.h"
#include "record_folder.h"
#include "seat.h"
#include "setup_editor.h"
#include "sound_board.h"
#include "square_model.h"

#include <QDateTime>
#include <QObject>
#include <QSettings>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace gunjin::net {
class RoomClient;
}

namespace gunjin::ui {

class HumanSeat;
class CpuSeat;
class Table;
class LocalTable;
class RemoteTable;

class GameSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(QAbstractListModel* squares READ squares CONSTANT)
    Q_PROPERTY(QAbstractListModel* pieces READ pieces CONSTANT)
    Q_PROPERTY(BoardGeometry* board READ board CONSTANT)
    Q_PROPERTY(SetupEditor* setupEditor READ setupEditor CONSTANT)
    // The game's sound cues, chosen from what the viewer is told (silent behind the curtain).
    Q_PROPERTY(SoundBoard* sounds READ sounds CONSTANT)
    // The rule set for the next local game (a rule code); the game in play's rules and their
    // description for the side panel.
    Q_PROPERTY(QString ruleCode READ ruleCode WRITE setRuleCode NOTIFY ruleCodeChanged)
    Q_PROPERTY(QString gameRuleCode READ gameRuleCode NOTIFY gameChanged)
    Q_PROPERTY(QString rulesText READ rulesText NOTIFY gameChanged)
    Q_PROPERTY(bool federation READ federation NOTIFY gameChanged)
    Q_PROPERTY(bool openJudgement READ openJudgement NOTIFY gameChanged)
    // Who sits at each side of the table (Seat.Human / Cpu / Remote).
    Q_PROPERTY(Seat::Kind opponentKind READ opponentKind NOTIFY gameChanged)
    Q_PROPERTY(bool humanIsFirst READ humanIsFirst NOTIFY gameChanged)
    // Both seats are people at this device (the curtain is used).
    Q_PROPERTY(bool hotSeat READ hotSeat NOTIFY gameChanged)
    // The opponent plays at another device; the room server referees.
    Q_PROPERTY(bool online READ online NOTIFY gameChanged)
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
    // A federation missile is chosen; it may launch the 原爆 next to it, or tow it on a step;
    // whether the next click launches / tows.
    Q_PROPERTY(bool missileSelected READ missileSelected NOTIFY selectionChanged)
    Q_PROPERTY(bool canLaunch READ canLaunch NOTIFY selectionChanged)
    Q_PROPERTY(bool canTow READ canTow NOTIFY selectionChanged)
    Q_PROPERTY(bool launchMode READ launchMode WRITE setLaunchMode NOTIFY selectionChanged)
    Q_PROPERTY(bool towMode READ towMode WRITE setTowMode NOTIFY selectionChanged)
    // Open judgement: keep showing the opponent pieces a combat has shown (記憶の助け).
    Q_PROPERTY(bool memoryAid READ memoryAid WRITE setMemoryAid NOTIFY memoryAidChanged)
    // Removed pieces: the viewer's own by name and count ({name, count}), the opponent's as a
    // count; once the end has revealed every piece (R-END-6, `revealed`), the opponent's by
    // name and count too (empty before: their types are hidden).
    Q_PROPERTY(QVariantList ownCaptured READ ownCaptured NOTIFY capturedChanged)
    Q_PROPERTY(int opponentCaptured READ opponentCaptured NOTIFY capturedChanged)
    Q_PROPERTY(QVariantList opponentCapturedTypes READ opponentCapturedTypes NOTIFY capturedChanged)
    Q_PROPERTY(bool revealed READ revealed NOTIFY capturedChanged)
    // Federation: the missiles and 原爆 each side used up in its own strikes ({name, count};
    // public, as every strike is). They are not among the captured pieces above.
    Q_PROPERTY(QVariantList ownSpent READ ownSpent NOTIFY capturedChanged)
    Q_PROPERTY(QVariantList opponentSpent READ opponentSpent NOTIFY capturedChanged)
    Q_PROPERTY(int result READ result NOTIFY resultChanged)
    Q_PROPERTY(QString resultTitle READ resultTitle NOTIFY resultChanged)
    Q_PROPERTY(QString resultDetail READ resultDetail NOTIFY resultChanged)
    Q_PROPERTY(QVariantList combatTable READ combatTable NOTIFY gameChanged)
    // For tests and reproducible games: the seed of setups and CPU moves (0 = a fresh random
    // seed for every game; game n of a seed uses seed + n, and setting it starts again at 0),
    // and a pause before a CPU answer is shown so that a move that took no time still reads as
    // a reply.
    Q_PROPERTY(double seed READ seedValue WRITE setSeedValue NOTIFY seedChanged)
    Q_PROPERTY(int minimumThinkMs MEMBER m_minimumThinkMs NOTIFY seedChanged)
    // Online setup: 決定して相手を待つ was pressed and not taken back by a change.
    Q_PROPERTY(bool setupCommitted READ setupCommitted NOTIFY setupChanged)
    // Where settings live; empty = the application's usual QSettings (tests use a file).
    Q_PROPERTY(QString settingsFile READ settingsFile WRITE setSettingsFile NOTIFY setupChanged)
    // Where games are recorded (one journal file a game, written as it goes); empty = the
    // platform's application-data folder. Tests use a folder of their own.
    Q_PROPERTY(QString recordFolder READ recordFolder WRITE setRecordFolder NOTIFY recordsChanged)
    // 続きから: the last CPU or hot-seat game stopped before its end (a crash, a kill, a closed
    // window, or the menu chosen mid-game) and can go on; what it was, in words.
    Q_PROPERTY(bool canContinue READ canContinue NOTIFY recordsChanged)
    Q_PROPERTY(QString continueSummary READ continueSummary NOTIFY recordsChanged)
    // Damaged record files that were passed over (they are left as they are), or a record that
    // could not be written; empty when all is well.
    Q_PROPERTY(QString recordsNotice READ recordsNotice NOTIFY recordsChanged)
    // The record of the game at the table, once it has ended (振り返る); "" while it goes on,
    // or when no record could be written. A LAN game is written whole at its end, from this
    // side's view and the end's reveal.
    Q_PROPERTY(QString finishedRecord READ finishedRecord NOTIFY resultChanged)

public:
    enum class Phase { Menu, Setup, Play, Over };
    Q_ENUM(Phase)
    // Result from the viewer's side.
    enum Outcome { Undecided = 0, Won = 1, Lost = 2, Drawn = 3 };
    Q_ENUM(Outcome)

    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    Phase phase() const { return m_phase; }
    QAbstractListModel* squares() { return &m_squares; }
    QAbstractListModel* pieces() { return &m_pieces; }
    BoardGeometry* board() { return &m_board; }
    SetupEditor* setupEditor() { return &m_editor; }
    SoundBoard* sounds() { return &m_sounds; }
    QString ruleCode() const { return m_ruleCode; }
    void setRuleCode(const QString& code);
    QString gameRuleCode() const;
    QString rulesText() const;
    const RuleSet& rules() const { return m_rules; }
    bool federation() const { return m_rules.game == Game::Federation; }
    bool openJudgement() const { return m_rules.openJudgement; }
    Seat::Kind opponentKind() const;
    bool humanIsFirst() const { return m_viewer == Side::First; }
    bool hotSeat() const;
    bool online() const;
    bool curtain() const { return m_curtain; }
    QString curtainTitle() const;
    QString curtainButton() const;
    bool handOverPending() const { return m_handOver; }
    QString level() const;
    QString levelName() const;
    QString message() const { return m_message; }
    QStringList log() const;
    bool thinking() const;
    bool humanToMove() const;
    int ply() const;
    int noCombatPlies() const;
    int selectedSquare() const;
    bool missileSelected() const;
    bool canLaunch() const;
    bool canTow() const;
    bool launchMode() const;
    bool towMode() const;
    void setLaunchMode(bool on);
    void setTowMode(bool on);
    bool memoryAid() const { return m_memoryAid; }
    void setMemoryAid(bool on);
    QVariantList ownCaptured() const;
    int opponentCaptured() const;
    QVariantList opponentCapturedTypes() const;
    QVariantList ownSpent() const;
    QVariantList opponentSpent() const;
    bool revealed() const;
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
    QString recordFolder() const;
    void setRecordFolder(const QString& folder);
    bool canContinue() const { return m_unfinished.has_value(); }
    QString continueSummary() const;
    QString recordsNotice() const { return m_recordsNotice; }
    QString finishedRecord() const;
    bool setupCommitted() const;

    // A LAN game through `client`, which holds a seat (LanLobby calls this), of the room's
    // rule set `rules`. Goes to the setup phase; the game starts when the server says both
    // setups are final. The client must outlive the game or be handed back with leaveOnline().
    void startOnlineGame(net::RoomClient* client, bool first, const RuleSet& rules);
    void startOnlineGame(net::RoomClient* client, bool first) {
        startOnlineGame(client, first, RuleSet::classic());
    }
    // The lobby left the room: no more network events are read.
    void leaveOnline();

    // Starts a game of `ruleCode` against the CPU: level "random", "easy", "medium" or
    // "hard"; the human plays first (朱) or second (白木). Goes to the setup phase. False for an
    // unknown level or a bad rule code (with a message).
    Q_INVOKABLE bool startCpuGame(const QString& level, bool humanFirst);
    // この端末で 2 人で遊ぶ: both set up in turn behind the curtain, first player first.
    Q_INVOKABLE bool startHotSeatGame();
    // 続きから: the unfinished game goes on where it stopped - the same position and side to
    // move, the CPU at the same level, in hot-seat behind the curtain. False (with a message)
    // when there is none or it cannot go on.
    Q_INVOKABLE bool continueGame();
    // 棋譜's 続きから: the stopped game of the journal at `path` goes on as continueGame does.
    // False (with a message, and nothing changed) in a game, or when that record cannot go on
    // (ended, a LAN game, damaged).
    Q_INVOKABLE bool continueGameAt(const QString& path);
    // Looks at the record folder again for a game to continue (done on start and on return
    // to the menu).
    Q_INVOKABLE void checkRecords();
    // Hot-seat: 「先手の番を始める」/「後手の番を始める」 - the side named on the curtain sits
    // down.
    Q_INVOKABLE void liftCurtain();
    // Hot-seat: 交代する - the viewer has seen the result of their move; the curtain comes back.
    Q_INVOKABLE void handOver();
    // A click on a square of the board (0 .. board.squareCount - 1), in any phase.
    Q_INVOKABLE void clickSquare(int square);
    // The pointer is over a square (-1: off the board): shows a strike's area.
    Q_INVOKABLE void hoverSquare(int square);
    // Escape: the chosen piece (or the first square of a swap) is no longer chosen.
    Q_INVOKABLE void cancelSelection();
    Q_INVOKABLE void confirmSetup(); // この並べ方で決定
    Q_INVOKABLE void resign();       // 投了
    // もう一度: same opponent, back to setup; online 先手と後手を入れ替えてもう一局 (starts
    // when the opponent asks too).
    Q_INVOKABLE void playAgain();
    Q_INVOKABLE void backToMenu(); // 遊び方を選び直す
    // Online 並べ直す: takes 決定 back before the start, keeping the arrangement (the opponent
    // hears only that this side is not ready).
    Q_INVOKABLE void takeBackSetup();

    // The UI language changed: lists and names are reported anew (messages already shown
    // stay as they were).
    Q_INVOKABLE void retranslate();

    // What a click on `square` may reach now (for highlights in tests): the destinations of
    // the viewer's piece there, empty when it cannot move or it is not the viewer's turn.
    Q_INVOKABLE QVariantList destinationsFrom(int square) const;
    // The square's display name ("c5"; an HQ is あなたの総司令部 or 相手の総司令部).
    Q_INVOKABLE QString squareLabel(int square) const;
    // The board's grid, as BoardGeometry has it (kept here for tests and key handling).
    Q_INVOKABLE int squareAtCell(int column, int row) const;
    Q_INVOKABLE double squareColumn(int square) const;
    Q_INVOKABLE int squareRow(int square) const;
    // The viewer's own type on a square as shown ("" for none or a hidden piece).
    Q_INVOKABLE QString labelAt(int square) const;

    // Guess notes (メモ, core/guess_notes.h): while the game is on and the curtain is up, the
    // viewer may note the type they suspect of any opponent piece whose type is hidden. A note
    // shows on its piece (the piece and square models' guess roles) until it is cleared or the
    // type is shown; it is never sent to anyone and is kept in the game's journal, so 続きから
    // and the review bring it back. Each side has its own notes (hot-seat).
    // Whether a note may be written on `square` now.
    Q_INVOKABLE bool canGuess(int square) const;
    // What may be noted there: [{type, name, shortName, current, hint}] in the rule
    // book's order
    // (`type` is the id setGuess takes; `hint` says from the 勝敗表, a line each, what that
    // type would beat, tie with and lose to when it attacks); [] when no note may be written
    // there.
    Q_INVOKABLE QVariantList guessChoices(int square) const;
    // Writes the note on `square` (`type` a piece type id; "" clears it). False, with a
    // message, when no note may be written there.
    Q_INVOKABLE bool setGuess(int square, const QString& type);
    // The viewer's note on `square` by name ("" for none, and while it is not shown).
    Q_INVOKABLE QString guessAt(int square) const;

signals:
    void phaseChanged();
    void gameChanged();
    void ruleCodeChanged();
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
    void memoryAidChanged();
    void recordsChanged();
    // A combat on `square`; outcome from the viewer's side (Won, Lost, Drawn = both removed).
    void combat(int square, int outcome);
    // A missile strike or 原爆 on `target` (F-STRIKE): the squares of its area, whether the
    // viewer's side struck, and whether it was an air collision.
    void strike(int target, const QVariantList& area, bool bomb, bool ownStrike, bool collision);
    // A move was played (by either side); for sounds and camera cues.
    void moved(int from, int to);
    // A click on an opponent piece while none of the viewer's is chosen: the board opens the
    // guess-note menu there.
    void guessRequested(int square);

private:
    QSettings& settings() const;
    const SideView* playView() const;
    const SideView& shownView() const;
    HumanSeat* viewerSeat() const; // the seat at the board, if it is a person's
    void start(const RuleSet& rules, Seat* first, Seat* second, Table* table, Side viewer);
    // Both return the table (a referee here), which keeps the game's record.
    LocalTable* startCpu(const RuleSet& rules, ai::Level level, Side human);
    LocalTable* startHotSeat(const RuleSet& rules);
    LocalTable* newLocalTable(const RuleSet& rules, const JournalHeader& header);
    // The table writes its game to the record folder as it goes; a failure is a notice.
    void keepJournal(Table* table, const JournalHeader& header);
    void teardown();
    bool resumeGame(const UnfinishedGame& game);
    void beginSetup();
    void onSetupChosen(Seat* seat, const Setup& setup);
    void onStarted();
    void onAnnounced(const Announcement& a);
    void onEnded();
    void onMoveChosen(Seat* seat, quint16 bits);
    void nextTurn();
    void finishGame();
    void lowerCurtain(Side next);
    void setPhase(Phase p);
    void setMessage(const QString& text);
    void addLog(Side side, const QString& text);
    void refresh();
    void reportMove(const Announcement& a, const Position& viewerBefore);
    std::uint64_t nextGameSeed();
    QString levelTitle(ai::Level level) const; // 初級 ...

    Phase m_phase = Phase::Menu;
    RuleSet m_rules;
    QString m_ruleCode = QStringLiteral("classic");
    SquareModel m_squares;
    PieceModel m_pieces;
    BoardGeometry m_board;
    SetupEditor m_editor;
    SoundBoard m_sounds;

    // The game: where it is refereed and who sits at each side.
    Table* m_table = nullptr;
    Seat* m_seats[2] = {nullptr, nullptr};
    RemoteTable* m_remote = nullptr; // m_table, when a room's server referees
    ai::Level m_level = ai::Level::Medium;
    Side m_viewer = Side::First;

    quint64 m_seed = 0;
    std::uint64_t m_gameSeed = 0;
    int m_gameCount = 0;
    int m_minimumThinkMs = 400;
    QString m_settingsFile;
    mutable std::unique_ptr<QSettings> m_settings; // created on first use
    QString m_recordFolder;
    std::optional<UnfinishedGame> m_unfinished;
    QString m_recordsNotice;
    Rng m_setupRng{1}; // おまかせ setups of this game

    QString m_message;
    QStringList m_logs[2];   // each side's combat results, in its own words, newest first
    QString m_news[2];       // hot-seat: what happened since the side last looked
    QString m_ownCombatNews; // the viewer's last move was a combat: its result, until the reply
    Position m_before[2];    // each known side's view before the latest move
    Sightings m_sightings;   // what open judgement has shown (the same to both sides)
    GuessNotes m_notes[2];   // each side's guess notes (only sides played here write any)
    bool m_flash = false;    // the latest combat's pieces are shown for a moment
    QTimer m_flashTimer;
    bool m_memoryAid = false;
    bool m_curtain = false;
    bool m_handOver = false;
};

} // namespace gunjin::ui
