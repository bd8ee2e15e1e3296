#include "sound_board.h"

#include <algorithm>

namespace gunjin::ui {

SoundBoard::SoundBoard(QObject* parent) : QObject(parent) {}

SoundBoard::~SoundBoard() = default;

void SoundBoard::setEnabled(bool on) {
    if (on == m_enabled) return;
    m_enabled = on;
    emit enabledChanged();
}

void SoundBoard::setDevice(bool on) {
    if (on == m_device) return;
    m_player = on ? makeDeviceSoundPlayer() : nullptr;
    if (m_player) m_player->setVolume(float(m_volume) / 100.0f);
    m_device = on;
    emit deviceChanged();
}

void SoundBoard::setVolume(int volume) {
    volume = std::clamp(volume, 0, 100);
    if (volume == m_volume) return;
    m_volume = volume;
    if (m_player) m_player->setVolume(float(volume) / 100.0f);
    emit volumeChanged();
}

void SoundBoard::setPlayer(std::unique_ptr<SoundPlayer> player) {
    m_player = std::move(player);
    if (m_player) m_player->setVolume(float(m_volume) / 100.0f);
    if (m_device) {
        m_device = false;
        emit deviceChanged();
    }
}

SoundCue SoundBoard::cueFor(const Announcement& a, Side viewer) {
    // Only what both sides are told: the kind of move and who won (R-INFO, F-STRIKE).
    if (a.move.isStrike()) return a.strike.bomb ? SoundCue::Bomb : SoundCue::Strike;
    switch (a.outcome) {
    case CombatOutcome::None: return SoundCue::Move;
    case CombatOutcome::BothRemoved: return SoundCue::CombatTie;
    case CombatOutcome::AttackerWon:
        return a.mover == viewer ? SoundCue::CombatWon : SoundCue::CombatLost;
    case CombatOutcome::DefenderWon:
        return a.mover == viewer ? SoundCue::CombatLost : SoundCue::CombatWon;
    }
    return SoundCue::Move;
}

void SoundBoard::moveAnnounced(const Announcement& a, Side viewer) {
    // The end's cue says more than the last move's; two at once would blur both.
    if (a.status != GameStatus::Ongoing) return;
    request(cueFor(a, viewer));
}

void SoundBoard::gameEnded(int outcome) {
    switch (outcome) {
    case 1: request(SoundCue::Win); break;
    case 2: request(SoundCue::Loss); break;
    case 3: request(SoundCue::Draw); break;
    default: break;
    }
}

void SoundBoard::request(SoundCue cue) {
    if (!m_enabled || m_curtain) return;
    if (m_player) m_player->play(cue);
    m_last = cue;
    ++m_playedCount;
    emit played();
}

} // namespace gunjin::ui
