#include "motion.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace gunjin::ui {

namespace {

// Phases at normal speed (ms). A slide is long enough to follow with the eye and short enough
// not to keep the player waiting; a combat pauses at the contact so the two pieces are seen to
// meet before one falls; the hold after each event lets its end state settle before the next.
constexpr int kSlide = 460;    // at 380 a play-tester barely saw the CPU's quiet moves
constexpr int kHopSlide = 640; // a lifted piece travels an arc: a little longer
constexpr double kMeet = 0.42; // where the attacker meets the defender, of a one-square way
                               // (further on, two standing pieces ran into each other); from
                               // further away it stops as far short of the target
// A longer way takes a little longer (a plane crossing the board), up to kLongSlide more.
constexpr int kPerSquare = 70;
constexpr int kLongSlide = 280;
constexpr int kContact = 160;
// A loser tips over, lies on the board a moment and sinks: shorter, it read as a vanish
// (issue 55).
constexpr int kTopple = 850;
constexpr int kSettle = 220;
constexpr int kFlight = 650;
// The fire and smoke of a strike, and the 原爆's ring and mushroom, need a moment to be seen.
constexpr int kBlast = 1200;
constexpr int kBombBlast = 1900;
constexpr int kTurn = 650;
constexpr int kHold = 120;
// A combat holds the board a while longer, so that its result's seal is read before the turn
// passes (held past it, the seal hid the CPU's winning attacker while the words already said
// あなたの番です; cut short, a play-tester found it gone within a second).
constexpr int kSealRead = 500;
// With reduced motion nothing moves, but a combat or a strike is held still this long, so the
// player reads its result before the reply replaces it.
constexpr int kStillHold = 700;
// A combat's meeting, fall and settling at ふつう, of their base length (the move there is not
// slowed): ゆっくり's 1.6 read well, 1.0 was too fast to follow (issue 55).
constexpr double kNormalCombat = 1.45;

const char* kindName(Motion::Kind k) {
    switch (k) {
    case Motion::Kind::Move: return "move";
    case Motion::Kind::Combat: return "combat";
    case Motion::Kind::Strike: return "strike";
    case Motion::Kind::Reveal: return "reveal";
    }
    return "move";
}

} // namespace

Motion::Motion(QObject* parent) : QObject(parent) {
    m_timer.setSingleShot(true);
    // A coarse timer may fire 5 % early: the next event would start before QML's animation of
    // this one has ended.
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &Motion::finish);
    m_step.insert(QStringLiteral("active"), false);
}

QString Motion::validSpeed(const QString& speed) {
    return speed == QLatin1String("slow") || speed == QLatin1String("fast")
               ? speed
               : QStringLiteral("normal");
}

void Motion::setSpeed(const QString& speed) {
    const QString valid = validSpeed(speed);
    if (valid == m_speed) return;
    m_speed = valid;
    emit settingsChanged();
}

void Motion::setReduced(bool on) {
    if (on == m_reduced) return;
    m_reduced = on;
    emit settingsChanged();
}

void Motion::setPaced(bool on) {
    if (on == m_paced) return;
    m_paced = on;
    emit settingsChanged();
}

double Motion::scale() const {
    if (m_speed == QLatin1String("slow")) return 1.6;
    if (m_speed == QLatin1String("fast")) return 0.55;
    return 1.0;
}

double Motion::combatScale() const {
    // The combat's own phases (the meeting, the fall, the winner's settling): at ふつう they
    // ran in about a second and a new player could not follow who met whom and who fell
    // (issue 55, play-test), while ゆっくり read well. ふつう plays them nearly as slowly; the
    // move to the meeting point stays brisk.
    if (m_speed == QLatin1String("normal")) return kNormalCombat;
    return scale();
}

Motion::Phases Motion::phases(const Event& e, bool animate) const {
    const double k = animate && !m_reduced ? scale() : 0.0;
    const auto ms = [k](double base) { return int(std::lround(base * k)); };
    const bool combat = e.kind == Kind::Combat, strike = e.kind == Kind::Strike;
    // The combat's own phases, slower than the move at ふつう (combatScale).
    const double c = animate && !m_reduced ? (combat ? combatScale() : scale()) : 0.0;
    const auto combatMs = [c](double base) { return int(std::lround(base * c)); };
    const double squares = std::max(1.0, e.squares);
    const int whole = (e.hop ? kHopSlide : kSlide) +
                      std::min(kLongSlide, int(std::lround(kPerSquare * (squares - 1.0))));
    Phases p;
    // The attacker stops (1 - kMeet) of a square short of the target, wherever it came from:
    // a plane's attack from across the board meets its defender there, not half way.
    p.meet = combat ? 1.0 - (1.0 - kMeet) / squares : 1.0;
    // A combat's attacker slides to the meeting point, then (if it won) settles on the square:
    // its share of the way's time (a plane's attack over five squares took the one-square
    // share, 0.42, and was over before a play-tester could see it).
    p.slide = ms(combat ? whole * p.meet : whole);
    p.contact = combatMs(combat ? kContact : 0);
    p.topple = combatMs(kTopple);
    p.settle = combatMs(combat ? kSettle : 0);
    p.flight = ms(strike ? kFlight : 0);
    p.blast = ms(strike ? (e.bomb ? kBombBlast : kBlast) : 0);
    p.turn = ms(kTurn);
    // When the pieces removed by the event start to fall.
    p.toppleAt = combat ? p.slide + p.contact : strike ? p.flight : 0;
    // When the result shows: the loser has begun to fall (the meeting reads first), or the
    // strike's fire has burnt a while.
    p.resultAt = combat   ? p.toppleAt + int(std::lround(p.topple * 0.2))
                 : strike ? p.flight + int(std::lround(p.blast * 0.45))
                          : 0;
    return p;
}

