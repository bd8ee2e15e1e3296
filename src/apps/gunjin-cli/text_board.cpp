#include "text_board.h"

#include <cctype>

namespace gunjin {

std::string pieceCode(PieceType t, Side side) {
    static constexpr const char* kCodes[] = {"GE", "LG", "MG", "CO", "LC", "MA", "CP", "1L", "2L",
                                             "CV", "EN", "TK", "PL", "SP", "MI", "FL", "??"};
    std::string code = kCodes[index(t)];
    if (side == Side::Second)
        for (char& c : code) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return code;
}

std::string drawBoard(const Position& pos) {
    std::string out = "     a   b   c   d   e   f\n";
    for (int row = 8; row >= 1; --row) {
        out += ' ';
        out += static_cast<char>('0' + row);
        out += "  ";
        for (int col = 0; col < 6; ++col) {
            const Square s = squareAt(col, row);
            if (isHq(s) && col == 3) {
                out += "    "; // the HQ's second cell: drawn once, in the c cell
                continue;
            }
            if (pos.isEmpty(s)) {
                out += isHq(s) ? "[  ]" : " .  ";
            } else {
                out += isHq(s) ? '[' : ' ';
                out += pieceCode(pos.typeAt(s), pos.sideAt(s));
                out += isHq(s) ? ']' : ' ';
            }
        }
        out += '\n';
        if (row == 5) out += "    ~~~ ==  ~~~~~~~~ ==  ~~~   (bridges on b and e)\n";
    }
    out += "GE general LG lt.general MG maj.general CO colonel LC lt.colonel MA major CP captain\n"
           "1L 1st lt. 2L 2nd lt. CV cavalry EN engineer TK tank PL plane SP spy MI mine FL flag\n"
           "UPPER = first player (先手), lower = second player (後手)\n";
    return out;
}

} // namespace gunjin
