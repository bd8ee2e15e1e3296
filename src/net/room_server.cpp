#include "room_server_impl.h"

#include "protocol.h"
#include "server_message.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#if GUNJIN_NET_TLS
#include "tls_context.h"

#include <boost/beast/ssl.hpp>
#include <boost/beast/websocket/ssl.hpp>
#endif
#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <deque>
#include <mutex>
#include <thread>
#include <type_traits>
#include <unordered_map>

namespace gunjin::net {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using server_detail::Connection;
#if GUNJIN_NET_TLS
using TlsStream = beast::ssl_stream<beast::tcp_stream>;
#endif

namespace {

// A frame is read in pieces of at most this many bytes, so that one over the service's limit
// is refused (frame_too_large, close code 1009) after reading just past the limit.
constexpr std::size_t kReadPiece = 4096;

// Before a connection is a WebSocket it is an HTTP request (an upgrade, or /healthz): it must
// arrive, TLS handshake included, within this time, and its header fit in this many bytes.
constexpr auto kOpeningTimeout = std::chrono::seconds(10);
constexpr std::uint32_t kMaxRequestHeader = 8 * 1024;
// A request with a body (a POST...) is read to its end to be answered 405; a larger body closes.
constexpr std::uint64_t kMaxRequestBody = 4 * 1024;

} // namespace

namespace {

// One WebSocket connection over Stream (TCP, or TLS over TCP). Lives on the server thread;
// owned by Impl::sessions and by its pending handlers. `keep` holds what the stream refers to
// (the TLS context it was opened with).
template <class Stream>
class Session : public Connection, public std::enable_shared_from_this<Session<Stream>> {
public:
    Session(RoomServer::Impl& server, Stream stream, ConnId id, std::shared_ptr<void> keep)
        : m_server(server), m_keep(std::move(keep)), m_ws(std::move(stream)), m_id(id) {}

    // Answers the upgrade request that opened the connection.
    void start(http::request<http::string_body> request) {
        // The WebSocket keeps its own timeouts from here on.
        beast::get_lowest_layer(m_ws).expires_never();
        websocket::stream_base::timeout timeout{};
        timeout.handshake_timeout = std::chrono::seconds(10);
        timeout.idle_timeout = websocket::stream_base::none(); // the service times out idlers
        timeout.keep_alive_pings = false;
        m_ws.set_option(timeout);
        m_ws.set_option(websocket::stream_base::decorator([](websocket::response_type& res) {
            res.set(beast::http::field::server, "gunjin-server");
        }));
        // No limit in Beast: read() counts the bytes of a frame and stops past the service's
        // limit, which then answers frame_too_large (Beast itself would only close with 1009).
        m_ws.read_message_max(0);
        m_ws.async_accept(request, [self = this->shared_from_this()](beast::error_code ec) {
            self->onAccept(ec);
        });
    }

    void send(std::string frame) override {
        if (m_closing) return;
        if (m_queuedBytes + frame.size() > m_server.options.maxQueuedBytes) {
            // A client that does not read: drop it; it can resume later.
            fail();
            return;
        }
        m_queuedBytes += frame.size();
        m_queue.push_back(std::move(frame));
        if (m_queue.size() == 1 && !m_writing) writeNext();
    }

    // Close after the queued frames are out.
    void closeSoon(std::uint16_t code) override {
        m_closeCode = code;
        m_closeAfterWrites = true;
        if (!m_writing && m_queue.empty()) closeNow();
    }

    // Shutdown of the whole server: no goodbye.
    void abort() override {
        m_closing = true;
        beast::error_code ignored;
        beast::get_lowest_layer(m_ws).socket().close(ignored);
    }

private:
    void onAccept(beast::error_code ec) {
        if (ec) return forget();
        m_open = true;
        if (!m_server.connected(m_id)) {
            // At the connection limit: say so, then close with 1013 (try again later).
            send(toJson(
                ServerMessage{ErrorReply{"server_busy", "the server holds too many connections"}}));
            closeSoon(kCloseTryLater);
            return;
        }
        m_server.connections = m_server.service.connectionCount();
        read();
    }

