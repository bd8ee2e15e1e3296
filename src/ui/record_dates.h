// When a recorded game started, in the UI language: a record keeps the time in UTC (ISO 8601);
// the player reads it in local time, in the order their language writes dates (12/6 read as
// 12 June in English).
#pragma once

#include <QDateTime>
#include <QString>

namespace gunjin::ui {

// A record's start time ("2026-12-06T14:05:00Z") as a date and time of this year, short
// ("12/6 14:05", "Dec 6, 14:05"); "" for a time that cannot be read.
QString shortStartTime(const QString& iso);
// The same with the year ("2026/12/6 14:05", "Dec 6, 2026, 14:05").
QString fullStartTime(const QString& iso);

} // namespace gunjin::ui
