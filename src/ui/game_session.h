// The game as QML drives it. A session referees one game at a Table (LocalTable on this
// device, RemoteTable when a LAN room's server referees), dispatches the turns to two Seats
// (HumanSeat: the board's clicks; CpuSeat; RemoteSeat) and presents the board as the view of
// the side at it (the viewer), so nothing it hands to QML can carry a hidden type.
//
// It knows no mode: its PlayMode (CpuMode, HotSeatMode, LanMode) builds the seats and table,
// chooses the viewer and the curtain, and says what 決定, もう一度 and the record's header
// mean. Around it: the Narrator (messages, log, result in words), the Recorder (journals,
// 続きから, the finished record), the GuessNotebook (メモ), the SetupEditor (駒を並べる) and
// the SoundBoard.
//
// The rule set of a new local game is `ruleCode` (any code of rules.h); a LAN game plays the
// room's. While the viewer is blind (the hot-seat curtain) every output hides every type.
//
// Threading: GUI thread only. Every invokable checks the phase, so a click at the wrong time
// is answered with a message and changes nothing; nothing here throws.
#pragma once

#include "ai/cpu_player.h"
#include "board_presenter.h"
#include "captured_pieces.h"
#include "cpu_worker.h"
#include "guess_notebook.h"
#include "human_seat.h"
#include "narrator.h"
#include "play_mode.h"
#include "recorder.h"
#include "seat.h"
#include "seed_sequence.h"
#include "setup_editor.h"
#include "sound_board.h"
#include "tutorial.h"

#include <QObject>
#include <QSettings>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <optional>

#include <memory>

namespace gunjin::net {
class RoomClient;
}

