// The private servers' certificates the player trusted (信頼する), kept in the app's settings as
// readable "HOST:PORT FINGERPRINT" lines under network/trustedCertificates. Both ways into a
// server - a seat (LanLobby) and a spectator (RoomWatch) - read and add to the same list.
// Threading: GUI thread.
#pragma once

#include "net/certificate_trust.h"

#include <QString>

namespace gunjin::ui {

// `settingsFile`: the settings to use ("" for the app's own; tests give a file).
net::TrustedCertificates loadTrustedCertificates(const QString& settingsFile);
// Trusts `fingerprint` for `hostPort`, replacing what was trusted for it; returns the list now.
net::TrustedCertificates trustCertificate(const QString& settingsFile, const QString& hostPort,
                                          const QString& fingerprint);

// Why a server's certificate was refused, in the player's words: not vouched for by a CA this
// PC trusts, changed since it was trusted, or (vouched for but not valid here) its first reason.
QString certificateRefusalText(const net::CertificateRefusal& refusal);

} // namespace gunjin::ui
