#include "cpu_levels.h"

#include "player_names.h"
#include "utf8_text.h"

#include "ai/cpu_player.h"

#include <QCoreApplication>
#include <QEvent>

namespace gunjin::ui {

CpuLevels::CpuLevels(QObject* parent) : QObject(parent) {
    // Installing or removing a translator sends the application a LanguageChange event.
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
}

CpuLevels* CpuLevels::qmlAttachedProperties(QObject* object) {
    return new CpuLevels(object);
}

QStringList CpuLevels::menu() {
    QStringList ids;
    for (const ai::LevelInfo& row : ai::kLevels)
        if (row.offeredOnMenu) ids.append(qs(row.id));
    return ids;
}

QString CpuLevels::usual() {
    return qs(ai::levelId(ai::kUsualLevel));
}

QVariantMap CpuLevels::names() {
    QVariantMap out;
    for (const ai::LevelInfo& row : ai::kLevels) out.insert(qs(row.id), levelName(row.level));
    return out;
}

QVariantMap CpuLevels::characters() {
    QVariantMap out;
    for (const ai::LevelInfo& row : ai::kLevels) out.insert(qs(row.id), levelCharacter(row.level));
    return out;
}

bool CpuLevels::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        emit namesChanged();
    return QObject::eventFilter(watched, event);
}

} // namespace gunjin::ui