namespace gunjin::ui {

class Table;

class GameSession : public BoardPresenter, private ModeHost, private NoteDesk {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    // How this game is played (kind, curtain, 決定's label, ...); null on the menu.
    Q_PROPERTY(PlayMode* mode READ mode NOTIFY modeChanged)
    Q_PROPERTY(Narrator* narrator READ narrator CONSTANT)
    Q_PROPERTY(Recorder* recorder READ recorder CONSTANT)
    Q_PROPERTY(SetupEditor* setupEditor READ setupEditor CONSTANT)
    // The game's sound cues, chosen from what the viewer is told (silent while blind).
    Q_PROPERTY(SoundBoard* sounds READ sounds CONSTANT)
    // The tutorial's lessons and how far the player got (startLesson starts one).
    Q_PROPERTY(Tutorial* tutorial READ tutorial CONSTANT)
    // The rule set for the next local game (a rule code); the game in play's rules and their
    // description for the side panel.
    Q_PROPERTY(QString ruleCode READ ruleCode WRITE setRuleCode NOTIFY ruleCodeChanged)
    Q_PROPERTY(QString gameRuleCode READ gameRuleCode NOTIFY gameChanged)
    Q_PROPERTY(QString rulesText READ rulesText NOTIFY gameChanged)
    // How this game is won, in words (goalOf).
    Q_PROPERTY(QString goalText READ goalText NOTIFY gameChanged)
    Q_PROPERTY(bool federation READ federation NOTIFY gameChanged)
    Q_PROPERTY(bool openJudgement READ openJudgement NOTIFY gameChanged)
    Q_PROPERTY(QVariantList combatTable READ combatTable NOTIFY gameChanged)
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY turnChanged)
    Q_PROPERTY(int ply READ ply NOTIFY turnChanged)
    Q_PROPERTY(int noCombatPlies READ noCombatPlies NOTIFY turnChanged)
    // The viewer's seat while the game is played and it is a person's: the board's clicks go
    // to it, and its missile modes (launch / tow) are chosen on it. Null otherwise.
    Q_PROPERTY(HumanSeat* input READ input NOTIFY selectionChanged)
    // Open judgement: keep showing the opponent pieces a combat has shown (記憶の助け).
    Q_PROPERTY(bool memoryAid READ memoryAid WRITE setMemoryAid NOTIFY memoryAidChanged)
    // ヒント: the mode offers hints and the game is on; a hint is being worked out.
    Q_PROPERTY(bool hintOffered READ hintOffered NOTIFY turnChanged)
    Q_PROPERTY(bool hintThinking READ hintThinking NOTIFY thinkingChanged)
    // The removed pieces of both sides, as far as the viewer may know them.
    Q_PROPERTY(CapturedPieces* captured READ captured CONSTANT)
    // For tests and reproducible games: the seed of setups and CPU moves (0 = a fresh random
    // seed for every game; game n of a seed uses seed + n, and setting it starts again at 0),
    // and a pause before a CPU answer is shown so that a move that took no time still reads as
    // a reply.
    Q_PROPERTY(double seed READ seedValue WRITE setSeedValue NOTIFY seedChanged)
    Q_PROPERTY(int minimumThinkMs MEMBER m_minimumThinkMs NOTIFY seedChanged)
    // Where settings live; empty = the application's usual QSettings (tests use a file).
    Q_PROPERTY(QString settingsFile READ settingsFile WRITE setSettingsFile NOTIFY seedChanged)

public:
    enum class Phase { Menu, Setup, Play, Over };
    Q_ENUM(Phase)

    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    Phase phase() const { return m_phase; }
    PlayMode* mode() const { return m_mode.get(); }
    Narrator* narrator() { return &m_narrator; }
    const Narrator* narrator() const { return &m_narrator; }
    Recorder* recorder() { return &m_recorder; }
    const Recorder* recorder() const { return &m_recorder; }
    GuessNotebook* notes() override { return &m_notes; }
    SetupEditor* setupEditor() { return &m_editor; }
    SoundBoard* sounds() { return &m_sounds; }
    Tutorial* tutorial() { return &m_tutorial; }
    QString ruleCode() const { return m_ruleCode; }
    void setRuleCode(const QString& code);
    QString gameRuleCode() const;
    QString rulesText() const;
    QString goalText() const;
    bool federation() const { return rules().game == Game::Federation; }
    bool openJudgement() const { return rules().openJudgement; }
    QVariantList combatTable() const;
    bool thinking() const;
    bool humanToMove() const;
    int ply() const;
    int noCombatPlies() const;
    int selectedSquare() const override;
    bool missileSelected() const override;
    HumanSeat* input() const;
    bool hintOffered() const;
    bool hintThinking() const { return m_hintWorker.isThinking(); }
    bool memoryAid() const { return m_memoryAid; }
    void setMemoryAid(bool on);
    CapturedPieces* captured() { return &m_captured; }
    quint64 seed() const { return m_seeds.seed(); }
    // QML has no 64-bit integers: seeds up to 2^53 pass through a double exactly.
    double seedValue() const { return double(m_seeds.seed()); }
    void setSeedValue(double seed) { setSeed(seed > 0 ? quint64(seed) : 0); }
    void setSeed(quint64 seed);
    QString settingsFile() const { return m_settingsFile; }
    void setSettingsFile(const QString& file);

    // A LAN game through `client`, which holds a seat (LanLobby calls this), of the room's
    // rule set `rules`. Goes to the setup phase; the game starts when the server says both
    // setups are final. The client must outlive the game or be handed back with leaveOnline().
    void startOnlineGame(net::RoomClient* client, bool first, const RuleSet& rules);
    void startOnlineGame(net::RoomClient* client, bool first) {
        startOnlineGame(client, first, RuleSet::classic());
    }
    // The lobby left the room: no more network events are read. `resigned`: it sent leave
    // during the game, which the server resigns - the table stays a moment to record the end
    // that the leaving connection still brings (RoomClient::leave).
    void leaveOnline(bool resigned = false);
    // The seat of `game`'s LAN journal was taken back (`client` is seated again, LanLobby
    // calls this): the game goes on from the journal's view, and so does the journal. False
    // (with a message, at the menu) when it cannot.
    bool resumeOnlineGame(net::RoomClient* client, const UnfinishedGame& game);

