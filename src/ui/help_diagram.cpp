#include "help_diagram.h"

#include "core/board.h"
#include "core/combat.h"
#include "core/movegen.h"

#include <QStringList>

namespace gunjin::ui {

namespace {

Error fail(const QString& message) {
    return Error{message.toStdString()};
}

Result<Square> readSquare(const RuleSet& rules, const QString& text) {
    const std::string name = text.toStdString();
    if (const auto square = rules.board().parse(name)) return *square;
    return fail(QStringLiteral("\"%1\" is not a square of %2")
                    .arg(text, QString::fromStdString(rules.code())));
}

Result<HelpDiagram::Piece> readPiece(const RuleSet& rules, const QString& text) {
    const int at = text.indexOf(u'@');
    if (at < 0) return fail(QStringLiteral("\"%1\" is not TYPE@SQUARE").arg(text));
    HelpDiagram::Piece piece;
    const QString type = text.left(at);
    if (type == u'?') {
        piece.side = Side::Second;
    } else {
        const auto parsed = parsePieceType(type.toStdString());
        if (!parsed) return fail(QStringLiteral("\"%1\" is not a piece type").arg(type));
        if (rules.count(*parsed) == 0)
            return fail(QStringLiteral("%1 has no piece of type %2")
                            .arg(QString::fromStdString(rules.code()), type));
        piece.type = *parsed;
    }
    const auto square = readSquare(rules, text.mid(at + 1));
    if (!square) return Error{square.error()};
    piece.square = *square;
    return piece;
}

} // namespace

Position HelpDiagram::position() const {
    Position pos(rules);
    for (const Piece& p : pieces) pos.place(p.square, p.side, p.type);
    pos.setSideToMove(Side::First);
    return pos;
}

Result<HelpDiagram> readHelpDiagram(const QString& reference) {
    const QStringList parts = reference.split(u'/');
    if (parts.size() != 3)
        return fail(QStringLiteral("\"%1\" is not RULES/KIND/WHAT").arg(reference));
    const auto rules = RuleSet::fromCode(parts[0].toStdString());
    if (!rules) return Error{rules.error()};
    HelpDiagram d;
    d.rules = *rules;
    const QString& kind = parts[1];

    if (kind == u"strike" || kind == u"bomb") {
        d.kind = kind == u"strike" ? HelpDiagram::Kind::Strike : HelpDiagram::Kind::Bomb;
        if (d.rules.game != Game::Federation)
            return fail(QStringLiteral("only the federation game has strikes"));
        const auto target = readSquare(d.rules, parts[2]);
        if (!target) return Error{target.error()};
        d.target = *target;
        d.marked = strikeArea(d.rules, d.target, d.kind == HelpDiagram::Kind::Bomb);
        return d;
    }
    if (kind == u"moves")
        d.kind = HelpDiagram::Kind::Moves;
    else if (kind == u"flag")
        d.kind = HelpDiagram::Kind::Flag;
    else
        return fail(QStringLiteral("\"%1\" is not a kind of diagram (moves, flag, strike, bomb)")
                        .arg(kind));

    std::uint64_t used = 0;
    for (const QString& text : parts[2].split(u'+')) {
        const auto piece = readPiece(d.rules, text);
        if (!piece) return Error{piece.error()};
        if (used >> piece->square & 1)
            return fail(QStringLiteral("two pieces on %1").arg(text.mid(text.indexOf(u'@') + 1)));
        used |= std::uint64_t{1} << piece->square;
        d.pieces.push_back(*piece);
    }
    const HelpDiagram::Piece& subject = d.pieces.front();
    if (subject.side != Side::First)
        return fail(QStringLiteral("the first piece of a diagram is the first player's"));
    const Position pos = d.position();

    if (d.kind == HelpDiagram::Kind::Moves) {
        if (!isMovable(subject.type))
            return fail(QStringLiteral("%1 does not move")
                            .arg(QString::fromStdString(std::string(pieceTypeId(subject.type)))));
        MoveList moves;
        generatePieceMoves(pos, pos.pieceAt(subject.square), moves);
        for (const Move m : moves)
            if (m.kind() == MoveKind::Step || m.kind() == MoveKind::Tow)
                d.marked |= std::uint64_t{1} << m.to();
        return d;
    }

    // Flag: the type it fights as, and the square behind whose piece lends it.
    if (d.rules.game != Game::Classic || subject.type != PieceType::Flag)
        return fail(QStringLiteral("a flag diagram shows a classic flag first"));
    d.flagStrength = effectiveDefender(pos, subject.square);
    const Square behind = squareBehind(subject.square, subject.side);
    if (d.flagStrength != PieceType::Flag && behind != kNoSquare)
        d.marked = std::uint64_t{1} << behind;
    return d;
}

} // namespace gunjin::ui
