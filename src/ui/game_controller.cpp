#include "game_controller.h"

#include "ai/auto_setup.h"
#include "combat_table.h"
#include "core/movegen.h"
#include "setup_store.h"

#include <QTimer>

#include <random>

namespace gunjin::ui {

namespace {

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString kanji(PieceType t) {
    return qs(pieceTypeKanji(t));
}

// Independent streams from one game seed: the setups, and the CPU's moves. The CPU's stream
// must not be the one that drew the human's おまかせ setup.
std::uint64_t derive(std::uint64_t seed, std::uint64_t stream) {
    Rng rng(seed ^ (stream * 0x9E3779B97F4A7C15ull));
    return rng.next();
}

} // namespace

GameController::GameController(QObject* parent) : QObject(parent) {
    connect(&m_cpu, &CpuWorker::moveChosen, this, &GameController::onCpuMove);
    Rng rng(1);
    m_setup = ai::autoSetup(Side::First, rng);
    m_setupView = std::make_unique<SideView>(*m_setup);
    refresh();
}

GameController::~GameController() {
    m_cpu.cancel();
}

// ---- State shown to QML ---------------------------------------------------------------------

const SideView& GameController::shownView() const {
    if (m_match && (m_phase == Phase::Play || m_phase == Phase::Over || !m_setupView))
        return m_match->view(m_human);
    return *m_setupView;
}

QSettings& GameController::settings() const {
    if (!m_settings) {
        m_settings = m_settingsFile.isEmpty()
                         ? std::make_unique<QSettings>()
                         : std::make_unique<QSettings>(m_settingsFile, QSettings::IniFormat);
    }
    return *m_settings;
}

QString GameController::level() const {
    return qs(ai::levelId(m_level));
}

QString GameController::levelName() const {
    switch (m_level) {
    case ai::Level::Random: return tr("ランダム");
    case ai::Level::Easy: return tr("初級");
    case ai::Level::Medium: return tr("中級");
    case ai::Level::Hard: return tr("上級");
    }
    return {};
}

bool GameController::humanToMove() const {
    return m_phase == Phase::Play && m_match && !m_match->isOver() &&
           m_match->view(m_human).position().sideToMove() == m_human;
}

int GameController::ply() const {
    return m_match && m_phase != Phase::Setup ? m_match->view(m_human).ply() : 0;
}

int GameController::noCombatPlies() const {
    return m_match && m_phase != Phase::Setup ? m_match->view(m_human).position().noCombatPlies()
                                              : 0;
}

bool GameController::hasLastSetup() const {
    return SetupStore(settings()).has();
}

QVariantList GameController::ownCaptured() const {
    QVariantList list;
    const auto lost = shownView().ownLost();
    for (PieceType t : kAllPieceTypes) {
        if (lost[index(t)] == 0) continue;
        list << QVariantMap{{QStringLiteral("name"), kanji(t)},
                            {QStringLiteral("count"), lost[index(t)]}};
    }
    return list;
}

int GameController::opponentCaptured() const {
    return shownView().opponentLost();
}

int GameController::result() const {
    if (!m_match || !m_match->isOver()) return Undecided;
    const GameStatus s = m_match->referee().status();
    if (s == GameStatus::Draw) return Drawn;
    return s == winFor(m_human) ? Won : Lost;
}

QString GameController::resultTitle() const {
    switch (result()) {
    case Won: return tr("あなたの勝ちです");
    case Lost: return tr("あなたの負けです");
    case Drawn: return tr("引き分けです");
    default: return {};
    }
}

QString GameController::resultDetail() const {
    if (result() == Undecided) return {};
    const SideView& view = m_match->view(m_human);
    const bool humanWon = result() == Won;
    QString reason;
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
    case EndReason::None: break;
    }
    return reason + tr("すべての駒を表に返しました。");
}

QVariantList GameController::combatTable() const {
    return combatTableRows();
}

void GameController::setSeed(quint64 seed) {
    if (seed == m_seed) return;
    m_seed = seed;
    emit seedChanged();
}

void GameController::setSettingsFile(const QString& file) {
    if (file == m_settingsFile) return;
    m_settingsFile = file;
    m_settings.reset();
    emit setupChanged();
}

QVariantList GameController::destinationsFrom(int square) const {
    QVariantList list;
    if (!humanToMove() || square < 0 || square >= kSquareCount) return list;
    const Position& pos = m_match->view(m_human).position();
    const PieceId id = pos.pieceAt(static_cast<Square>(square));
    if (id == kNoPiece || pos.piece(id).side != m_human) return list;
    MoveList moves;
    generatePieceMoves(pos, id, moves);
    for (Move m : moves) list << int(m.to());
    return list;
}

