// The field readers the JSON readers of json_io.h share (json_io.cpp, json_events.cpp): each
// names what is wrong with a field, with `where` in front, as an error value. Internal to
// src/core.
#pragma once

#include "result.h"
#include "rules.h"
#include "types.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace gunjin::json_read {

using Json = nlohmann::json;

// Parses external text: too deep or too large is refused before the parser sees it, and a
// parse error is DamagedText.
Result<Json> parse(std::string_view text);
Result<std::string> stringField(const Json& obj, const char* key, const std::string& where);
Result<Square> squareValue(const std::string& text, const RuleSet& rules, const std::string& where);
Result<Square> squareField(const Json& obj, const RuleSet& rules, const std::string& where,
                           const char* key = "square");
Result<PieceType> typeField(const Json& obj, const RuleSet& rules, const std::string& where,
                            bool allowUnknown);
// The "rules" of a parsed object, reconciled with what the caller was told.
Result<RuleSet> readRules(const Json& obj, const std::optional<RuleSet>& given);
Result<Side> sideValue(const Json& value, const std::string& where);
Result<const Json*> arrayField(const Json& obj, const char* key, const std::string& where);

} // namespace gunjin::json_read
