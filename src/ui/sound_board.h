// The game's sounds: which cue a moment of the game calls for, from what the side at the board
// is told, and who plays it. The session reports each move as announced and the end; the cue
// depends only on what every side is told of a move (who moved, a step or a strike, the 原爆,
// and who won the combat), never on a piece's type, so it cannot leak a hidden piece even to
// someone who only hears it.
//
// Silent while the hot-seat curtain is down or when switched off (`enabled`, the player's
// choice kept in Preferences). Cues go to a SoundPlayer: by default none (tests stay silent and
// need no sound device); the app sets `device`, which plays the WAVs of resources/sounds/
// (scripts/make-sounds.py) through Qt Multimedia; tests inject a player that records.
//
// Threading: GUI thread.
#pragma once

#include "core/referee.h"
#include "sound_player.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace gunjin::ui {

class SoundBoard : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("a GameSession's sounds")
    // The player's on/off choice (the app binds it to Preferences.sound).
    Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY enabledChanged)
    // Play through the sound device (the app turns this on; off, cues are only counted).
    Q_PROPERTY(bool device READ device WRITE setDevice NOTIFY deviceChanged)
    // 音量: 0 to 100 (the app binds it to Preferences.volume); values outside are clamped.
    Q_PROPERTY(int volume READ volume WRITE setVolume NOTIFY volumeChanged)
    // How many cues were played since the start, and the latest one's name ("" for none):
    // what QML tests can see instead of listening.
    Q_PROPERTY(int playedCount READ playedCount NOTIFY played)
    Q_PROPERTY(QString lastCue READ lastCue NOTIFY played)

public:
    explicit SoundBoard(QObject* parent = nullptr);
    ~SoundBoard() override;

    bool enabled() const { return m_enabled; }
    void setEnabled(bool on);
    bool device() const { return m_device; }
    void setDevice(bool on);
    int volume() const { return m_volume; }
    void setVolume(int volume);
    int playedCount() const { return m_playedCount; }
    QString lastCue() const { return m_playedCount ? soundCueName(m_last) : QString(); }
    // Replaces the player (nullptr: none); `device` becomes false.
    void setPlayer(std::unique_ptr<SoundPlayer> player);

    // Hot-seat: the curtain is down (nobody looks, nobody is told anything).
    void setCurtain(bool down) { m_curtain = down; }
    // A move as announced, for the side `viewer` at the board. A move that ends the game has
    // no cue of its own: the end's follows (gameEnded).
    void moveAnnounced(const Announcement& a, Side viewer);
    // The game is over: outcome from the viewer's side (GameSession::Outcome: 1 won, 2 lost,
    // 3 drawn; anything else has no cue).
    void gameEnded(int outcome);

    // The cue of an announced move for `viewer`.
    static SoundCue cueFor(const Announcement& a, Side viewer);

signals:
    void enabledChanged();
    void deviceChanged();
    void volumeChanged();
    void played();

private:
    void request(SoundCue cue);

    bool m_enabled = true;
    bool m_device = false;
    int m_volume = 70;
    bool m_curtain = false;
    int m_playedCount = 0;
    SoundCue m_last = SoundCue::Move;
    std::unique_ptr<SoundPlayer> m_player;
};

} // namespace gunjin::ui
