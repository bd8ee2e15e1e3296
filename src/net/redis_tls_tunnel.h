// TLS to Redis for a client that speaks plain TCP only (Debian 12's hiredis 0.14): a socket
// pair whose one end the client uses, the other carried over a TLS connection by a thread of
// the tunnel's own. The server's certificate is checked against the system's CAs (and a CA
// file, for a private CA) and against the host name.
// Qt-free. open() and the destructor from one thread.
#pragma once

#include <memory>
#include <string>
#include <variant>

namespace gunjin::net {

class RedisTlsTunnel {
public:
    static std::variant<std::unique_ptr<RedisTlsTunnel>, std::string>
    open(const std::string& host, int port, const std::string& caFile);
    ~RedisTlsTunnel(); // ends the link and joins its thread
    RedisTlsTunnel(const RedisTlsTunnel&) = delete;
    RedisTlsTunnel& operator=(const RedisTlsTunnel&) = delete;

    // The plain end, for the client (which closes it when it is done: the link then ends).
    int clientFd() const { return m_clientFd; }

    struct Impl;

private:
    RedisTlsTunnel(std::unique_ptr<Impl> impl, int clientFd);
    std::unique_ptr<Impl> m_impl;
    int m_clientFd;
};

} // namespace gunjin::net
