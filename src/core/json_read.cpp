#include "json_read.h"

#include "json_io.h"

namespace gunjin::json_read {

namespace {
constexpr int kMaxDepth = 32;
} // namespace

Result<Json> parse(std::string_view text) {
    if (auto problem = jsonInputProblem(text, kMaxDepth))
        return Error{*problem, ErrorKind::DamagedText};
    try {
        return Json::parse(text);
    } catch (const Json::exception& e) {
        std::string what = e.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 5: ..." → drop the tag
        if (auto pos = what.find("] "); pos != std::string::npos) what = what.substr(pos + 2);
        return Error{"malformed JSON: " + what, ErrorKind::DamagedText};
    }
}

Result<std::string> stringField(const Json& obj, const char* key, const std::string& where) {
    const auto it = obj.find(key);
    if (it == obj.end()) return Error{where + ": missing \"" + key + "\""};
    if (!it->is_string()) return Error{where + ": \"" + key + "\" must be a string"};
    return it->get<std::string>();
}

Result<Square> squareValue(const std::string& text, const RuleSet& rules,
                           const std::string& where) {
    const auto sq = rules.board().parse(text);
    if (!sq)
        return Error{where + ": unknown square \"" + text + "\"" +
                     (rules.game == Game::Classic ? "" : " (in the " + rules.code() + " game)")};
    return *sq;
}

Result<Square> squareField(const Json& obj, const RuleSet& rules, const std::string& where,
                           const char* key) {
    auto text = stringField(obj, key, where);
    if (!text) return text.failure();
    return squareValue(*text, rules, where);
}

Result<PieceType> typeField(const Json& obj, const RuleSet& rules, const std::string& where,
                            bool allowUnknown) {
    auto text = stringField(obj, "type", where);
    if (!text) return text.failure();
    const auto t = parsePieceType(*text, allowUnknown);
    if (!t || (*t != PieceType::Unknown && rules.count(*t) == 0))
        return Error{where + ": unknown piece type \"" + *text + "\"" +
                     (t ? " (not a piece of the " + rules.code() + " game)" : "")};
    return *t;
}

// The "rules" of a parsed object, reconciled with what the caller was told.
Result<RuleSet> readRules(const Json& obj, const std::optional<RuleSet>& given) {
    const auto it = obj.is_object() ? obj.find("rules") : obj.end();
    if (it == obj.end() || (obj.is_object() && it->is_null()))
        return given ? *given : RuleSet::classic();
    if (!it->is_string()) return Error{"\"rules\" must be a rule code such as \"classic\""};
    auto rules = RuleSet::fromCode(it->get<std::string>());
    if (!rules) return Error{"rules: " + rules.error(), rules.errorKind()};
    if (given && !(*given == *rules))
        return Error{"the input's rules \"" + rules->code() + "\" differ from --rules \"" +
                     given->code() + "\""};
    return rules;
}

Result<Side> sideValue(const Json& value, const std::string& where) {
    if (!value.is_string()) return Error{where + " must be \"first\" or \"second\""};
    const auto s = parseSide(value.get<std::string>());
    if (!s) return Error{where + ": unknown side \"" + value.get<std::string>() + "\""};
    return *s;
}

Result<const Json*> arrayField(const Json& obj, const char* key, const std::string& where) {
    const auto it = obj.find(key);
    if (it == obj.end()) return Error{where + ": missing \"" + key + "\""};
    if (!it->is_array()) return Error{where + ": \"" + key + "\" must be an array"};
    return &*it;
}

} // namespace gunjin::json_read
