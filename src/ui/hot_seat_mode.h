// Two people at this device (この端末で 2 人で遊ぶ): both seats are HumanSeats and a curtain
// falls before every turn and each setup, so that neither sees the other's pieces. While it
// is down nobody is at the board (the session is blind); 先手の番を始める / 後手の番を始める lifts
// it for the side named, and after a move 交代する lowers it for the other. The result is told
// in the sides' names, and no setup is remembered (either player could read the other's
// habits from it).
//
// Threading: GUI thread only.
#pragma once

#include "play_mode.h"

namespace gunjin::ui {

class HotSeatMode : public PlayMode {
    Q_OBJECT
public:
    explicit HotSeatMode(ModeHost& host) : PlayMode(host) {}

    Kind kind() const override { return HotSeat; }
    QString title() const override;
    QString viewerLine() const override;
    bool curtain() const override { return m_curtain; }
    QString curtainTitle() const override;
    QString curtainButton() const override;
    bool handOverPending() const override { return m_handOver; }

    Lineup lineUp(const RuleSet& rules, QObject* owner) override;
    JournalHeader header() const override;
    Narrator::Voice voice() const override { return Narrator::Voice::Sides; }
    bool remembersSetup() const override { return false; }
    bool replaysMoves() const override { return true; }

    void setupBegun() override;
    void setupConfirmed() override;
    void started(Side toMove) override;
    void resumed(const QString& text, bool viewerToMove) override;
    void moved(const Announcement& a, bool fought) override;
    void ended() override;
    bool acceptsMoves() const override { return !m_handOver && !m_curtain; }
    QString waitHint() const override;
    void playAgain() override;

    // 先手の番を始める / 後手の番を始める: the side named on the curtain sits down.
    void liftCurtain() override;
    // 交代する: the viewer has seen the result of their move; the curtain comes back.
    void handOver() override;

private:
    void lowerCurtain(Side next);

    bool m_curtain = false;
    bool m_handOver = false;
};

} // namespace gunjin::ui