QString GameController::squareLabel(int square) const {
    if (square < 0 || square >= kSquareCount) return {};
    const auto s = static_cast<Square>(square);
    if (isHq(s)) return tr("総司令部");
    return qs(squareName(s));
}

int GameController::squareAtCell(int column, int row) const {
    const Square s = squareAt(column, row);
    return s == kNoSquare ? -1 : int(s);
}

double GameController::squareColumn(int square) const {
    if (square < 0 || square >= kSquareCount) return 0;
    const auto s = static_cast<Square>(square);
    return isHq(s) ? 2.5 : columnOf(s);
}

int GameController::squareRow(int square) const {
    if (square < 0 || square >= kSquareCount) return 0;
    return rowOf(static_cast<Square>(square));
}

QString GameController::labelAt(int square) const {
    if (square < 0 || square >= kSquareCount) return {};
    const Position& pos = shownView().position();
    const auto s = static_cast<Square>(square);
    if (pos.isEmpty(s) || pos.typeAt(s) == PieceType::Unknown) return {};
    return kanji(pos.typeAt(s));
}

// ---- Flow -----------------------------------------------------------------------------------

std::uint64_t GameController::nextGameSeed() {
    ++m_gameCount;
    if (m_seed != 0) return m_seed + static_cast<std::uint64_t>(m_gameCount - 1);
    std::random_device rd;
    return (std::uint64_t{rd()} << 32) ^ rd();
}

bool GameController::startCpuGame(const QString& levelId, bool humanFirst) {
    const auto level = ai::parseLevel(levelId.toStdString());
    if (!level) {
        setMessage(tr("知らない強さです: %1").arg(levelId));
        return false;
    }
    stopCpu();
    m_level = *level;
    m_human = humanFirst ? Side::First : Side::Second;
    m_gameSeed = nextGameSeed();
    m_setupRng = Rng(derive(m_gameSeed, 1));
    m_cpuSetup = ai::autoSetup(opponent(m_human), m_setupRng);
    m_setup = ai::autoSetup(m_human, m_setupRng);
    m_setupView = std::make_unique<SideView>(*m_setup);
    m_setupUndo.clear();
    m_match.reset();
    m_selected = kNoSquare;
    m_log.clear();
    emit logChanged();
    emit gameChanged();
    setPhase(Phase::Setup);
    setMessage(tr("駒を並べてください。2 つのマスを続けて押すと、その駒が入れ替わります。"));
    refresh();
    emit setupChanged();
    emit resultChanged();
    return true;
}

void GameController::clickSquare(int square) {
    if (square < 0 || square >= kSquareCount) return;
    const auto s = static_cast<Square>(square);
    switch (m_phase) {
    case Phase::Setup: clickDuringSetup(s); break;
    case Phase::Play: clickDuringPlay(s); break;
    case Phase::Over:
        setMessage(tr("対局は終わりました。「もう一度」で次の対局を始められます。"));
        break;
    case Phase::Menu: break;
    }
}

void GameController::select(Square s) {
    if (s == m_selected) return;
    m_selected = s;
    emit selectionChanged();
    refresh();
}

void GameController::clickDuringSetup(Square s) {
    if (!inTerritory(s, m_human)) {
        select(kNoSquare);
        setMessage(tr("自分の陣地（手前の半分）のマスを押してください。"));
        return;
    }
    if (m_selected == kNoSquare) {
        select(s);
        setMessage(tr("%1を選びました。入れ替える相手のマスを押してください。")
                       .arg(kanji(m_setup->typeAt(s))));
        return;
    }
    const Square first = m_selected;
    select(kNoSquare);
    if (first == s) {
        setMessage(tr("選ぶのをやめました。"));
        return;
    }
    Setup next = *m_setup;
    next.swapSquares(first, s);
    const std::vector<SetupProblem> problems = checkSetup(m_human, next.entries());
    if (!problems.empty()) {
        const bool firstSide = m_human == Side::First;
        switch (problems.front().rule) {
        case 2:
            setMessage(
                tr("入れ替えられません。地雷と軍旗は、橋のたもとのマス（%1・%2）には置けません。")
                    .arg(firstSide ? QStringLiteral("b4") : QStringLiteral("b5"),
                         firstSide ? QStringLiteral("e4") : QStringLiteral("e5")));
            break;
        case 3:
            setMessage(tr("入れ替えられません。軍旗は最後の段（総司令部を含む）には置けません。"));
            break;
        default: setMessage(tr("入れ替えられません: %1").arg(qs(problems.front().message))); break;
        }
        return;
    }
    const QString a = kanji(m_setup->typeAt(first));
    const QString b = kanji(m_setup->typeAt(s));
    changeSetup(next);
    setMessage(tr("%1と%2を入れ替えました。").arg(a, b));
}

