#include "game_session.h"

#include "combat_table.h"
#include "cpu_mode.h"
#include "hot_seat_mode.h"
#include "human_seat.h"
#include "lan_mode.h"
#include "lesson_mode.h"
#include "problem_words.h"
#include "remote_table.h"
#include "rule_names.h"
#include "settings_file.h"
#include "table.h"
#include "utf8_text.h"

#include <algorithm>
#include <memory>

namespace gunjin::ui {

namespace {

constexpr int kFlashMs = 2200; // how long open judgement shows a combat's pieces
// The beat before the CPU moving first is asked (paced motion only), to look at the board.
constexpr int kStartBeatMs = 700;

// A mode sees the session's phase as its stage (stage() converts one to the other).
static_assert(int(GameSession::Phase::Menu) == int(ModeHost::Stage::Menu) &&
              int(GameSession::Phase::Setup) == int(ModeHost::Stage::Setup) &&
              int(GameSession::Phase::Play) == int(ModeHost::Stage::Play) &&
              int(GameSession::Phase::Over) == int(ModeHost::Stage::Over));

} // namespace

GameSession::GameSession(QObject* parent) : BoardPresenter(parent) {
    m_beatTimer.setSingleShot(true);
    m_tellTimer.setSingleShot(true);
    m_tellTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_tellTimer, &QTimer::timeout, this, [this] {
        if (auto seen = std::exchange(m_toTell, nullptr)) tell(*seen, true);
    });
    connect(&m_beatTimer, &QTimer::timeout, this, [this] {
        if (!m_motion.busy()) nextTurn();
    });
    connect(&m_hintWorker, &CpuWorker::moveChosen, this, &GameSession::onHint);
    m_flashTimer.setSingleShot(true);
    m_flashTimer.setInterval(kFlashMs);
    connect(&m_flashTimer, &QTimer::timeout, this, [this] {
        m_flash = false;
        refresh();
    });
    connect(&m_editor, &SetupEditor::said, &m_narrator,
            [this](const QString& text) { m_narrator.say(text); });
    connect(&m_editor, &SetupEditor::selectionChanged, this, [this] {
        tellSelection();
        refresh();
    });
    connect(&m_editor, &SetupEditor::changed, this, [this] {
        // A changed arrangement takes an online 決定 back (the server gets it anew).
        if (m_table && m_phase == Phase::Setup && m_table->setupSubmitted(viewer())) {
            m_table->withdrawSetup(m_editor.setup());
            if (m_mode) emit m_mode->changed();
        }
        refresh();
        emit setupChanged();
    });
    connect(&m_recorder, &Recorder::folderChanged, this, &GameSession::checkRecords);
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
    refresh();
    // After QML has set the folders: the record folder may hold a game to continue.
    QTimer::singleShot(0, this, &GameSession::checkRecords);
}

GameSession::~GameSession() {
    teardown();
}

// ---- State shown to QML ---------------------------------------------------------------------

const SideView* GameSession::playView() const {
    return m_table ? m_table->view(viewer()) : nullptr;
}

const SideView& GameSession::shownView() const {
    const SideView* game = playView();
    if (game && m_phase != Phase::Setup) return m_shown ? *m_shown : *game;
    return m_editor.view();
}

HumanSeat* GameSession::viewerSeat() const {
    return qobject_cast<HumanSeat*>(m_seats[index(viewer())]);
}

QSettings& GameSession::settings() const {
    if (!m_settings) m_settings = openSettings(m_settingsFile);
    return *m_settings;
}

void GameSession::setRuleCode(const QString& code) {
    if (code == m_ruleCode) return;
    m_ruleCode = code;
    emit ruleCodeChanged();
}

QString GameSession::gameRuleCode() const {
    return qs(rules().code());
}

QString GameSession::rulesText() const {
    return describeRules(rules());
}

QString GameSession::goalText() const {
    return goalOf(rules());
}

QVariantList GameSession::combatTable() const {
    return combatTableRows(rules());
}

bool GameSession::thinking() const {
    return std::any_of(std::begin(m_seats), std::end(m_seats),
                       [](const Seat* seat) { return seat && seat->thinking(); });
}

