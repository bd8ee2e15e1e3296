#include "move_words.h"

#include "phrase_breaks.h"
#include "piece_names.h"
#include "utf8_text.h"
#include "way_over_pieces.h"

namespace gunjin::ui {

QString MoveWords::placeName(Square s, Side side) const {
    const BoardLayout& b = m_rules.board();
    // An HQ is named by whose it is, as `side` sees it: both are 総司令部.
    if (b.isHq(s)) return b.inTerritory(s, side) ? tr("あなたの総司令部") : tr("相手の総司令部");
    return qs(b.name(s));
}

QString MoveWords::heading(const Announcement& a) const {
    const BoardLayout& b = m_rules.board();
    // An HQ by whose it is, as the lines under the heading name it.
    const auto place = [&](Square s) {
        if (b.isHq(s))
            return b.inTerritory(s, Side::First) ? tr("先手の総司令部") : tr("後手の総司令部");
        return qs(b.name(s));
    };
    const QString from = place(a.move.from());
    const QString to = place(a.move.to());
    QString what;
    switch (a.move.kind()) {
    case MoveKind::Strike:
        //: A move in the review: %1 the missile's square, %2 the target's (F-STRIKE-1)
        what = tr("%1 のミサイルで %2 を攻撃").arg(from, to);
        break;
    case MoveKind::Launch:
        //: A move in the review: %1 the missile's square, %2 the target's (F-STRIKE-4)
        what = tr("%1 のミサイルで %2 へ原爆を発射").arg(from, to);
        break;
    case MoveKind::Tow:
        //: A move in the review: from %1 to %2, towing the atomic bomb (F-MOVE-7)
        what = tr("%1 → %2（原爆を引いて）").arg(from, to);
        break;
    default:
        what = a.outcome == CombatOutcome::None
                   //: A move in the review: from square %1 to square %2
                   ? tr("%1 → %2").arg(from, to)
                   //: A move in the review that attacks the piece on %2
                   : tr("%1 → %2 で攻撃").arg(from, to);
    }
    //: %1 is the move's number, %2 who moved (the first or second player), %3 the move in words
    //: (d2 → e7 で攻撃)
    return tr("%1 手目（%2）：%3")
        .arg(a.ply)
        //: The player who moved first (先手, sente): %2 of “%1 手目（%2）”, %1 of “%1の%2”
        .arg(a.mover == Side::First ? tr("先手") : //: The player who moved second (後手, gote)
                 tr("後手"),
             tidySpacing(what));
}

QString MoveWords::squareLegend() const {
    const BoardLayout& b = m_rules.board();
    const QString lastColumn = QString(QLatin1Char(char('a' + b.columns - 1)));
    //: How squares are named: %1 the last column letter (f or i), %2 the number of rows (8 or 9)
    return tr("マスの名前：a〜%1 は先手から見て左からの列、1〜%2 は先手の側から数えた段です（例："
              "d2 は 4 列目の 2 段目）。")
        .arg(lastColumn)
        .arg(b.rows);
}

QString MoveWords::publicLine(const Position& before, const Announcement& a) const {
    const BoardLayout& b = m_rules.board();
    const auto owner = [](Side s) { return s == Side::First ? tr("先手") : tr("後手"); };
    // What both sides were shown of a piece: its type where the position holds it, or where
    // this move's open judgement revealed it; else only whose it is.
    const auto typeOf = [&](Square s) {
        const PieceId id = before.pieceAt(s);
        for (int i = 0; i < a.revealCount; ++i)
            if (a.reveals[std::size_t(i)].id == id) return a.reveals[std::size_t(i)].type;
        return before.piece(id).type;
    };
    const auto piece = [&](Square s) {
        const Side who = before.piece(before.pieceAt(s)).side;
        const PieceType t = typeOf(s);
        //: A piece whose type is hidden: %1 is its player (the first player's piece)
        if (t == PieceType::Unknown) return tr("%1の駒").arg(owner(who));
        //: %1 is a player (the first player), %2 a piece name: “the first player's General”
        return tr("%1の%2").arg(owner(who), pieceName(t));
    };
    const auto place = [&](Square s) {
        if (b.isHq(s))
            return b.inTerritory(s, Side::First) ? tr("先手の総司令部") : tr("後手の総司令部");
        return qs(b.name(s));
    };
    // A line that begins with a piece's owner ("the first player's ...") starts with a capital.
    const auto sentence = [](QString text) {
        if (!text.isEmpty()) text[0] = text[0].toUpper();
        return text;
    };
    if (a.move.isStrike()) {
        QStringList removed;
        for (int k = 0; k < a.strike.removedCount; ++k) {
            const Side who = (a.strike.removedSecond >> k & 1) ? Side::Second : Side::First;
            const Square s = a.strike.removed[std::size_t(k)];
            //: A piece a strike removed: %1 the piece (the first player's Tank), %2 its square
            removed << (before.isEmpty(s) ? tr("%1の駒").arg(owner(who))
                                          : tr("%1（%2）").arg(piece(s), place(s)));
        }
        return sentence(
            //: %1 is the striking piece (the first player's Missile), %2 the target square,
            //: %3 the removed pieces or “none”
            tr("%1が %2 を攻撃しました。取り除かれた駒：%3")
                .arg(piece(a.move.from()), place(a.strike.target),
                     //: No piece: the list of removed pieces is empty
                     removed.isEmpty() ? tr("なし") : listOf(removed)));
    }
    const QString attacker = piece(a.move.from());
    const QString where = place(a.move.to());
    switch (a.outcome) {
    case CombatOutcome::None: return {};
    case CombatOutcome::AttackerWon:
        //: %1 is the attacking piece, %2 the defending one (the first player's General), %3 the
        //: square
        return sentence(tr("%1が%2に勝ちました（%3）").arg(attacker, piece(a.move.to()), where));
    case CombatOutcome::DefenderWon:
        //: %1 is the attacking piece, %2 the defending one (the first player's General), %3 the
        //: square
        return sentence(tr("%1が%2に負けました（%3）").arg(attacker, piece(a.move.to()), where));
    default:
        //: %1 is the attacking piece, %2 the defending one (the first player's General), %3 the
        //: square
        return sentence(
            tr("%1と%2は相打ちになりました（%3）").arg(attacker, piece(a.move.to()), where));
    }
}

QString MoveWords::endReasonText(EndReason reason) {
    switch (reason) {
    //: Why the game ended (after the result, in parentheses): an HQ was occupied
    case EndReason::Occupation: return tr("総司令部の占領");
    case EndReason::NoCombatLimit: return tr("戦いのない手が続いた");
    case EndReason::BothNoLegalMoves: return tr("どちらも動けない");
    case EndReason::NoLegalMoves: return tr("動かせる駒がない");
    case EndReason::Resignation: return tr("投了による終局");
    case EndReason::MarshalTaken: return tr("元帥を取った");
    case EndReason::FlagTaken: return tr("軍旗を取った");
    case EndReason::GeneralDefeated: return tr("大将を倒した");
    case EndReason::AllMovableTaken: return tr("動ける駒をすべて取った");
    case EndReason::None: break;
    }
    return {};
}

QString MoveWords::listOf(const QStringList& names) {
    //: Separator between the pieces of a list (大将・中将): a comma in English
    return names.join(tr("・"));
}

QString MoveWords::pieceAt(const QString& name, Square s, Side side) const {
    //: A piece with its square: %1 the piece (Tank), %2 the square (c3)
    return tr("%1（%2）").arg(name, placeName(s, side));
}

QString MoveWords::strikeNews(Side side, const Position& before, const Announcement& a) const {
    const StrikeResult& r = a.strike;
    const bool ours = a.mover == side;
    //: The weapon, within a sentence (%2 of “Your %2 hit %1”): lower case
    const QString weapon = r.bomb ? tr("原爆") : //: The weapon, within a sentence: lower case
                               tr("ミサイル");
    const QString target = placeName(r.target, side);
    QStringList ownLost;
    int theirs = 0;
    for (int i = 0; i < r.removedCount; ++i) {
        const Square s = r.removed[i];
        const Side owner = (r.removedSecond >> i & 1) ? Side::Second : Side::First;
        if (owner != side) {
            ++theirs;
        } else if (!ours || (s != a.move.from() && before.typeAt(s) != PieceType::AtomicBomb)) {
            // Our strike spends our missile (and 原爆): that is no loss to report.
            ownLost << pieceAt(pieceName(before.typeAt(s)), s, side);
        }
    }
    // Open judgement (F-INFO-1) shows every opponent piece the strike judged, and each
    // missile of an air collision: name them, in the announcement's order (by id).
    // A shown piece that the strike did not remove (the 元帥 beats it) is said to have stayed.
    QStringList theirShown, theirStayed;
    for (int i = 0; i < a.revealCount; ++i) {
        const Piece& p = before.piece(a.reveals[i].id);
        if (p.side == side) continue;
        bool removed = false;
        for (int k = 0; k < r.removedCount; ++k) removed = removed || r.removed[k] == p.square;
        // With its square: a play-tester could not tell which of the burning pieces was which.
        (removed ? theirShown : theirStayed)
            << pieceAt(pieceName(a.reveals[i].type), p.square, side);
    }
    QString shown;
    //: Ends a strike's message; %1 is the opponent pieces it showed
    if (!theirShown.isEmpty()) shown = tr("。見えた相手の駒：%1").arg(listOf(theirShown));
    if (!theirStayed.isEmpty())
        //: Ends a strike's message; %1 is the opponent pieces it showed that were not removed
        shown +=
            theirShown.isEmpty()
                ? tr("。見えて残った相手の駒：%1").arg(listOf(theirStayed))
                //: Continues “Their pieces shown: …”; %1 is the shown pieces that were not removed
                : tr("、残った駒：%1").arg(listOf(theirStayed));
    return strikeLine(ours, r, weapon, target, theirs, ownLost) + shown;
}

QString MoveWords::strikeLine(bool ours, const StrikeResult& r, const QString& weapon,
                              const QString& target, int theirs, const QStringList& ownLost) const {
    if (ours) {
        if (r.collision)
            // With the rule (F-STRIKE-2): a play-tester could not see why nothing else happened.
            //: %1 is the target square, %2 the weapon (missile, atomic bomb), %3 the number of the
            //: opponent's missiles
            return tr("%1 を狙った%2は、その範囲にいた相手のミサイル %3 "
                      "枚と空中衝突し、一緒に消えました。ほかの駒には何も起きません")
                .arg(target, weapon)
                .arg(theirs);
        //: %1 is the target square, %2 the weapon (missile, atomic bomb)
        return theirs == 0 ? tr("%1 を%2で攻撃しましたが、取れた駒はありません").arg(target, weapon)
                           //: %1 is the target square, %2 the weapon (missile, atomic bomb), %3 the
                           //: number of pieces taken
                           : tr("%1 を%2で攻撃し、相手の駒を %3 枚取りました")
                                 .arg(target, weapon)
                                 .arg(theirs);
    }
    if (r.collision)
        //: %1 is the weapon (missile, atomic bomb), %2 the target square, %3 your pieces lost
        return tr("相手の%1が %2 を狙い、その範囲にいたあなたのミサイルと空中衝突しました（%3"
                  "が消えました）。ほかの駒は無事です")
            .arg(weapon, target, listOf(ownLost));
    return ownLost.isEmpty()
               //: %1 is the weapon (missile, atomic bomb), %2 the target square
               ? tr("相手の%1が %2 を攻撃しました。あなたの駒は無事です").arg(weapon, target)
               //: %1 is the weapon (missile, atomic bomb), %2 the target square, %3 your pieces
               //: lost
               : tr("相手の%1が %2 を攻撃しました。あなたの%3が取られました")
                     .arg(weapon, target, listOf(ownLost));
}

QString MoveWords::ownQuietMove(Side side, const Position& before, const Announcement& a) const {
    const Move m = a.move;
    const QString piece = pieceName(before.typeAt(m.from()));
    if (m.kind() == MoveKind::Tow)
        //: Your own move: %3 is your piece, %1 the square it left, %2 the one it entered
        return tidySpacing(tr("あなたの%3が %1 から %2 へ動き、隣の駒を %1 へ引き寄せました。")
                               .arg(placeName(m.from(), side), placeName(m.to(), side), piece));
    return tidySpacing((passesOverPieces(m_rules.board(), before, m.from(), m.to())
                            //: Your own move: %3 is your piece, %1 the square it left, %2 the
                            //: one it entered, flying over pieces on its way
                            ? tr("あなたの%3が %1 から駒を飛び越えて %2 へ動きました。")
                            //: Your own move: %3 is your piece, %1 the square it left, %2 the
                            //: one it entered
                            : tr("あなたの%3が %1 から %2 へ動きました。"))
                           .arg(placeName(m.from(), side), placeName(m.to(), side), piece));
}

QString MoveWords::underWay(Side side, const Position& before, const Announcement& a) const {
    const Move m = a.move;
    const bool ours = a.mover == side;
    if (m.isStrike()) {
        const QString target = placeName(a.strike.target, side);
        if (m.kind() == MoveKind::Launch)
            return tidySpacing(
                ours //: Your strike as it starts: %1 the target square
                    ? tr("あなたのミサイルが原爆を積んで %1 へ飛んでいきます…").arg(target)
                    //: The opponent's strike as it starts: %1 the target square
                    : tr("相手のミサイルが原爆を積んで %1 へ飛んでいきます…").arg(target));
        return tidySpacing(ours //: Your strike as it starts: %1 the target square
                               ? tr("あなたのミサイルが %1 へ飛んでいきます…").arg(target)
                               //: The opponent's strike as it starts: %1 the target square
                               : tr("相手のミサイルが %1 へ飛んでいきます…").arg(target));
    }
    if (a.outcome == CombatOutcome::None) return {};
    // Over pieces, said so: a play-tester read a 飛行機's attack from across the board as a
    // move no piece could make.
    const bool over = passesOverPieces(m_rules.board(), before, m.from(), m.to());
    if (ours)
        return tidySpacing(
            (over //: Your attack as it starts, flying over pieces: %1 your piece, %2 the square
                  //: it attacks
                 ? tr("あなたの%1が駒を飛び越えて、%2 にいる相手の駒を攻めます…")
                 //: Your attack as it starts: %1 your piece, %2 the square it attacks
                 : tr("あなたの%1が、%2 にいる相手の駒を攻めます…"))
                .arg(pieceName(before.typeAt(m.from())), placeName(m.to(), side)));
    return tidySpacing((over //: The opponent's attack as it starts, flying over pieces: %1 the
                             //: square it comes from, %2 the square attacked, %3 your piece there
                            ? tr("相手の駒が %1 から駒を飛び越えて、%2 にいるあなたの%3を攻めます…")
                            //: The opponent's attack as it starts: %1 the square it comes from, %2
                            //: the square attacked, %3 your piece there
                            : tr("相手の駒が %1 から、%2 にいるあなたの%3を攻めます…"))
                           .arg(placeName(m.from(), side), placeName(m.to(), side),
                                pieceName(before.typeAt(m.to()))));
}

QString MoveWords::news(Side side, const Position& before, const Announcement& a,
                        bool withOrigin) const {
    return tidySpacing(sentence(side, before, a, withOrigin));
}

QString MoveWords::sentence(Side side, const Position& before, const Announcement& a,
                            bool withOrigin) const {
    const Move m = a.move;
    if (m.isStrike()) return strikeNews(side, before, a);
    if (a.outcome == CombatOutcome::None) {
        if (a.mover == side) return {};
        if (m.kind() == MoveKind::Tow)
            //: %1 is the square the piece left, %2 the one it entered
            return tr("相手の駒が %1 から %2 へ動き、隣の駒を %1 へ引き寄せました。")
                .arg(placeName(m.from(), side), placeName(m.to(), side));
        return (passesOverPieces(m_rules.board(), before, m.from(), m.to())
                    //: Followed by another sentence; %1 is the square the piece left, %2 the
                    //: one it entered, flying over pieces on its way
                    ? tr("相手の駒が %1 から駒を飛び越えて %2 へ動きました。")
                    //: Followed by another sentence; %1 is the square the piece left, %2 the
                    //: one it entered
                    : tr("相手の駒が %1 から %2 へ動きました。"))
            .arg(placeName(m.from(), side), placeName(m.to(), side));
    }
    // The side's piece in the fight is the attacker or the defender; either way its type is
    // that side's own knowledge. The opponent's piece is named only when open judgement
    // showed it to both (H-7, F-INFO-1).
    const bool attacked = a.mover == side;
    const PieceType own = before.typeAt(attacked ? m.from() : m.to());
    // Attacked: say where from first, or the line reads like our own attack.
    const QString from =
        attacked || !withOrigin
            ? QString()
            : (passesOverPieces(m_rules.board(), before, m.from(), m.to())
                   //: Followed by another sentence; %1 is the square it attacked from, flying
                   //: over pieces on its way
                   ? tr("相手の駒が %1 から駒を飛び越えて攻めてきました。")
                   //: Followed by another sentence; %1 is the square it attacked from
                   : tr("相手の駒が %1 から攻めてきました。"))
                  .arg(placeName(m.from(), side));
    QString verb = tr("相打ちになりました");
    if (a.outcome != CombatOutcome::BothRemoved) {
        const bool won = attacked == (a.outcome == CombatOutcome::AttackerWon);
        verb = won ? tr("勝ちました") : tr("負けました");
    }
    // Without the origin's sentence (the log), the verb says who attacked: a log of
    // 勝ちました / 負けました could not be read back as a story (a play-test).
    if (!withOrigin)
        verb = attacked
                   //: In the combat log; %1 is what happened (won, lost, ...): your piece attacked
                   ? tr("攻めて%1").arg(verb)
                   //: In the combat log; %1 is what happened (won, lost, ...): your piece was
                   //: attacked
                   : tr("攻められて%1").arg(verb);
    //: A sentence; %1 is your piece, %2 what happened (won, lost, were both removed), %3 the square
    QString line = tr("あなたの%1は%2（%3）。").arg(pieceName(own), verb, placeName(m.to(), side));
    const PieceId theirId = before.pieceAt(attacked ? m.to() : m.from());
    for (int i = 0; i < a.revealCount; ++i)
        if (a.reveals[i].id == theirId && a.reveals[i].type != own)
            //: A sentence after a combat's; %1 is the opponent's piece
            line += tr("相手は%1でした。").arg(pieceName(a.reveals[i].type));
        else if (a.reveals[i].id == theirId)
            //: A sentence after a combat's; %1 is the opponent's piece, the same kind as yours
            line += tr("相手も%1でした。").arg(pieceName(a.reveals[i].type));
    return from + line;
}

} // namespace gunjin::ui
