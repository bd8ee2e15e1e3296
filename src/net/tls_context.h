// The server side of TLS: a context with a certificate chain and its private key read from
// PEM files, TLS 1.2 or later. Internal to gunjin_net_server (Boost.Asio on OpenSSL).
#pragma once

#include "room_server.h"

#include <boost/asio/ssl/context.hpp>

#include <memory>
#include <string>
#include <variant>

namespace gunjin::net {

// A context for TLS servers, or a message that names the file at fault: unreadable, not PEM,
// or a key that does not belong to the certificate.
std::variant<std::shared_ptr<boost::asio::ssl::context>, std::string>
loadServerTls(const TlsFiles& files);

} // namespace gunjin::net