bool GameSession::humanToMove() const {
    const HumanSeat* seat = viewerSeat();
    return m_phase == Phase::Play && seat && seat->toMove() && !m_blind && m_mode &&
           m_mode->acceptsMoves();
}

int GameSession::ply() const {
    if (m_shown && m_phase != Phase::Setup) return m_heldCounts.first;
    const SideView* view = playView();
    return view && m_phase != Phase::Setup ? view->ply() : 0;
}

int GameSession::noCombatPlies() const {
    if (m_shown && m_phase != Phase::Setup) return m_heldCounts.second;
    const SideView* view = playView();
    return view && m_phase != Phase::Setup ? view->position().noCombatPlies() : 0;
}

int GameSession::selectedSquare() const {
    Square s = kNoSquare;
    if (m_phase == Phase::Setup)
        s = m_editor.selected();
    else if (const HumanSeat* seat = viewerSeat(); seat && m_phase == Phase::Play)
        s = seat->selected();
    return s == kNoSquare ? -1 : int(s);
}

bool GameSession::missileSelected() const {
    return m_phase == Phase::Play && viewerSeat() && viewerSeat()->missileSelected();
}

HumanSeat* GameSession::input() const {
    return m_phase == Phase::Play && !m_blind ? viewerSeat() : nullptr;
}

void GameSession::setMemoryAid(bool on) {
    if (on == m_memoryAid) return;
    m_memoryAid = on;
    settings().setValue(QStringLiteral("game/memoryAid"), on);
    emit memoryAidChanged();
    refresh();
}

void GameSession::setSeed(quint64 seed) {
    const bool changed = seed != m_seeds.seed();
    m_seeds.setSeed(seed); // even the same seed starts its sequence of games again
    if (changed) emit seedChanged();
}

void GameSession::setSettingsFile(const QString& file) {
    if (file == m_settingsFile) return;
    m_settingsFile = file;
    m_settings.reset();
    m_tutorial.reread();
    const bool aid = settings().value(QStringLiteral("game/memoryAid"), false).toBool();
    if (aid != m_memoryAid) {
        m_memoryAid = aid;
        emit memoryAidChanged();
    }
    emit seedChanged();
}

void GameSession::checkRecords() {
    m_recorder.check(m_phase == Phase::Menu);
}

QVariantList GameSession::destinationsFrom(int square) const {
    QVariantList list;
    if (!humanToMove() || !validSquare(square)) return list;
    for (Square to : viewerSeat()->destinationsFrom(static_cast<Square>(square))) list << int(to);
    return list;
}

void GameSession::retranslate() {
    m_squares.retranslate();
    if (m_mode) m_mode->retranslate();
    m_narrator.retranslate();
    m_recorder.retranslate(); // 続きから says what the game was in the new language
    emit gameChanged();
}

bool GameSession::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        retranslate();
    return BoardPresenter::eventFilter(watched, event);
}

// ---- Guess notes ------------------------------------------------------------------------------

bool GameSession::canGuess(int square) const {
    if (m_phase != Phase::Play || m_blind || !validSquare(square) || !playView()) return false;
    const Position& pos = playView()->position();
    const PieceId id = pos.pieceAt(static_cast<Square>(square));
    // Only a person keeps notes, and only on a piece whose type they cannot see (the
    // federation's face-up marshal, or one open judgement shows now, needs none).
    if (id == kNoPiece || pos.piece(id).side == viewer() || !viewerSeat()) return false;
    return m_pieces.piece(id).shown == PieceType::Unknown;
}

void GameSession::noteWritten(const GuessNote& note) {
    m_table->writeNote(note);
    refresh();
}

// ---- Starting and ending games ---------------------------------------------------------------

std::optional<RuleSet> GameSession::menuRules() {
    const auto rules = RuleSet::fromCode(m_ruleCode.toStdString());
    if (!rules) {
        m_narrator.say(ProblemWords::ruleCode() + tr("ルール設定で選び直してください。"),
                       ProblemWords::detail(rules.error()));
        return std::nullopt;
    }
    return *rules;
}