    // Starts a game of `ruleCode` against the CPU: a level id of ai::levelId ("easy", ...);
    // the human plays first (朱) or second (白木). Goes to the setup phase. False for an
    // unknown level or a bad rule code (with a message).
    Q_INVOKABLE bool startCpuGame(const QString& level, bool humanFirst);
    // この端末で 2 人で遊ぶ: both set up in turn behind the curtain, first player first.
    Q_INVOKABLE bool startHotSeatGame();
    // The tutorial's lesson `name` (Tutorial::lessons): its position on the board at once, the
    // learner to move. False (with a message) for a lesson the book has not.
    Q_INVOKABLE bool startLesson(const QString& name);
    // 続きから: the unfinished game goes on where it stopped - the same position and side to
    // move, the CPU at the same level, in hot-seat behind the curtain; a game with a friend
    // through its room (roomResumeRequested: the lobby takes the seat back). False (with a
    // message) in a game, when there is none or it cannot go on.
    Q_INVOKABLE bool continueGame();
    // 棋譜's 続きから: the stopped game of the journal at `path` goes on as continueGame does.
    // False (with a message, and nothing changed) in a game, or when that record cannot go on
    // (ended, a LAN game, damaged).
    Q_INVOKABLE bool continueGameAt(const QString& path);
    // Looks at the record folder again for a game to continue (done on start and on return
    // to the menu).
    Q_INVOKABLE void checkRecords();
    // While the board's motion plays, a click (and Escape: cancelSelection) only skips it.
    void clickSquare(int square) override;
    void hoverSquare(int square) override;
    bool canGuess(int square) const override;
    // ヒント: the CPU chooses a move from the viewer's own view (nothing more: R-INFO-3) on its
    // worker thread; the piece is chosen on the board and the move said in words. Only on the
    // viewer's turn where the mode offers hints; a hint that comes after the turn is dropped.
    Q_INVOKABLE void askHint();
    // Escape: the chosen piece (or the first square of a swap) is no longer chosen.
    Q_INVOKABLE void cancelSelection();
    Q_INVOKABLE void confirmSetup(); // この並べ方で決定 / 決定して相手を待つ
    Q_INVOKABLE void resign();       // 投了
    // もう一度 (same opponent, back to setup) / もう一局 in a room: as the mode plays it.
    Q_INVOKABLE void playAgain();
    Q_INVOKABLE void backToMenu(); // 遊び方を選び直す
    // The UI language changed: lists and names are reported anew (messages already shown
    // stay as they were). Done by itself when a translator is installed or removed.
    Q_INVOKABLE void retranslate();
    // What a click on `square` may reach now (for highlights in tests): the destinations of
    // the viewer's piece there, empty when it cannot move or it is not the viewer's turn.
    Q_INVOKABLE QVariantList destinationsFrom(int square) const;

signals:
    void phaseChanged();
    void modeChanged();
    void ruleCodeChanged();
    void thinkingChanged();
    void turnChanged();
    void setupChanged();
    void seedChanged();
    void memoryAidChanged();
    // A move was played (by either side); for sounds and camera cues.
    void moved(int from, int to);
    // 続きから chose a game with a friend: its seat is to be taken back in its room from the
    // journal at `path` (LanLobby does it, then calls resumeOnlineGame).
    void roomResumeRequested(const QString& path);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // ModeHost
    Stage stage() const override { return Stage(int(m_phase)); }
    Table* table() const override { return m_table; }
    Narrator& narration() override { return m_narrator; }
    SetupEditor& arranging() override { return m_editor; }
    void arrangeFor(Side side) override;
    void setViewer(Side viewer, bool blind) override;
    Side viewer() const override { return BoardPresenter::viewer(); }
    void restart(std::unique_ptr<PlayMode> next) override;
    bool replayLastMove(std::function<void()> seen) override;
    // NoteDesk
    bool mayNote(int square) const override { return canGuess(square); }
    const Position& notedPosition() const override { return playView()->position(); }
    Side noter() const override { return viewer(); }
    std::size_t notedPly() const override { return std::size_t(playView()->ply()); }
    void noteWritten(const GuessNote& note) override;
    void noteRefused(const QString& why) override { m_narrator.say(why); }

