#include "guess_note_json.h"

namespace gunjin {

nlohmann::ordered_json guessNoteToJson(const GuessNote& note) {
    using Json = nlohmann::ordered_json;
    return {{"side", sideId(note.side)},
            {"piece", int(note.piece)},
            {"type", note.type == PieceType::Unknown ? Json() : Json(pieceTypeId(note.type))}};
}

Result<GuessNote> guessNoteFromJson(const nlohmann::json& n, const JournalHeader& header) {
    GuessNote note;
    const auto side = n.find("side");
    const auto s = side != n.end() && side->is_string() ? parseSide(side->get<std::string>())
                                                        : std::optional<Side>();
    if (!s) return Error{"a note's \"side\" must be first or second"};
    if (header.mode != GameMode::HotSeat && *s != header.human)
        return Error{"a note of the side played elsewhere"};
    note.side = *s;
    const auto piece = n.find("piece");
    if (piece == n.end() || !piece->is_number_integer() || *piece < 0 || *piece >= kMaxSquares)
        return Error{"a note's \"piece\" must be a piece id"};
    note.piece = static_cast<PieceId>(piece->get<int>());
    const auto type = n.find("type");
    if (type == n.end()) return Error{"missing \"type\" (null for a cleared note)"};
    if (!type->is_null()) {
        const auto t = type->is_string() ? parsePieceType(type->get<std::string>())
                                         : std::optional<PieceType>();
        if (!t) return Error{"a note's \"type\" is not a piece type"};
        note.type = *t;
    }
    return note;
}

} // namespace gunjin