bool GameSession::startCpuGame(const QString& levelId, bool humanFirst) {
    const auto level = ai::parseLevel(levelId.toStdString());
    if (!level) {
        //: %1 is the CPU level id that was asked for
        m_narrator.say(tr("知らない強さです: %1").arg(levelId));
        return false;
    }
    const auto rules = menuRules();
    if (!rules) return false;
    return start(std::make_unique<CpuMode>(host(), *level, humanFirst ? Side::First : Side::Second,
                                           m_minimumThinkMs),
                 *rules);
}

bool GameSession::startHotSeatGame() {
    const auto rules = menuRules();
    return rules && start(std::make_unique<HotSeatMode>(host()), *rules);
}

bool GameSession::startLesson(const QString& name) {
    const Lesson* lesson = m_tutorial.book().find(name);
    if (!lesson) {
        //: %1 is a lesson's name (a file name)
        m_narrator.say(tr("そのレッスンはありません: %1").arg(name));
        return false;
    }
    return start(std::make_unique<LessonMode>(host(), *lesson, m_tutorial, m_minimumThinkMs),
                 lesson->rules);
}

void GameSession::startOnlineGame(net::RoomClient* client, bool first, const RuleSet& rules) {
    const Side own = first ? Side::First : Side::Second;
    start(std::make_unique<LanMode>(host(), client, own, rules), rules);
}

void GameSession::leaveOnline(bool resigned) {
    if (!m_mode || !m_mode->inRoom()) return;
    // Leaving resigns a running game: its table stays a moment to record the server's end.
    if (auto* remote = qobject_cast<RemoteTable*>(m_table);
        resigned && remote && remote->playing()) {
        remote->disconnect(this);
        remote->finishAlone(4000);
        m_table = nullptr;
    }
    teardown();
    emit gameChanged();
    emit setupChanged();
}

void GameSession::restart(std::unique_ptr<PlayMode> next) {
    // The mode asking for it may be on the stack: teardown() deletes it later.
    const RuleSet again = rules();
    start(std::move(next), again);
}

void GameSession::teardown() {
    m_hintWorker.cancel();
    m_motion.clear();
    m_shown.reset();
    m_holdCaptured = false;
    m_beatTimer.stop();
    m_tellTimer.stop();
    m_toTell.reset();
    m_flashTimer.stop();
    m_flash = false;
    for (Side side : {Side::First, Side::Second}) {
        m_lastSeen[index(side)].reset();
        m_replay[index(side)].reset();
    }
    for (Seat*& seat : m_seats) {
        if (!seat) continue;
        seat->cancel();
        seat->disconnect(this);
        seat->deleteLater();
        seat = nullptr;
    }
    if (m_table) {
        m_table->disconnect(this);
        m_table->closeJournal();
        m_table->deleteLater();
        m_table = nullptr;
    }
    if (m_mode) {
        m_mode->disconnect(this);
        m_mode.release()->deleteLater(); // it may be the caller (もう一度, a room's next game)
        emit modeChanged();
    }
    m_recorder.setFinished(nullptr);
    m_editor.setOpen(false);
    emit thinkingChanged();
}