QVariantMap Motion::stepOf(const Event& e, bool animate) const {
    const Phases p = phases(e, animate);
    QVariantMap m;
    m.insert(QStringLiteral("active"), true);
    m.insert(QStringLiteral("kind"), QString::fromLatin1(kindName(e.kind)));
    m.insert(QStringLiteral("mover"), e.mover);
    m.insert(QStringLiteral("other"), e.other);
    m.insert(QStringLiteral("from"), e.from);
    m.insert(QStringLiteral("to"), e.to);
    m.insert(QStringLiteral("hop"), e.hop);
    m.insert(QStringLiteral("bomb"), e.bomb);
    m.insert(QStringLiteral("intercept"), e.intercept);
    m.insert(QStringLiteral("meet"), p.meet);
    m.insert(QStringLiteral("squares"), std::max(1.0, e.squares));
    m.insert(QStringLiteral("slide"), p.slide);
    m.insert(QStringLiteral("contact"), p.contact);
    m.insert(QStringLiteral("topple"), p.topple);
    m.insert(QStringLiteral("settle"), p.settle);
    m.insert(QStringLiteral("flight"), p.flight);
    m.insert(QStringLiteral("blast"), p.blast);
    m.insert(QStringLiteral("turn"), p.turn);
    m.insert(QStringLiteral("toppleAt"), p.toppleAt);
    m.insert(QStringLiteral("resultAt"), p.resultAt);
    m.insert(QStringLiteral("hold"), animate ? durationOf(e) : 0);
    return m;
}

int Motion::durationOf(const Event& e) const {
    if (!m_paced) return 0;
    if (m_reduced)
        return e.kind == Kind::Combat   ? int((kStillHold + kSealRead) * scale())
               : e.kind == Kind::Strike ? int(kStillHold * scale())
                                        : 0;
    const Phases p = phases(e, true);
    const int hold = int(std::lround(kHold * scale()));
    switch (e.kind) {
    case Kind::Move: return p.slide + hold;
    case Kind::Combat:
        return p.toppleAt + std::max(p.topple, p.settle) + hold +
               int(std::lround(kSealRead * scale()));
    case Kind::Strike: return p.flight + std::max(p.blast, p.topple) + hold;
    case Kind::Reveal: return e.reveals ? p.turn + hold : 0;
    }
    return 0;
}

void Motion::setStep(QVariantMap step) {
    m_step = std::move(step);
    emit stepChanged();
}

void Motion::play(const Event& event, std::function<void()> show, std::function<void()> done) {
    const bool wasBusy = busy();
    m_queue.push_back({event, std::move(show), std::move(done)});
    if (!wasBusy) emit busyChanged();
    if (!m_playing) next();
}

void Motion::pause(int ms) {
    if (!m_paced || ms <= 0) return;
    const bool wasBusy = busy();
    Queued q;
    q.pauseMs = int(std::lround(ms * scale()));
    m_queue.push_back(std::move(q));
    if (!wasBusy) emit busyChanged();
    if (!m_playing) next();
}

void Motion::glide(const std::function<void()>& change) {
    if (m_playing || m_reduced || !m_paced) {
        change();
        return;
    }
    QVariantMap m;
    m.insert(QStringLiteral("active"), true);
    m.insert(QStringLiteral("kind"), QStringLiteral("glide"));
    m.insert(QStringLiteral("slide"), int(std::lround(260 * scale())));
    m.insert(QStringLiteral("mover"), -1);
    setStep(m);
    change();
    QVariantMap idle;
    idle.insert(QStringLiteral("active"), false);
    setStep(idle);
}

void Motion::next() {
    while (!m_queue.empty() && !m_playing) {
        Queued q = std::move(m_queue.front());
        m_queue.pop_front();
        if (q.pauseMs > 0) {
            if (m_skipping) continue;
            m_playing = true;
            m_timer.start(q.pauseMs);
            return;
        }
        m_playing = true;
        m_done = std::move(q.done);
        const bool animate = !m_skipping && m_paced;
        setStep(stepOf(q.event, animate));
        if (q.show) q.show();
        QVariantMap idle;
        idle.insert(QStringLiteral("active"), false);
        setStep(idle);
        const int ms = m_skipping ? 0 : durationOf(q.event);
        if (ms > 0) {
            m_timer.start(ms);
            return;
        }
        // Nothing to wait for: seen at once.
        m_playing = false;
        if (auto done = std::exchange(m_done, nullptr)) done();
    }
    if (!m_playing && m_queue.empty()) emit busyChanged();
}

void Motion::finish() {
    m_playing = false;
    if (auto done = std::exchange(m_done, nullptr)) done();
    next();
}

void Motion::skip() {
    if (!busy() || m_skipping) return;
    m_skipping = true;
    m_timer.stop();
    emit skipped();
    if (m_playing) {
        m_playing = false;
        if (auto done = std::exchange(m_done, nullptr)) done();
    }
    next();
    m_skipping = false;
}

void Motion::clear() {
    const bool wasBusy = busy();
    m_timer.stop();
    m_queue.clear();
    m_done = nullptr;
    m_playing = false;
    if (wasBusy) {
        emit skipped();
        emit busyChanged();
    }
}

} // namespace gunjin::ui
