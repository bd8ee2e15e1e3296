#include "setup_editor.h"

#include "ai/auto_setup.h"
#include "core/setup_check.h"
#include "piece_names.h"
#include "setup_store.h"
#include "utf8_text.h"

#include <algorithm>

namespace gunjin::ui {

namespace {

// The bridge ends in `side`'s camp (R-BOARD-2's entry squares, F-BOARD-2's bridgeheads),
// joined for a message: "b4・e4".
QString bridgeEnds(const BoardLayout& b, Side side) {
    QStringList names;
    for (const Bridge& bridge : b.bridges)
        for (const Cell& c : {bridge.from, bridge.to}) {
            const Square s = b.squareAt(c.column, c.row);
            if (s != kNoSquare && b.inTerritory(s, side)) names << qs(b.name(s));
        }
    names.sort();
    return names.join(QStringLiteral("・"));
}

// Items joined as a sentence lists them ("A", "A と B", "A、B と C"); `last` joins the last one.
QString listed(const QStringList& items, const QString& last) {
    if (items.isEmpty()) return {};
    QString out = items.front();
    for (qsizetype i = 1; i < items.size(); ++i)
        //: Joins a list: %1 is the items so far, %2 the next one
        out = (i + 1 == items.size() ? last : SetupEditor::tr("%1、%2")).arg(out, items[i]);
    return out;
}

} // namespace

SetupEditor::SetupEditor(QObject* parent) : QObject(parent) {
    Rng rng(1);
    m_setup = ai::autoSetup(RuleSet::classic(), Side::First, rng);
    m_view = std::make_unique<SideView>(*m_setup);
}

void SetupEditor::begin(const RuleSet& rules, Side side, Rng* rng, QSettings* settings) {
    m_rng = rng;
    m_settings = settings;
    m_setup = ai::autoSetup(rules, side, *rng);
    m_view = std::make_unique<SideView>(*m_setup);
    m_undo.clear();
    m_selected = kNoSquare;
    emit selectionChanged();
    emit changed();
}

void SetupEditor::setOpen(bool open) {
    if (open == m_open) return;
    m_open = open;
    if (!open) select(kNoSquare);
    emit changed();
}

bool SetupEditor::hasLast() const {
    return m_settings && SetupStore(*m_settings).has(m_setup->rules().game);
}

void SetupEditor::remember() const {
    if (m_settings) SetupStore(*m_settings).save(*m_setup);
}

void SetupEditor::select(Square s) {
    if (s == m_selected) return;
    m_selected = s;
    emit selectionChanged();
}

bool SetupEditor::cancelSelection() {
    if (m_selected == kNoSquare) return false;
    select(kNoSquare);
    emit said(tr("選ぶのをやめました。入れ替えるときは、2 つのマスを続けて押してください。"));
    return true;
}

void SetupEditor::click(Square s) {
    if (!m_open) return;
    const BoardLayout& board = m_setup->rules().board();
    const Side side = m_setup->side();
    if (!board.inTerritory(s, side)) {
        select(kNoSquare);
        //: %1 is the number of rows of your camp (4 or 3)
        emit said(tr("自分の陣地（手前の %1 段）のマスを押してください。")
                      .arg(board.game == Game::Classic ? 4 : 3));
        return;
    }
    if (m_selected == kNoSquare) {
        select(s);
        //: %1 is a piece name
        emit said(tr("%1を選びました。入れ替える相手のマスを押してください。")
                      .arg(pieceName(m_setup->typeAt(s))));
        return;
    }
    const Square first = m_selected;
    if (first == s) {
        cancelSelection();
        return;
    }
    select(kNoSquare);
    Setup next = *m_setup;
    next.swapSquares(first, s);
    const std::vector<SetupProblem> problems = checkSetup(next.rules(), side, next.entries());
    if (!problems.empty()) {
        emit said(refusal(problems.front()));
        return;
    }
    const QString a = pieceName(m_setup->typeAt(first));
    const QString b = pieceName(m_setup->typeAt(s));
    change(next);
    //: %1 and %2 are piece names
    emit said(tr("%1と%2を入れ替えました。").arg(a, b));
}

QString SetupEditor::rulesHint() const {
    const RuleSet& rules = m_setup->rules();
    const QString ends = bridgeEnds(rules.board(), m_setup->side());
    if (rules.game == Game::Federation)
        //: Follows another sentence; %1 is the squares at the bridges' ends (c5, f5)
        return tr("元帥は総司令部から動かせません。地雷は橋のたもと（%1）に置けません。").arg(ends);
    //: Follows another sentence; %1 is the squares at the bridges' ends (b5, e5)
    QString hint = tr("地雷と軍旗は橋のたもと（%1）に置けません。").arg(ends);
    if (!rules.flagOnBackRowAllowed) hint += tr("軍旗は最後の段に置けません。");
    if (rules.mineInHqForbidden) hint += tr("地雷は総司令部に置けません。");
    return hint;
}

QString SetupEditor::wallWarning() const {
    if (!m_open) return {}; // nothing behind the hot-seat curtain, nor once committed
    const std::vector<WalledIn> groups = walledInPieces(*m_setup);
    if (groups.empty()) return {};
    const RuleSet& rules = m_setup->rules();
    QString text;
    for (const WalledIn& group : groups) {
        QStringList pieces;
        for (Square s : group.pieces)
            //: %1 is a square (f1), %2 a piece name: “the Lieutenant General on f1”
            pieces << tr("%1 の%2").arg(qs(rules.board().name(s)), pieceName(m_setup->typeAt(s)));
        // What boxes them in, by type in the rule book's order.
        QStringList walls;
        for (PieceType t : rules.types())
            if (std::any_of(group.walls.begin(), group.walls.end(),
                            [&](Square s) { return m_setup->typeAt(s) == t; }))
                walls << pieceName(t);
        // A piece is named after its square ("f1 の中将"): a space after と.
        //: Joins the last two pieces of a list, named with their squares (the General on f1)
        const QString boxed = listed(pieces, tr("%1と %2"));
        //: Joins the last two kinds of piece of a list
        const QString around = listed(walls, tr("%1と%2"));
        //: Followed by another sentence; %1 is pieces (the General on f1), %2 kinds of piece
        text += tr("%1は、%2に囲まれて動けません。").arg(boxed, around);
    }
    return text + tr("並べ方のきまりには合っているので、このままでも始められます。");
}

QString SetupEditor::refusal(const SetupProblem& problem) const {
    const BoardLayout& board = m_setup->rules().board();
    const Side side = m_setup->side();
    const std::string& id = problem.id;
    if (id == "R-SETUP-2")
        //: %1 is the squares at the bridges' ends (b5, e5)
        return tr("入れ替えられません。地雷と軍旗は、橋のたもとのマス（%1）には置けません。")
            .arg(bridgeEnds(board, side));
    if (id == "R-SETUP-3")
        return tr("入れ替えられません。軍旗は最後の段（総司令部を含む）には置けません。");
    if (id == "R-SETUP-4")
        return tr("入れ替えられません。このルールでは、地雷を総司令部に置けません。");
    if (id == "F-SETUP-2") return tr("入れ替えられません。元帥は総司令部から動かせません。");
    if (id == "F-SETUP-3")
        //: %1 is the squares at the bridges' ends (c5, f5)
        return tr("入れ替えられません。地雷は橋のたもとのマス（%1）には置けません。")
            .arg(bridgeEnds(board, side));
    //: %1 is the rule's message
    return tr("入れ替えられません: %1").arg(qs(problem.message));
}

void SetupEditor::change(const Setup& next) {
    m_undo.push_back(*m_setup);
    m_setup = next;
    m_view = std::make_unique<SideView>(*m_setup);
    emit changed();
}

void SetupEditor::reshuffle() {
    if (!m_open || !m_rng) return;
    select(kNoSquare);
    change(ai::autoSetup(m_setup->rules(), m_setup->side(), *m_rng));
    emit said(tr("おまかせで並べ直しました。"));
}

void SetupEditor::mirror() {
    if (!m_open) return;
    select(kNoSquare);
    change(m_setup->mirrored());
    emit said(tr("左右を入れ替えました。"));
}

void SetupEditor::loadLast() {
    if (!m_open || !m_settings) return;
    select(kNoSquare);
    const SetupStore store(*m_settings);
    auto stored = store.load(m_setup->rules(), m_setup->side());
    if (!stored) {
        // The store's reason is for programs (English): the message box has no room for it.
        emit said(!store.has(m_setup->rules().game)
                      ? tr("前回の並べ方はまだありません。今の並べ方はそのままです。")
                  : stored.errorKind() == ErrorKind::Setup
                      ? tr("前回の並べ方は今のルールに合わないため、使えませんでした。今の並べ方は"
                           "そのままです。")
                      : tr("前回の並べ方を読み込めませんでした（保存されたものが壊れています）。"
                           "今の並べ方はそのままです。"));
        return;
    }
    change(*stored);
    emit said(tr("前回の並べ方にしました。"));
}

void SetupEditor::undo() {
    if (!m_open || m_undo.empty()) return;
    select(kNoSquare);
    m_setup = m_undo.back();
    m_undo.pop_back();
    m_view = std::make_unique<SideView>(*m_setup);
    emit changed();
    emit said(tr("1 つ前の並べ方に戻しました。"));
}

} // namespace gunjin::ui