bool GameSession::start(std::unique_ptr<PlayMode> mode, const RuleSet& rules) {
    teardown();
    const PlayMode::Lineup lineup = mode->lineUp(rules, this);
    m_mode = std::move(mode);
    // What the mode shows QML binds to directly; whether the viewer may move is the session's.
    connect(m_mode.get(), &PlayMode::changed, this, &GameSession::turnChanged);
    setRules(rules);
    m_seats[0] = lineup.seats[0];
    m_seats[1] = lineup.seats[1];
    m_table = lineup.table;
    m_blind = false;
    setViewer(lineup.viewer, false);
    m_recorder.keep(m_table, m_mode->header());
    for (Seat* seat : m_seats) {
        connect(seat, &Seat::setupChosen, this, [this, seat](const Setup& setup) {
            // A seat gives only its own side's setup; the table refuses one after the start.
            if (m_table && setup.side() == seat->side()) m_table->submitSetup(setup);
        });
        connect(seat, &Seat::moveChosen, this, [this, seat](quint16 bits) {
            if (m_phase != Phase::Play || !m_table) return;
            Move m;
            m.bits = bits;
            m_table->submitMove(seat->side(), m);
            emit turnChanged();
        });
        connect(seat, &Seat::said, this, [this, seat](const QString& text, bool always) {
            if (always || seat->side() == viewer()) m_narrator.prompt(text);
        });
        connect(seat, &Seat::inputChanged, this, [this] {
            // A hover redraws the highlights only: the selection is told only when it changed
            // (the button board sets the hovered square from a binding on missileSelected).
            if (std::pair(selectedSquare(), missileSelected()) != m_chosen) tellSelection();
            refresh();
        });
        connect(seat, &Seat::thinkingChanged, this, [this] {
            emit thinkingChanged();
            emit turnChanged();
        });
    }
    connect(m_table, &Table::started, this, &GameSession::onStarted);
    connect(m_table, &Table::announced, this, &GameSession::onAnnounced);
    connect(m_table, &Table::ended, this, &GameSession::onEnded);
    connect(m_table, &Table::refused, this, [this](const QString& reason) {
        m_narrator.say(reason);
        emit turnChanged();
    });
    emit modeChanged();

    // The setup phase.
    const std::uint64_t gameSeed = m_seeds.next();
    m_setupRng = Rng(SeedSequence::derive(gameSeed, 1));
    m_sightings = Sightings();
    m_notes.clear();
    m_flash = false;
    m_narrator.newGame(rules, m_mode->voice(), m_mode->opponentThinksHere());
    // The other seat draws first, then the viewer's おまかせ (a seed replays the same setups).
    m_seats[index(opponent(viewer()))]->requestSetup(rules, m_setupRng, gameSeed);
    m_seats[index(viewer())]->requestSetup(rules, m_setupRng, gameSeed);
    m_editor.begin(rules, viewer(), &m_setupRng, m_mode->remembersSetup() ? &settings() : nullptr);
    m_editor.setOpen(true);
    emit gameChanged();
    emit turnChanged(); // a new game's counters start at 0 even if the phase stays Setup
    setPhase(Phase::Setup);
    m_mode->setupBegun();
    refresh();
    emit setupChanged();
    tellSelection();
    return true;
}

void GameSession::arrangeFor(Side side) {
    m_editor.begin(rules(), side, &m_setupRng, m_mode->remembersSetup() ? &settings() : nullptr);
    m_editor.setOpen(!m_blind);
    refresh();
}

void GameSession::setViewer(Side side, bool blind) {
    const bool newSide = side != viewer();
    m_blind = blind;
    BoardPresenter::setViewer(side);
    m_narrator.setViewer(side, blind);
    m_sounds.setCurtain(blind); // nothing is heard while nobody may look
    if (blind) {
        emit inputReset();
        m_editor.setOpen(false);
        if (HumanSeat* seat = viewerSeat()) seat->cancelSelection();
    }
    refresh();
    if (newSide) emit gameChanged(); // another player at the board: the cursor starts anew
    tellSelection();
    emit turnChanged();
    emit setupChanged();
}

void GameSession::confirmSetup() {
    HumanSeat* seat = viewerSeat();
    if (m_phase != Phase::Setup || m_blind || !seat || !m_table) return;
    if (m_table->setupSubmitted(viewer())) return; // already waiting for the opponent
    if (m_mode->remembersSetup()) m_editor.remember();
    seat->confirm(m_editor.setup());
    if (m_phase != Phase::Setup) return; // that was the last setup: the game has started
    m_mode->setupConfirmed();
    emit setupChanged();
}

void GameSession::onStarted() {
    m_editor.setOpen(false);
    for (Side side : {Side::First, Side::Second})
        if (const SideView* view = m_table->view(side)) {
            m_before[index(side)] = view->position();
            if (m_mode->replaysMoves()) m_lastSeen[index(side)] = *view;
        }
    setPhase(Phase::Play);
    emit setupChanged();
    tellSelection();
    emit gameChanged();
    m_recorder.prune(settings());
    refresh();
    const Side first = m_table->view(viewer())->position().sideToMove();
    m_mode->started(first);
    // The CPU moving first waits a beat (a play-tester had no moment to look at the board).
    const bool beat = first != viewer() && m_mode->opponentThinksHere() && m_motion.paced();
    if (!beat || m_motion.reduced()) return nextTurn();
    m_beatTimer.start(kStartBeatMs);
}

