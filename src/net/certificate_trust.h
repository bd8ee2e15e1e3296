// How the app's clients (a seat's RoomClient, a spectator's WatchClient) reach a room server and
// decide whether to trust its TLS certificate: the system's CAs, or a private server's own
// certificate whose SHA-256 fingerprint the player trusted for that HOST:PORT. Only the errors
// that say "no CA vouches for it" or "it names another host" may be stood in for by a trusted
// fingerprint, and only exactly the errors reported for that certificate are ignored; SSL
// errors are never ignored wholesale. Threading: the caller's (the GUI thread).
#pragma once

#include "protocol.h"

#include <QHash>
#include <QList>
#include <QSslError>
#include <QString>
#include <QUrl>

#include <optional>

class QSslCertificate;
class QWebSocket;

namespace gunjin::net {

// Trusted certificates of private servers: "HOST:PORT" (hostPortText) -> SHA-256 fingerprint
// ("AB:CD:…", certificateFingerprint).
using TrustedCertificates = QHash<QString, QString>;

// The SHA-256 fingerprint of a certificate as the player compares it: upper-case hex pairs
// joined by ':'.
QString certificateFingerprint(const QSslCertificate& certificate);

// Why a TLS connection was not made. `code`:
//   "untrusted_certificate" - no CA the system trusts vouches for it and no fingerprint is
//                             trusted for the server (a private server's own certificate);
//   "certificate_changed"   - a fingerprint is trusted for the server and this is another;
//   "bad_certificate"       - vouched for but not valid here (expired, another host's name...).
// The first two may be trusted by their fingerprint; the last never is.
struct CertificateRefusal {
    QString code;
    QString hostPort;    // as the trust is keyed
    QString fingerprint; // of the certificate the server showed
    QList<QSslError::SslError> errors;
    QString description; // Qt's words for the errors (English), joined
    bool isSet() const { return !code.isEmpty(); }
};

// The WebSocket URL of a room's server: ws:// on a LAN, wss:// for a gunjins:// address.
QUrl webSocketUrl(const RoomAddress& address);

// "HOST:PORT" of an address as its trust is keyed (host names in any case are one server).
QString hostPortOf(const RoomAddress& address);

// Called from QWebSocket::sslErrors while the handshake waits: accepts the handshake (ignoring
// exactly `errors`) when the server showed the certificate trusted for `hostPort` and the
// errors say only that no CA vouches for it or that it names another host; otherwise returns
// why not, and the handshake fails.
std::optional<CertificateRefusal> judgeCertificate(QWebSocket& socket,
                                                   const QList<QSslError>& errors,
                                                   const QString& hostPort,
                                                   const TrustedCertificates& trusted);

} // namespace gunjin::net
