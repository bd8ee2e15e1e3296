#include "certificate_trust.h"

#include "server_address.h"

#include <QSslCertificate>
#include <QSslConfiguration>
#include <QWebSocket>

#include <algorithm>

namespace gunjin::net {

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// Errors that say only that no CA the system trusts vouches for the certificate: what a
// private server's own certificate gets, and what a trusted fingerprint may stand in for.
bool unvouched(QSslError::SslError e) {
    switch (e) {
    case QSslError::SelfSignedCertificate:
    case QSslError::SelfSignedCertificateInChain:
    case QSslError::UnableToGetIssuerCertificate:
    case QSslError::UnableToGetLocalIssuerCertificate:
    case QSslError::UnableToVerifyFirstCertificate:
    case QSslError::CertificateUntrusted: return true;
    default: return false;
    }
}

} // namespace

QString certificateFingerprint(const QSslCertificate& certificate) {
    return QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex(':').toUpper());
}

QUrl webSocketUrl(const RoomAddress& address) {
    const bool v6 = address.host.find(':') != std::string::npos;
    const QString host = v6 ? "[" + qs(address.host) + "]" : qs(address.host);
    const QString scheme = address.secure ? QStringLiteral("wss") : QStringLiteral("ws");
    return QUrl(QStringLiteral("%1://%2:%3/").arg(scheme, host, QString::number(address.port)));
}

// Accepts the handshake's errors (ignoring exactly these) when the server showed the
// certificate (the leaf) trusted for its HOST:PORT and the errors say only that no CA vouches
// for it or that it names another host; otherwise says why not. Called from QWebSocket::sslErrors,
// while the handshake waits.
std::optional<CertificateRefusal> judgeCertificate(QWebSocket& socket,
                                                   const QList<QSslError>& errors,
                                                   const QString& hostPort,
                                                   const TrustedCertificates& trusted) {
    // QWebSocket (6.4) copies its socket's configuration, peer certificate included, before it
    // passes sslErrors on; the errors' own certificates are only a fallback.
    QSslCertificate peer = socket.sslConfiguration().peerCertificate();
    if (peer.isNull())
        for (const QSslError& e : errors)
            if (!e.certificate().isNull()) {
                peer = e.certificate();
                break;
            }
    CertificateRefusal refusal;
    refusal.hostPort = hostPort;
    refusal.fingerprint = peer.isNull() ? QString() : certificateFingerprint(peer);
    QStringList words;
    for (const QSslError& e : errors) {
        refusal.errors << e.error();
        words << e.errorString();
    }
    refusal.description = words.join(QStringLiteral("; "));
    // A fingerprint stands in for a CA's word on the certificate and on the name it was made
    // for (a private server is often reached by an address), never for its dates or anything
    // else: those refuse it whoever vouches for it.
    const bool trustable =
        !peer.isNull() &&
        std::any_of(errors.begin(), errors.end(),
                    [](const QSslError& e) { return unvouched(e.error()); }) &&
        std::all_of(errors.begin(), errors.end(), [](const QSslError& e) {
            return unvouched(e.error()) || e.error() == QSslError::HostNameMismatch;
        });
    const QString pinned = trusted.value(hostPort);
    if (trustable && !pinned.isEmpty() && pinned == refusal.fingerprint) {
        socket.ignoreSslErrors(errors);
        return std::nullopt;
    }
    if (!trustable)
        refusal.code = QStringLiteral("bad_certificate");
    else if (!pinned.isEmpty())
        refusal.code = QStringLiteral("certificate_changed");
    else
        refusal.code = QStringLiteral("untrusted_certificate");
    return refusal;
}

QString hostPortOf(const RoomAddress& address) {
    return qs(hostPortText(address.host, address.port)).toLower();
}

} // namespace gunjin::net
