// Guess notes (メモ, core/guess_notes.h) as the players at this device write them: each side
// played here has its own notes; a note is offered only where its desk allows it (a hidden
// opponent piece, while the game is on and the viewer may look), is never sent to anyone, and
// goes into the game's journal through the desk, so 続きから and the review bring it back.
//
// Threading: GUI thread only. A note at the wrong time is refused with a message.
#pragma once

#include "core/guess_notes.h"
#include "core/position.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace gunjin::ui {

// Where notes are written: the game in play.
class NoteDesk {
public:
    // Whether the viewer may note the piece on `square` now.
    virtual bool mayNote(int square) const = 0;
    // The viewer's view of the position (valid while mayNote is true somewhere).
    virtual const Position& notedPosition() const = 0;
    virtual Side noter() const = 0;
    virtual std::size_t notedPly() const = 0;
    // A note changed: it is kept (journal) and shown.
    virtual void noteWritten(const GuessNote& note) = 0;
    virtual void noteRefused(const QString& why) = 0;

protected:
    ~NoteDesk() = default;
};

class GuessNotebook : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game session owns the guess notes")

public:
    GuessNotebook(NoteDesk& desk, QObject* parent);

    // A new game: every note is gone.
    void clear();
    // The notes of `side` in a resumed game, as its journal has them.
    void restore(Side side, const std::vector<GuessNote>& written, std::size_t ply);
    // The notes of `side` (shown on its pieces).
    const GuessNotes& of(Side side) const { return m_notes[index(side)]; }

    // What may be noted on `square`: [{type, name, shortName, current, hint}] in the rule
    // book's order (`type` is the id write() takes; `hint` says from the 勝敗表, a line each,
    // what that type beats, ties with and loses to when it attacks); [] when no note may be
    // written there.
    Q_INVOKABLE QVariantList choices(int square) const;
    // Writes the note on `square` (`type` a piece type id; "" clears it). False, with a
    // message, when no note may be written there.
    Q_INVOKABLE bool write(int square, const QString& type);

private:
    NoteDesk& m_desk;
    GuessNotes m_notes[2];
};

} // namespace gunjin::ui
