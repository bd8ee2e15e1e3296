#include "trusted_certificates.h"

#include "settings_file.h"

#include <QCoreApplication>
#include <QStringList>

namespace gunjin::ui {

namespace {

const QString kKey = QStringLiteral("network/trustedCertificates");

class CertificateWords {
    Q_DECLARE_TR_FUNCTIONS(gunjin::ui::CertificateWords)
public:
    static QString text(const net::CertificateRefusal& refusal);
};

QString CertificateWords::text(const net::CertificateRefusal& refusal) {
    const QString where = refusal.hostPort;
    if (refusal.code == QLatin1String("untrusted_certificate"))
        //: %1 is the server's HOST:PORT
        return tr("対戦サーバー %1 の証明書は、この PC が信頼する認証局が発行したものではないため、"
                  "接続しませんでした。")
            .arg(where);
    if (refusal.code == QLatin1String("certificate_changed"))
        //: %1 is the server's HOST:PORT
        return tr("対戦サーバー %1 の証明書が、前に信頼したものから変わっているため、"
                  "接続しませんでした。")
            .arg(where);
    // A certificate a CA vouches for, but not valid here: the first reason the player can act on.
    const auto reason = [](QSslError::SslError e) -> QString {
        switch (e) {
        //: Why a server's certificate was refused
        case QSslError::CertificateExpired: return tr("有効期限切れ");
        //: Why a server's certificate was refused
        case QSslError::CertificateNotYetValid: return tr("有効期間の前");
        //: Why a server's certificate was refused
        case QSslError::HostNameMismatch: return tr("別のサーバー名の証明書");
        //: Why a server's certificate was refused
        case QSslError::CertificateRevoked: return tr("取り消し済み");
        default: return {};
        }
    };
    QString why;
    for (const QSslError::SslError e : refusal.errors)
        if (why = reason(e); !why.isEmpty()) break;
    if (why.isEmpty()) why = refusal.description;
    //: %1 is the server's HOST:PORT, %2 what is wrong with its certificate
    return tr("対戦サーバー %1 の証明書に問題があるため、接続しませんでした（%2）。"
              "サーバーの管理者に知らせてください。")
        .arg(where, why);
}

} // namespace

QString certificateRefusalText(const net::CertificateRefusal& refusal) {
    return CertificateWords::text(refusal);
}

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
