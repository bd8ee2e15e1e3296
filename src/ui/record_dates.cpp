#include "record_dates.h"

#include <QCoreApplication>

namespace gunjin::ui {

namespace {

QString format(const QString& iso, const char* pattern) {
    const QDateTime started = QDateTime::fromString(iso, Qt::ISODate);
    if (!started.isValid()) return {};
    // The pattern is translated: each language writes it in its own order.
    return started.toLocalTime().toString(QCoreApplication::translate("RecordDates", pattern));
}

} // namespace

QString shortStartTime(const QString& iso) {
    //: A QDateTime format (M month, d day, H hour, mm minutes; MMM the month's short name):
    //: when a game started, without the year
    return format(iso, QT_TRANSLATE_NOOP("RecordDates", "M/d H:mm"));
}

QString fullStartTime(const QString& iso) {
    //: A QDateTime format (yyyy year, M month, d day, H hour, mm minutes; MMM the month's short
    //: name): when a game started
    return format(iso, QT_TRANSLATE_NOOP("RecordDates", "yyyy/M/d H:mm"));
}

} // namespace gunjin::ui
