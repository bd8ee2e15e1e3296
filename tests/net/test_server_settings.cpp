// gunjin-server's settings: the config file and the command line share one table of keys.
#include "net/server_settings.h"

#include <catch2/catch.hpp>

using namespace gunjin::net;

TEST_CASE("net: the server's config file sets what the command line sets", "[net][settings]") {
    ServerSettings s;
    CHECK(s.options.port == 47800);
    const auto error = applyConfig(s, "# gunjin-server\n"
                                      "\n"
                                      "port = 443\r\n"
                                      "  bind=127.0.0.1  \n"
                                      "max-rooms = 20000\n"
                                      "rate = 30\n"
                                      "max-watchers = 0\n"
                                      "name = 軍人将棋 rooms\n"
                                      "certificate = /etc/ssl/g.pem\n"
                                      "private-key = /etc/ssl/g.key\n"
                                      "store = /var/lib/gunjin-server/rooms.db\n"
                                      "status = 0");
    REQUIRE_FALSE(error);
    CHECK(s.options.port == 443);
    CHECK(s.options.bindAddress == "127.0.0.1");
    CHECK(s.options.limits.maxRooms == 20000);
    CHECK(s.options.limits.framesPerSecond == 30);
    CHECK(s.options.limits.maxWatchersPerRoom == 0);
    CHECK(s.options.name == "軍人将棋 rooms");
    CHECK(s.options.tls.certificateFile == "/etc/ssl/g.pem");
    CHECK(s.options.tls.privateKeyFile == "/etc/ssl/g.key");
    CHECK(s.options.tls.enabled());
    CHECK(s.options.storeFile == "/var/lib/gunjin-server/rooms.db");
    CHECK(s.statusSeconds == 0);
    // The command line comes after the file and wins.
    REQUIRE_FALSE(applySetting(s, "port", "8443"));
    CHECK(s.options.port == 8443);
}

TEST_CASE("net: a bad config line names its line and applies nothing of the file",
          "[net][settings]") {
    ServerSettings s;
    auto e = applyConfig(s, "port = 1234\nmax-rooms = many\n");
    REQUIRE(e);
    CHECK(*e == "line 2: bad value for max-rooms: \"many\" (N: rooms at once, 1 to 1000000 "
                "(default 5000))");
    CHECK(s.options.port == 47800); // line 1 was not applied either
    e = applyConfig(s, "port 1234\n");
    REQUIRE(e);
    CHECK(*e == "line 1: expected key = value");
    e = applyConfig(s, "\n\ncolour = red\n");
    REQUIRE(e);
    CHECK(*e == "line 3: unknown setting colour");
    CHECK(applySetting(s, "port", "70000"));
    CHECK(applySetting(s, "port", "-1"));
    CHECK(applySetting(s, "max-connections", "1"));
    CHECK(applySetting(s, "max-watchers", "10001"));
    CHECK(applySetting(s, "name", std::string(65, 'x')));
    CHECK(applySetting(s, "certificate", ""));
    CHECK(applySetting(s, "store", ""));
    CHECK(s.options.storeFile.empty()); // rooms in memory unless a store is named
    CHECK(s.options.port == 47800);
    CHECK_FALSE(s.options.tls.enabled());
}
