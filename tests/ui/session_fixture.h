// A GameSession under test with its own settings file and record folder, a fixed seed and no
// pause before the CPU's replies; and the journals it writes.
#pragma once

#include "core/journal.h"
#include "ui/game_session.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

struct SessionFixture {
    QTemporaryDir dir;
    gunjin::ui::GameSession game;

    explicit SessionFixture(quint64 seed) {
        game.setSettingsFile(dir.filePath(QStringLiteral("settings.ini")));
        game.recorder()->setFolder(dir.filePath(QStringLiteral("records")));
        game.setSeed(seed);
        game.setProperty("minimumThinkMs", 0);
        game.motion()->setPaced(false);
    }
    // The journal files of the record folder, oldest first.
    QStringList journals() const {
        return QDir(game.recorder()->folder())
            .entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
    }
    QString journalPath(int i) const {
        return QDir(game.recorder()->folder()).filePath(journals().at(i));
    }
    QByteArray journalText(int i) const {
        QFile file(journalPath(i));
        REQUIRE(file.open(QIODevice::ReadOnly));
        return file.readAll();
    }
    // The one journal the folder holds, read back.
    gunjin::Journal onlyJournal() const {
        REQUIRE(journals().size() == 1);
        return readBack(journalText(0));
    }
    static gunjin::Journal readBack(const QByteArray& text) {
        auto journal =
            gunjin::readJournal(std::string_view(text.constData(), std::size_t(text.size())));
        INFO((journal ? std::string() : journal.error()));
        REQUIRE(journal);
        return std::move(*journal);
    }
};
