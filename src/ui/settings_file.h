// Where the UI's QSettings live: the application's usual place, or an INI file of a test's own.
#pragma once

#include <QSettings>

#include <memory>

namespace gunjin::ui {

inline std::unique_ptr<QSettings> openSettings(const QString& file) {
    return file.isEmpty() ? std::make_unique<QSettings>()
                          : std::make_unique<QSettings>(file, QSettings::IniFormat);
}

} // namespace gunjin::ui
