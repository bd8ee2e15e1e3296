// Drives a RoomService the way the Beast server does, without sockets: connections, frames and
// a clock the test controls. SimClient is a scripted player that reads only its own frames and
// rebuilds its SideView from the events, as the app's client does.
#pragma once

#include "core/json_io.h"
#include "core/movegen.h"
#include "core/rng.h"
#include "net/room_service.h"
#include "net/server_message.h"

#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>
#include <vector>

namespace gunjin::net::testing {

// Deterministic "secrets" so that a test's rooms are reproducible.
inline SecretSource seededSecrets(std::uint64_t seed) {
    return [rng = Rng(seed)](std::span<std::uint8_t> out) mutable {
        for (auto& b : out) b = std::uint8_t(rng.next() >> 56);
    };
}

struct FakeNet {
    explicit FakeNet(ServiceLimits limits = {}, std::uint64_t seed = 1)
        : service(limits, seededSecrets(seed), "test-server") {}

    ConnId open() {
        const ConnId id = nextId++;
        REQUIRE(service.connected(id, now));
        return id;
    }
    void send(ConnId conn, const std::string& frame) {
        service.received(conn, frame, now);
        pump();
    }
    // A binary frame (the protocol has none).
    void sendBinary(ConnId conn, const std::string& frame) {
        service.received(conn, frame, now, true);
        pump();
    }
    void send(ConnId conn, const ClientMessage& m, const RuleSet& rules = RuleSet::classic()) {
        send(conn, toJson(m, rules));
    }
    // The transport drops a connection (a cable pulled): the server notices.
    void drop(ConnId conn) {
        service.disconnected(conn, now);
        dropped.insert(conn);
        pump();
    }
    void advance(Millis ms) {
        now += ms;
        service.tick(now);
        pump();
    }
    // Delivers what the server sent; frames to `lost` vanish on the way (a dying connection).
    // With a store, what the frames tell is committed first, as the Beast server does.
    void pump(std::optional<ConnId> lost = std::nullopt) {
        if (store) {
            const auto error = store->commit();
            INFO(error.value_or(""));
            REQUIRE(!error);
        }
        for (auto& o : service.takeOutput()) {
            if (lost && o.conn == *lost) continue;
            REQUIRE(!dropped.count(o.conn)); // nothing goes to a connection that is gone
            if (!o.frame.empty()) inbox[o.conn].push_back(std::move(o.frame));
            if (o.close) {
                closed.insert(o.conn);
                closeCodes[o.conn] = o.closeCode;
                dropped.insert(o.conn);
                service.disconnected(o.conn, now);
            }
        }
    }

    // From now on the service keeps its rooms in `s` (an empty store, or one to take up).
    void useStore(RoomStore& s) {
        const auto error = service.useStore(s, now);
        INFO(error.value_or(""));
        REQUIRE(!error);
        store = &s;
        pump();
    }
    // The server process dies (kill -9) and a new one starts on `next`, a store opened on the
    // same file after the old one was closed: nothing staged and not committed survives, no
    // frame still to be sent is sent, and every connection is gone without the service
    // hearing of it. The new service's secrets come from `seed`.
    void restart(RoomStore& next, std::uint64_t seed) {
        service.takeOutput(); // never sent
        for (ConnId id = 1; id < nextId; ++id) dropped.insert(id);
        service = RoomService(service.limits(), seededSecrets(seed), "test-server");
        useStore(next);
    }

    RoomService service;
    RoomStore* store = nullptr; // the service's, committed at every pump
    Millis now = 1'000'000;
    ConnId nextId = 1;
    std::map<ConnId, std::vector<std::string>> inbox;
    std::set<ConnId> closed;
    std::map<ConnId, std::uint16_t> closeCodes; // the WebSocket close code asked for
    std::set<ConnId> dropped;
};

// What a frame parses to; fails the test if the server sent something unreadable.
inline ServerMessage readFrame(const std::string& frame) {
    auto parsed = parseServerMessage(frame);
    if (std::holds_alternative<ProtocolError>(parsed)) FAIL("unreadable frame " << frame);
    return std::get<ServerMessage>(parsed);
}

// A move or end line applied to the view a client rebuilds (a seat's SideView, a spectator's
// PublicView): the test fails if the line does not read or does not fit.
template <class View>
void applyGameLine(std::optional<View>& view, const GameEvent& g, const RuleSet& rules) {
    REQUIRE(view);
    if (g.kind == "move") {
        auto a = announcementFromJson(g.json, rules);
        REQUIRE(a.ok());
        REQUIRE(view->apply(*a).ok());
    } else {
        auto e = endEventFromJson(g.json, rules);
        REQUIRE(e.ok());
        REQUIRE(view->applyEnd(*e).ok());
    }
}

struct SimClient {
    SimClient(FakeNet& n) : net(n), conn(n.open()) { say(Hello{kProtocolVersion, "sim"}); }

