#include "types.h"

namespace gunjin {

namespace {

constexpr std::array<std::string_view, kTypeCount + 1> kTypeIds = {"general",
                                                                   "lieutenant_general",
                                                                   "major_general",
                                                                   "colonel",
                                                                   "lieutenant_colonel",
                                                                   "major",
                                                                   "captain",
                                                                   "first_lieutenant",
                                                                   "second_lieutenant",
                                                                   "cavalry",
                                                                   "engineer",
                                                                   "tank",
                                                                   "plane",
                                                                   "spy",
                                                                   "mine",
                                                                   "flag",
                                                                   "marshal",
                                                                   "artillery",
                                                                   "jet",
                                                                   "missile",
                                                                   "atomic_bomb",
                                                                   "unknown"};

constexpr std::array<std::string_view, kTypeCount + 1> kTypeKanji = {
    "大将", "中将", "少将",       "大佐",     "中佐",   "少佐",   "大尉", "中尉",
    "少尉", "騎兵", "工兵",       "タンク",   "飛行機", "スパイ", "地雷", "軍旗",
    "元帥", "砲兵", "ジェット機", "ミサイル", "原爆",   "?"};

constexpr std::array<std::string_view, kSquareCount> kSquareNames = {
    "a1", "b1", "hq1", "e1", "f1",       // row 1
    "a2", "b2", "c2",  "d2", "e2", "f2", // row 2
    "a3", "b3", "c3",  "d3", "e3", "f3", // row 3
    "a4", "b4", "c4",  "d4", "e4", "f4", // row 4
    "a5", "b5", "c5",  "d5", "e5", "f5", // row 5
    "a6", "b6", "c6",  "d6", "e6", "f6", // row 6
    "a7", "b7", "c7",  "d7", "e7", "f7", // row 7
    "a8", "b8", "hq8", "e8", "f8"};      // row 8

} // namespace

std::string_view pieceTypeId(PieceType t) {
    return kTypeIds[index(t)];
}
std::string_view pieceTypeKanji(PieceType t) {
    return kTypeKanji[index(t)];
}

std::optional<PieceType> parsePieceType(std::string_view id, bool allowUnknown) {
    for (int i = 0; i < kTypeCount; ++i)
        if (kTypeIds[i] == id) return static_cast<PieceType>(i);
    if (allowUnknown && id == "unknown") return PieceType::Unknown;
    return std::nullopt;
}

std::string_view sideId(Side s) {
    return s == Side::First ? "first" : "second";
}

std::optional<Side> parseSide(std::string_view id) {
    if (id == "first") return Side::First;
    if (id == "second") return Side::Second;
    return std::nullopt;
}

std::string_view squareName(Square s) {
    return s < kSquareCount ? kSquareNames[s] : "-";
}

std::optional<Square> parseSquare(std::string_view name) {
    for (int i = 0; i < kSquareCount; ++i)
        if (kSquareNames[i] == name) return static_cast<Square>(i);
    // R-BOARD-3 aliases: the two cells of each HQ.
    if (name == "c1" || name == "d1") return kHq1;
    if (name == "c8" || name == "d8") return kHq8;
    return std::nullopt;
}

std::string moveText(Move m) {
    std::string text(squareName(m.from()));
    text += '-';
    text += squareName(m.to());
    return text;
}

std::optional<Move> parseMove(std::string_view text) {
    const auto dash = text.find('-');
    if (dash == std::string_view::npos) return std::nullopt;
    const auto from = parseSquare(text.substr(0, dash));
    const auto to = parseSquare(text.substr(dash + 1));
    if (!from || !to) return std::nullopt;
    return Move(*from, *to);
}

std::string_view combatOutcomeId(CombatOutcome o) {
    switch (o) {
    case CombatOutcome::None: return "none";
    case CombatOutcome::AttackerWon: return "attacker_won";
    case CombatOutcome::DefenderWon: return "defender_won";
    case CombatOutcome::BothRemoved: return "both_removed";
    }
    return "none";
}

namespace {
constexpr std::array<std::string_view, 4> kStatusIds = {"ongoing", "first_won", "second_won",
                                                        "draw"};
constexpr std::array<std::string_view, 10> kReasonIds = {"",
                                                         "occupation",
                                                         "no_combat_limit",
                                                         "both_no_legal_moves",
                                                         "no_legal_moves",
                                                         "resignation",
                                                         "marshal_taken",
                                                         "flag_taken",
                                                         "general_defeated",
                                                         "all_movable_taken"};
} // namespace

std::string_view gameStatusId(GameStatus s) {
    return kStatusIds[static_cast<int>(s)];
}
std::string_view endReasonId(EndReason r) {
    return kReasonIds[static_cast<int>(r)];
}

std::optional<GameStatus> parseGameStatus(std::string_view id) {
    for (std::size_t i = 0; i < kStatusIds.size(); ++i)
        if (kStatusIds[i] == id) return static_cast<GameStatus>(i);
    return std::nullopt;
}

std::optional<EndReason> parseEndReason(std::string_view id) {
    for (std::size_t i = 1; i < kReasonIds.size(); ++i)
        if (kReasonIds[i] == id) return static_cast<EndReason>(i);
    return std::nullopt;
}

} // namespace gunjin
