// The tutorial as the menu and the lesson card see it: the lessons of each game with their
// titles in the UI language, which have been done (kept in the settings, so the tutorial can
// be left and taken up again), the lesson to go on with, and whether the first start still
// offers it. Starting a lesson is the session's (GameSession::startLesson).
//
// Threading: GUI thread only.
#pragma once

#include "lesson_book.h"

#include <QObject>
#include <QSettings>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace gunjin::ui {

class Tutorial : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game session holds the tutorial")
    // "ja" or "en": the language of the titles and of a lesson's words.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY changed)
    // The game whose lessons are listed: "classic" or "federation".
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY changed)
    // [{name, title, done}] of the game's lessons, in order.
    Q_PROPERTY(QVariantList lessons READ lessons NOTIFY changed)
    // The game's first lesson not done yet (its first when every one is done; "" for none).
    Q_PROPERTY(QString next READ next NOTIFY changed)
    Q_PROPERTY(int doneCount READ doneCount NOTIFY changed)
    // The first start offers the tutorial until a lesson is begun or the offer is put away.
    Q_PROPERTY(bool offered READ offered NOTIFY changed)

public:
    // `settings` gives the store of the progress (the session's settings; it may change).
    Tutorial(std::function<QSettings&()> settings, QObject* parent = nullptr);

    const LessonBook& book() const { return m_book; }
    // Reads the lessons of `folder` instead (tests).
    void load(const QString& folder);

    QString language() const { return m_language; }
    void setLanguage(const QString& language);
    QString game() const { return m_game; }
    void setGame(const QString& game);
    QVariantList lessons() const;
    QString next() const;
    int doneCount() const;
    bool offered() const;

    bool isDone(const QString& name) const;
    void markDone(const QString& name);
    // A lesson was begun: the first start's offer has been taken.
    void markBegun();
    // The lesson after `name` in its game; "" after the last.
    QString after(const QString& name) const;
    // "3 / 9": where `name` stands in its game.
    QString placeOf(const QString& name) const;
    // The settings were replaced: everything may read differently.
    void reread() { emit changed(); }

    Q_INVOKABLE void putAwayOffer();

signals:
    void changed();

private:
    QStringList doneNames() const;

    std::function<QSettings&()> m_settings;
    LessonBook m_book;
    QString m_language = QStringLiteral("ja");
    QString m_game = QStringLiteral("classic");
};

} // namespace gunjin::ui