void GameController::changeSetup(const Setup& next) {
    m_setupUndo.push_back(*m_setup);
    m_setup = next;
    m_setupView = std::make_unique<SideView>(*m_setup);
    refresh();
    emit setupChanged();
}

void GameController::reshuffleSetup() {
    if (m_phase != Phase::Setup) return;
    select(kNoSquare);
    changeSetup(ai::autoSetup(m_human, m_setupRng));
    setMessage(tr("おまかせで並べ直しました。"));
}

void GameController::mirrorSetup() {
    if (m_phase != Phase::Setup) return;
    select(kNoSquare);
    changeSetup(m_setup->mirrored());
    setMessage(tr("左右を入れ替えました。"));
}

void GameController::loadLastSetup() {
    if (m_phase != Phase::Setup) return;
    select(kNoSquare);
    auto stored = SetupStore(settings()).load(m_human);
    if (!stored) {
        setMessage(tr("前回の並べ方を読み込めませんでした（%1）。今の並べ方はそのままです。")
                       .arg(qs(stored.error())));
        return;
    }
    changeSetup(*stored);
    setMessage(tr("前回の並べ方にしました。"));
}

void GameController::undoSetup() {
    if (m_phase != Phase::Setup || m_setupUndo.empty()) return;
    select(kNoSquare);
    m_setup = m_setupUndo.back();
    m_setupUndo.pop_back();
    m_setupView = std::make_unique<SideView>(*m_setup);
    refresh();
    emit setupChanged();
    setMessage(tr("1 つ前の並べ方に戻しました。"));
}

void GameController::confirmSetup() {
    if (m_phase != Phase::Setup) return;
    SetupStore(settings()).save(*m_setup);
    const Setup& first = m_human == Side::First ? *m_setup : *m_cpuSetup;
    const Setup& second = m_human == Side::First ? *m_cpuSetup : *m_setup;
    m_match = std::make_unique<Match>(first, second);
    m_setupUndo.clear();
    m_selected = kNoSquare;
    setPhase(Phase::Play);
    emit setupChanged();
    emit selectionChanged();
    refresh();
    if (m_human == Side::First) {
        setMessage(tr("対局開始です。あなたの番です。動かす駒を押してください。"));
    } else {
        startCpuTurn();
    }
}

void GameController::clickDuringPlay(Square s) {
    if (!humanToMove()) {
        setMessage(tr("相手の番です。少しお待ちください。"));
        return;
    }
    const Position& pos = m_match->view(m_human).position();
    if (m_selected != kNoSquare) {
        const Move m(m_selected, s);
        if (isLegal(pos, m)) {
            playHumanMove(m);
            return;
        }
        if (s == m_selected) {
            select(kNoSquare);
            return;
        }
    }
    const PieceId id = pos.pieceAt(s);
    if (id == kNoPiece || pos.piece(id).side != m_human) {
        select(kNoSquare);
        if (id != kNoPiece) setMessage(tr("それは相手の駒です。先に自分の駒を押してください。"));
        return;
    }
    MoveList moves;
    generatePieceMoves(pos, id, moves);
    if (moves.empty()) {
        select(kNoSquare);
        const PieceType t = pos.piece(id).type;
        setMessage(isMovable(t) ? tr("その%1は今は動かせません。").arg(kanji(t))
                                : tr("%1は動かせません。").arg(kanji(t)));
        return;
    }
    select(s);
    setMessage(tr("%1の行き先を押してください。").arg(kanji(pos.piece(id).type)));
}

void GameController::playHumanMove(Move m) {
    if (!applyMove(m, m_human)) return;
    if (m_phase == Phase::Play) startCpuTurn();
}

