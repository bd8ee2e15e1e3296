// The rules the player chose for the next game: the game (軍人将棋 6 × 8 or 連盟ルール 9 × 9),
// the classic house rules H-1…H-7 of rules.md and the federation judgement mode (F-INFO-1/2).
// Remembered in QSettings as rule codes, one per game, so switching games keeps the other
// game's options. The rules page and the menu bind to it; a game is started with `code`.
// Threading: GUI thread.
#pragma once

#include "core/rules.h"

#include <QObject>
#include <QSettings>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace gunjin::ui {

class RuleSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT

public:
    enum GameChoice { Classic, Federation };
    Q_ENUM(GameChoice)
    // H-1: who wins when the engineer and the tank meet.
    enum EngineerVsTank { TankWins, EngineerWins };
    Q_ENUM(EngineerVsTank)
    // H-2: a mine that wins.
    enum WinningMine { MineRemoved, MineStays };
    Q_ENUM(WinningMine)
    // H-3: how a classic game is won.
    enum WinCondition { Occupation, TakeFlag, DefeatGeneral, TakeAllMovable };
    Q_ENUM(WinCondition)
    // H-4: a mine in the HQ at setup.
    enum MineInHq { MineInHqAllowed, MineInHqForbidden };
    Q_ENUM(MineInHq)
    // H-5: the flag on the back row at setup.
    enum FlagOnBackRow { FlagOnBackRowForbidden, FlagOnBackRowAllowed };
    Q_ENUM(FlagOnBackRow)
    // H-6: the plane's flight along its column.
    enum PlaneFlight { PlaneJumps, PlaneStops };
    Q_ENUM(PlaneFlight)
    // H-7 (classic) and F-INFO-1/2 (federation).
    enum Judgement { RefereeJudgement, OpenJudgement };
    Q_ENUM(Judgement)

    // Empty: the application's usual QSettings; tests point this at a file of their own.
    Q_PROPERTY(QString settingsFile READ settingsFile WRITE setSettingsFile NOTIFY changed)
    Q_PROPERTY(GameChoice game READ game WRITE setGame NOTIFY changed)
    Q_PROPERTY(
        EngineerVsTank engineerVsTank READ engineerVsTank WRITE setEngineerVsTank NOTIFY changed)
    Q_PROPERTY(WinningMine winningMine READ winningMine WRITE setWinningMine NOTIFY changed)
    Q_PROPERTY(WinCondition winCondition READ winCondition WRITE setWinCondition NOTIFY changed)
    Q_PROPERTY(MineInHq mineInHq READ mineInHq WRITE setMineInHq NOTIFY changed)
    Q_PROPERTY(FlagOnBackRow flagOnBackRow READ flagOnBackRow WRITE setFlagOnBackRow NOTIFY changed)
    Q_PROPERTY(PlaneFlight planeFlight READ planeFlight WRITE setPlaneFlight NOTIFY changed)
    Q_PROPERTY(
        Judgement classicJudgement READ classicJudgement WRITE setClassicJudgement NOTIFY changed)
    Q_PROPERTY(Judgement federationJudgement READ federationJudgement WRITE setFederationJudgement
                   NOTIFY changed)
    // The canonical rule code of the chosen game with its options (RuleSet::code()).
    Q_PROPERTY(QString code READ code NOTIFY changed)
    // One line in the UI language: the game and what differs from its defaults.
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    // The game's name with its board size: 軍人将棋（6×8） or 連盟ルール（9×9）.
    Q_PROPERTY(QString gameName READ gameName NOTIFY changed)
    // True while everything is as on the first run (the classic game, every default).
    Q_PROPERTY(bool atDefaults READ atDefaults NOTIFY changed)
    // The options of the chosen game for the rules page, in rule order: {property (the name of
    // the property above), rule ("H-1"… or "F-INFO"), title, description, choices: [{value,
    // label, detail}]}. Texts in the UI language; the values are the enums above.
    Q_PROPERTY(QVariantList options READ options NOTIFY optionsChanged)

public:
    explicit RuleSettings(QObject* parent = nullptr);

    QString settingsFile() const { return m_settingsFile; }
    void setSettingsFile(const QString& file);

    GameChoice game() const;
    void setGame(GameChoice g);
    EngineerVsTank engineerVsTank() const;
    void setEngineerVsTank(EngineerVsTank v);
    WinningMine winningMine() const;
    void setWinningMine(WinningMine v);
    WinCondition winCondition() const;
    void setWinCondition(WinCondition v);
    MineInHq mineInHq() const;
    void setMineInHq(MineInHq v);
    FlagOnBackRow flagOnBackRow() const;
    void setFlagOnBackRow(FlagOnBackRow v);
    PlaneFlight planeFlight() const;
    void setPlaneFlight(PlaneFlight v);
    Judgement classicJudgement() const;
    void setClassicJudgement(Judgement v);
    Judgement federationJudgement() const;
    void setFederationJudgement(Judgement v);

    // The rule set of the chosen game.
    RuleSet ruleSet() const;
    QString code() const;
    QString summary() const;
    QString gameName() const;
    bool atDefaults() const;
    QVariantList options() const;

    // Takes a rule code (surrounding blanks ignored): "" when it was applied (the game and
    // its options become the code's; the other game's options stay), else a message in the UI
    // language saying what is wrong, and nothing changes.
    Q_INVOKABLE QString applyCode(const QString& code);
    // What the rules reader says is wrong with `code`, as a detail line under applyCode's
    // message (English, technical); "" for a code that reads.
    Q_INVOKABLE QString codeDetail(const QString& code) const;
    // The first run's choice: the classic game, every option of both games at its default.
    Q_INVOKABLE void resetToDefaults();
    // Puts `code` on the clipboard (needs a GUI application; does nothing otherwise).
    Q_INVOKABLE void copyCode() const;
    // The UI language changed: the summary and the option texts are read again.
    Q_INVOKABLE void retranslate();

signals:
    void changed();
    // The option texts changed (another game or another UI language).
    void optionsChanged();

private:
    QSettings& settings() const;
    void load() const;
    // Applies `edit` to the stored rule set of `game`, saves and notifies when it changed.
    template <class F> void update(Game game, F&& edit);
    void save();

    QString m_settingsFile;
    mutable std::unique_ptr<QSettings> m_settings;
    mutable bool m_loaded = false;
    mutable Game m_game = Game::Classic;
    mutable RuleSet m_classic = RuleSet::classic();
    mutable RuleSet m_federation = RuleSet::federation();
};

} // namespace gunjin::ui
