// The board's motion: the events a presenter shows (a move, a combat, a strike, the end's
// reveal) play one after another, each for as long as its animation takes, so that the
// player's own move and its result have been seen before the opponent's reply starts, and the
// hot-seat curtain falls only once the move has landed. A click or a key skips what is
// playing (skip()): every queued event is then shown at once, in order.
//
// The presenter hands each event over as two callbacks: `show` puts the event's end state in
// the models (QML animates toward it while step() describes the event), `done` runs once it
// has been seen (the next turn, the curtain). Timings are data here, not in QML: step() gives
// the phases in milliseconds, already scaled by the speed; with reduced motion every phase is
// 0 (pieces jump) and only a short hold lets a combat or strike be read.
//
// Hidden information: step() holds piece ids (public: where each piece was set up), squares and
// the combat's outcome as the viewer was told it; whether a piece hops is worked out from the
// squares it passes over, never from its type.
//
// Threading: GUI thread only.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <deque>
#include <functional>

namespace gunjin::ui {

class Motion : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A board presenter owns its motion")
    // "slow", "normal" or "fast" (Preferences::motionSpeed); anything else is normal.
    Q_PROPERTY(QString speed READ speed WRITE setSpeed NOTIFY settingsChanged)
    // 動きを減らす: nothing moves; a combat or strike is held still for a moment instead.
    Q_PROPERTY(bool reduced READ reduced WRITE setReduced NOTIFY settingsChanged)
    // Off: every event is shown at once, without motion or hold (tests of what the game does,
    // not of how it looks). On unless turned off.
    Q_PROPERTY(bool paced READ paced WRITE setPaced NOTIFY settingsChanged)
    // An event is playing or waiting to.
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    // The event being put on the board, while its `show` runs (QML reads it when a piece's
    // square, life or face changes): {active: true, kind, mover, other, from, to, hop, and the
    // phases in ms: slide, meet (0..1 of the way where two pieces meet: a fixed distance
    // short of the target, however far the attacker came; squares: that way in squares, at
    // least 1), contact, topple,
    // settle, flight, blast, turn, toppleAt, resultAt (when its result shows: the seal and
    // the words), and hold: how long the event holds the board, 0 when it is shown at once}.
    // Outside a `show`: {active: false} (changes jump), or a glide (a setup swap: {active: true,
    // kind: "glide", slide}).
    Q_PROPERTY(QVariantMap step READ step NOTIFY stepChanged)

public:
    enum class Kind { Move, Combat, Strike, Reveal };

    // What QML needs to animate one event; durations are at normal speed, before scaling.
    struct Event {
        Kind kind = Kind::Move;
        int mover = -1; // piece id of the moving (or striking) piece, -1 for none
        int other = -1; // the piece it fought, -1 for none
        int from = -1;
        int to = -1;          // the square moved to, or the strike's target
        bool hop = false;     // passes over other pieces: lifted on an arc
        bool bomb = false;    // a strike carrying the 原爆: a larger blast
        bool reveals = false; // a reveal that turns at least one piece over
        double squares = 1.0; // how far the mover goes, in squares (a plane's attack: several)
        // An air collision (F-STRIKE-2): the square of the opponent missile it met (`other` is
        // that piece), which rises to meet it; -1 for none.
        int intercept = -1;
    };

    explicit Motion(QObject* parent = nullptr);

    QString speed() const { return m_speed; }
    void setSpeed(const QString& speed);
    bool reduced() const { return m_reduced; }
    void setReduced(bool on);
    bool paced() const { return m_paced; }
    void setPaced(bool on);
    bool busy() const { return m_playing || !m_queue.empty(); }
    QVariantMap step() const { return m_step; }

    // Queues `event`: `show` runs when its turn comes (at once when nothing plays), `done` once
    // it has been seen (or skipped). Either may be empty. A callback may queue more events.
    void play(const Event& event, std::function<void()> show, std::function<void()> done);
    // Queues a still beat of `ms` (at normal speed): nothing moves, the board is busy (a click
    // skips it). Nothing when the motion is not paced. The hot-seat curtain rises in it
    // before the move it hid is played.
    void pause(int ms);
    // Runs `change` as a glide: pieces it moves slide briefly (a setup swap); nothing queues.
    void glide(const std::function<void()>& change);
    // Drops every queued event without showing it (another game); a playing one is cut short
    // without its `done`.
    void clear();
    // Shows what is playing and every queued event at once, each `show` then `done` in order.
    Q_INVOKABLE void skip();

    // How long `event` holds the board (ms) at the current speed and motion setting.
    int durationOf(const Event& event) const;
    // A speed's name as kept: "slow" or "fast", anything else "normal" (Preferences too).
    static QString validSpeed(const QString& speed);

signals:
    void settingsChanged();
    void busyChanged();
    void stepChanged();
    // What was playing jumped to its end state (QML completes its animations).
    void skipped();

private:
    struct Queued {
        Event event;
        std::function<void()> show;
        std::function<void()> done;
        int pauseMs = 0; // a still beat (pause()) rather than an event
    };
    // The phases of an event in ms at the current speed (all 0 unless `animate` and not
    // reduced), and the same as step() hands them to QML.
    struct Phases {
        double meet = 1.0;
        int slide = 0, contact = 0, topple = 0, settle = 0, flight = 0, blast = 0, turn = 0;
        int toppleAt = 0;
        int resultAt = 0; // when the result shows (the seal, the words)
    };
    Phases phases(const Event& event, bool animate) const;
    QVariantMap stepOf(const Event& event, bool animate) const;
    void next();
    void finish();
    double scale() const;
    // The scale of a combat's contact, fall and settle (slower than scale() at ふつう).
    double combatScale() const;
    void setStep(QVariantMap step);

    QString m_speed = QStringLiteral("normal");
    bool m_reduced = false;
    bool m_paced = true;
    std::deque<Queued> m_queue;
    std::function<void()> m_done; // of the event playing
    bool m_playing = false;
    bool m_skipping = false;
    QTimer m_timer;
    QVariantMap m_step;
};

} // namespace gunjin::ui
