#include "redis_tls_tunnel.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/local/stream_protocol.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/asio/write.hpp>

#include <array>
#include <chrono>
#include <thread>

#include <sys/socket.h>
#include <unistd.h>

namespace gunjin::net {

namespace asio = boost::asio;
namespace ssl = asio::ssl;
using tcp = asio::ip::tcp;
using local = asio::local::stream_protocol;

struct RedisTlsTunnel::Impl {
    Impl() : context(ssl::context::tls_client), tls(io, context), plain(io) {}

    // Bytes from `from` to `to`, until either end closes; then both are closed.
    template <class From, class To>
    void pump(From& from, To& to, std::array<char, 16 * 1024>& buffer) {
        from.async_read_some(
            asio::buffer(buffer),
            [this, &from, &to, &buffer](boost::system::error_code ec, std::size_t n) {
                if (ec) return end();
                asio::async_write(
                    to, asio::buffer(buffer.data(), n),
                    [this, &from, &to, &buffer](boost::system::error_code ec, std::size_t) {
                        if (ec) return end();
                        pump(from, to, buffer);
                    });
            });
    }
    void end() {
        boost::system::error_code ignored;
        plain.close(ignored);
        tls.lowest_layer().close(ignored);
    }

    asio::io_context io;
    ssl::context context;
    ssl::stream<tcp::socket> tls;
    local::socket plain;
    std::array<char, 16 * 1024> up{}, down{};
    std::thread thread;
};

RedisTlsTunnel::RedisTlsTunnel(std::unique_ptr<Impl> impl, int clientFd)
    : m_impl(std::move(impl)), m_clientFd(clientFd) {}

RedisTlsTunnel::~RedisTlsTunnel() {
    asio::post(m_impl->io, [impl = m_impl.get()] { impl->end(); });
    if (m_impl->thread.joinable()) m_impl->thread.join();
}

std::variant<std::unique_ptr<RedisTlsTunnel>, std::string>
RedisTlsTunnel::open(const std::string& host, int port, const std::string& caFile) {
    auto impl = std::make_unique<Impl>();
    const std::string where = host + ":" + std::to_string(port);
    boost::system::error_code ec;
    impl->context.set_default_verify_paths(ec);
    if (!caFile.empty()) impl->context.load_verify_file(caFile, ec);
    if (ec) return "cannot read the CA file " + caFile + " for Redis: " + ec.message();
    impl->tls.set_verify_mode(ssl::verify_peer);
    impl->tls.set_verify_callback(ssl::host_name_verification(host));
    SSL_set_tlsext_host_name(impl->tls.native_handle(), host.c_str());
    // Connected and shaken hands within 5 s, or given up (a Redis that speaks no TLS never
    // answers the handshake).
    tcp::resolver resolver(impl->io);
    const auto endpoints = resolver.resolve(host, std::to_string(port), ec);
    if (ec) return "cannot reach Redis at " + where + ": " + ec.message();
    bool done = false;
    asio::async_connect(impl->tls.lowest_layer(), endpoints,
                        [&](boost::system::error_code e, const tcp::endpoint&) {
                            if (e) {
                                ec = e;
                                done = true;
                                return;
                            }
                            impl->tls.async_handshake(ssl::stream_base::client,
                                                      [&](boost::system::error_code h) {
                                                          ec = h;
                                                          done = true;
                                                      });
                        });
    impl->io.run_for(std::chrono::seconds(5));
    if (!done) {
        impl->end();
        impl->io.restart();
        impl->io.run(); // lets the cancelled operations finish before `done` and `ec` go
        return "no TLS with Redis at " + where + ": no answer to the handshake";
    }
    if (ec) return "no TLS with Redis at " + where + ": " + ec.message();
    impl->io.restart();
    int fds[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
        return std::string("cannot make the TLS tunnel's socket pair");
    impl->plain.assign(local(), fds[0], ec);
    if (ec) {
        ::close(fds[0]);
        ::close(fds[1]);
        return "cannot use the TLS tunnel's socket pair: " + ec.message();
    }
    Impl& i = *impl;
    i.pump(i.plain, i.tls, i.up);
    i.pump(i.tls, i.plain, i.down);
    i.thread = std::thread([&i] { i.io.run(); });
    return std::unique_ptr<RedisTlsTunnel>(new RedisTlsTunnel(std::move(impl), fds[1]));
}

} // namespace gunjin::net
