#include "guess_notebook.h"

#include "combat_table.h"
#include "piece_names.h"

namespace gunjin::ui {

namespace {

// What `name` does when it attacks, a line each, from the 勝敗表's rows.
QString attackHint(const QVariantList& table, const QString& name) {
    for (const QVariant& row : table) {
        const QVariantMap r = row.toMap();
        if (r.value(QStringLiteral("name")).toString() != name) continue;
        const QString note = r.value(QStringLiteral("note")).toString();
        if (!note.isEmpty()) return note;
        QStringList parts;
        const auto add = [&](const char* key, const QString& label) {
            const QString names = r.value(QString::fromLatin1(key)).toString();
            if (!names.isEmpty()) parts << label.arg(names);
        };
        //: %1 is the pieces this type beats when it attacks
        add("wins", GuessNotebook::tr("攻めて勝つ：%1"));
        //: %1 is the pieces this type ties with (both removed)
        add("ties", GuessNotebook::tr("相打ち：%1"));
        //: %1 is the pieces this type loses to when it attacks
        add("losses", GuessNotebook::tr("攻めて負ける：%1"));
        return parts.join(QLatin1Char('\n'));
    }
    return {};
}

} // namespace

GuessNotebook::GuessNotebook(NoteDesk& desk, QObject* parent) : QObject(parent), m_desk(desk) {}

void GuessNotebook::clear() {
    for (GuessNotes& notes : m_notes) notes.clear();
}

void GuessNotebook::restore(Side side, const std::vector<GuessNote>& written, std::size_t ply) {
    m_notes[index(side)] = GuessNotes::replay(written, side, ply);
}

QVariantList GuessNotebook::choices(int square) const {
    QVariantList list;
    if (!m_desk.mayNote(square)) return list;
    const Position& pos = m_desk.notedPosition();
    const RuleSet& rules = pos.rules();
    const PieceType current =
        m_notes[index(m_desk.noter())].at(pos.pieceAt(static_cast<Square>(square)));
    const QVariantList table = combatTableRows(rules);
    for (PieceType t : rules.types()) {
        if (t == PieceType::Marshal && rules.game == Game::Federation)
            continue; // face up from the start (F-INFO-3)
        const QString name = pieceName(t);
        const std::string_view id = pieceTypeId(t);
        list << QVariantMap{
            {QStringLiteral("type"), QString::fromLatin1(id.data(), qsizetype(id.size()))},
            {QStringLiteral("name"), name},
            {QStringLiteral("shortName"), pieceShortName(t)},
            {QStringLiteral("current"), t == current},
            {QStringLiteral("hint"), attackHint(table, name)}};
    }
    return list;
}

bool GuessNotebook::write(int square, const QString& type) {
    if (!m_desk.mayNote(square)) {
        m_desk.noteRefused(
            tr("メモを付けられるのは、種類の分からない相手の駒だけです（対局中）。"));
        return false;
    }
    const Position& pos = m_desk.notedPosition();
    PieceType t = PieceType::Unknown;
    if (!type.isEmpty()) {
        const auto parsed = parsePieceType(type.toStdString());
        if (!parsed || pos.rules().count(*parsed) == 0) {
            //: %1 is the piece type id that was asked for
            m_desk.noteRefused(tr("「%1」はこのルールの駒ではありません。").arg(type));
            return false;
        }
        t = *parsed;
    }
    const Side side = m_desk.noter();
    const PieceId id = pos.pieceAt(static_cast<Square>(square));
    // The same check a journal's reader makes (the click was already checked above).
    if (!checkGuessNote(pos, side, id, t)) return false;
    GuessNotes& notes = m_notes[index(side)];
    if (notes.at(id) == t) return true;
    notes.set(id, t);
    m_desk.noteWritten(GuessNote{m_desk.notedPly(), side, id, t});
    return true;
}

} // namespace gunjin::ui
