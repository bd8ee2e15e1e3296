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
    return parent.isValid() ? 0 : kMaxSquares;
}

QVariant PieceModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= kMaxSquares) return {};
    const PieceState& p = m_pieces[index.row()];
    Square at = p.square != kNoSquare ? p.square : m_lastSquare[index.row()];
    if (at >= m_board->squareCount) at = Square(0); // an id this board has no piece for
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
    // Another board changes every row in place: the rows (and the 3D pieces drawn for them)
    // are never removed and made again. Pieces made afresh in the frame the old ones went were
    // seen to take a face left by the old ones: Qt Quick 3D 6.4 keeps a texture by the address
    // of its data, which the new piece's face could be given (issue 55, play-test).
    const BoardLayout* board = &pos.board();
    const bool reset = board != m_board;
    if (reset) {
        m_board = board;
        for (int id = 0; id < kMaxSquares; ++id) m_lastSquare[id] = static_cast<Square>(id);
    }
    const bool viewerChanged = viewer != m_viewer;
    m_viewer = viewer;
    for (int id = 0; id < kMaxSquares; ++id) {
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
            sightings->seen[id] != PieceType::Unknown) {
            const bool latest = flash && (sightings->latest >> id & 1);
            // A piece the latest move showed and removed falls with its face up: a play-tester
            // saw a strike's victims burn without learning which was which.
            if (latest || (memoryAid && next.square != kNoSquare)) {
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
        if (next == m_pieces[id] && !viewerChanged && !reset) continue;
        m_pieces[id] = next;
        emit dataChanged(index(id), index(id));
    }
}

} // namespace gunjin::ui