    void read() {
        // A piece at a time, up to one byte past the limit: enough to know a frame is too large.
        const std::size_t limit = m_server.options.limits.maxFrameBytes + 1;
        const std::size_t room = limit > m_buffer.size() ? limit - m_buffer.size() : 1;
        m_ws.async_read_some(m_buffer, std::min(room, kReadPiece),
                             [self = this->shared_from_this()](beast::error_code ec, std::size_t) {
                                 self->onRead(ec);
                             });
    }

    void onRead(beast::error_code ec) {
        if (ec) return fail();
        const bool tooLarge = m_buffer.size() > m_server.options.limits.maxFrameBytes;
        if (!m_ws.is_message_done() && !tooLarge) return read(); // more of the same frame
        ++m_server.framesIn;
        const std::string frame = beast::buffers_to_string(m_buffer.data());
        m_buffer.consume(m_buffer.size());
        // A frame over the limit goes to the service cut short: it refuses it by its size and
        // closes the connection, so the rest is never read.
        m_server.received(m_id, frame, m_ws.got_binary());
        if (!m_closing && !m_closeAfterWrites) read();
    }

    void writeNext() {
        m_writing = true;
        m_ws.text(true);
        m_ws.async_write(asio::buffer(m_queue.front()),
                         [self = this->shared_from_this()](beast::error_code ec, std::size_t) {
                             self->onWrite(ec);
                         });
    }

    void onWrite(beast::error_code ec) {
        m_writing = false;
        if (ec) return fail();
        ++m_server.framesOut;
        m_queuedBytes -= m_queue.front().size();
        m_queue.pop_front();
        if (!m_queue.empty()) return writeNext();
        if (m_closeAfterWrites) closeNow();
    }

    void closeNow() {
        if (m_closing) return;
        m_closing = true;
        m_ws.async_close(websocket::close_reason(m_closeCode),
                         [self = this->shared_from_this()](beast::error_code) { self->forget(); });
    }

    // The connection is unusable: tell the service once and let go.
    void fail() {
        if (!m_closing) {
            m_closing = true;
            beast::error_code ignored;
            beast::get_lowest_layer(m_ws).socket().close(ignored);
        }
        forget();
    }

    void forget() {
        if (m_forgotten) return;
        m_forgotten = true;
        if (m_open) m_server.disconnected(m_id);
        m_server.sessions.erase(m_id); // may drop the last owner but one: `self` holds us
        m_server.connections = m_server.service.connectionCount();
        m_server.dispatch();
    }

    RoomServer::Impl& m_server;
    std::shared_ptr<void> m_keep;
    websocket::stream<Stream> m_ws;
    ConnId m_id;
    beast::flat_buffer m_buffer;
    std::deque<std::string> m_queue;
    std::size_t m_queuedBytes = 0;
    bool m_open = false;
    bool m_writing = false;
    bool m_closing = false;
    bool m_closeAfterWrites = false;
    std::uint16_t m_closeCode = kCloseNormal;
    bool m_forgotten = false;
};

// A connection before it is a WebSocket: the TLS handshake (over TLS), then one HTTP request -
// an upgrade becomes a Session under the same id, `GET /healthz` gets the status, anything else
// a 404. Lives on the server thread; owned by Impl::sessions and its pending handlers.
template <class Stream>
class Opening : public Connection, public std::enable_shared_from_this<Opening<Stream>> {
public:
    Opening(RoomServer::Impl& server, Stream stream, ConnId id, std::shared_ptr<void> keep)
        : m_server(server), m_keep(std::move(keep)), m_stream(std::move(stream)), m_id(id) {
        ++m_server.openings;
    }
    ~Opening() override { --m_server.openings; }

    void start() {
        beast::get_lowest_layer(m_stream).expires_after(kOpeningTimeout);
#if GUNJIN_NET_TLS
        if constexpr (std::is_same_v<Stream, TlsStream>) {
            m_stream.async_handshake(boost::asio::ssl::stream_base::server,
                                     [self = this->shared_from_this()](beast::error_code ec) {
                                         if (ec) return self->finish();
                                         self->readRequest();
                                     });
            return;
        }
#endif
        readRequest();
    }

    // An opening never gets frames: the service does not know it yet.
    void send(std::string) override {}
    void closeSoon(std::uint16_t) override {
        abort();
    }
    void abort() override {
        beast::error_code ignored;
        beast::get_lowest_layer(m_stream).socket().close(ignored);
    }

private:
    void readRequest() {
        m_parser.header_limit(kMaxRequestHeader);
        m_parser.body_limit(kMaxRequestBody);
        http::async_read(m_stream, m_buffer, m_parser,
                         [self = this->shared_from_this()](beast::error_code ec, std::size_t) {
                             self->onRequest(ec);
                         });
    }