    // In the notation of the room's rules (the seat names them).
    void say(const ClientMessage& m) {
        net.send(conn, m, rules);
        process();
    }
    void create(const std::string& ruleCode = "classic") {
        say(CreateRoom{ruleCode});
        REQUIRE(!room.empty());
    }
    void join(const std::string& code) {
        say(JoinRoom{code});
        REQUIRE(room == code);
    }
    void submit(const Setup& s) { say(setupMessage(s)); }
    void play(Move m) { say(PlayMove{m, view->ply() + 1}); }
    // A new connection taking the seat back with the last event it processed.
    void reconnect() {
        if (!net.dropped.count(conn)) net.drop(conn);
        conn = net.open();
        read = 0;
        say(Hello{kProtocolVersion, "sim"});
        say(Resume{room, token, lastSeq});
    }
    std::string lastError() const { return errors.empty() ? "" : errors.back().code; }

    // Reads every frame that arrived since the last call.
    void process() {
        auto& frames = net.inbox[conn];
        for (; read < frames.size(); ++read) {
            const ServerMessage m = readFrame(frames[read]);
            if (const auto* seat = std::get_if<SeatGranted>(&m)) {
                room = seat->room;
                side = seat->side;
                if (seat->token) token = *seat->token;
                watch = seat->watch;
                watchers = seat->watchers;
                auto parsed = RuleSet::fromCode(seat->rules);
                REQUIRE(parsed.ok());
                REQUIRE(parsed->code() == seat->rules); // the server names it canonically
                rules = *parsed;
            } else if (const auto* w = std::get_if<Watchers>(&m)) {
                watchers = w->count;
            } else if (const auto* e = std::get_if<ErrorReply>(&m)) {
                errors.push_back(*e);
            } else if (const auto* ev = std::get_if<EventMessage>(&m); ev && followEvents) {
                // Events arrive in order, none lost and none twice, across reconnects too.
                REQUIRE(ev->seq == lastSeq + 1);
                lastSeq = ev->seq;
                apply(ev->event);
            }
        }
    }
    void apply(const RoomEvent& event) {
        events.push_back(event);
        if (const auto* g = std::get_if<GameEvent>(&event)) {
            if (g->kind == "start") {
                auto v = startEventFromJson(g->json);
                REQUIRE(v.ok());
                REQUIRE(v->side() == side);
                REQUIRE(v->rules() == rules); // the game plays the room's rules
                view.emplace(*v);
            } else {
                applyGameLine(view, *g, rules);
            }
        } else if (const auto* n = std::get_if<NewGame>(&event)) {
            side = n->side;
            view.reset();
        } else if (const auto* r = std::get_if<OpponentReady>(&event)) {
            opponentReady = r->ready;
        }
    }
    bool myTurn() const { return view && !view->isOver() && view->position().sideToMove() == side; }
    Move randomMove(Rng& rng) const {
        MoveList moves;
        generateMoves(view->position(), moves);
        REQUIRE(!moves.empty());
        return moves[int(rng.below(std::uint32_t(moves.size())))];
    }