void GameSession::nextTurn() {
    if (!m_table || m_phase != Phase::Play) return;
    const SideView* any = m_table->view(viewer());
    if (!any || any->isOver()) return;
    const Side toMove = any->position().sideToMove();
    if (const SideView* view = m_table->view(toMove)) m_seats[index(toMove)]->requestMove(*view);
    emit turnChanged();
}

void GameSession::onEnded() {
    // After the last move has been seen: the pieces turn over, then the result.
    const SideView* view = m_table->view(viewer());
    Motion::Event reveal;
    reveal.kind = Motion::Kind::Reveal;
    reveal.reveals = view && view->isOver();
    m_motion.play(
        reveal, [this] { showEnd(); }, nullptr);
}

void GameSession::showEnd() {
    m_shown.reset();
    const SideView* view = m_table->view(viewer());
    if (view && view->endEvent() && view->endEvent()->resigned) {
        const Side resigned = *view->endEvent()->resigned;
        if (m_table->view(resigned)) m_narrator.addLog(resigned, tr("あなたが投了しました。"));
    }
    for (Seat* seat : m_seats)
        if (seat) seat->cancel();
    m_flashTimer.stop();
    m_flash = false;
    m_mode->ended();
    setViewer(viewer(), false);
    emit thinkingChanged();
    setPhase(Phase::Over);
    const SideView* end = playView();
    m_narrator.setEnd(end ? std::optional<GameEnd>(GameEnd{end->status(), end->reason()})
                          : std::nullopt);
    // Hot-seat: as the side at the board (who just moved) sees it.
    m_sounds.gameEnded(m_narrator.result());
    m_narrator.say(m_narrator.resultTitle());
    m_recorder.setFinished(m_table);
    refresh();
    emit turnChanged();
    tellSelection();
}

void GameSession::resign() {
    if (m_phase != Phase::Play || !m_table || m_blind) return;
    for (Seat* seat : m_seats) seat->cancel();
    m_table->resign(viewer());
    m_mode->resignSent();
}

void GameSession::playAgain() {
    if (m_phase == Phase::Menu || !m_mode) return;
    m_mode->playAgain();
}

void GameSession::backToMenu() {
    teardown();
    m_blind = false;
    m_narrator.setViewer(viewer(), false);
    m_narrator.setEnd(std::nullopt);
    m_sounds.setCurtain(false);
    emit gameChanged();
    setPhase(Phase::Menu);
    checkRecords(); // a game left before its end can be continued
    emit turnChanged();
    tellSelection();
}

// ---- Helpers ---------------------------------------------------------------------------------

void GameSession::tellSelection() {
    m_chosen = {selectedSquare(), missileSelected()};
    emit selectionChanged();
}

void GameSession::setPhase(Phase p) {
    if (p == m_phase) return;
    m_phase = p;
    emit phaseChanged();
    emit inputReset();
    // The move counter, whose turn it is and the lists depend on the phase too.
    emit turnChanged();
    refresh();
    if (m_mode) emit m_mode->changed(); // the curtain's words and 決定 follow the phase
}

void GameSession::refresh() {
    const SideView& view = shownView();
    const GuessNotes* notes = m_blind ? nullptr : &m_notes.of(viewer());
    m_pieces.show(view, m_blind, &m_sightings, m_flash && !m_blind, m_memoryAid, notes);
    const bool moved = m_phase != Phase::Setup && !view.announcements().empty();
    const auto last = moved ? std::optional(view.announcements().back().move) : std::nullopt;
    SquareModel::States states = squareStates(view.position(), m_blind, last);
    if (m_phase == Phase::Setup && m_editor.selected() != kNoSquare && !m_blind)
        states[m_editor.selected()].frame = Frame::Selected;
    if (m_phase == Phase::Play && !m_blind)
        if (const HumanSeat* seat = viewerSeat()) seat->decorate(states);
    showSquares(states, last);
    if (!m_holdCaptured) m_captured.show(view, m_blind, m_phase == Phase::Over);
}

} // namespace gunjin::ui