bool GameController::applyMove(Move m, Side mover) {
    const Position before = m_match->view(m_human).position(); // the human's own knowledge
    auto played = m_match->play(m);
    if (!played) {
        setMessage(tr("その手は指せません（%1）。").arg(qs(played.error())));
        return false;
    }
    m_selected = kNoSquare;
    emit selectionChanged();
    emit moved(m.from(), m.to());
    const CombatOutcome outcome = played->outcome;
    if (outcome != CombatOutcome::None) {
        // The human's piece in the fight is the attacker or the defender; either way its type
        // is the human's own knowledge. The opponent's piece is never named.
        const bool humanAttacked = mover == m_human;
        const PieceType own = before.typeAt(humanAttacked ? m.from() : m.to());
        int forHuman = Drawn;
        QString verb = tr("相打ちになりました");
        if (outcome != CombatOutcome::BothRemoved) {
            const bool humanWon = humanAttacked == (outcome == CombatOutcome::AttackerWon);
            forHuman = humanWon ? Won : Lost;
            verb = humanWon ? tr("勝ちました") : tr("負けました");
        }
        const QString text = tr("あなたの%1は%2（%3）").arg(kanji(own), verb, squareLabel(m.to()));
        addLog(text);
        setMessage(text);
        emit combat(m.to(), forHuman);
    } else if (mover != m_human) {
        setMessage(tr("相手の駒が %1 から %2 へ動きました。あなたの番です。")
                       .arg(squareLabel(m.from()), squareLabel(m.to())));
    }
    refresh();
    emit turnChanged();
    emit capturedChanged();
    if (m_match->isOver()) finishGame();
    return true;
}

void GameController::startCpuTurn() {
    const Side cpu = opponent(m_human);
    m_cpuClock.start();
    m_cpuTicket = m_cpu.start(m_match->view(cpu), m_level, derive(m_gameSeed, 2));
    emit thinkingChanged();
    emit turnChanged();
    if (m_match->view(m_human).announcements().empty() ||
        m_match->view(m_human).announcements().back().outcome == CombatOutcome::None)
        setMessage(tr("相手が考えています…"));
}

void GameController::onCpuMove(quint64 ticket, quint16 bits, bool found) {
    if (ticket != m_cpuTicket || m_phase != Phase::Play || !m_match) return;
    if (!found) { // cannot happen in a running game: the referee ends it first
        emit thinkingChanged();
        setMessage(tr("CPU が指し手を見つけられませんでした。"));
        return;
    }
    Move m;
    m.bits = bits;
    const qint64 wait = m_minimumThinkMs - m_cpuClock.elapsed();
    m_pendingCpuMove = m;
    auto apply = [this, ticket] {
        if (ticket != m_cpuTicket || !m_pendingCpuMove) return;
        const Move move = *m_pendingCpuMove;
        m_pendingCpuMove.reset();
        applyMove(move, opponent(m_human));
        emit thinkingChanged();
        emit turnChanged();
    };
    if (wait > 0) {
        QTimer::singleShot(int(wait), this, apply);
    } else {
        apply();
    }
}

void GameController::finishGame() {
    stopCpu();
    m_selected = kNoSquare;
    setPhase(Phase::Over);
    setMessage(resultTitle());
    refresh();
    emit resultChanged();
    emit turnChanged();
}

void GameController::resign() {
    if (m_phase != Phase::Play || !m_match) return;
    stopCpu();
    auto end = m_match->resign(m_human);
    if (!end) return;
    addLog(tr("あなたが投了しました。"));
    finishGame();
}

void GameController::playAgain() {
    if (m_phase == Phase::Menu) return;
    startCpuGame(level(), m_human == Side::First);
}

void GameController::backToMenu() {
    stopCpu();
    m_selected = kNoSquare;
    setPhase(Phase::Menu);
}

void GameController::stopCpu() {
    m_cpu.cancel();
    m_cpuTicket = 0;
    m_pendingCpuMove.reset();
    emit thinkingChanged();
}

// ---- Helpers --------------------------------------------------------------------------------

void GameController::setPhase(Phase p) {
    if (p == m_phase) return;
    m_phase = p;
    emit phaseChanged();
}

void GameController::setMessage(const QString& text) {
    if (text == m_message) return;
    m_message = text;
    emit messageChanged();
}

void GameController::addLog(const QString& text) {
    m_log.prepend(text);
    emit logChanged();
}

void GameController::refresh() {
    const SideView& view = shownView();
    m_pieces.show(view);
    std::array<SquareState, kSquareCount> states{};
    if (m_phase == Phase::Play || m_phase == Phase::Over) {
        if (!view.announcements().empty()) {
            const Move last = view.announcements().back().move;
            states[last.from()].frame = Frame::LastMove;
            states[last.to()].frame = Frame::LastMove;
        }
    }
    if (m_selected != kNoSquare) {
        states[m_selected].frame = Frame::Selected;
        if (m_phase == Phase::Play) {
            const Position& pos = view.position();
            MoveList moves;
            generatePieceMoves(pos, pos.pieceAt(m_selected), moves);
            for (Move m : moves) {
                if (pos.isEmpty(m.to()))
                    states[m.to()].dot = true;
                else
                    states[m.to()].frame = Frame::Attack;
            }
        }
    }
    m_squares.setStates(states);
    emit capturedChanged();
}

} // namespace gunjin::ui
