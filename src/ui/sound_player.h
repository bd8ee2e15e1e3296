// The sound cues of a game and what plays them: the files of resources/sounds/ (made by
// scripts/make-sounds.py) through Qt Multimedia, or, in tests, whatever records them.
//
// Threading: GUI thread.
#pragma once

#include <QString>

#include <memory>

namespace gunjin::ui {

enum class SoundCue {
    Move,       // a move without combat
    CombatWon,  // a combat the side at the board won
    CombatLost, // ... lost
    CombatTie,  // both pieces removed (相打ち)
    Strike,     // a missile strike (F-STRIKE), by either side
    Bomb,       // the 原爆 (F-STRIKE-4)
    Win,        // the end, from the side at the board
    Loss,
    Draw,
};
inline constexpr int kSoundCueCount = 9;

// The cue's file name under resources/sounds/ without ".wav", e.g. "combat-won"; the same
// name is the cue's name for QML.
QString soundCueName(SoundCue cue);

// Plays cues; the game never waits for it. Implementations must not block or throw, with or
// without a sound device.
class SoundPlayer {
public:
    virtual ~SoundPlayer() = default;
    virtual void play(SoundCue cue) = 0;
    // 0 (silent) to 1 (the files' own level); cues playing and to come.
    virtual void setVolume(float volume) = 0;
};

// Qt Multimedia's QSoundEffect, one per cue, loaded on the first cue (the menu does not wait
// for the audio system). Without a sound device (no PulseAudio server, say) a cue is not heard
// and nothing else happens.
std::unique_ptr<SoundPlayer> makeDeviceSoundPlayer();

} // namespace gunjin::ui
