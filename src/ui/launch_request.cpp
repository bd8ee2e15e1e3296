#include "launch_request.h"

#include <QFileInfo>
#include <QUrl>

namespace gunjin::ui {

LaunchRequest launchRequest(const QStringList& arguments) {
    for (const QString& arg : arguments) {
        if (arg.startsWith(QLatin1String("--"))) continue;
        QString path = arg;
        if (arg.startsWith(QLatin1String("file:"), Qt::CaseInsensitive)) {
            path = QUrl(arg).toLocalFile();
        } else if (arg.startsWith(QLatin1String("gunjin:"), Qt::CaseInsensitive) ||
                   arg.contains(QLatin1String("://"))) {
            return {LaunchRequest::Kind::RoomLink, arg.trimmed()};
        }
        if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ||
            path.endsWith(QLatin1String(".jsonl"), Qt::CaseInsensitive))
            return {LaunchRequest::Kind::Record, QFileInfo(path).absoluteFilePath()};
    }
    return {};
}

} // namespace gunjin::ui
