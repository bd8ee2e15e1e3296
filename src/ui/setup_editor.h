// Arranging one's pieces before a game (駒を並べる): starts from an おまかせ setup of the rule
// set, swaps two squares at a time (checked against the setup rules, with the reason when a
// swap is refused), おまかせで並べ直す, 左右反転, 前回の並べ方, 1 手戻す, and a warning when the
// arrangement walls pieces in for good. Holds the setup of the side at the board and nothing of
// the other side's.
//
// Threading: GUI thread only. Every invokable checks that editing is open, so a press at the
// wrong time changes nothing.
#pragma once

#include "core/view.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

class QSettings;

namespace gunjin::ui {

class SetupEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game session owns the setup editor")
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool hasLast READ hasLast NOTIFY changed)
    Q_PROPERTY(bool open READ isOpen NOTIFY changed)
    // Where the rule set forbids what (R-SETUP-2..4 with H-4/H-5; F-SETUP-2/3), in words.
    Q_PROPERTY(QString rulesHint READ rulesHint NOTIFY changed)
    // The pieces this arrangement walls in for good (core/setup_check.h), with their squares
    // and what boxes them in; empty when none is, and while editing is closed. A warning:
    // such a setup is legal.
    Q_PROPERTY(QString wallWarning READ wallWarning NOTIFY changed)

public:
    explicit SetupEditor(QObject* parent = nullptr);

    // Starts arranging for `side` of `rules` from an おまかせ setup drawn from `rng` (kept for
    // later reshuffles; must outlive the editing). `settings` holds 前回の並べ方; null when
    // it must not be used (two players share the device: one could read the other's habits).
    void begin(const RuleSet& rules, Side side, Rng* rng, QSettings* settings);
    // Opens or closes editing (closed behind the hot-seat curtain and once the game starts).
    void setOpen(bool open);
    bool isOpen() const { return m_open; }
    const Setup& setup() const { return *m_setup; }
    // The board as the arranging side sees it.
    const SideView& view() const { return *m_view; }
    Square selected() const { return m_selected; }

    bool canUndo() const { return !m_undo.empty(); }
    QString rulesHint() const;
    QString wallWarning() const;
    bool hasLast() const;

    // A square of the board pressed: chooses it, or swaps it with the one chosen before.
    void click(Square s);
    // Escape: the chosen square is no longer chosen; false when none was.
    bool cancelSelection();
    // Stores the setup as 前回の並べ方 (when a store is allowed).
    void remember() const;

    Q_INVOKABLE void reshuffle(); // おまかせで並べ直す
    Q_INVOKABLE void mirror();    // 左右反転
    Q_INVOKABLE void loadLast();  // 前回の並べ方
    Q_INVOKABLE void undo();      // 1 手戻す

signals:
    // The arrangement changed (also its undo list and 前回の並べ方 availability).
    void changed();
    void selectionChanged();
    // What to tell the player about their last action.
    void said(const QString& text);

private:
    void change(const Setup& next);
    void select(Square s);
    QString refusal(const SetupProblem& problem) const;

    bool m_open = false;
    Rng* m_rng = nullptr;
    QSettings* m_settings = nullptr;
    std::optional<Setup> m_setup;
    std::unique_ptr<SideView> m_view;
    std::vector<Setup> m_undo;
    Square m_selected = kNoSquare;
};

} // namespace gunjin::ui