    void onRequest(beast::error_code ec) {
        if (ec) return finish();
        http::request<http::string_body> request = m_parser.release();
        if (websocket::is_upgrade(request)) {
            auto session = std::make_shared<Session<Stream>>(m_server, std::move(m_stream), m_id,
                                                             std::move(m_keep));
            m_server.sessions[m_id] = session; // lets go of this opening once its handler ends
            session->start(std::move(request));
            return;
        }
        auto& response = m_response;
        response.version(request.version());
        response.set(http::field::server, "gunjin-server");
        response.keep_alive(false);
        if (request.method() != http::verb::get) {
            response.result(http::status::method_not_allowed);
            response.set(http::field::allow, "GET");
            response.body() = "GET /healthz, or a WebSocket upgrade\n";
        } else if (request.target() == "/healthz") {
            response.result(http::status::ok);
            response.set(http::field::content_type, "application/json");
            response.set(http::field::cache_control, "no-store");
            response.body() = m_server.statusJson() + "\n";
        } else {
            response.result(http::status::not_found);
            response.body() = "not found: GET /healthz, or a WebSocket upgrade\n";
        }
        if (response.result() != http::status::ok)
            response.set(http::field::content_type, "text/plain; charset=utf-8");
        response.prepare_payload();
        http::async_write(m_stream, response,
                          [self = this->shared_from_this()](beast::error_code, std::size_t) {
                              self->abort();
                              self->finish();
                          });
    }

    void finish() {
        if (m_finished) return;
        m_finished = true;
        abort();
        m_server.sessions.erase(m_id); // `self` in the handler still holds us
    }

