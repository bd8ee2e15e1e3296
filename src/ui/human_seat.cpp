#include "human_seat.h"

#include "core/movegen.h"
#include "core/no_move.h"
#include "piece_names.h"

#include <algorithm>

namespace gunjin::ui {

namespace {

// Whether a step from `a` to `b` would cross the river off a bridge: the two squares face each
// other over it in one column (R-MOVE-3, F-MOVE-4) - a refused step there is the river's doing.
bool offBridgeOverRiver(const BoardLayout& board, Square a, Square b) {
    if (board.isHq(a) || board.isHq(b) || board.centreColumn(a) != board.centreColumn(b))
        return false;
    const int near = board.riverAfterRow > 0 ? board.riverAfterRow : board.riverFirstRow - 1;
    const int far = board.riverAfterRow > 0 ? board.riverAfterRow + 1 : board.riverLastRow + 1;
    const int lo = std::min(board.rowOf(a), board.rowOf(b));
    const int hi = std::max(board.rowOf(a), board.rowOf(b));
    if (near <= 0 || lo != near || hi != far) return false;
    for (const Bridge& bridge : board.bridges)
        if (bridge.from.column == board.firstCell[a].column &&
            bridge.to.column == bridge.from.column)
            return false;
    return true;
}

} // namespace

void HumanSeat::requestMove(const SideView& view) {
    m_view = &view;
    select(kNoSquare);
}

void HumanSeat::cancel() {
    m_view = nullptr;
    select(kNoSquare);
}

bool HumanSeat::missileSelected() const {
    return m_view && m_selected != kNoSquare &&
           m_view->position().typeAt(m_selected) == PieceType::Missile;
}

void HumanSeat::select(Square s) {
    m_selected = s;
    m_hover = kNoSquare;
    m_launch = m_tow = false;
    m_canLaunch = m_canTow = false;
    if (m_view && s != kNoSquare) {
        const Position& pos = m_view->position();
        MoveList moves;
        generatePieceMoves(pos, pos.pieceAt(s), moves);
        for (Move m : moves) {
            m_canLaunch = m_canLaunch || m.kind() == MoveKind::Launch;
            m_canTow = m_canTow || m.kind() == MoveKind::Tow;
        }
    }
    emit inputChanged();
}

std::vector<Move> HumanSeat::movesTo(Square to) const {
    std::vector<Move> out;
    if (!m_view || m_selected == kNoSquare) return out;
    const Position& pos = m_view->position();
    MoveList moves;
    generatePieceMoves(pos, pos.pieceAt(m_selected), moves);
    for (Move m : moves)
        if (m.to() == to) out.push_back(m);
    return out;
}

std::optional<Move> HumanSeat::pick(Square to) const {
    const std::vector<Move> moves = movesTo(to);
    if (moves.empty()) return std::nullopt;
    // A strike and a launch reach the same targets, a step and a tow the same squares: the
    // modes choose; without them the plain move is played.
    const MoveKind wanted = m_launch ? MoveKind::Launch : MoveKind::Strike;
    const MoveKind walk = m_tow ? MoveKind::Tow : MoveKind::Step;
    for (Move m : moves)
        if (m.kind() == wanted || m.kind() == walk) return m;
    return moves.front();
}

void HumanSeat::click(Square s) {
    if (!m_view) return;
    const Position& pos = m_view->position();
    if (m_selected != kNoSquare) {
        if (const auto m = pick(s)) {
            const Move move = *m;
            m_view = nullptr; // answered: no more input until the next turn
            select(kNoSquare);
            emit moveChosen(move.bits);
            return;
        }
        if (s == m_selected) {
            cancelSelection();
            return;
        }
    }
    const PieceId id = pos.pieceAt(s);
    if (id == kNoPiece || pos.piece(id).side != side()) {
        if (id != kNoPiece && m_selected != kNoSquare) {
            // A piece was chosen: the opponent's piece is out of its reach, not a wrong click.
            // It stays chosen, as for an empty square out of reach.
            //: %1 is the chosen piece's name; the clicked opponent piece is not one it can reach
            emit said(reachNote(pos, s) +
                      tr("%1はその相手の駒まで行けません。赤い枠の駒なら攻められます（やめるときは"
                         "駒をもう一度押すか Esc キー）。")
                          .arg(pieceName(pos.typeAt(m_selected))));
        } else if (id != kNoPiece) {
            select(kNoSquare);
            emit said(tr("それは相手の駒です。先に自分の駒を押してください。"));
        } else if (m_selected != kNoSquare) {
            // A square the chosen piece cannot reach: it stays chosen, and the player is told
            // where it can go (a silent drop read as a lost click).
            //: %1 is the chosen piece's name; the clicked empty square is not one it can reach
            emit said(reachNote(pos, s) +
                      tr("%1はそのマスへは行けません。緑の点のマスが行き先です（やめるときは"
                         "駒をもう一度押すか Esc キー）。")
                          .arg(pieceName(pos.typeAt(m_selected))));
        }
        return;
    }
    MoveList moves;
    generatePieceMoves(pos, id, moves);
    const PieceType t = pos.piece(id).type;
    if (moves.empty()) {
        select(kNoSquare);
        emit said(whyStuck(pos, id));
        return;
    }
    select(s);
    if (t == PieceType::Missile) {
        emit said(m_canLaunch
                      ? tr("ミサイルの行き先か、攻撃する相手の駒を押してください。隣の原爆を使うと"
                           "きは「原爆を発射」を選んでから押します。")
                      : tr("ミサイルの行き先か、攻撃する相手の駒を押してください。駒に重ねると、"
                           "攻撃が届く範囲が光ります。"));
        return;
    }
    //: %1 is a piece name
    emit said(tr("%1の行き先を押してください。").arg(pieceName(t)));
}

QString HumanSeat::whyStuck(const Position& pos, PieceId id) {
    const NoMoveReasons why = whyNoMove(pos, id);
    const PieceType t = pos.piece(id).type;
    if (why.neverMoves) {
        if (t == PieceType::AtomicBomb) // F-MOVE-6, F-MOVE-7
            return tr("原爆はそれだけでは動きません。隣のミサイルを選ぶと、一緒に動かしたり発射し"
                      "たりできます。");
        //: %1 is a piece name (地雷, 軍旗, 元帥): a piece of that type never moves
        return tr("%1は動かない駒です。ほかの駒を選んでください。").arg(pieceName(t));
    }
    //: %1 is a piece name: this piece has no move now; the reasons follow
    QString text = tr("その%1は今は動かせません。").arg(pieceName(t));
    if (why.ownPieces) text += tr("行き先が自分の駒でふさがっています。"); // R-MOVE-2, F-MOVE-1
    if (why.riverBank) text += tr("川は橋のところでしか渡れません。");     // R-MOVE-3, F-MOVE-4
    if (why.guardedHq)                                                     // F-MOVE-8
        text += tr("相手の総司令部は、隣に相手の駒がいる間は攻められません。");
    if (why.onlyEmptySquares) // F-MOVE-2, F-STRIKE-1
        text += tr("ミサイルは空いているマスにしか進めず、総司令部は攻撃できません。");
    return text;
}

QString HumanSeat::reachNote(const Position& pos, Square s) const {
    // A play-tester's step over the river was refused without the river being named.
    if (offBridgeOverRiver(pos.board(), m_selected, s))
        return tr("川は橋のところでしか渡れません。");
    // And one's officer beside the 元帥 was never offered it (F-MOVE-8).
    if (s == pos.board().hqOf(opponent(side())) && hqGuarded(pos, opponent(side())))
        return tr("相手の総司令部は、隣に相手の駒がいる間は攻められません。");
    return {};
}

bool HumanSeat::cancelSelection() {
    if (m_selected == kNoSquare) return false;
    select(kNoSquare);
    emit said(tr("選ぶのをやめました。動かす駒を押してください。"));
    return true;
}

std::vector<Square> HumanSeat::destinationsFrom(Square from) const {
    std::vector<Square> out;
    if (!m_view) return out;
    const Position& pos = m_view->position();
    const PieceId id = pos.pieceAt(from);
    if (id == kNoPiece || pos.piece(id).side != side()) return out;
    MoveList moves;
    generatePieceMoves(pos, id, moves);
    for (Move m : moves)
        if (std::find(out.begin(), out.end(), m.to()) == out.end()) out.push_back(m.to());
    return out;
}

void HumanSeat::hover(Square s) {
    if (s == m_hover) return;
    m_hover = s;
    emit inputChanged();
}

void HumanSeat::setLaunchMode(bool on) {
    if (!m_canLaunch || on == m_launch) return;
    m_launch = on;
    emit inputChanged();
    emit said(on ? tr("原爆を発射します。目標の相手の駒を押してください（3×3 マスに届きます）。")
                 : tr("ミサイルで攻撃します。目標の相手の駒を押してください（十字の 5 マスに届"
                      "きます）。"));
}

void HumanSeat::setTowMode(bool on) {
    if (!m_canTow || on == m_tow) return;
    m_tow = on;
    emit inputChanged();
    emit said(on ? tr("原爆を引いて動きます。ミサイルの行き先を押してください。")
                 : tr("原爆は引かずに動きます。"));
}

void HumanSeat::decorate(SquareModel::States& states) const {
    if (!m_view || m_selected == kNoSquare) return;
    states[m_selected].frame = Frame::Selected;
    const Position& pos = m_view->position();
    MoveList moves;
    generatePieceMoves(pos, pos.pieceAt(m_selected), moves);
    bool hoverIsTarget = false;
    for (Move m : moves) {
        if (m.kind() == MoveKind::Launch && !m_launch) continue;
        if (m.kind() == MoveKind::Strike && m_launch) continue;
        if (m.kind() == MoveKind::Tow && !m_tow) continue;
        if (pos.isEmpty(m.to()))
            states[m.to()].dot = true;
        else if (m.isStrike() && m.to() != m_hover)
            states[m.to()].frame = Frame::Target;
        else
            states[m.to()].frame = Frame::Attack;
        hoverIsTarget = hoverIsTarget || (m.isStrike() && m.to() == m_hover);
    }
    if (!hoverIsTarget) return;
    const std::uint64_t area = strikeArea(pos.rules(), m_hover, m_launch);
    for (int s = 0; s < pos.squareCount(); ++s)
        if (area >> s & 1) states[s].area = true;
}

} // namespace gunjin::ui
