#include "game_review.h"

#include "core/json_io.h"
#include "core/movegen.h"
#include "move_words.h"
#include "piece_names.h"
#include "player_names.h"
#include "problem_words.h"
#include "record_dates.h"
#include "rule_names.h"
#include "utf8_text.h"

#include <QDateTime>
#include <QFile>
#include <QSaveFile>

namespace gunjin::ui {

GameReview::GameReview(QObject* parent) : BoardPresenter(parent) {}

void GameReview::setError(const QString& e, const QString& detail) {
    if (e == m_error && detail == m_errorDetail) return;
    m_error = e;
    m_errorDetail = detail;
    emit errorChanged();
}

bool GameReview::openFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        //: %1 is the system's error message
        setError(tr("棋譜を開けません：%1").arg(file.errorString()));
        return false;
    }
    return openText(file.read(qint64(kMaxJsonBytes) + 1), path);
}

bool GameReview::openText(const QByteArray& text, const QString& path) {
    const std::string_view view(text.constData(), std::size_t(text.size()));
    // A record file is one JSON document naming its format near the top; a journal is lines.
    const bool recordFile = text.left(200).contains("\"gunjin-record-file\"");
    auto journal = recordFile ? readRecordFile(view) : readJournal(view);
    if (!journal) {
        setError(ProblemWords::record(journal.errorKind()), ProblemWords::detail(journal.error()));
        return false;
    }
    if (journal->header.mode == GameMode::Lan && !journal->finished()) {
        // Without the end's reveal this side never learnt the opponent's setup.
        setError(tr("途中で切れた LAN の対局は振り返れません（相手の駒は最後まで明かされませんで"
                    "した）。"));
        return false;
    }
    if (!journal->record || !journal->finished()) {
        setError(
            tr("まだ終わっていない対局は振り返れません（メニューの「続きから」で続けられます）。"));
        return false;
    }
    auto timeline = GameTimeline::build(*journal->record);
    if (!timeline) {
        setError(ProblemWords::record(timeline.errorKind()),
                 ProblemWords::detail(timeline.error()));
        return false;
    }
    m_timeline = std::move(*timeline);
    m_journal = std::move(*journal);
    m_header = m_journal.header;
    m_path = path;
    m_ply = 0;
    m_viewpoint = m_header.mode == GameMode::HotSeat ? Viewpoint::FirstView
                  : m_header.human == Side::Second   ? Viewpoint::SecondView
                                                     : Viewpoint::FirstView;
    setRules(m_timeline->rules());
    setViewer(sideOf(m_viewpoint));
    setError({});
    refresh();
    emit gameChanged();
    emit viewChanged();
    emit plyChanged();
    return true;
}

bool GameReview::exportTo(const QString& path) {
    if (!m_timeline) return false;
    const std::string json = recordFileJson(m_journal);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(json.data(), qint64(json.size())) != qint64(json.size()) || !file.commit()) {
        //: %1 is the system's error message
        setError(tr("棋譜を書き出せません：%1").arg(file.errorString()));
        return false;
    }
    setError({});
    return true;
}

QString GameReview::exportName() const {
    const QDateTime started = QDateTime::fromString(qs(m_header.started), Qt::ISODate);
    return QStringLiteral("gunjin-%1.gunjin.json")
        .arg(started.isValid() ? started.toLocalTime().toString(QStringLiteral("yyyyMMdd-HHmm"))
                               : QStringLiteral("record"));
}

void GameReview::close() {
    if (!m_timeline) return;
    m_motion.clear();
    m_timeline.reset();
    m_path.clear();
    m_ply = 0;
    emit gameChanged();
    emit plyChanged();
}

void GameReview::setPly(int ply) {
    if (!m_timeline) return;
    m_motion.skip(); // a jump lands at once, after what was playing
    showPly(ply);
}

void GameReview::showPly(int ply) {
    ply = std::clamp(ply, 0, plies());
    if (ply == m_ply) return;
    m_ply = ply;
    refresh();
    emit plyChanged();
}

void GameReview::step(int delta) {
    if (!m_timeline) return;
    m_motion.skip();
    const int next = std::clamp(m_ply + delta, 0, plies());
    if (next != m_ply + 1) {
        setPly(next);
        return;
    }
    // Stepping onto a move plays it as in a game: the move, its combat and its cue.
    const Announcement& a = m_timeline->announcement(std::size_t(m_ply));
    const bool all = m_viewpoint == Viewpoint::AllPieces;
    const Position& before =
        all ? m_timeline->full(std::size_t(m_ply)) : m_timeline->seen(std::size_t(m_ply), viewer());
    m_motion.play(
        motionOf(a, before),
        [this, a, before] {
            noteFallen(a, before);
            showPly(m_ply + 1);
            cue(a, before);
        },
        nullptr);
}