    RoomServer::Impl& m_server;
    std::shared_ptr<void> m_keep;
    Stream m_stream;
    ConnId m_id;
    beast::flat_buffer m_buffer;
    http::request_parser<http::string_body> m_parser;
    http::response<http::string_body> m_response;
    bool m_finished = false;
};

} // namespace

void RoomServer::Impl::accept() {
    acceptor.async_accept([this](beast::error_code ec, tcp::socket socket) {
        if (ec == asio::error::operation_aborted) return;
        if (!ec) {
            beast::error_code ignored;
            socket.set_option(tcp::no_delay(true), ignored); // moves are small; send at once
            if (options.socketSendBuffer > 0)
                socket.set_option(asio::socket_base::send_buffer_size(options.socketSendBuffer),
                                  ignored);
            open(std::move(socket));
        }
        accept();
    });
}

void RoomServer::Impl::open(tcp::socket socket) {
    // Openings hold a socket and a timer each; past the connection limit, the newcomer waits
    // for no one.
    if (openings >= options.limits.maxConnections) return;
    const ConnId id = nextConn++;
#if GUNJIN_NET_TLS
    std::shared_ptr<boost::asio::ssl::context> context;
    {
        const std::lock_guard lock(tlsMutex);
        context = tls;
    }
    if (context) {
        auto opening = std::make_shared<Opening<TlsStream>>(
            *this, TlsStream(beast::tcp_stream(std::move(socket)), *context), id, context);
        sessions.emplace(id, opening);
        opening->start();
        return;
    }
#endif
    auto opening = std::make_shared<Opening<beast::tcp_stream>>(
        *this, beast::tcp_stream(std::move(socket)), id, nullptr);
    sessions.emplace(id, opening);
    opening->start();
}

std::string RoomServer::Impl::statusJson() const {
    // Counts only: nothing about a room's players or pieces.
    nlohmann::json status{{"status", "ok"},
                          {"server", options.name},
                          {"protocol", kProtocolVersion},
                          {"tls", options.tls.enabled()},
                          {"rooms", rooms.load()},
                          {"connections", connections.load()}};
    // What the store wrote since the start (gunjin-bench net --store reads it).
    if (store)
        status["store"] = {{"commits", storeCommits.load()},
                           {"changes", storeChanges.load()},
                           {"bytes", storeBytes.load()}};
    return status.dump();
}

void RoomServer::Impl::tickLater() {
    timer.expires_after(std::chrono::seconds(1));
    timer.async_wait([this](beast::error_code ec) {
        // A tick already due when stop() cancelled the timer must not set it again: the
        // thread would never run out of work.
        if (ec || stopping) return;
        tick();
        dispatch();
        tickLater();
    });
}

RoomServer::RoomServer(ServerOptions options, SecretSource secrets)
    : m_impl(std::make_unique<Impl>(std::move(options), std::move(secrets))) {}

RoomServer::~RoomServer() {
    stop();
}

std::variant<std::uint16_t, std::string> RoomServer::start() {
    Impl& s = *m_impl;
    if (s.running) return std::string("the server is already running");
    if (s.options.tls.enabled()) {
#if GUNJIN_NET_TLS
        auto loaded = loadServerTls(s.options.tls);
        if (auto* error = std::get_if<std::string>(&loaded)) return *error;
        const std::lock_guard lock(s.tlsMutex);
        s.tls = std::get<std::shared_ptr<boost::asio::ssl::context>>(std::move(loaded));
#else
        return std::string("this build of the server has no TLS (GUNJIN_SERVER_TLS=OFF)");
#endif
    }
    beast::error_code ec;
    const auto address = asio::ip::make_address(s.options.bindAddress, ec);
    if (ec) return "bad bind address \"" + s.options.bindAddress + "\": " + ec.message();
    const tcp::endpoint endpoint(address, s.options.port);
    s.acceptor.open(endpoint.protocol(), ec);
    if (!ec) s.acceptor.set_option(asio::socket_base::reuse_address(true), ec);
    if (!ec) s.acceptor.bind(endpoint, ec);
    if (!ec) s.acceptor.listen(asio::socket_base::max_listen_connections, ec);
    if (ec) {
        beast::error_code ignored;
        s.acceptor.close(ignored);
        return "cannot listen on " + s.options.bindAddress + ":" + std::to_string(s.options.port) +
               ": " + ec.message();
    }
    // The rooms are rebuilt once the port is held (a second server on it is told at once);
    // connections wait in the backlog meanwhile.
    const auto closeAcceptor = [&s](std::string why) {
        beast::error_code ignored;
        s.acceptor.close(ignored);
        return why;
    };
    if (auto error = s.openRooms()) return closeAcceptor(*error);
    const std::uint16_t port = s.acceptor.local_endpoint().port();
    s.accept();
    s.tickLater();
    s.running = true;
    s.thread = std::thread([&s] { s.io.run(); });
    return port;
}

void RoomServer::stop() {
    Impl& s = *m_impl;
    if (!s.running) return;
    asio::post(s.io, [&s] {
        beast::error_code ignored;
        s.stopping = true;
        s.acceptor.close(ignored);
        s.timer.cancel();
        s.releaseRooms();           // other processes may take them at once
        auto sessions = s.sessions; // abort() may erase from the map
        for (auto& [id, session] : sessions) session->abort();
    });
    // Pending handlers finish with errors once their sockets are closed; then run() returns.
    s.thread.join();
    s.running = false;
    s.router.reset();
    s.store.reset(); // closes the file, or Redis (and its subscription's thread)
}

std::optional<std::string> RoomServer::reloadTls() {
#if GUNJIN_NET_TLS
    Impl& s = *m_impl;
    if (!s.options.tls.enabled()) return std::string("the server was started without TLS");
    auto loaded = loadServerTls(s.options.tls);
    if (auto* error = std::get_if<std::string>(&loaded)) return *error;
    const std::lock_guard lock(s.tlsMutex);
    s.tls = std::get<std::shared_ptr<boost::asio::ssl::context>>(std::move(loaded));
    return std::nullopt;
#else
    return std::string("this build of the server has no TLS (GUNJIN_SERVER_TLS=OFF)");
#endif
}

bool RoomServer::running() const {
    return m_impl->running;
}

std::optional<std::string> RoomServer::failure() const {
    const std::lock_guard lock(m_impl->failureMutex);
    return m_impl->failure;
}

ServerStats RoomServer::stats() const {
    return {m_impl->rooms,       m_impl->connections,  m_impl->framesIn,    m_impl->framesOut,
            bool(m_impl->store), m_impl->storeCommits, m_impl->storeChanges};
}

} // namespace gunjin::net
