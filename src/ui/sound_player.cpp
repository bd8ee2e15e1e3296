#include "sound_player.h"

#include <QSoundEffect>
#include <QUrl>

#include <array>

namespace gunjin::ui {

QString soundCueName(SoundCue cue) {
    switch (cue) {
    case SoundCue::Move: return QStringLiteral("move");
    case SoundCue::CombatWon: return QStringLiteral("combat-won");
    case SoundCue::CombatLost: return QStringLiteral("combat-lost");
    case SoundCue::CombatTie: return QStringLiteral("combat-tie");
    case SoundCue::Strike: return QStringLiteral("strike");
    case SoundCue::Bomb: return QStringLiteral("bomb");
    case SoundCue::Win: return QStringLiteral("win");
    case SoundCue::Loss: return QStringLiteral("loss");
    case SoundCue::Draw: return QStringLiteral("draw");
    }
    return {};
}

namespace {

class DeviceSoundPlayer : public SoundPlayer {
public:
    void play(SoundCue cue) override {
        if (!m_loaded) load();
        QSoundEffect& effect = *m_effects[static_cast<int>(cue)];
        // A cue still sounding starts again rather than queueing behind itself.
        effect.stop();
        effect.play(); // before the sample has loaded, QSoundEffect plays it once it has
    }
    void setVolume(float volume) override {
        m_volume = volume;
        if (!m_loaded) return; // the effects are made with it
        for (auto& effect : m_effects) effect->setVolume(volume);
    }

private:
    void load() {
        m_loaded = true;
        for (int i = 0; i < kSoundCueCount; ++i) {
            auto& effect = m_effects[i];
            effect = std::make_unique<QSoundEffect>();
            effect->setSource(QUrl(
                QStringLiteral("qrc:/sounds/%1.wav").arg(soundCueName(static_cast<SoundCue>(i)))));
            effect->setVolume(m_volume);
        }
    }

    bool m_loaded = false;
    float m_volume = 0.7f;
    std::array<std::unique_ptr<QSoundEffect>, kSoundCueCount> m_effects;
};

} // namespace

std::unique_ptr<SoundPlayer> makeDeviceSoundPlayer() {
    return std::make_unique<DeviceSoundPlayer>();
}

} // namespace gunjin::ui
