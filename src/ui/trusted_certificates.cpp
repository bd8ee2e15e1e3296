#include "trusted_certificates.h"

#include "settings_file.h"

#include <QStringList>

namespace gunjin::ui {

namespace {

const QString kKey = QStringLiteral("network/trustedCertificates");

} // namespace

net::TrustedCertificates loadTrustedCertificates(const QString& settingsFile) {
    net::TrustedCertificates trusted;
    const QStringList entries = openSettings(settingsFile)->value(kKey).toStringList();
    for (const QString& entry : entries) {
        const QStringList parts = entry.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (parts.size() == 2) trusted.insert(parts[0], parts[1]);
    }
    return trusted;
}

net::TrustedCertificates trustCertificate(const QString& settingsFile, const QString& hostPort,
                                          const QString& fingerprint) {
    auto trusted = loadTrustedCertificates(settingsFile);
    trusted.insert(hostPort, fingerprint); // replaces a changed one
    QStringList entries;
    for (auto it = trusted.begin(); it != trusted.end(); ++it)
        entries << it.key() + QLatin1Char(' ') + it.value();
    entries.sort();
    openSettings(settingsFile)->setValue(kKey, entries);
    return trusted;
}

} // namespace gunjin::ui
