#include "piece_model.h"

#include "piece_names.h"

namespace gunjin::ui {

void Sightings::note(const Announcement& a) {
    latest = 0;
    for (int i = 0; i < a.revealCount; ++i) {
        const RevealedPiece& r = a.reveals[i];
        if (r.id >= kMaxSquares) continue;
        seen[r.id] = r.type;
        latest |= std::uint64_t{1} << r.id;
    }
}

PieceModel::PieceModel(QObject* parent)
    : QAbstractListModel(parent), m_board(&boardLayout(Game::Classic)) {
    for (int id = 0; id < kMaxSquares; ++id) m_lastSquare[id] = static_cast<Square>(id);
}

int PieceModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_board->squareCount;
}

QVariant PieceModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= m_board->squareCount) return {};
    const PieceState& p = m_pieces[index.row()];
    const Square at = p.square != kNoSquare ? p.square : m_lastSquare[index.row()];
    switch (role) {
    case SideRole: return gunjin::index(p.side);
    case OwnRole: return p.exists && p.side == m_viewer;
    case LabelRole: return pieceKanji(p.shown);
    case RevealedRole: return p.side != m_viewer && p.shown != PieceType::Unknown;
    case SquareRole: return p.square == kNoSquare ? -1 : int(p.square);
    case AliveRole: return p.exists && p.square != kNoSquare;
    case ColumnRole: return m_board->centreColumn(at);
    case RowRole: return m_board->rowOf(at);
    case EnglishNameRole: return pieceEnglishShortName(p.shown);
    case MarshalRole: return p.shown == PieceType::Marshal;
    case FlashRole: return p.flash;
    case RememberedRole: return p.remembered;
    case GuessRole: return pieceKanji(p.guess);
    case GuessEnglishRole: return pieceEnglishShortName(p.guess);
    default: return {};
    }
}

QHash<int, QByteArray> PieceModel::roleNames() const {
    return {{SideRole, "side"},
            {OwnRole, "own"},
            {LabelRole, "label"},
            {RevealedRole, "revealed"},
            {SquareRole, "square"},
            {AliveRole, "alive"},
            {ColumnRole, "column"},
            {RowRole, "row"},
            {EnglishNameRole, "englishName"},
            {MarshalRole, "marshal"},
            {FlashRole, "flash"},
            {RememberedRole, "remembered"},
            {GuessRole, "guess"},
            {GuessEnglishRole, "guessEnglish"}};
}

void PieceModel::show(const Position& pos, Side viewer, bool blind, const Sightings* sightings,
                      bool flash, bool memoryAid, const GuessNotes* notes) {
    const BoardLayout* board = &pos.board();
    const bool reset = board != m_board;
    if (reset) {
        beginResetModel();
        m_board = board;
        m_pieces = {};
        for (int id = 0; id < kMaxSquares; ++id) m_lastSquare[id] = static_cast<Square>(id);
    }
    const bool viewerChanged = viewer != m_viewer;
    m_viewer = viewer;
    for (int id = 0; id < m_board->squareCount; ++id) {
        PieceState next;
        for (Side s : {Side::First, Side::Second}) {
            if (pos.pieceMask(s) >> id & 1) {
                const Piece& piece = pos.piece(static_cast<PieceId>(id));
                next.exists = true;
                next.side = piece.side;
                next.square = piece.square;
                // Unknown for the opponent until the reveal, and for everyone when blind.
                next.shown = blind ? PieceType::Unknown : piece.type;
            }
        }
        if (next.exists && !blind && next.shown == PieceType::Unknown && sightings &&
            sightings->seen[id] != PieceType::Unknown && next.square != kNoSquare) {
            const bool latest = flash && (sightings->latest >> id & 1);
            if (latest || memoryAid) {
                next.shown = sightings->seen[id];
                next.flash = latest;
                next.remembered = !latest;
            }
        }
        // A note only on a hidden opponent piece still on the board: what is shown wins.
        if (notes && !blind && next.exists && next.side != viewer &&
            next.shown == PieceType::Unknown && next.square != kNoSquare)
            next.guess = notes->at(static_cast<PieceId>(id));
        if (next.square != kNoSquare) m_lastSquare[id] = next.square;
        if (reset) {
            m_pieces[id] = next;
            continue;
        }
        if (next == m_pieces[id] && !viewerChanged) continue;
        m_pieces[id] = next;
        emit dataChanged(index(id), index(id));
    }
    if (reset) endResetModel();
}

} // namespace gunjin::ui
