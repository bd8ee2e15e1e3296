// Reading fields of untrusted JSON messages without exceptions (protocol.cpp,
// server_message.cpp). Internal to src/net. Works for nlohmann::json and ordered_json.
#pragma once

#include "protocol.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gunjin::net::detail {

inline ProtocolError bad(std::string message) {
    return {"bad_message", std::move(message)};
}

// The string field `key`, or nullptr when missing or not a string.
template <class Json> const std::string* stringField(const Json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? &it->template get_ref<const std::string&>() : nullptr;
}

template <class Json> std::optional<bool> boolField(const Json& j, const char* key) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_boolean()) return std::nullopt;
    return it->template get<bool>();
}

// A non-negative integer field no larger than `max`, or -1.
template <class Json> std::int64_t countField(const Json& j, const char* key, std::int64_t max) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number_integer()) return -1;
    if (it->is_number_unsigned()) {
        const auto v = it->template get<std::uint64_t>();
        return v <= std::uint64_t(max) ? std::int64_t(v) : -1;
    }
    const auto v = it->template get<std::int64_t>();
    return v >= 0 && v <= max ? v : -1;
}

// The object of a frame and its "type", or the error to answer with. `maxBytes` bounds the
// input before the parser sees it (and with it the nesting depth).
template <class Json> struct Envelope {
    Json object;
    std::string type;
};
template <class Json>
std::optional<ProtocolError> readEnvelope(std::string_view frame, std::size_t maxBytes,
                                          Envelope<Json>& out) {
    if (frame.size() > maxBytes) return ProtocolError{"frame_too_large", "frame too large"};
    out.object = Json::parse(frame.begin(), frame.end(), nullptr, false);
    if (out.object.is_discarded()) return bad("not JSON");
    if (!out.object.is_object()) return bad("a message is a JSON object");
    const std::string* type = stringField(out.object, "type");
    if (!type) return bad("a message needs a string \"type\"");
    out.type = *type;
    return std::nullopt;
}

} // namespace gunjin::net::detail
