// The removed pieces as the side panel lists them, from the viewer's view only: the viewer's
// own by name and count, the opponent's as a count - and by name once the end has revealed
// every piece (R-END-6). The federation's missiles and 原爆 that their own side's strikes used
// up are listed apart (F-STRIKE-3/4), as every strike is public.
//
// Threading: GUI thread only.
#pragma once

#include "core/view.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace gunjin::ui {

class CapturedPieces : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game session fills the captured lists")
    // [{name, count}] in the army's order; [] while blind.
    Q_PROPERTY(QVariantList own READ own NOTIFY changed)
    Q_PROPERTY(int opponentCount READ opponentCount NOTIFY changed)
    // [] until the end's reveal.
    Q_PROPERTY(QVariantList opponentTypes READ opponentTypes NOTIFY changed)
    Q_PROPERTY(bool revealed READ revealed NOTIFY changed)
    Q_PROPERTY(QVariantList ownSpent READ ownSpent NOTIFY changed)
    Q_PROPERTY(QVariantList opponentSpent READ opponentSpent NOTIFY changed)

public:
    using QObject::QObject;

    // The lists of `view` (its side is the viewer's); `blind`: nobody may look; `over`: the
    // game has ended (its reveal, when the view holds it, names the opponent's pieces).
    void show(const SideView& view, bool blind, bool over);

    QVariantList own() const { return m_own; }
    int opponentCount() const { return m_opponentCount; }
    QVariantList opponentTypes() const { return m_opponentTypes; }
    bool revealed() const { return m_revealed; }
    QVariantList ownSpent() const { return m_ownSpent; }
    QVariantList opponentSpent() const { return m_opponentSpent; }

signals:
    void changed();

private:
    QVariantList m_own, m_opponentTypes, m_ownSpent, m_opponentSpent;
    int m_opponentCount = 0;
    bool m_revealed = false;
};

} // namespace gunjin::ui