    FakeNet& net;
    ConnId conn;
    std::size_t read = 0;
    std::string room, token;
    std::string watch;                  // the room's watch token, from the seat
    int watchers = 0;                   // as the server last said
    RuleSet rules = RuleSet::classic(); // of the room, once seated
    Side side = Side::First;
    std::uint64_t lastSeq = 0;
    std::optional<SideView> view;
    std::vector<ErrorReply> errors;
    std::vector<RoomEvent> events;
    bool opponentReady = false;
    // Off for clients that send garbage on purpose (a resume with someone's token replays
    // from wherever it says): their frames are only read, not followed.
    bool followEvents = true;
};

// Two seated players of one room: the creator `a` and the joiner `b`.
struct Pair {
    explicit Pair(FakeNet& n, std::uint64_t seed = 7, const std::string& ruleCode = "classic")
        : net(n), a(n), b(n), rng(seed) {
        a.create(ruleCode);
        b.join(a.room);
    }
    void arrange() {
        a.submit(Setup::random(a.rules, a.side, rng));
        b.submit(Setup::random(b.rules, b.side, rng));
        a.say(Ready{});
        b.say(Ready{});
        a.process();
        REQUIRE(a.view);
        REQUIRE(b.view);
    }
    SimClient& mover() { return a.myTurn() ? a : b; }
    // Random moves until the end or `maxPlies`; both clients read every frame.
    void playRandom(int maxPlies = 100000) {
        a.process();
        b.process();
        while (!a.view->isOver() && a.view->ply() < maxPlies) {
            SimClient& m = mover();
            REQUIRE(m.myTurn());
            net.advance(60);                // players take time (the rate limit sees it)
            if (a.view->ply() % 200 == 0) { // and their apps keep the connection alive
                a.say(Ping{});
                b.say(Ping{});
            }
            m.play(m.randomMove(rng));
            INFO(m.lastError());
            REQUIRE(m.errors.empty());
            a.process();
            b.process();
        }
    }
    FakeNet& net;
    SimClient a, b;
    Rng rng;
};

// A scripted spectator: watches a room with its watch token and rebuilds the public view from
// its own frames, as the app's spectator mode does.
struct SimWatcher {
    SimWatcher(FakeNet& n, std::string watchToken) : net(n), conn(n.open()), token(watchToken) {
        say(Hello{kProtocolVersion, "sim-watcher"});
        say(WatchRoom{token, 0});
    }
    void say(const ClientMessage& m) {
        net.send(conn, m);
        process();
    }
    // A new connection taking up the watch where it stopped.
    void reconnect() {
        if (!net.dropped.count(conn)) net.drop(conn);
        conn = net.open();
        read = 0;
        say(Hello{kProtocolVersion, "sim-watcher"});
        say(WatchRoom{token, lastSeq});
    }
    std::string lastError() const { return errors.empty() ? "" : errors.back().code; }
    void process() {
        auto& frames = net.inbox[conn];
        for (; read < frames.size(); ++read) {
            const ServerMessage m = readFrame(frames[read]);
            if (const auto* w = std::get_if<Watching>(&m)) {
                auto parsed = RuleSet::fromCode(w->rules);
                REQUIRE(parsed.ok());
                rules = *parsed;
                watching = true;
                watchers = w->watchers;
            } else if (const auto* n = std::get_if<Watchers>(&m)) {
                watchers = n->count;
            } else if (const auto* e = std::get_if<ErrorReply>(&m)) {
                errors.push_back(*e);
            } else if (const auto* ev = std::get_if<EventMessage>(&m)) {
                REQUIRE(ev->seq == lastSeq + 1); // in order, none lost, none twice
                lastSeq = ev->seq;
                apply(ev->event);
            } else if (!std::holds_alternative<Welcome>(m) && !std::holds_alternative<Pong>(m)) {
                FAIL("a spectator was sent " << frames[read]);
            }
        }
    }
    void apply(const RoomEvent& event) {
        events.push_back(event);
        if (const auto* c = std::get_if<RoomClosing>(&event)) {
            closing = c->reason;
            return;
        }
        const auto* g = std::get_if<GameEvent>(&event);
        REQUIRE(g); // a spectator hears of games and the room's closing only
        if (g->kind == "start") {
            auto v = publicStartEventFromJson(g->json);
            REQUIRE(v.ok());
            REQUIRE(v->rules() == rules);
            view.emplace(*v);
            ++games;
        } else {
            applyGameLine(view, *g, rules);
        }
    }

    FakeNet& net;
    ConnId conn;
    std::string token;
    std::size_t read = 0;
    bool watching = false;
    int watchers = 0;
    RuleSet rules = RuleSet::classic();
    std::uint64_t lastSeq = 0;
    std::optional<PublicView> view;
    int games = 0;
    std::string closing; // the room_closing reason, once told
    std::vector<ErrorReply> errors;
    std::vector<RoomEvent> events;
};

// R-END-6 on the wire: the end event a client rebuilt from its stream reveals every opponent
// piece of the game - those removed too - with the type the referee knows; returns how many of
// them were removed.
inline int checkFullReveal(const SimClient& c, const Position& truth) {
    REQUIRE(c.view);
    REQUIRE(c.view->endEvent());
    const Side them = opponent(c.side);
    std::uint64_t ids = 0;
    int removed = 0;
    for (const RevealedPiece& r : c.view->endEvent()->reveal) {
        REQUIRE(r.id < truth.squareCount());
        CHECK(truth.piece(r.id).side == them);
        CHECK(r.type == truth.piece(r.id).type);
        CHECK(c.view->position().piece(r.id).type == r.type);
        ids |= std::uint64_t{1} << r.id;
        removed += !truth.piece(r.id).alive();
    }
    CHECK(ids == truth.pieceMask(them));
    CHECK(int(c.view->endEvent()->reveal.size()) == c.rules.armySize());
    int known = 0;
    for (int n : c.view->opponentLostByType()) known += n;
    CHECK(known == removed);
    return removed;
}

} // namespace gunjin::net::testing
