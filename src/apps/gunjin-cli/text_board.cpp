#include "text_board.h"

#include <cctype>

namespace gunjin {

std::string pieceCode(PieceType t, Side side) {
    static constexpr const char* kCodes[] = {"GE", "LG", "MG", "CO", "LC", "MA", "CP", "1L",
                                             "2L", "CV", "EN", "TK", "PL", "SP", "MI", "FL",
                                             "MR", "AR", "JT", "ML", "AB", "??"};
    std::string code = kCodes[index(t)];
    if (side == Side::Second)
        for (char& c : code) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return code;
}

std::string drawBoard(const Position& pos) {
    const BoardLayout& b = pos.board();
    std::string out = "    ";
    for (int col = 0; col < b.columns; ++col) {
        out += "  ";
        out += static_cast<char>('a' + col);
        out += ' ';
    }
    out += '\n';
    for (int row = b.rows; row >= 1; --row) {
        out += ' ';
        out += static_cast<char>('0' + row);
        out += "  ";
        for (int col = 0; col < b.columns; ++col) {
            const Square s = b.squareAt(col, row);
            if (s == kNoSquare) {
                out += " ~~ "; // the river
                continue;
            }
            if (b.isHq(s) && b.firstCell[s].column != col) {
                out += "    "; // a further cell of the HQ: drawn once, in its first cell
                continue;
            }
            if (pos.isEmpty(s)) {
                out += b.isHq(s) ? "[  ]" : " .  ";
            } else {
                out += b.isHq(s) ? '[' : ' ';
                out += pieceCode(pos.typeAt(s), pos.sideAt(s));
                out += b.isHq(s) ? ']' : ' ';
            }
        }
        out += '\n';
        if (b.game == Game::Classic && row == 5)
            out += "    ~~~ ==  ~~~~~~~~ ==  ~~~   (bridges on b and e)\n";
    }
    if (b.game == Game::Classic)
        out += "GE general LG lt.general MG maj.general CO colonel LC lt.colonel MA major CP "
               "captain\n1L 1st lt. 2L 2nd lt. CV cavalry EN engineer TK tank PL plane SP spy MI "
               "mine FL flag\n";
    else
        out += "MR marshal GE general LG lt.general MG maj.general CO colonel LC lt.colonel MA "
               "major\nAR artillery EN engineer TK tank SP spy JT jet ML missile AB atomic bomb "
               "MI mine\n(the x-bridge c3-g7 / g3-c7 crosses the river at e5)\n";
    out += "UPPER = first player (先手), lower = second player (後手)\n";
    return out;
}

} // namespace gunjin
