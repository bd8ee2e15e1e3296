// What a side is told of a move, in its own words: the game's messages and log, and the
// review's list of combats. Only the side's own types and what the announcement showed to
// both (open judgement, H-7 / F-INFO-1) are named, so a line can never carry a hidden type.
//
// Threading: any thread (it only reads the rule set and translates).
#pragma once

#include "core/referee.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace gunjin::ui {

class MoveWords {
    Q_DECLARE_TR_FUNCTIONS(gunjin::ui::MoveWords)
public:
    explicit MoveWords(const RuleSet& rules) : m_rules(rules) {}

    // What `side` learns from `a`, played on `before` (that side's view of the position before
    // the move). Empty for the side's own quiet move. `withOrigin` false leaves out where an
    // attacking opponent piece came from (the log names the square already). Spaced as
    // tidySpacing() does: none around a Japanese place name (相手の総司令部).
    QString news(Side side, const Position& before, const Announcement& a,
                 bool withOrigin = true) const;
    // The echo of `a`, a quiet move (no combat, no strike) of `side` itself, played on
    // `before` (that side's view): its own piece named, worded as news() words the opponent's
    // quiet move ("あなたの大将が b2 から b3 へ動きました。").
    QString ownQuietMove(Side side, const Position& before, const Announcement& a) const;
    // What `side` is told as combat or strike `a` starts on the board, before its result can
    // be seen ("相手の駒が c5 から、c4 にいるあなたの大将を攻めます…"): who goes for what,
    // never how it ends. Empty for a quiet move.
    QString underWay(Side side, const Position& before, const Announcement& a) const;
    // A square's name as `side` reads it ("c5"; an HQ is あなたの総司令部 or 相手の総司令部).
    QString placeName(Square s, Side side) const;

    // Told to nobody's side - a spectator, or a review with every piece turned over - in the
    // sides' names (先手 / 後手):
    // the move's heading in words, not notation: "12 手目（先手）：b4 → b5 で攻撃" (an attack
    // as the announcement says it was; a strike, a launch and a tow named as such);
    QString heading(const Announcement& a) const;
    // how squares are named on this board (the letters and numbers of the headings).
    QString squareLegend() const;
    // the combat or strike of `a`, played on `before` ("" for a quiet move). A piece's type is
    // named only where `before` holds it (every type in a review of all pieces; the public
    // ones for a spectator) or the announcement showed it to both (open judgement).
    QString publicLine(const Position& before, const Announcement& a) const;
    // why a game ended, after its result ("総司令部の占領"; "" for none).
    static QString endReasonText(EndReason reason);

private:
    // Pieces in a list: 大将・中将 (a comma in English).
    static QString listOf(const QStringList& names);
    // A piece by name with its square, as `side` reads it: 戦車（c3）.
    QString pieceAt(const QString& name, Square s, Side side) const;
    QString sentence(Side side, const Position& before, const Announcement& a,
                     bool withOrigin) const;
    QString strikeNews(Side side, const Position& before, const Announcement& a) const;
    QString strikeLine(bool ours, const StrikeResult& r, const QString& weapon,
                       const QString& target, int theirs, const QStringList& ownLost) const;

    const RuleSet& m_rules;
};

} // namespace gunjin::ui