void GameReview::setViewpoint(Viewpoint v) {
    if (v == m_viewpoint) return;
    m_viewpoint = v;
    setViewer(sideOf(v));
    if (m_timeline) refresh();
    emit viewChanged();
    emit plyChanged(); // the move's words follow the viewpoint
}

void GameReview::refresh() {
    const Side v = viewer();
    const bool all = m_viewpoint == Viewpoint::AllPieces;
    const std::size_t ply = std::size_t(m_ply);
    const Position& pos = all ? m_timeline->full(ply) : m_timeline->seen(ply, v);
    // Open judgement showed pieces to both sides (H-7, F-INFO-1): a side's view keeps what it
    // has seen up to this move, the latest glowing.
    Sightings sightings;
    for (std::size_t i = 0; i < ply; ++i) sightings.note(m_timeline->announcement(i));
    // The side's guess notes as they stood then (a side played elsewhere has none).
    const GuessNotes notes = GuessNotes::replay(m_journal.notes, v, ply);
    m_pieces.show(pos, v, false, all ? nullptr : &sightings, true, true, all ? nullptr : &notes);
    const auto last =
        ply > 0 ? std::optional(m_timeline->announcement(ply - 1).move) : std::nullopt;
    showSquares(squareStates(pos, false, last), last);
}

QString GameReview::title() const {
    if (!m_timeline) return {};
    QString who;
    if (m_header.mode == GameMode::Cpu)
        //: In a reviewed game's title: %1 is the opponent (CPU (Easy), Friend)
        who = tr("%1と対戦").arg(opponentName(m_header));
    else if (m_header.mode == GameMode::Lan)
        who = tr("友達と対戦");
    else
        who = tr("2 人で対戦");
    //: A reviewed game's title: %1 is the date and time, %2 the opponent (vs …), %3 the game
    //: (Gunjin Shogi (6×8))
    return tr("%1　%2・%3")
        .arg(fullStartTime(qs(m_header.started)), who, gameName(m_timeline->rules().game))
        .trimmed();
}

QString GameReview::resultText() const {
    if (!m_timeline) return {};
    const GameEnd& end = m_timeline->result();
    QString result = end.status == GameStatus::FirstWon    ? tr("先手の勝ち")
                     : end.status == GameStatus::SecondWon ? tr("後手の勝ち")
                     : end.status == GameStatus::Draw
                         ? tr("引き分け")
                         : //: A game's result when it did not end (it was stopped)
                         tr("途中");
    // Against the CPU or a friend, the side played here is "you".
    if (m_header.mode != GameMode::HotSeat &&
        (end.status == GameStatus::FirstWon || end.status == GameStatus::SecondWon))
        result = (end.status == GameStatus::FirstWon) == (m_header.human == Side::First)
                     ? tr("あなたの勝ち")
                     : tr("あなたの負け");
    const QString reason = MoveWords::endReasonText(end.reason);
    //: %1 is the result (You won), %2 why the game ended, %3 the number of moves
    return reason.isEmpty() ? result : tr("%1（%2）・%3 手").arg(result, reason).arg(plies());
}

QString GameReview::moveText() const {
    if (!m_timeline) return {};
    if (m_ply == 0)
        return plies() == 0 ? tr("並べ終えたところで終わった対局です。")
                            : tr("並べ終えたところです。→ で 1 手ずつ進みます。");
    return describe(std::size_t(m_ply - 1));
}

QString GameReview::squareLegend() const {
    return m_timeline ? MoveWords(m_timeline->rules()).squareLegend() : QString();
}

QVariantList GameReview::combats() const {
    QVariantList list;
    if (!m_timeline) return list;
    for (std::size_t i = 0; i < m_timeline->plies(); ++i) {
        const Announcement& a = m_timeline->announcement(i);
        if (a.outcome == CombatOutcome::None && !a.move.isStrike()) continue;
        list << QVariantMap{{QStringLiteral("ply"), int(i + 1)},
                            {QStringLiteral("text"), describe(i)}};
    }
    return list;
}

QString GameReview::describe(std::size_t i) const {
    const Announcement& a = m_timeline->announcement(i);
    const MoveWords words(m_timeline->rules());
    const QString head = words.heading(a);
    // What the viewpoint's side was told then, in its own words; or, every piece turned over,
    // the combat in the sides' names.
    const QString line = m_viewpoint == Viewpoint::AllPieces
                             ? words.publicLine(m_timeline->full(i), a)
                         : a.outcome == CombatOutcome::None && !a.move.isStrike()
                             ? QString()
                             : words.news(viewer(), m_timeline->seen(i, viewer()), a);
    return line.isEmpty() ? head : head + QLatin1Char('\n') + line;
}

} // namespace gunjin::ui
