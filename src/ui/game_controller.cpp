#include "game_controller.h"

#include "ai/auto_setup.h"
#include "combat_table.h"
#include "core/movegen.h"
#include "piece_names.h"
#include "settings_file.h"
#include "setup_store.h"

#include <QTimer>

#include <random>

namespace gunjin::ui {

namespace {

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
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

const SideView* GameController::playView() const {
    if (m_match) return &m_match->view(m_viewer);
    return m_onlineView.get();
}

const SideView& GameController::shownView() const {
    const SideView* game = playView();
    if (game && (m_phase == Phase::Play || m_phase == Phase::Over || !m_setupView)) return *game;
    return *m_setupView;
}

QSettings& GameController::settings() const {
    if (!m_settings) m_settings = openSettings(m_settingsFile);
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
    const SideView* view = playView();
    return m_phase == Phase::Play && view && !view->isOver() && !m_curtain && !m_handOver &&
           !m_movePending && view->position().sideToMove() == m_viewer;
}

int GameController::ply() const {
    const SideView* view = playView();
    return view && m_phase != Phase::Setup ? view->ply() : 0;
}

int GameController::noCombatPlies() const {
    const SideView* view = playView();
    return view && m_phase != Phase::Setup ? view->position().noCombatPlies() : 0;
}

bool GameController::hasLastSetup() const {
    // 前回の並べ方 belongs to whoever plays on this device alone: in hot-seat either player
    // could read the other's habits from it.
    return !m_hotSeat && SetupStore(settings()).has();
}

QVariantList GameController::ownCaptured() const {
    QVariantList list;
    if (m_curtain) return list;
    const auto lost = shownView().ownLost();
    for (PieceType t : kAllPieceTypes) {
        if (lost[index(t)] == 0) continue;
        list << QVariantMap{{QStringLiteral("name"), pieceName(t)},
                            {QStringLiteral("count"), lost[index(t)]}};
    }
    return list;
}

int GameController::opponentCaptured() const {
    return shownView().opponentLost();
}

int GameController::result() const {
    const SideView* view = playView();
    if (!view || !view->isOver()) return Undecided;
    const GameStatus s = view->status();
    if (s == GameStatus::Draw) return Drawn;
    return s == winFor(m_viewer) ? Won : Lost;
}

QString GameController::resultTitle() const {
    if (m_hotSeat && result() != Undecided) {
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

QString GameController::resultDetail() const {
    if (result() == Undecided) return {};
    const SideView& view = *playView();
    const bool humanWon = result() == Won;
    QString reason;
    if (m_hotSeat) {
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
        default: break;
        }
    }
    if (!reason.isEmpty()) return reason + tr("すべての駒を表に返しました。");
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
    return reason + tr("すべての駒を表に返しました。");
}

QVariantList GameController::combatTable() const {
    return combatTableRows();
}

void GameController::setSeed(quint64 seed) {
    // Setting a seed, even the same one, restarts its sequence of games.
    m_gameCount = 0;
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
    const Position& pos = playView()->position();
    const PieceId id = pos.pieceAt(static_cast<Square>(square));
    if (id == kNoPiece || pos.piece(id).side != m_viewer) return list;
    MoveList moves;
    generatePieceMoves(pos, id, moves);
    for (Move m : moves) list << int(m.to());
    return list;
}

void GameController::retranslate() {
    m_squares.retranslate();
    emit capturedChanged();
    emit gameChanged();
    emit resultChanged();
}

QString GameController::squareLabel(int square) const {
    if (square < 0 || square >= kSquareCount) return {};
    return placeName(static_cast<Square>(square), m_viewer);
}

QString GameController::placeName(Square s, Side side) const {
    // An HQ is named by whose it is, as `side` sees it: both are 総司令部.
    if (isHq(s)) return inTerritory(s, side) ? tr("あなたの総司令部") : tr("相手の総司令部");
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
    if (square < 0 || square >= kSquareCount || m_curtain) return {};
    const Position& pos = shownView().position();
    const auto s = static_cast<Square>(square);
    if (pos.isEmpty(s) || pos.typeAt(s) == PieceType::Unknown) return {};
    return pieceName(pos.typeAt(s));
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
    leaveOnline();
    stopCpu();
    m_hotSeat = false;
    m_curtain = false; // before resetGame() draws the board: nothing is hidden from the human
    m_level = *level;
    m_viewer = humanFirst ? Side::First : Side::Second;
    resetGame();
    emit curtainChanged();
    setMessage(tr("駒を並べてください。並べ終わったら「この並べ方で決定」を押します。"));
    return true;
}

void GameController::startHotSeatGame() {
    leaveOnline();
    stopCpu();
    m_hotSeat = true;
    m_viewer = Side::First;
    resetGame();
    lowerCurtain(Side::First);
}

void GameController::resetGame() {
    m_gameSeed = nextGameSeed();
    m_setupRng = Rng(derive(m_gameSeed, 1));
    m_otherSetup = ai::autoSetup(opponent(m_viewer), m_setupRng);
    m_setup = ai::autoSetup(m_viewer, m_setupRng);
    m_setupView = std::make_unique<SideView>(*m_setup);
    m_setupUndo.clear();
    m_match.reset();
    m_onlineView.reset();
    m_committed = false;
    m_movePending = false;
    m_selected = kNoSquare;
    m_handOver = false;
    for (Side side : {Side::First, Side::Second}) {
        m_logs[index(side)].clear();
        m_news[index(side)].clear();
    }
    m_ownCombatNews.clear();
    emit logChanged();
    emit gameChanged();
    emit turnChanged(); // a new game's counters start at 0 even if the phase stays Setup
    setPhase(Phase::Setup);
    refresh();
    emit setupChanged();
    emit resultChanged();
    emit selectionChanged();
}

void GameController::lowerCurtain(Side next) {
    m_curtain = true;
    m_handOver = false;
    m_viewer = next;
    m_selected = kNoSquare;
    setMessage(QString());
    refresh();
    emit curtainChanged();
    emit gameChanged();
    emit logChanged();
    emit selectionChanged();
    emit turnChanged();
    emit setupChanged();
}

QString GameController::curtainTitle() const {
    if (!m_curtain) return {};
    const bool first = m_viewer == Side::First;
    if (m_phase == Phase::Setup)
        return first ? tr("先手の人が駒を並べます。後手の人は画面を見ないでください。")
                     : tr("後手の人が駒を並べます。先手の人は画面を見ないでください。");
    return first ? tr("先手の番です。後手の人は画面を見ないでください。")
                 : tr("後手の番です。先手の人は画面を見ないでください。");
}

QString GameController::curtainButton() const {
    if (!m_curtain) return {};
    return m_viewer == Side::First ? tr("先手の番を始める") : tr("後手の番を始める");
}

void GameController::liftCurtain() {
    if (!m_hotSeat || !m_curtain) return;
    m_curtain = false;
    refresh();
    emit curtainChanged();
    emit logChanged();
    emit turnChanged();
    emit setupChanged();
    if (m_phase == Phase::Setup) {
        setMessage(tr("駒を並べてください。並べ終わったら「この並べ方で決定」を押します。"));
        return;
    }
    QString& news = m_news[index(m_viewer)];
    const QString prompt = tr("あなたの番です。動かす駒を押してください。");
    setMessage(news.isEmpty() ? prompt : news + QLatin1Char('\n') + prompt);
    news.clear();
}

void GameController::handOver() {
    if (!m_hotSeat || !m_handOver || m_phase != Phase::Play) return;
    lowerCurtain(opponent(m_viewer));
}

QStringList GameController::log() const {
    if (m_curtain) return {};
    return m_logs[index(m_viewer)];
}

void GameController::clickSquare(int square) {
    if (square < 0 || square >= kSquareCount || m_curtain) return;
    const auto s = static_cast<Square>(square);
    switch (m_phase) {
    case Phase::Setup: clickDuringSetup(s); break;
    case Phase::Play: clickDuringPlay(s); break;
    case Phase::Over:
        setMessage(m_online ? tr("対局は終わりました。「先手と後手を入れ替えてもう一局」で次の対局"
                                 "を始められます。")
                            : tr("対局は終わりました。「もう一度」で次の対局を始められます。"));
        break;
    case Phase::Menu: break;
    }
}

void GameController::cancelSelection() {
    if (m_selected == kNoSquare || m_curtain) return;
    select(kNoSquare);
    if (m_phase == Phase::Setup)
        setMessage(tr("選ぶのをやめました。入れ替えるときは、2 つのマスを続けて押してください。"));
    else if (humanToMove())
        setMessage(tr("選ぶのをやめました。動かす駒を押してください。"));
}

void GameController::select(Square s) {
    if (s == m_selected) return;
    m_selected = s;
    emit selectionChanged();
    refresh();
}

void GameController::clickDuringSetup(Square s) {
    if (!inTerritory(s, m_viewer)) {
        select(kNoSquare);
        setMessage(tr("自分の陣地（手前の半分）のマスを押してください。"));
        return;
    }
    if (m_selected == kNoSquare) {
        select(s);
        setMessage(tr("%1を選びました。入れ替える相手のマスを押してください。")
                       .arg(pieceName(m_setup->typeAt(s))));
        return;
    }
    const Square first = m_selected;
    if (first == s) {
        cancelSelection();
        return;
    }
    select(kNoSquare);
    Setup next = *m_setup;
    next.swapSquares(first, s);
    const std::vector<SetupProblem> problems = checkSetup(m_viewer, next.entries());
    if (!problems.empty()) {
        const bool firstSide = m_viewer == Side::First;
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
    const QString a = pieceName(m_setup->typeAt(first));
    const QString b = pieceName(m_setup->typeAt(s));
    changeSetup(next);
    setMessage(tr("%1と%2を入れ替えました。").arg(a, b));
}

void GameController::changeSetup(const Setup& next) {
    m_setupUndo.push_back(*m_setup);
    m_setup = next;
    m_setupView = std::make_unique<SideView>(*m_setup);
    uncommit();
    refresh();
    emit setupChanged();
}

void GameController::uncommit() {
    if (!m_online || !m_committed) return;
    // The server takes 決定 back when it gets the new arrangement.
    m_committed = false;
    m_online->sendSetup(*m_setup);
}

void GameController::reshuffleSetup() {
    if (m_phase != Phase::Setup || m_curtain) return;
    select(kNoSquare);
    changeSetup(ai::autoSetup(m_viewer, m_setupRng));
    setMessage(tr("おまかせで並べ直しました。"));
}

void GameController::mirrorSetup() {
    if (m_phase != Phase::Setup || m_curtain) return;
    select(kNoSquare);
    changeSetup(m_setup->mirrored());
    setMessage(tr("左右を入れ替えました。"));
}

void GameController::loadLastSetup() {
    if (m_phase != Phase::Setup || m_curtain || m_hotSeat) return;
    select(kNoSquare);
    auto stored = SetupStore(settings()).load(m_viewer);
    if (!stored) {
        setMessage(tr("前回の並べ方を読み込めませんでした（%1）。今の並べ方はそのままです。")
                       .arg(qs(stored.error())));
        return;
    }
    changeSetup(*stored);
    setMessage(tr("前回の並べ方にしました。"));
}

void GameController::undoSetup() {
    if (m_phase != Phase::Setup || m_curtain || m_setupUndo.empty()) return;
    select(kNoSquare);
    m_setup = m_setupUndo.back();
    m_setupUndo.pop_back();
    m_setupView = std::make_unique<SideView>(*m_setup);
    uncommit();
    refresh();
    emit setupChanged();
    setMessage(tr("1 つ前の並べ方に戻しました。"));
}

void GameController::confirmSetup() {
    if (m_phase != Phase::Setup || m_curtain) return;
    if (m_online) {
        // 決定して相手を待つ: the server starts the game when both have committed.
        if (m_committed) return;
        SetupStore(settings()).save(*m_setup);
        m_online->sendSetup(*m_setup);
        m_online->sendReady();
        m_committed = true;
        select(kNoSquare);
        emit setupChanged();
        setMessage(tr("決定しました。相手の準備ができると対局が始まります。並べ替えると決定は取り消"
                      "されます。"));
        return;
    }
    if (m_hotSeat && m_viewer == Side::First) {
        // The first player's setup is kept aside; the second arranges theirs behind the
        // curtain. Hot-seat setups are not stored: 前回の並べ方 belongs to the device's owner.
        m_otherSetup = *m_setup;
        m_setup = ai::autoSetup(Side::Second, m_setupRng);
        m_setupView = std::make_unique<SideView>(*m_setup);
        m_setupUndo.clear();
        lowerCurtain(Side::Second);
        return;
    }
    if (!m_hotSeat) SetupStore(settings()).save(*m_setup);
    const Setup& first = m_viewer == Side::First ? *m_setup : *m_otherSetup;
    const Setup& second = m_viewer == Side::First ? *m_otherSetup : *m_setup;
    m_match = std::make_unique<Match>(first, second);
    m_setupUndo.clear();
    m_selected = kNoSquare;
    setPhase(Phase::Play);
    emit setupChanged();
    emit selectionChanged();
    if (m_hotSeat) {
        lowerCurtain(Side::First);
        return;
    }
    refresh();
    if (m_viewer == Side::First) {
        setMessage(tr("対局開始です。あなたの番です。動かす駒を押してください。"));
    } else {
        startCpuTurn();
    }
}

void GameController::clickDuringPlay(Square s) {
    if (m_handOver) {
        setMessage(tr("「交代する」を押して、相手に渡してください。"));
        return;
    }
    if (!humanToMove()) {
        setMessage(tr("相手の番です。少しお待ちください。"));
        return;
    }
    const Position& pos = playView()->position();
    if (m_selected != kNoSquare) {
        const Move m(m_selected, s);
        if (isLegal(pos, m)) {
            playHumanMove(m);
            return;
        }
        if (s == m_selected) {
            cancelSelection();
            return;
        }
    }
    const PieceId id = pos.pieceAt(s);
    if (id == kNoPiece || pos.piece(id).side != m_viewer) {
        if (id != kNoPiece) {
            select(kNoSquare);
            setMessage(tr("それは相手の駒です。先に自分の駒を押してください。"));
        } else if (m_selected != kNoSquare) {
            cancelSelection(); // a click beside the destinations drops the choice
        }
        return;
    }
    MoveList moves;
    generatePieceMoves(pos, id, moves);
    if (moves.empty()) {
        select(kNoSquare);
        const PieceType t = pos.piece(id).type;
        setMessage(isMovable(t) ? tr("その%1は今は動かせません。").arg(pieceName(t))
                                : tr("%1は動かせません。").arg(pieceName(t)));
        return;
    }
    select(s);
    setMessage(tr("%1の行き先を押してください。").arg(pieceName(pos.piece(id).type)));
}

void GameController::playHumanMove(Move m) {
    if (m_online) {
        // The server referees: the move shows when its event comes back.
        m_online->sendMove(m, m_onlineView->ply() + 1);
        m_movePending = true;
        m_selected = kNoSquare;
        emit selectionChanged();
        emit turnChanged();
        refresh();
        return;
    }
    if (!applyMove(m)) return;
    if (m_phase != Phase::Play) return;
    if (m_hotSeat) {
        m_handOver = true;
        emit curtainChanged();
        emit turnChanged();
        if (m_match->view(m_viewer).announcements().back().outcome == CombatOutcome::None)
            setMessage(tr("指しました。「交代する」を押して、相手に渡してください。"));
        return;
    }
    startCpuTurn();
}

QString GameController::newsFor(Side side, const Position& before, const Announcement& a,
                                bool withOrigin) const {
    const Move m = a.move;
    if (a.outcome == CombatOutcome::None) {
        if (a.mover == side) return {};
        return tr("相手の駒が %1 から %2 へ動きました。")
            .arg(placeName(m.from(), side), placeName(m.to(), side));
    }
    // The side's piece in the fight is the attacker or the defender; either way its type is
    // that side's own knowledge. The opponent's piece is never named.
    const bool attacked = a.mover == side;
    const PieceType own = before.typeAt(attacked ? m.from() : m.to());
    // Attacked: say where from first, or the line reads like our own attack.
    const QString from =
        attacked || !withOrigin
            ? QString()
            : tr("相手の駒が %1 から攻めてきました。").arg(placeName(m.from(), side));
    QString verb = tr("相打ちになりました");
    if (a.outcome != CombatOutcome::BothRemoved) {
        const bool won = attacked == (a.outcome == CombatOutcome::AttackerWon);
        verb = won ? tr("勝ちました") : tr("負けました");
    }
    return from + tr("あなたの%1は%2（%3）").arg(pieceName(own), verb, placeName(m.to(), side));
}

bool GameController::applyMove(Move m) {
    // Each side's own knowledge before the move, for its own account of a combat.
    const Position before[2] = {m_match->view(Side::First).position(),
                                m_match->view(Side::Second).position()};
    auto played = m_match->play(m);
    if (!played) {
        setMessage(tr("その手は指せません（%1）。").arg(qs(played.error())));
        return false;
    }
    m_selected = kNoSquare;
    emit selectionChanged();
    emit moved(m.from(), m.to());
    for (Side side : {Side::First, Side::Second}) {
        const QString news = newsFor(side, before[index(side)], *played);
        if (played->outcome != CombatOutcome::None)
            addLog(side, newsFor(side, before[index(side)], *played, false));
        if (side != m_viewer) m_news[index(side)] = news;
    }
    reportMove(*played, before[index(m_viewer)]);
    if (m_match->isOver()) finishGame();
    return true;
}

void GameController::reportMove(const Announcement& a, const Position& viewerBefore) {
    const QString news = newsFor(m_viewer, viewerBefore, a);
    const bool ongoing = !playView()->isOver();
    if (a.mover == m_viewer) {
        // The result of our own combat stays in the message when the reply comes at once.
        m_ownCombatNews = a.outcome != CombatOutcome::None ? news : QString();
        if (a.outcome != CombatOutcome::None)
            setMessage(news);
        else if (m_online)
            setMessage(tr("相手の番です。"));
    } else {
        QString text = news;
        if (!m_ownCombatNews.isEmpty()) text = m_ownCombatNews + QLatin1Char('\n') + text;
        m_ownCombatNews.clear();
        if (ongoing) {
            // A combat line ends without a full stop: the prompt goes on a line of its own.
            if (a.outcome != CombatOutcome::None) text += QLatin1Char('\n');
            text += tr("あなたの番です。");
        }
        setMessage(text);
    }
    if (a.outcome != CombatOutcome::None) {
        int forViewer = Drawn;
        if (a.outcome != CombatOutcome::BothRemoved)
            forViewer =
                (a.mover == m_viewer) == (a.outcome == CombatOutcome::AttackerWon) ? Won : Lost;
        emit combat(a.move.to(), forViewer);
    }
    refresh();
    emit turnChanged();
    emit capturedChanged();
}

void GameController::startCpuTurn() {
    const Side cpu = opponent(m_viewer);
    m_cpuClock.start();
    m_cpuTicket = m_cpu.start(m_match->view(cpu), m_level, derive(m_gameSeed, 2));
    emit thinkingChanged();
    emit turnChanged();
    if (m_match->view(m_viewer).announcements().empty() ||
        m_match->view(m_viewer).announcements().back().outcome == CombatOutcome::None)
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
        applyMove(move);
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
    // The end reveals everything (R-END-6): there is nothing left to hide behind a curtain.
    m_curtain = false;
    m_handOver = false;
    emit curtainChanged();
    setPhase(Phase::Over);
    setMessage(resultTitle());
    refresh();
    emit resultChanged();
    emit turnChanged();
}

void GameController::resign() {
    if (m_online && m_phase == Phase::Play) {
        m_online->resign(); // the end comes back from the server
        setMessage(tr("投了を伝えています…"));
        return;
    }
    if (m_phase != Phase::Play || !m_match || m_curtain) return;
    stopCpu();
    auto end = m_match->resign(m_viewer);
    if (!end) return;
    addLog(m_viewer, tr("あなたが投了しました。"));
    finishGame();
}

void GameController::playAgain() {
    if (m_phase == Phase::Menu) return;
    if (m_online) {
        if (m_phase != Phase::Over) return;
        m_online->rematch();
        setMessage(tr("もう一局を申し込みました。相手の返事を待っています。"));
        return;
    }
    if (m_hotSeat) {
        startHotSeatGame();
        return;
    }
    startCpuGame(level(), m_viewer == Side::First);
}

void GameController::backToMenu() {
    leaveOnline();
    stopCpu();
    m_selected = kNoSquare;
    // A hot-seat game left from behind the curtain: nothing is hidden on the menu.
    m_curtain = false;
    m_handOver = false;
    emit curtainChanged();
    setPhase(Phase::Menu);
}

void GameController::stopCpu() {
    m_cpu.cancel();
    m_cpuTicket = 0;
    m_pendingCpuMove.reset();
    emit thinkingChanged();
}

// ---- LAN game -------------------------------------------------------------------------------

void GameController::startOnlineGame(net::RoomClient* client, bool first) {
    leaveOnline();
    stopCpu();
    m_online = client;
    connect(client, &net::RoomClient::started, this, &GameController::onOnlineStarted);
    connect(client, &net::RoomClient::announced, this, &GameController::onOnlineAnnounced);
    connect(client, &net::RoomClient::ended, this, &GameController::onOnlineEnded);
    connect(client, &net::RoomClient::newGame, this,
            [this](bool isFirst, int) { onOnlineNewGame(isFirst); });
    connect(client, &net::RoomClient::failed, this, [this](const QString& code, const QString&) {
        if (code == QLatin1String("illegal_move") || code == QLatin1String("not_your_turn")) {
            // Cannot happen with moves from the highlights; the board is as the server has it.
            m_movePending = false;
            emit turnChanged();
            setMessage(tr("その手はサーバーに受け付けられませんでした。"));
        }
    });
    onOnlineNewGame(first);
}

void GameController::leaveOnline() {
    if (!m_online) return;
    m_online->disconnect(this);
    m_online = nullptr;
    m_onlineView.reset();
    m_committed = false;
    m_movePending = false;
    emit gameChanged();
}

void GameController::onOnlineNewGame(bool first) {
    m_hotSeat = false;
    m_curtain = false;
    m_viewer = first ? Side::First : Side::Second;
    resetGame();
    emit curtainChanged();
    setMessage(tr("駒を並べて「決定して相手を待つ」を押してください。あなたは%1です。")
                   .arg(first ? tr("先手（朱の駒）") : tr("後手（白木の駒）")));
}

void GameController::onOnlineStarted(const SideView& view) {
    if (m_phase != Phase::Setup || view.side() != m_viewer) return;
    m_onlineView = std::make_unique<SideView>(view);
    m_setupUndo.clear();
    m_selected = kNoSquare;
    m_committed = false;
    setPhase(Phase::Play);
    emit setupChanged();
    emit selectionChanged();
    refresh();
    emit turnChanged();
    setMessage(m_viewer == Side::First
                   ? tr("対局開始です。あなたの番です。動かす駒を押してください。")
                   : tr("対局開始です。相手の番です。"));
}

void GameController::onOnlineAnnounced(const Announcement& a) {
    if (!m_onlineView || m_phase != Phase::Play) return;
    const Position before = m_onlineView->position();
    if (auto applied = m_onlineView->apply(a); !applied) {
        setMessage(tr("サーバーから届いた手が盤面と合いません（%1）。").arg(qs(applied.error())));
        return;
    }
    if (a.mover == m_viewer) m_movePending = false;
    m_selected = kNoSquare;
    emit selectionChanged();
    emit moved(a.move.from(), a.move.to());
    if (a.outcome != CombatOutcome::None) addLog(m_viewer, newsFor(m_viewer, before, a, false));
    reportMove(a, before);
}

void GameController::onOnlineEnded(const EndEvent& e) {
    if (!m_onlineView || m_phase != Phase::Play) return;
    if (auto applied = m_onlineView->applyEnd(e); !applied) {
        setMessage(tr("サーバーから届いた結果が盤面と合いません（%1）。").arg(qs(applied.error())));
        return;
    }
    if (e.resigned == m_viewer) addLog(m_viewer, tr("あなたが投了しました。"));
    m_movePending = false;
    finishGame();
}

// ---- Helpers --------------------------------------------------------------------------------

void GameController::setPhase(Phase p) {
    if (p == m_phase) return;
    m_phase = p;
    emit phaseChanged();
    // The move counter, whose turn it is and the lists depend on the phase too.
    emit turnChanged();
    emit capturedChanged();
}

void GameController::setMessage(const QString& text) {
    if (text == m_message) return;
    m_message = text;
    emit messageChanged();
}

void GameController::addLog(Side side, const QString& text) {
    m_logs[index(side)].prepend(text);
    if (side == m_viewer) emit logChanged();
}

void GameController::refresh() {
    const SideView& view = shownView();
    m_pieces.show(view, m_curtain);
    std::array<SquareState, kSquareCount> states{};
    view.position().forEachOnBoard([&](Square s, const Piece& p) {
        states[s].occupant = p.side == m_viewer ? Occupant::Own : Occupant::Opponent;
        if (!m_curtain) states[s].shown = p.type; // Unknown for hidden opponent pieces
    });
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