    ModeHost& host() { return *this; }
    QSettings& settings() const;
    const SideView* playView() const;
    const SideView& shownView() const;
    HumanSeat* viewerSeat() const; // the seat at the board, if it is a person's
    // Starts a game of `rules` as `mode` plays it.
    bool start(std::unique_ptr<PlayMode> mode, const RuleSet& rules);
    std::optional<RuleSet> menuRules();
    void teardown();
    bool resumeGame(const UnfinishedGame& game);
    // Starts `mode` on the stopped `game` (its table resumes the journal), tells again what
    // the players here were told, and says `said`.
    bool resumeWith(std::unique_ptr<PlayMode> mode, const RuleSet& rules,
                    const UnfinishedGame& game, const QString& said);
    void onStarted();
    // A move as the board shows it when its turn comes: the viewer's view and each side's
    // position right after it.
    struct Seen {
        Announcement a;
        SideView view;
        Position after[2];
        bool ongoing = true;
        // What each side here knew before the move, kept as it starts playing on the board for
        // the words told once it has been seen (null: a side not shown here).
        std::optional<Position> before[2];
        bool told = false; // its words have been said (at its result, or once seen)
    };
    void onAnnounced(const Announcement& a);
    void showMove(const std::shared_ptr<Seen>& seen);
    // Says what the sides here learn from the move (once); `early`: at its result on the
    // board, before it has been seen to the end (the prompt after it waits for moveSeen).
    void tell(Seen& seen, bool early);
    void moveSeen(Seen& seen);
    // The captured pieces and the move counters count `seen` (at its result, or once seen).
    void count(const Seen& seen);
    // Keeps, for a mode that replays (PlayMode::replaysMoves), what the other side saw before
    // `a`, for replayLastMove when it sits down.
    void keepForReplay(const Announcement& a);
    void onEnded();
    void onHint(quint64 ticket, quint16 bits, bool found);
    void showEnd();
    void nextTurn();
    void setPhase(Phase p);
    // The selection (or what depends on it) may have changed: QML is told.
    void tellSelection();
    void refresh();

    Phase m_phase = Phase::Menu;
    QString m_ruleCode = QStringLiteral("classic");
    Narrator m_narrator;
    Recorder m_recorder;
    GuessNotebook m_notes{*this, this};
    CapturedPieces m_captured;
    SetupEditor m_editor;
    SoundBoard m_sounds;
    Tutorial m_tutorial{[this]() -> QSettings& { return settings(); }, this};

    // The game: how it is played, where it is refereed and who sits at each side.
    std::unique_ptr<PlayMode> m_mode;
    Table* m_table = nullptr;
    Seat* m_seats[2] = {nullptr, nullptr};
    bool m_blind = false;                     // nobody may look (the hot-seat curtain)
    std::pair<int, bool> m_chosen{-1, false}; // the selection QML was last told of

    CpuWorker m_hintWorker;
    quint64 m_hintTicket = 0;
    int m_hintPly = -1; // the ply the hint was asked at

    SeedSequence m_seeds;
    int m_minimumThinkMs = 400;
    QString m_settingsFile;
    mutable std::unique_ptr<QSettings> m_settings; // created on first use
    Rng m_setupRng{1};                             // おまかせ setups of this game

    Position m_before[2]; // each side's view (played here) before the move shown last
    // The viewer's view as of the move the board shows, while the board is behind the game
    // (a move still playing); empty when it has caught up.
    std::optional<SideView> m_shown;
    // While a move plays on the board, the captured pieces wait with its words (moveSeen).
    bool m_holdCaptured = false;
    // The move counters (ply, moves without combat) as of the move the board has shown to the
    // end, while the board is behind the game (m_shown).
    std::pair<int, int> m_heldCounts{0, 0};
    Sightings m_sightings; // what open judgement has shown (the same to both sides)
    bool m_flash = false;  // the latest combat's pieces are shown for a moment
    QTimer m_flashTimer;
    // The beat before the CPU is asked: after the player's own combat (moveSeen), or when it
    // moves first.
    QTimer m_beatTimer;
    // A combat's or strike's words, said as the board shows its result (Motion's resultAt).
    QTimer m_tellTimer;
    std::shared_ptr<Seen> m_toTell;
    bool m_memoryAid = false;
    // Hot-seat: each side's view after the move announced last, and the opponent's move it has
    // not yet seen played, with its view before it (replayLastMove).
    struct Replay {
        Announcement a;
        SideView before;
    };
    std::optional<SideView> m_lastSeen[2];
    std::optional<Replay> m_replay[2];
};

} // namespace gunjin::ui
