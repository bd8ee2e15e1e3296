#include "game_session.h"

#include "combat_table.h"
#include "core/match.h"
#include "core/movegen.h"
#include "cpu_seat.h"
#include "human_seat.h"
#include "move_words.h"
#include "piece_names.h"
#include "player_names.h"
#include "remote_table.h"
#include "rule_names.h"
#include "settings_file.h"
#include "table.h"

#include <QDateTime>

#include <numeric>
#include <random>

namespace gunjin::ui {

namespace {

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Independent streams from one game seed: the setups, and the CPU's moves (CpuSeat derives
// its own). The CPU's stream must not be the one that drew the human's おまかせ setup.
std::uint64_t derive(std::uint64_t seed, std::uint64_t stream) {
    Rng rng(seed ^ (stream * 0x9E3779B97F4A7C15ull));
    return rng.next();
}

constexpr int kFlashMs = 2200; // how long open judgement shows a combat's pieces

} // namespace

GameSession::GameSession(QObject* parent) : QObject(parent) {
    m_flashTimer.setSingleShot(true);
    m_flashTimer.setInterval(kFlashMs);
    connect(&m_flashTimer, &QTimer::timeout, this, [this] {
        m_flash = false;
        refresh();
    });
    connect(&m_editor, &SetupEditor::said, this, &GameSession::setMessage);
    connect(&m_editor, &SetupEditor::selectionChanged, this, [this] {
        emit selectionChanged();
        refresh();
    });
    connect(&m_editor, &SetupEditor::changed, this, [this] {
        // A changed arrangement takes an online 決定 back (the server gets it anew).
        if (m_table && m_phase == Phase::Setup && m_table->setupSubmitted(m_viewer))
            m_table->withdrawSetup(m_editor.setup());
        refresh();
        emit setupChanged();
    });
    // Nothing is heard while nobody may look.
    connect(this, &GameSession::curtainChanged, this, [this] { m_sounds.setCurtain(m_curtain); });
    refresh();
    // After QML has set the folders: the record folder may hold a game to continue.
    QTimer::singleShot(0, this, &GameSession::checkRecords);
}

GameSession::~GameSession() {
    teardown();
}

// ---- State shown to QML ---------------------------------------------------------------------

const SideView* GameSession::playView() const {
    return m_table ? m_table->view(m_viewer) : nullptr;
}

const SideView& GameSession::shownView() const {
    const SideView* game = playView();
    if (game && m_phase != Phase::Setup) return *game;
    return m_editor.view();
}

HumanSeat* GameSession::viewerSeat() const {
    Seat* seat = m_seats[index(m_viewer)];
    return seat && seat->kind() == Seat::Kind::Human ? static_cast<HumanSeat*>(seat) : nullptr;
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
    return qs(m_rules.code());
}

QString GameSession::rulesText() const {
    return describeRules(m_rules);
}

Seat::Kind GameSession::opponentKind() const {
    const Seat* seat = m_seats[index(opponent(m_viewer))];
    return seat ? seat->kind() : Seat::Kind::Cpu;
}

bool GameSession::hotSeat() const {
    return m_seats[0] && m_seats[1] && m_seats[0]->kind() == Seat::Kind::Human &&
           m_seats[1]->kind() == Seat::Kind::Human;
}

bool GameSession::online() const {
    return m_remote != nullptr;
}

QString GameSession::level() const {
    return qs(ai::levelId(m_level));
}

QString GameSession::levelName() const {
    return levelTitle(m_level);
}

QString GameSession::levelTitle(ai::Level level) const {
    return ui::levelName(level);
}

bool GameSession::thinking() const {
    for (Seat* seat : m_seats)
        if (seat && seat->kind() == Seat::Kind::Cpu && static_cast<CpuSeat*>(seat)->thinking())
            return true;
    return false;
}

bool GameSession::humanToMove() const {
    const HumanSeat* seat = viewerSeat();
    return m_phase == Phase::Play && seat && seat->toMove() && !m_curtain && !m_handOver &&
           !(m_remote && m_remote->movePending());
}

int GameSession::ply() const {
    const SideView* view = playView();
    return view && m_phase != Phase::Setup ? view->ply() : 0;
}

int GameSession::noCombatPlies() const {
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
bool GameSession::canLaunch() const {
    return m_phase == Phase::Play && viewerSeat() && viewerSeat()->canLaunch();
}
bool GameSession::canTow() const {
    return m_phase == Phase::Play && viewerSeat() && viewerSeat()->canTow();
}
bool GameSession::launchMode() const {
    return canLaunch() && viewerSeat()->launchMode();
}
bool GameSession::towMode() const {
    return canTow() && viewerSeat()->towMode();
}

void GameSession::setLaunchMode(bool on) {
    if (humanToMove()) viewerSeat()->setLaunchMode(on);
}

void GameSession::setTowMode(bool on) {
    if (humanToMove()) viewerSeat()->setTowMode(on);
}

void GameSession::setMemoryAid(bool on) {
    if (on == m_memoryAid) return;
    m_memoryAid = on;
    settings().setValue(QStringLiteral("game/memoryAid"), on);
    emit memoryAidChanged();
    refresh();
}

namespace {

// Removed pieces by type as the panel lists them: {name, count} in the army's order.
QVariantList capturedList(const RuleSet& rules, const std::array<int, kTypeCount>& lost) {
    QVariantList list;
    for (PieceType t : rules.types()) {
        if (lost[index(t)] == 0) continue;
        list << QVariantMap{{QStringLiteral("name"), pieceName(t)},
                            {QStringLiteral("count"), lost[index(t)]}};
    }
    return list;
}

// Taken pieces leave out the ones their own side's strikes used up (F-STRIKE-3/4): those are
// listed apart (ownSpent / opponentSpent).
std::array<int, kTypeCount> taken(std::array<int, kTypeCount> lost,
                                  const std::array<int, kTypeCount>& spent) {
    for (std::size_t t = 0; t < lost.size(); ++t) lost[t] -= spent[t];
    return lost;
}

} // namespace

QVariantList GameSession::ownCaptured() const {
    if (m_curtain) return {};
    const SideView& view = shownView();
    return capturedList(m_rules, taken(view.ownLost(), view.spent(view.side())));
}

int GameSession::opponentCaptured() const {
    const SideView& view = shownView();
    const auto spent = view.spent(opponent(view.side()));
    return view.opponentLost() - std::accumulate(spent.begin(), spent.end(), 0);
}

QVariantList GameSession::ownSpent() const {
    if (m_curtain) return {};
    const SideView& view = shownView();
    return capturedList(m_rules, view.spent(view.side()));
}

QVariantList GameSession::opponentSpent() const {
    if (m_curtain) return {};
    const SideView& view = shownView();
    return capturedList(m_rules, view.spent(opponent(view.side())));
}

bool GameSession::revealed() const {
    const SideView* view = playView();
    return m_phase == Phase::Over && !m_curtain && view && view->endEvent().has_value();
}

QVariantList GameSession::opponentCapturedTypes() const {
    // The view knows a removed opponent piece's type only from the end's reveal.
    if (!revealed()) return {};
    const SideView& view = *playView();
    return capturedList(m_rules,
                        taken(view.opponentLostByType(), view.spent(opponent(view.side()))));
}

int GameSession::result() const {
    const SideView* view = playView();
    if (!view || !view->isOver()) return Undecided;
    const GameStatus s = view->status();
    if (s == GameStatus::Draw) return Drawn;
    return s == winFor(m_viewer) ? Won : Lost;
}

QString GameSession::resultTitle() const {
    if (hotSeat() && result() != Undecided) {
        // Two people share the screen: name the side, not "you".
        if (result() == Drawn) return tr("引き分けです");
        return playView()->status() == GameStatus::FirstWon ? tr("先手の勝ちです")
                                                            : tr("後手の勝ちです");
    }
    switch (result()) {
    case Won: return tr("あなたの勝ちです");
    case Lost: return tr("あなたの負けです");
    case Drawn: return tr("引き分けです");
    default: return {};
    }
}

QString GameSession::resultDetail() const {
    if (result() == Undecided) return {};
    const SideView& view = *playView();
    const bool humanWon = result() == Won;
    QString reason;
    if (hotSeat()) {
        const bool firstWon = view.status() == GameStatus::FirstWon;
        const QString winner = firstWon ? tr("先手") : tr("後手");
        const QString loser = firstWon ? tr("後手") : tr("先手");
        switch (view.reason()) {
        case EndReason::Occupation:
            reason = tr("%1の駒が%2の総司令部を占領しました。").arg(winner, loser);
            break;
        case EndReason::NoLegalMoves:
            reason = tr("%1は動かせる駒がなくなりました。").arg(loser);
            break;
        case EndReason::Resignation: reason = tr("%1が投了しました。").arg(loser); break;
        case EndReason::MarshalTaken:
            reason = tr("%1の駒が%2の元帥を取りました。").arg(winner, loser);
            break;
        default: break;
        }
    }
    if (!reason.isEmpty())
        return reason + tr("すべての駒を表に返しました（取った駒・取られた駒も）。");
    switch (view.reason()) {
    case EndReason::Occupation:
        reason = humanWon ? tr("あなたの駒が相手の総司令部を占領しました。")
                          : tr("相手の駒があなたの総司令部を占領しました。");
        break;
    case EndReason::NoCombatLimit: reason = tr("戦いのない手が 100 手続きました。"); break;
    case EndReason::BothNoLegalMoves: reason = tr("どちらも動かせる駒がなくなりました。"); break;
    case EndReason::NoLegalMoves:
        reason = humanWon ? tr("相手は動かせる駒がなくなりました。")
                          : tr("あなたは動かせる駒がなくなりました。");
        break;
    case EndReason::Resignation:
        reason = humanWon ? tr("相手が投了しました。") : tr("あなたが投了しました。");
        break;
    // The other rule sets' ends (rules-federation.md F-END-1, rules.md H-3).
    case EndReason::MarshalTaken:
        reason = humanWon ? tr("あなたの駒が相手の元帥を取りました。")
                          : tr("相手の駒があなたの元帥を取りました。");
        break;
    case EndReason::FlagTaken:
        reason = humanWon ? tr("相手の軍旗を取りました。") : tr("あなたの軍旗が取られました。");
        break;
    case EndReason::GeneralDefeated:
        reason = view.status() == GameStatus::Draw ? tr("両軍の大将が同時に倒れました。")
                 : humanWon                        ? tr("相手の大将を倒しました。")
                            : tr("あなたの大将が倒されました。");
        break;
    case EndReason::AllMovableTaken:
        reason = view.status() == GameStatus::Draw ? tr("両軍の動かせる駒が同時になくなりました。")
                 : humanWon ? tr("相手の動かせる駒をすべて取りました。")
                            : tr("あなたの動かせる駒がすべて取られました。");
        break;
    case EndReason::None: break;
    }
    return reason + tr("すべての駒を表に返しました（取った駒・取られた駒も）。");
}

QVariantList GameSession::combatTable() const {
    return combatTableRows(m_rules);
}

void GameSession::setSeed(quint64 seed) {
    // Setting a seed, even the same one, restarts its sequence of games.
    m_gameCount = 0;
    if (seed == m_seed) return;
    m_seed = seed;
    emit seedChanged();
}

void GameSession::setSettingsFile(const QString& file) {
    if (file == m_settingsFile) return;
    m_settingsFile = file;
    m_settings.reset();
    const bool aid = settings().value(QStringLiteral("game/memoryAid"), false).toBool();
    if (aid != m_memoryAid) {
        m_memoryAid = aid;
        emit memoryAidChanged();
    }
    emit setupChanged();
}

QString GameSession::recordFolder() const {
    return m_recordFolder.isEmpty() ? defaultRecordFolder() : m_recordFolder;
}

void GameSession::setRecordFolder(const QString& folder) {
    if (folder == m_recordFolder) return;
    m_recordFolder = folder;
    checkRecords();
}

void GameSession::checkRecords() {
    QStringList skipped;
    m_unfinished = m_phase == Phase::Menu ? findUnfinished(recordFolder(), skipped) : std::nullopt;
    m_recordsNotice = skipped.isEmpty()
                          ? QString()
                          : tr("読めない棋譜ファイルを飛ばしました（ファイルはそのままです）: %1")
                                .arg(skipped.join(QStringLiteral("; ")));
    emit recordsChanged();
}

QString GameSession::finishedRecord() const {
    return m_phase == Phase::Over && m_table ? m_table->journalPath() : QString();
}

QString GameSession::continueSummary() const {
    if (!m_unfinished) return {};
    const JournalHeader& h = m_unfinished->journal.header;
    const auto rules = RuleSet::fromCode(h.rules);
    QString who;
    if (h.mode == "cpu") {
        const auto level = ai::parseLevel(h.level);
        who = tr("CPU（%1）と対戦").arg(level ? levelTitle(*level) : qs(h.level));
    } else {
        who = tr("2 人で対戦");
    }
    const QDateTime started = QDateTime::fromString(qs(h.started), Qt::ISODate);
    return tr("%1　%2・%3・%4 手まで")
        .arg(started.isValid() ? started.toLocalTime().toString(QStringLiteral("M/d H:mm"))
                               : QString(),
             who, rules ? gameName(rules->game) : qs(h.rules))
        .arg(m_unfinished->journal.plies())
        .trimmed();
}

bool GameSession::continueGame() {
    if (!m_unfinished || m_phase != Phase::Menu) {
        setMessage(tr("続きから遊べる対局はありません。"));
        return false;
    }
    const UnfinishedGame game = *m_unfinished; // starting the game checks the records again
    return resumeGame(game);
}

bool GameSession::continueGameAt(const QString& path) {
    if (m_phase != Phase::Menu) {
        setMessage(tr("対局中は、ほかの対局を続けられません。"));
        return false;
    }
    QString error;
    const auto game = readUnfinished(path, error);
    if (!game) {
        setMessage(error);
        return false;
    }
    return resumeGame(*game);
}

bool GameSession::resumeGame(const UnfinishedGame& game) {
    const JournalHeader& h = game.journal.header;
    const auto rules = RuleSet::fromCode(h.rules); // checked when the journal was read
    const auto level = ai::parseLevel(h.level);
    if (!rules || (h.mode == "cpu" && !level)) {
        setMessage(tr("この棋譜は続けられません。"));
        return false;
    }
    LocalTable* table = h.mode == "cpu" ? startCpu(*rules, *level, h.human) : startHotSeat(*rules);
    QString error;
    if (!table->resume(game.path, game.journal, error)) {
        backToMenu();
        setMessage(error);
        return false;
    }
    // What the players here were told before the stop comes back too: the combat log and
    // the pieces that combats showed (the table rebuilt only the position).
    Match told(game.journal.record->first, game.journal.record->second);
    for (Move m : game.journal.record->moves) {
        const Position before[2] = {told.view(Side::First).position(),
                                    told.view(Side::Second).position()};
        const auto a = told.play(m);
        if (!a) break; // cannot happen: the table replayed the same moves
        if (a->revealCount > 0) m_sightings.note(*a);
        if (a->outcome == CombatOutcome::None && !a->move.isStrike()) continue;
        for (Side side : {Side::First, Side::Second})
            if (m_table->view(side))
                addLog(side, MoveWords(m_rules).news(side, before[index(side)], *a, false));
    }
    // The notes the players here had written.
    for (Side side : {Side::First, Side::Second})
        m_notes[index(side)] = GuessNotes::replay(game.journal.notes, side, game.journal.plies());
    refresh();
    const QString resumed =
        tr("続きから再開しました（%1 手まで指してあります）。").arg(game.journal.plies());
    // A message, not a line of the combat log: the log tells the game's combats, and a game
    // resumed again would gather one such line per resume.
    if (hotSeat())
        m_news[index(m_table->view(Side::First)->position().sideToMove())] =
            resumed; // read when that side sits down
    else
        setMessage(resumed + QLatin1Char(' ') +
                   (humanToMove() ? tr("あなたの番です。") : tr("相手が考えています…")));
    m_unfinished.reset();
    emit recordsChanged();
    return true;
}

bool GameSession::setupCommitted() const {
    return m_remote && m_phase == Phase::Setup && m_remote->setupSubmitted(m_viewer);
}

QVariantList GameSession::destinationsFrom(int square) const {
    QVariantList list;
    if (!humanToMove() || square < 0 || square >= m_rules.board().squareCount) return list;
    const Position& pos = playView()->position();
    const PieceId id = pos.pieceAt(static_cast<Square>(square));
    if (id == kNoPiece || pos.piece(id).side != m_viewer) return list;
    MoveList moves;
    generatePieceMoves(pos, id, moves);
    for (Move m : moves)
        if (!list.contains(int(m.to()))) list << int(m.to());
    return list;
}

void GameSession::retranslate() {
    m_squares.retranslate();
    emit capturedChanged();
    emit gameChanged();
    emit resultChanged();
    emit recordsChanged(); // 続きから says what the game was in the new language
}

QString GameSession::squareLabel(int square) const {
    if (square < 0 || square >= m_rules.board().squareCount) return {};
    return MoveWords(m_rules).placeName(static_cast<Square>(square), m_viewer);
}

int GameSession::squareAtCell(int column, int row) const {
    return m_board.squareAt(column, row);
}

double GameSession::squareColumn(int square) const {
    return m_board.columnOf(square);
}

int GameSession::squareRow(int square) const {
    return m_board.rowOf(square);
}

QString GameSession::labelAt(int square) const {
    if (square < 0 || square >= m_rules.board().squareCount || m_curtain) return {};
    const Position& pos = shownView().position();
    const auto s = static_cast<Square>(square);
    if (pos.isEmpty(s) || pos.pieceAt(s) == kNoPiece) return {};
    const Piece& p = pos.piece(pos.pieceAt(s));
    // The viewer's own pieces, and what the rules show of the opponent's (the marshal).
    if (p.type == PieceType::Unknown) return {};
    return pieceName(p.type);
}

// ---- Guess notes ------------------------------------------------------------------------------

bool GameSession::canGuess(int square) const {
    if (m_phase != Phase::Play || m_curtain || square < 0 ||
        square >= m_rules.board().squareCount || !playView())
        return false;
    const Position& pos = playView()->position();
    const PieceId id = pos.pieceAt(static_cast<Square>(square));
    // Only a person keeps notes, and only on a piece whose type they cannot see (the
    // federation's face-up marshal, or one open judgement shows now, needs none).
    if (id == kNoPiece || pos.piece(id).side == m_viewer || !viewerSeat()) return false;
    return m_pieces.piece(id).shown == PieceType::Unknown;
}

QVariantList GameSession::guessChoices(int square) const {
    QVariantList list;
    if (!canGuess(square)) return list;
    const PieceType current =
        m_notes[index(m_viewer)].at(playView()->position().pieceAt(static_cast<Square>(square)));
    const QVariantList table = combatTableRows(m_rules);
    for (PieceType t : m_rules.types()) {
        if (t == PieceType::Marshal && m_rules.game == Game::Federation)
            continue; // face up from the start (F-INFO-3)
        const QString name = pieceName(t);
        QString hint;
        for (const QVariant& row : table) {
            const QVariantMap r = row.toMap();
            if (r.value(QStringLiteral("name")).toString() != name) continue;
            const QString note = r.value(QStringLiteral("note")).toString();
            if (!note.isEmpty()) {
                hint = note;
                break;
            }
            QStringList parts;
            const auto add = [&](const char* key, const QString& label) {
                const QString names = r.value(QString::fromLatin1(key)).toString();
                if (!names.isEmpty()) parts << label.arg(names);
            };
            add("wins", tr("攻めて勝つ：%1"));
            add("ties", tr("相打ち：%1"));
            add("losses", tr("攻めて負ける：%1"));
            hint = parts.join(QLatin1Char('\n'));
            break;
        }
        const std::string_view id = pieceTypeId(t);
        list << QVariantMap{
            {QStringLiteral("type"), QString::fromLatin1(id.data(), qsizetype(id.size()))},
            {QStringLiteral("name"), name},
            {QStringLiteral("shortName"), pieceShortName(t)},
            {QStringLiteral("current"), t == current},
            {QStringLiteral("hint"), hint}};
    }
    return list;
}

bool GameSession::setGuess(int square, const QString& type) {
    if (!canGuess(square)) {
        setMessage(tr("メモを付けられるのは、種類の分からない相手の駒だけです（対局中）。"));
        return false;
    }
    PieceType t = PieceType::Unknown;
    if (!type.isEmpty()) {
        const auto parsed = parsePieceType(type.toStdString());
        if (!parsed || m_rules.count(*parsed) == 0) {
            setMessage(tr("「%1」はこのルールの駒ではありません。").arg(type));
            return false;
        }
        t = *parsed;
    }
    const Position& pos = playView()->position();
    const PieceId id = pos.pieceAt(static_cast<Square>(square));
    // The same check a journal's reader makes (the click was already checked above).
    if (!checkGuessNote(pos, m_viewer, id, t)) return false;
    GuessNotes& notes = m_notes[index(m_viewer)];
    if (notes.at(id) == t) return true;
    notes.set(id, t);
    m_table->writeNote(GuessNote{std::size_t(playView()->ply()), m_viewer, id, t});
    refresh();
    return true;
}

QString GameSession::guessAt(int square) const {
    if (square < 0 || square >= m_rules.board().squareCount) return {};
    return m_squares.index(square).data(SquareModel::GuessNameRole).toString();
}

// ---- Starting and ending games ---------------------------------------------------------------

std::uint64_t GameSession::nextGameSeed() {
    ++m_gameCount;
    if (m_seed != 0) return m_seed + static_cast<std::uint64_t>(m_gameCount - 1);
    std::random_device rd;
    return (std::uint64_t{rd()} << 32) ^ rd();
}

bool GameSession::startCpuGame(const QString& levelId, bool humanFirst) {
    const auto level = ai::parseLevel(levelId.toStdString());
    if (!level) {
        setMessage(tr("知らない強さです: %1").arg(levelId));
        return false;
    }
    const auto rules = RuleSet::fromCode(m_ruleCode.toStdString());
    if (!rules) {
        setMessage(tr("ルールの指定が読めません：%1").arg(qs(rules.error())));
        return false;
    }
    startCpu(*rules, *level, humanFirst ? Side::First : Side::Second);
    return true;
}

LocalTable* GameSession::newLocalTable(const RuleSet& rules, const JournalHeader& header) {
    auto* table = new LocalTable(rules, this);
    keepJournal(table, header);
    return table;
}

void GameSession::keepJournal(Table* table, const JournalHeader& header) {
    table->keepJournal(recordFolder(), header);
    connect(table, &Table::journalFailed, this, [this](const QString& reason) {
        m_recordsNotice = reason;
        emit recordsChanged();
    });
}

LocalTable* GameSession::startCpu(const RuleSet& rules, ai::Level level, Side human) {
    m_level = level;
    auto* cpu = new CpuSeat(opponent(human), level, this);
    cpu->setMinimumThinkMs(m_minimumThinkMs);
    auto* person = new HumanSeat(human, this);
    const bool humanFirst = human == Side::First;
    Seat* first = humanFirst ? static_cast<Seat*>(person) : cpu;
    Seat* second = humanFirst ? static_cast<Seat*>(cpu) : person;
    JournalHeader header;
    header.mode = "cpu";
    header.level = std::string(ai::levelId(level));
    header.human = human;
    header.players[index(human)] = tr("あなた").toStdString();
    header.players[index(opponent(human))] = tr("CPU（%1）").arg(levelTitle(level)).toStdString();
    LocalTable* table = newLocalTable(rules, header);
    start(rules, first, second, table, human);
    setMessage(tr("駒を並べてください。並べ終わったら「この並べ方で決定」を押します。"));
    return table;
}

bool GameSession::startHotSeatGame() {
    const auto rules = RuleSet::fromCode(m_ruleCode.toStdString());
    if (!rules) {
        setMessage(tr("ルールの指定が読めません：%1").arg(qs(rules.error())));
        return false;
    }
    startHotSeat(*rules);
    return true;
}

LocalTable* GameSession::startHotSeat(const RuleSet& rules) {
    JournalHeader header;
    header.mode = "hotseat";
    header.players[0] = tr("先手").toStdString();
    header.players[1] = tr("後手").toStdString();
    LocalTable* table = newLocalTable(rules, header);
    start(rules, new HumanSeat(Side::First, this), new HumanSeat(Side::Second, this), table,
          Side::First);
    lowerCurtain(Side::First);
    return table;
}

void GameSession::startOnlineGame(net::RoomClient* client, bool first, const RuleSet& rules) {
    const Side own = first ? Side::First : Side::Second;
    auto* table = new RemoteTable(client, own, rules, this);
    JournalHeader header;
    header.mode = "lan";
    header.human = own;
    header.players[index(own)] = tr("あなた").toStdString();
    header.players[index(opponent(own))] = tr("友達").toStdString();
    keepJournal(table, header);
    Seat* me = new HumanSeat(own, this);
    Seat* them = new RemoteSeat(opponent(own), this);
    start(rules, first ? me : them, first ? them : me, table, own);
    m_remote = table;
    connect(table, &RemoteTable::newGame, this, [this, client, rules](bool isFirst) {
        startOnlineGame(client, isFirst, m_rules.game == rules.game ? m_rules : rules);
    });
    emit gameChanged();
    setMessage(tr("駒を並べて「決定して相手を待つ」を押してください。あなたは%1です。")
                   .arg(first ? tr("先手（朱の駒）") : tr("後手（白木の駒）")));
}

void GameSession::leaveOnline() {
    if (!m_remote) return;
    teardown();
    emit gameChanged();
    emit setupChanged();
}

void GameSession::teardown() {
    m_flashTimer.stop();
    m_flash = false;
    for (Seat*& seat : m_seats) {
        if (!seat) continue;
        seat->cancel();
        seat->disconnect(this);
        seat->deleteLater();
        seat = nullptr;
    }
    if (m_table) {
        m_table->disconnect(this);
        m_table->deleteLater();
        m_table = nullptr;
    }
    m_remote = nullptr;
    m_editor.setOpen(false);
    emit thinkingChanged();
}

void GameSession::start(const RuleSet& rules, Seat* first, Seat* second, Table* table,
                        Side viewer) {
    teardown();
    m_rules = rules;
    m_seats[0] = first;
    m_seats[1] = second;
    m_table = table;
    m_viewer = viewer;
    m_curtain = false;
    m_handOver = false;
    emit curtainChanged();
    m_board.setRules(rules);
    m_squares.setRules(rules);
    for (Seat* seat : m_seats) {
        connect(seat, &Seat::setupChosen, this,
                [this, seat](const Setup& setup) { onSetupChosen(seat, setup); });
        connect(seat, &Seat::moveChosen, this,
                [this, seat](quint16 bits) { onMoveChosen(seat, bits); });
        if (seat->kind() == Seat::Kind::Human) {
            auto* human = static_cast<HumanSeat*>(seat);
            connect(human, &HumanSeat::said, this, [this, human](const QString& text) {
                if (human == viewerSeat()) setMessage(text);
            });
            connect(human, &HumanSeat::inputChanged, this, [this] {
                emit selectionChanged();
                refresh();
            });
        }
        if (seat->kind() == Seat::Kind::Cpu) {
            auto* cpu = static_cast<CpuSeat*>(seat);
            connect(cpu, &CpuSeat::thinkingChanged, this, [this] {
                emit thinkingChanged();
                emit turnChanged();
            });
            connect(cpu, &CpuSeat::stuck, this,
                    [this] { setMessage(tr("CPU が指し手を見つけられませんでした。")); });
        }
    }
    connect(table, &Table::started, this, &GameSession::onStarted);
    connect(table, &Table::announced, this, &GameSession::onAnnounced);
    connect(table, &Table::ended, this, &GameSession::onEnded);
    connect(table, &Table::refused, this, [this](const QString& reason) {
        setMessage(reason);
        emit turnChanged();
    });
    beginSetup();
}

void GameSession::beginSetup() {
    m_gameSeed = nextGameSeed();
    m_setupRng = Rng(derive(m_gameSeed, 1));
    m_sightings = Sightings();
    for (GuessNotes& notes : m_notes) notes.clear();
    m_flash = false;
    for (Side side : {Side::First, Side::Second}) {
        m_logs[index(side)].clear();
        m_news[index(side)].clear();
    }
    m_ownCombatNews.clear();
    // The other seat draws first, then the viewer's おまかせ (as before seats: a seed replays
    // the same setups).
    m_seats[index(opponent(m_viewer))]->requestSetup(m_rules, m_setupRng, m_gameSeed);
    m_seats[index(m_viewer)]->requestSetup(m_rules, m_setupRng, m_gameSeed);
    // 前回の並べ方 belongs to whoever plays on this device alone: in hot-seat either player
    // could read the other's habits from it.
    m_editor.begin(m_rules, m_viewer, &m_setupRng, hotSeat() ? nullptr : &settings());
    m_editor.setOpen(!m_curtain);
    emit logChanged();
    emit gameChanged();
    emit turnChanged(); // a new game's counters start at 0 even if the phase stays Setup
    setPhase(Phase::Setup);
    refresh();
    emit setupChanged();
    emit resultChanged();
    emit selectionChanged();
}

void GameSession::onSetupChosen(Seat* seat, const Setup& setup) {
    // A seat gives only its own side's setup; the table refuses one after the start.
    if (m_table && setup.side() == seat->side()) m_table->submitSetup(setup);
}

void GameSession::confirmSetup() {
    HumanSeat* seat = viewerSeat();
    if (m_phase != Phase::Setup || m_curtain || !seat || !m_table) return;
    if (m_table->setupSubmitted(m_viewer)) return; // already waiting for the opponent
    if (!hotSeat()) m_editor.remember();
    seat->confirm(m_editor.setup());
    if (m_phase != Phase::Setup) return; // that was the last setup: the game has started
    if (m_remote) {
        m_editor.setOpen(true); // a change before the start takes 決定 back
        emit setupChanged();
        setMessage(tr("決定しました。相手の準備ができると対局が始まります。並べ替えると決定は取り消"
                      "されます。"));
        return;
    }
    if (hotSeat() && m_viewer == Side::First) {
        // The second player arranges theirs behind the curtain.
        lowerCurtain(Side::Second);
        m_editor.begin(m_rules, Side::Second, &m_setupRng, nullptr);
        m_editor.setOpen(false);
        refresh();
    }
}

void GameSession::takeBackSetup() {
    if (!m_remote || m_phase != Phase::Setup || !m_remote->setupSubmitted(m_viewer)) return;
    m_remote->withdrawSetup(m_editor.setup());
    emit setupChanged();
    setMessage(
        tr("決定を取り消しました。並べ直したら、もう一度「決定して相手を待つ」を押してください。"));
}

void GameSession::onStarted() {
    m_editor.setOpen(false);
    for (Side side : {Side::First, Side::Second})
        if (const SideView* view = m_table->view(side)) m_before[index(side)] = view->position();
    setPhase(Phase::Play);
    emit setupChanged();
    emit selectionChanged();
    emit gameChanged();
    const int keep = settings().value(QStringLiteral("records/keep"), 1000).toInt();
    pruneRecords(recordFolder(), std::max(keep, 1));
    if (hotSeat()) {
        // Side::First at a new game's start; a continued game's side to move.
        lowerCurtain(m_table->view(Side::First)->position().sideToMove());
    } else {
        refresh();
        setMessage(m_viewer == Side::First
                       ? tr("対局開始です。あなたの番です。動かす駒を押してください。")
                       : (m_remote ? tr("対局開始です。相手の番です。")
                                   : tr("対局開始です。相手が考えています…")));
    }
    nextTurn();
}

void GameSession::nextTurn() {
    if (!m_table || m_phase != Phase::Play) return;
    const SideView* any = m_table->view(m_viewer);
    if (!any || any->isOver()) return;
    const Side toMove = any->position().sideToMove();
    if (const SideView* view = m_table->view(toMove)) m_seats[index(toMove)]->requestMove(*view);
    emit turnChanged();
}

void GameSession::onMoveChosen(Seat* seat, quint16 bits) {
    if (m_phase != Phase::Play || !m_table) return;
    Move m;
    m.bits = bits;
    m_table->submitMove(seat->side(), m);
    emit turnChanged();
}

void GameSession::onAnnounced(const Announcement& a) {
    if (a.revealCount > 0) {
        m_sightings.note(a);
        m_flash = true;
        m_flashTimer.start();
    }
    emit moved(a.move.from(), a.move.to());
    const bool fought = a.outcome != CombatOutcome::None || a.move.isStrike();
    for (Side side : {Side::First, Side::Second}) {
        const SideView* view = m_table->view(side);
        if (!view) continue;
        const Position& before = m_before[index(side)];
        if (fought) addLog(side, MoveWords(m_rules).news(side, before, a, false));
        if (side != m_viewer) m_news[index(side)] = MoveWords(m_rules).news(side, before, a);
    }
    reportMove(a, m_before[index(m_viewer)]);
    for (Side side : {Side::First, Side::Second})
        if (const SideView* view = m_table->view(side)) m_before[index(side)] = view->position();
    if (m_table->view(m_viewer)->isOver()) return; // ended() follows
    if (hotSeat() && a.mover == m_viewer) {
        m_handOver = true;
        emit curtainChanged();
        emit turnChanged();
        if (!fought) setMessage(tr("指しました。「交代する」を押して、相手に渡してください。"));
    }
    nextTurn();
}

void GameSession::onEnded() {
    const SideView* view = m_table->view(m_viewer);
    if (view && view->endEvent() && view->endEvent()->resigned) {
        const Side resigned = *view->endEvent()->resigned;
        if (m_table->view(resigned)) addLog(resigned, tr("あなたが投了しました。"));
    }
    finishGame();
}

void GameSession::finishGame() {
    for (Seat* seat : m_seats)
        if (seat) seat->cancel();
    m_flashTimer.stop();
    m_flash = false;
    // The end reveals everything (R-END-6): there is nothing left to hide behind a curtain.
    m_curtain = false;
    m_handOver = false;
    emit curtainChanged();
    emit thinkingChanged();
    setPhase(Phase::Over);
    m_sounds.gameEnded(result()); // hot-seat: as the side at the board (who just moved) sees it
    setMessage(resultTitle());
    refresh();
    emit resultChanged();
    emit turnChanged();
    emit selectionChanged();
}

void GameSession::resign() {
    if (m_phase != Phase::Play || !m_table || m_curtain) return;
    if (m_remote) {
        m_table->resign(m_viewer); // the end comes back from the server
        setMessage(tr("投了を伝えています…"));
        return;
    }
    for (Seat* seat : m_seats) seat->cancel();
    m_table->resign(m_viewer);
}

void GameSession::playAgain() {
    if (m_phase == Phase::Menu || !m_table) return;
    if (m_remote) {
        if (m_phase != Phase::Over) return;
        m_remote->rematch();
        setMessage(tr("もう一局を申し込みました。相手の返事を待っています。"));
        return;
    }
    // The same seats and rules again (another rule code applies from the menu).
    const RuleSet rules = m_rules;
    if (hotSeat())
        startHotSeat(rules);
    else
        startCpu(rules, m_level, m_viewer);
}

void GameSession::backToMenu() {
    teardown();
    // A hot-seat game left from behind the curtain: nothing is hidden on the menu.
    m_curtain = false;
    m_handOver = false;
    emit curtainChanged();
    emit gameChanged();
    setPhase(Phase::Menu);
    checkRecords(); // a game left before its end can be continued
    // The game's result and counters went with its table.
    emit resultChanged();
    emit turnChanged();
    emit selectionChanged();
}

// ---- Hot-seat curtain --------------------------------------------------------------------------

void GameSession::lowerCurtain(Side next) {
    m_curtain = true;
    m_handOver = false;
    m_viewer = next;
    m_editor.setOpen(false);
    if (HumanSeat* seat = viewerSeat()) seat->cancelSelection();
    setMessage(QString());
    refresh();
    emit curtainChanged();
    emit gameChanged();
    emit logChanged();
    emit selectionChanged();
    emit turnChanged();
    emit setupChanged();
    emit capturedChanged();
}

QString GameSession::curtainTitle() const {
    if (!m_curtain) return {};
    const bool first = m_viewer == Side::First;
    if (m_phase == Phase::Setup)
        return first ? tr("先手の人が駒を並べます。後手の人は画面を見ないでください。")
                     : tr("後手の人が駒を並べます。先手の人は画面を見ないでください。");
    return first ? tr("先手の番です。後手の人は画面を見ないでください。")
                 : tr("後手の番です。先手の人は画面を見ないでください。");
}

QString GameSession::curtainButton() const {
    if (!m_curtain) return {};
    return m_viewer == Side::First ? tr("先手の番を始める") : tr("後手の番を始める");
}

void GameSession::liftCurtain() {
    if (!hotSeat() || !m_curtain) return;
    m_curtain = false;
    if (m_phase == Phase::Setup) m_editor.setOpen(true);
    refresh();
    emit curtainChanged();
    emit logChanged();
    emit turnChanged();
    emit setupChanged();
    emit capturedChanged();
    if (m_phase == Phase::Setup) {
        setMessage(tr("駒を並べてください。並べ終わったら「この並べ方で決定」を押します。"));
        return;
    }
    QString& news = m_news[index(m_viewer)];
    const QString prompt = tr("あなたの番です。動かす駒を押してください。");
    setMessage(news.isEmpty() ? prompt : news + QLatin1Char('\n') + prompt);
    news.clear();
}

void GameSession::handOver() {
    if (!hotSeat() || !m_handOver || m_phase != Phase::Play) return;
    lowerCurtain(opponent(m_viewer));
}

QStringList GameSession::log() const {
    if (m_curtain) return {};
    return m_logs[index(m_viewer)];
}

// ---- Board input -------------------------------------------------------------------------------

void GameSession::clickSquare(int square) {
    if (square < 0 || square >= m_rules.board().squareCount || m_curtain) return;
    const auto s = static_cast<Square>(square);
    switch (m_phase) {
    case Phase::Setup:
        if (m_editor.isOpen()) m_editor.click(s);
        break;
    case Phase::Play:
        if (selectedSquare() < 0 && canGuess(square)) {
            emit guessRequested(square);
        } else if (m_handOver) {
            setMessage(tr("「交代する」を押して、相手に渡してください。"));
        } else if (!humanToMove()) {
            setMessage(tr("相手の番です。少しお待ちください。"));
        } else {
            viewerSeat()->click(s);
        }
        break;
    case Phase::Over:
        setMessage(m_remote ? tr("対局は終わりました。「先手と後手を入れ替えてもう一局」で次の対局"
                                 "を始められます。")
                            : tr("対局は終わりました。「もう一度」で次の対局を始められます。"));
        break;
    case Phase::Menu: break;
    }
}

void GameSession::hoverSquare(int square) {
    if (!humanToMove()) return;
    const bool valid = square >= 0 && square < m_rules.board().squareCount;
    viewerSeat()->hover(valid ? static_cast<Square>(square) : kNoSquare);
}

void GameSession::cancelSelection() {
    if (m_curtain) return;
    if (m_phase == Phase::Setup) {
        m_editor.cancelSelection();
    } else if (HumanSeat* seat = viewerSeat(); seat && humanToMove()) {
        seat->cancelSelection();
    }
}

// ---- What the players are told ----------------------------------------------------------------

void GameSession::reportMove(const Announcement& a, const Position& viewerBefore) {
    const QString news = MoveWords(m_rules).news(m_viewer, viewerBefore, a);
    const SideView* view = playView();
    const bool ongoing = view && !view->isOver();
    const bool fought = a.outcome != CombatOutcome::None || a.move.isStrike();
    if (a.mover == m_viewer) {
        // The result of our own combat stays in the message when the reply comes at once.
        m_ownCombatNews = fought ? news : QString();
        if (fought)
            setMessage(news);
        else if (!hotSeat())
            setMessage(m_remote ? tr("相手の番です。") : tr("相手が考えています…"));
    } else {
        QString text = news;
        if (!m_ownCombatNews.isEmpty()) text = m_ownCombatNews + QLatin1Char('\n') + text;
        m_ownCombatNews.clear();
        if (ongoing) {
            // A combat line ends without a full stop: the prompt goes on a line of its own.
            if (fought) text += QLatin1Char('\n');
            text += tr("あなたの番です。");
        }
        setMessage(text);
    }
    if (a.move.isStrike()) {
        QVariantList area;
        const std::uint64_t mask = strikeArea(m_rules, a.strike.target, a.strike.bomb);
        for (int s = 0; s < m_rules.board().squareCount; ++s)
            if (mask >> s & 1) area << s;
        emit strike(a.strike.target, area, a.strike.bomb, a.mover == m_viewer, a.strike.collision);
    } else if (a.outcome != CombatOutcome::None) {
        int forViewer = Drawn;
        if (a.outcome != CombatOutcome::BothRemoved)
            forViewer =
                (a.mover == m_viewer) == (a.outcome == CombatOutcome::AttackerWon) ? Won : Lost;
        emit combat(a.move.to(), forViewer);
    }
    m_sounds.moveAnnounced(a, m_viewer);
    refresh();
    emit turnChanged();
    emit capturedChanged();
}

// ---- Helpers ---------------------------------------------------------------------------------

void GameSession::setPhase(Phase p) {
    if (p == m_phase) return;
    m_phase = p;
    emit phaseChanged();
    // The move counter, whose turn it is and the lists depend on the phase too.
    emit turnChanged();
    emit capturedChanged();
}

void GameSession::setMessage(const QString& text) {
    if (text == m_message) return;
    m_message = text;
    emit messageChanged();
}

void GameSession::addLog(Side side, const QString& text) {
    m_logs[index(side)].prepend(text);
    if (side == m_viewer) emit logChanged();
}

void GameSession::refresh() {
    const SideView& view = shownView();
    const GuessNotes* notes = m_curtain ? nullptr : &m_notes[index(m_viewer)];
    m_pieces.show(view, m_curtain, &m_sightings, m_flash && !m_curtain, m_memoryAid, notes);
    SquareModel::States states{};
    view.position().forEachOnBoard([&](Square s, const Piece& p) {
        states[s].occupant = p.side == m_viewer ? Occupant::Own : Occupant::Opponent;
        if (!m_curtain) states[s].shown = p.type; // Unknown for hidden opponent pieces
        // The note as the 3D piece shows it (only while the type is hidden).
        states[s].guess = m_pieces.piece(view.position().pieceAt(s)).guess;
    });
    if ((m_phase == Phase::Play || m_phase == Phase::Over) && !view.announcements().empty()) {
        const Move last = view.announcements().back().move;
        states[last.from()].frame = Frame::LastMove;
        states[last.to()].frame = Frame::LastMove;
    }
    if (m_phase == Phase::Setup && m_editor.selected() != kNoSquare && !m_curtain)
        states[m_editor.selected()].frame = Frame::Selected;
    if (m_phase == Phase::Play && !m_curtain)
        if (const HumanSeat* seat = viewerSeat()) seat->decorate(states);
    m_squares.setStates(states);
    emit capturedChanged();
}

} // namespace gunjin::ui
