// GameSession's ヒント: the CPU's suggestion for the viewer's move, worked out from the viewer's
// own view on a worker thread (the CPU never sees more: R-INFO-3), shown by choosing the piece
// on the board and saying the move.
#include "game_session.h"

#include "move_words.h"
#include "piece_names.h"
#include "table.h"

namespace gunjin::ui {

bool GameSession::hintOffered() const {
    return m_mode && m_mode->offersHints() && m_phase == Phase::Play && !m_blind;
}

void GameSession::askHint() {
    if (!hintOffered()) return;
    const SideView* view = playView();
    if (!humanToMove() || !view || m_motion.busy()) {
        m_narrator.say(tr("ヒントは、あなたの番に出せます。"));
        return;
    }
    if (m_hintWorker.isThinking()) return;
    m_hintPly = view->ply();
    // The usual level's choice: a beginner's hint should be a sound move, not the gentle
    // opponent's. Seeded by the ply, so the same position gives the same hint.
    m_hintTicket = m_hintWorker.start(*view, ai::Level::Medium,
                                      SeedSequence::derive(m_seeds.seed(), 1000 + view->ply()));
    m_narrator.say(tr("ヒントを考えています…"));
    emit thinkingChanged();
}

void GameSession::onHint(quint64 ticket, quint16 bits, bool found) {
    emit thinkingChanged();
    const SideView* view = playView();
    HumanSeat* seat = viewerSeat();
    if (ticket != m_hintTicket || !view || !seat || !humanToMove() || view->ply() != m_hintPly)
        return; // asked for another position
    if (!found) {
        m_narrator.say(tr("ヒントは見つかりませんでした。"));
        return;
    }
    Move m;
    m.bits = bits;
    const Position& pos = view->position();
    const Side side = viewer();
    const MoveWords words(rules());
    const QString piece = pieceName(pos.typeAt(m.from()));
    const QString from = words.placeName(m.from(), side);
    const QString to = words.placeName(m.to(), side);
    // The piece is chosen on the board: its moves light up, the suggested one among them.
    if (seat->selected() != m.from()) {
        if (seat->selected() != kNoSquare) seat->cancelSelection();
        seat->click(m.from());
    }
    if (m.isStrike())
        //: A hint: %1 the missile's square, %2 the piece (ミサイル), %3 the target's square
        m_narrator.say(tr("ヒント：%1 の%2で %3 を狙ってみましょう。").arg(from, piece, to));
    else if (!pos.isEmpty(m.to()))
        //: A hint: %1 a square, %2 the piece on it, %3 the opponent piece's square
        m_narrator.say(tr("ヒント：%1 の%2で %3 の駒を攻めてみましょう。").arg(from, piece, to));
    else
        //: A hint: %1 a square, %2 the piece on it, %3 where to move it
        m_narrator.say(tr("ヒント：%1 の%2を %3 へ動かしてみましょう。").arg(from, piece, to));
    tellSelection();
    refresh();
}

} // namespace gunjin::ui
