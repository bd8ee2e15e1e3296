// How a game is played at this device - against the CPU, two people taking turns behind a
// curtain, or a friend in a LAN room - as KDE Knights keeps its kinds of player behind one
// protocol: the session referees and dispatches turns knowing no mode, and asks its PlayMode
// who sits where (seats, table, the viewer), what the record's header says, whether a curtain
// falls between turns, what 決定 and もう一度 do, and in which voice the result is told.
// A new mode (a spectator in a room, say) is a new subclass: nothing in the session changes.
//
// Threading: GUI thread only.
#pragma once

#include "core/journal.h"
#include "narrator.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>

namespace gunjin::ui {

class Seat;
class SetupEditor;
class Table;

// What a mode may ask of the session that plays it.
class ModeHost {
public:
    enum class Stage { Menu, Setup, Play, Over };

    virtual Stage stage() const = 0;
    virtual Table* table() const = 0;
    virtual Narrator& narration() = 0;
    virtual SetupEditor& arranging() = 0;
    // The editor starts on `side`'s おまかせ setup, closed until that side may look.
    virtual void arrangeFor(Side side) = 0;
    // Who sits at the board (`blind`: nobody may look - every type is hidden).
    virtual void setViewer(Side viewer, bool blind) = 0;
    virtual Side viewer() const = 0;
    // Starts the same kind of game again, as `next` plays it.
    virtual void restart(std::unique_ptr<class PlayMode> next) = 0;
    // Plays on the board, for the viewer who has just sat down, the opponent's move it has not
    // seen (the board first as it last saw it), then runs `seen`; false (and nothing runs)
    // when there is none. Modes that replaysMoves() call it.
    virtual bool replayLastMove(std::function<void()> seen) = 0;

protected:
    ~ModeHost() = default;
};

class PlayMode : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game session chooses its play mode")
    Q_PROPERTY(Kind kind READ kind CONSTANT)
    // The game in a line for the side panel (CPU 中級 と対戦, この端末で 2 人で対戦 ...).
    Q_PROPERTY(QString title READ title NOTIFY changed)
    // Who is at the board (あなたは先手（朱の駒）/ 先手（朱の駒）の人が見ています).
    Q_PROPERTY(QString viewerLine READ viewerLine NOTIFY changed)
    // The setup's 決定 button, and whether it may be pressed.
    Q_PROPERTY(QString confirmLabel READ confirmLabel NOTIFY changed)
    // 決定 was pressed and the game waits for the other side (LAN: 並べ直す takes it back).
    Q_PROPERTY(bool setupCommitted READ setupCommitted NOTIFY changed)
    // The hot-seat curtain: down, what it says and its button; 交代する is due.
    Q_PROPERTY(bool curtain READ curtain NOTIFY changed)
    Q_PROPERTY(QString curtainTitle READ curtainTitle NOTIFY changed)
    Q_PROPERTY(QString curtainButton READ curtainButton NOTIFY changed)
    Q_PROPERTY(bool handOverPending READ handOverPending NOTIFY changed)

public:
    // The same values as the record's GameMode (core/journal.h).
    enum Kind {
        Cpu = int(GameMode::Cpu),
        HotSeat = int(GameMode::HotSeat),
        Lan = int(GameMode::Lan),
        Lesson = 100 // a lesson of the tutorial: never recorded
    };
    Q_ENUM(Kind)

    explicit PlayMode(ModeHost& host) : m_host(host) {}

    virtual Kind kind() const = 0;
    virtual QString title() const = 0;
    virtual QString viewerLine() const;
    virtual QString confirmLabel() const;
    virtual bool setupCommitted() const { return false; }
    virtual bool curtain() const { return false; }
    virtual QString curtainTitle() const { return {}; }
    virtual QString curtainButton() const { return {}; }
    virtual bool handOverPending() const { return false; }

    // ---- Building the game ----
    struct Lineup {
        Seat* seats[2] = {nullptr, nullptr};
        Table* table = nullptr;
        Side viewer = Side::First;
    };
    // The seats and the table of a new game of `rules`, owned by `owner`.
    virtual Lineup lineUp(const RuleSet& rules, QObject* owner) = 0;
    // Who plays how, for the record.
    virtual JournalHeader header() const = 0;
    virtual Narrator::Voice voice() const { return Narrator::Voice::Player; }
    // The CPU answers on this device (相手が考えています…); else the opponent is elsewhere.
    virtual bool opponentThinksHere() const { return true; }
    // 前回の並べ方 is kept and offered (not where two people share the device).
    virtual bool remembersSetup() const { return true; }
    // Each side sits down after the other's move, unseen: it is played again for it
    // (ModeHost::replayLastMove).
    virtual bool replaysMoves() const { return false; }
    // The game is a LAN room's: it ends when this device leaves the room.
    virtual bool inRoom() const { return false; }
    // ヒント may be asked for: the CPU's own choice from the player's view (a gentle CPU's
    // games, where a beginner plays).
    virtual bool offersHints() const { return false; }

    // The mode that goes on with a recorded game stopped before its end (続きから): the CPU
    // at the record's level, or hot-seat; null for a game that cannot go on here (a LAN
    // game goes on through its room; a level this program does not know).
    static std::unique_ptr<PlayMode> forRecord(ModeHost& host, const JournalHeader& header,
                                               int minimumThinkMs);

    // ---- The game's course (the session calls these) ----
    // The setup phase has begun (the editor holds the viewer's arrangement).
    virtual void setupBegun();
    // The viewer confirmed their setup and the game has not started yet.
    virtual void setupConfirmed() {}
    // The game starts (or goes on from a record), `toMove` to move.
    virtual void started(Side toMove);
    // A game resumed from its record: `text` says so.
    virtual void resumed(const QString& text, bool viewerToMove);
    // Move `a` was played and the game goes on; `fought`: it was a combat or a strike.
    virtual void moved(const Announcement& a, bool fought);
    // The game is over: nothing is hidden any more.
    virtual void ended() {}
    // Whether the viewer's seat may move now (besides it being their turn).
    virtual bool acceptsMoves() const { return true; }
    // A click at the board while moves are not accepted: what to say.
    virtual QString waitHint() const;
    // 投了 was handed to the table (whose end may come later, from a server).
    virtual void resignSent() {}
    // もう一度 / もう一局.
    virtual void playAgain() = 0;
    // The game is over: how to start the next one.
    virtual QString overHint() const;

    // ---- What the player may do in this mode ----
    Q_INVOKABLE virtual void liftCurtain() {}
    Q_INVOKABLE virtual void handOver() {}
    Q_INVOKABLE virtual void takeBackSetup() {}

    // The UI language changed.
    void retranslate() { emit changed(); }

signals:
    void changed();

protected:
    ModeHost& host() const { return m_host; }

private:
    ModeHost& m_host;
};

} // namespace gunjin::ui
