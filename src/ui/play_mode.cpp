#include "play_mode.h"

#include "cpu_mode.h"
#include "hot_seat_mode.h"
#include "phrase_breaks.h"
#include "table.h"

namespace gunjin::ui {

std::unique_ptr<PlayMode> PlayMode::forRecord(ModeHost& host, const JournalHeader& header,
                                              int minimumThinkMs) {
    switch (header.mode) {
    case GameMode::Cpu:
        if (const auto level = ai::parseLevel(header.level))
            return std::make_unique<CpuMode>(host, *level, header.human, minimumThinkMs);
        return nullptr;
    case GameMode::HotSeat: return std::make_unique<HotSeatMode>(host);
    case GameMode::Lan: return nullptr;
    }
    return nullptr;
}

QString PlayMode::viewerLine() const {
    return host().viewer() == Side::First ? tr("あなたは先手（朱の駒）")
                                          : tr("あなたは後手（白木の駒）");
}

QString PlayMode::confirmLabel() const {
    return tr("この並べ方で決定");
}

void PlayMode::setupBegun() {
    host().narration().say(Narrator::arrangePrompt());
}

void PlayMode::started(Side) {
    host().narration().say(host().narration().startPrompt());
}

void PlayMode::resumed(const QString& text, bool viewerToMove) {
    host().narration().say(
        tidySpacing(text + QLatin1Char(' ') +
                    (viewerToMove ? Narrator::yourTurn() : host().narration().theirTurn())));
}

void PlayMode::moved(const Announcement&, bool) {}

QString PlayMode::waitHint() const {
    return tr("相手の番です。少しお待ちください。");
}

QString PlayMode::overHint() const {
    return tr("対局は終わりました。「もう一度」で次の対局を始められます。");
}

} // namespace gunjin::ui
