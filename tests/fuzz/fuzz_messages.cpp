// libFuzzer target for everything the app and the room server read from the network: client
// frames (the server's input), server frames (the client's input) and the core's event readers
// they hand on, the spectators' included; room addresses and links. Crashes, sanitizer reports and
// broken round trips abort.
#include "core/json_io.h"
#include "net/protocol.h"
#include "net/server_message.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace gunjin;
using namespace gunjin::net;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view frame(reinterpret_cast<const char*>(data), size);

    // Client frames in both games' notations (a room plays one rule set).
    for (const RuleSet& rules : {RuleSet::classic(), RuleSet::federation()}) {
        const auto client = parseClientMessage(frame, rules);
        if (const auto* m = std::get_if<ClientMessage>(&client)) {
            // Whatever is accepted reads back as itself.
            const auto again = parseClientMessage(toJson(*m, rules), rules);
            if (!std::holds_alternative<ClientMessage>(again) ||
                std::get<ClientMessage>(again) != *m)
                std::abort();
        }
    }

    const auto server = parseServerMessage(frame);
    if (const auto* m = std::get_if<ServerMessage>(&server)) {
        const auto again = parseServerMessage(toJson(*m));
        if (!std::holds_alternative<ServerMessage>(again) || std::get<ServerMessage>(again) != *m)
            std::abort();
    }

    for (const RuleSet& rules : {RuleSet::classic(), RuleSet::federation()}) {
        (void)announcementFromJson(frame, rules);
        (void)endEventFromJson(frame, rules);
    }
    (void)startEventFromJson(frame);
    (void)publicStartEventFromJson(frame);
    (void)parseRoomUrl(frame);
    (void)parseRoomLink(frame);
    return 0;
}
