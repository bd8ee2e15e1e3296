// RuleSettings: the chosen game and its options survive a restart, every option shows in the
// rule code, a pasted code is applied or refused with a message and nothing changed.
#include "ui/rule_settings.h"

#include <catch2/catch.hpp>

#include <QMetaEnum>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

using gunjin::RuleSet;
using gunjin::ui::RuleSettings;

TEST_CASE("RuleSettings start at the classic game with every default", "[ui][rules]") {
    QTemporaryDir dir;
    RuleSettings s;
    s.setSettingsFile(dir.filePath(QStringLiteral("rules.ini")));
    CHECK(s.game() == RuleSettings::Classic);
    CHECK(s.code() == QStringLiteral("classic"));
    CHECK(s.atDefaults());
    CHECK(s.summary() == QStringLiteral("軍人将棋（6×8）・基本ルール"));
    CHECK(s.ruleSet() == RuleSet::classic());
    CHECK(s.federationJudgement() == RuleSettings::OpenJudgement);
}

TEST_CASE("RuleSettings keep the game and both games' options between runs", "[ui][rules]") {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("rules.ini"));
    {
        RuleSettings s;
        s.setSettingsFile(file);
        s.setEngineerVsTank(RuleSettings::EngineerWins);
        s.setWinCondition(RuleSettings::TakeFlag);
        s.setClassicJudgement(RuleSettings::OpenJudgement);
        s.setFederationJudgement(RuleSettings::RefereeJudgement);
        s.setGame(RuleSettings::Federation);
        CHECK(s.code() == QStringLiteral("federation:judge=referee"));
        CHECK(s.summary() == QStringLiteral("連盟ルール（9×9）・審判あり"));
    }
    RuleSettings again;
    again.setSettingsFile(file);
    CHECK(again.game() == RuleSettings::Federation);
    CHECK(again.code() == QStringLiteral("federation:judge=referee"));
    CHECK_FALSE(again.atDefaults());
    // Back to the classic game: its options were kept while the federation game was chosen.
    again.setGame(RuleSettings::Classic);
    CHECK(again.code() == QStringLiteral("classic:h1=engineer,h3=flag,h7=open"));
    CHECK(
        again.summary() ==
        QStringLiteral("軍人将棋（6×8）・工兵がタンクに勝つ・軍旗を取ると勝ち・駒を見せ合う判定"));
    RuleSettings third;
    third.setSettingsFile(file);
    CHECK(third.game() == RuleSettings::Classic);
    CHECK(third.federationJudgement() == RuleSettings::RefereeJudgement);
}

TEST_CASE("Every option of RuleSettings is reflected in the rule code", "[ui][rules]") {
    QTemporaryDir dir;
    RuleSettings s;
    s.setSettingsFile(dir.filePath(QStringLiteral("rules.ini")));
    struct Case {
        const char* property;
        int value;
        const char* code;
    };
    const Case cases[] = {
        {"engineerVsTank", RuleSettings::EngineerWins, "classic:h1=engineer"},
        {"winningMine", RuleSettings::MineStays, "classic:h2=stays"},
        {"winCondition", RuleSettings::TakeFlag, "classic:h3=flag"},
        {"winCondition", RuleSettings::DefeatGeneral, "classic:h3=general"},
        {"winCondition", RuleSettings::TakeAllMovable, "classic:h3=all"},
        {"mineInHq", RuleSettings::MineInHqForbidden, "classic:h4=forbidden"},
        {"flagOnBackRow", RuleSettings::FlagOnBackRowAllowed, "classic:h5=allowed"},
        {"planeFlight", RuleSettings::PlaneStops, "classic:h6=stops"},
        {"classicJudgement", RuleSettings::OpenJudgement, "classic:h7=open"},
    };
    for (const Case& c : cases) {
        INFO(c.property << " = " << c.value);
        const QVariant before = s.property(c.property);
        QSignalSpy changed(&s, &RuleSettings::changed);
        REQUIRE(s.setProperty(c.property, c.value)); // as QML sets it
        CHECK(changed.count() == 1);
        CHECK(s.property(c.property).toInt() == c.value);
        CHECK(s.code() == QString::fromLatin1(c.code));
        CHECK(s.summary() != QStringLiteral("軍人将棋（6×8）・基本ルール"));
        REQUIRE(s.setProperty(c.property, before));
        CHECK(s.code() == QStringLiteral("classic"));
    }
    // All at once, in rule order; the code reads back as the same rule set.
    for (const Case& c : cases) s.setProperty(c.property, c.value);
    CHECK(s.code() == QStringLiteral("classic:h1=engineer,h2=stays,h3=all,h4=forbidden,"
                                     "h5=allowed,h6=stops,h7=open"));
    const auto back = RuleSet::fromCode(s.code().toStdString());
    REQUIRE(back);
    CHECK(*back == s.ruleSet());
    // The federation game's one option.
    s.setGame(RuleSettings::Federation);
    CHECK(s.code() == QStringLiteral("federation"));
    CHECK(s.summary() == QStringLiteral("連盟ルール（9×9）・駒を見せ合う判定"));
    s.setFederationJudgement(RuleSettings::RefereeJudgement);
    CHECK(s.code() == QStringLiteral("federation:judge=referee"));
    // A value outside an enum (QML can assign any number) is ignored.
    QSignalSpy changed(&s, &RuleSettings::changed);
    s.setProperty("winCondition", 9);
    s.setProperty("game", 5);
    CHECK(changed.count() == 0);
    CHECK(s.code() == QStringLiteral("federation:judge=referee"));
}

TEST_CASE("A pasted rule code is applied - a bad one is refused and changes nothing",
          "[ui][rules]") {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("rules.ini"));
    RuleSettings s;
    s.setSettingsFile(file);
    s.setFederationJudgement(RuleSettings::RefereeJudgement);

    CHECK(s.applyCode(QStringLiteral("  classic:h3=general,h1=engineer\n")).isEmpty());
    CHECK(s.game() == RuleSettings::Classic);
    CHECK(s.engineerVsTank() == RuleSettings::EngineerWins);
    CHECK(s.winCondition() == RuleSettings::DefeatGeneral);
    CHECK(s.code() == QStringLiteral("classic:h1=engineer,h3=general")); // canonical order
    CHECK(s.federationJudgement() == RuleSettings::RefereeJudgement);    // the other game's stays

    for (const QString& bad : {QStringLiteral("classic:h3=flg"), QStringLiteral("chess"),
                               QStringLiteral("classic.2"), QStringLiteral("classic:h9=on"),
                               QStringLiteral("federation:h1=engineer"), QStringLiteral("   ")}) {
        INFO(bad.toStdString());
        QSignalSpy changed(&s, &RuleSettings::changed);
        const QString message = s.applyCode(bad);
        CHECK_FALSE(message.isEmpty());
        CHECK(changed.count() == 0);
        CHECK(s.code() == QStringLiteral("classic:h1=engineer,h3=general"));
        CHECK(s.game() == RuleSettings::Classic);
        RuleSettings stored; // QSettings of one process share the file's contents
        stored.setSettingsFile(file);
        CHECK(stored.code() == QStringLiteral("classic:h1=engineer,h3=general"));
    }
    // The messages are Japanese and say what is wrong; the reader's English words are only
    // the detail line.
    const QString flg = s.applyCode(QStringLiteral("classic:h3=flg"));
    CHECK(flg.startsWith(QStringLiteral("このルールコードは読めません。")));
    CHECK(flg.endsWith(QStringLiteral("今のルールはそのままです。")));
    CHECK_FALSE(flg.contains(QStringLiteral("unknown value")));
    CHECK(s.codeDetail(QStringLiteral(" Classic:H3=flg ")) ==
          QStringLiteral("詳細: h3=flg: unknown value (h3 is occupation, flag, general or all)"));
    CHECK(s.codeDetail(QStringLiteral("classic:h3=flag")).isEmpty());
    // Codes are lower case; one typed in capitals (or pasted with spaces) reads the same.
    CHECK(s.applyCode(QStringLiteral("  Classic:H1=Engineer,H3=General ")).isEmpty());
    CHECK(s.code() == QStringLiteral("classic:h1=engineer,h3=general"));
    CHECK(s.applyCode(QStringLiteral("chess:h1=engineer"))
              .startsWith(QStringLiteral("「chess」というルールはありません。")));
    CHECK(s.applyCode(QString()) ==
          QStringLiteral("ルールコードを入れてから「適用」を押してください。"));

    // A federation code switches the game and keeps the classic options for later.
    CHECK(s.applyCode(QStringLiteral("federation")).isEmpty());
    CHECK(s.game() == RuleSettings::Federation);
    CHECK(s.federationJudgement() == RuleSettings::OpenJudgement);
    RuleSettings next;
    next.setSettingsFile(file);
    CHECK(next.code() == QStringLiteral("federation"));
    next.setGame(RuleSettings::Classic);
    CHECK(next.code() == QStringLiteral("classic:h1=engineer,h3=general"));
}

TEST_CASE("RuleSettings go back to the first run's choice", "[ui][rules]") {
    QTemporaryDir dir;
    RuleSettings s;
    s.setSettingsFile(dir.filePath(QStringLiteral("rules.ini")));
    REQUIRE(s.applyCode(QStringLiteral("classic:h2=stays,h6=stops")).isEmpty());
    REQUIRE(s.applyCode(QStringLiteral("federation:judge=referee")).isEmpty());
    CHECK_FALSE(s.atDefaults());
    QSignalSpy options(&s, &RuleSettings::optionsChanged);
    s.resetToDefaults();
    CHECK(options.count() == 1); // the page shows the classic options again
    CHECK(s.atDefaults());
    CHECK(s.code() == QStringLiteral("classic"));
    CHECK(s.federationJudgement() == RuleSettings::OpenJudgement);
}

TEST_CASE("Damaged rule settings fall back to the defaults", "[ui][rules]") {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("rules.ini"));
    {
        QSettings raw(file, QSettings::IniFormat);
        raw.setValue(QStringLiteral("rules/game"), QStringLiteral("chess"));
        raw.setValue(QStringLiteral("rules/classic"), QStringLiteral("classic:h3=flg"));
        raw.setValue(QStringLiteral("rules/federation"), QStringLiteral("classic:h1=engineer"));
    }
    RuleSettings s;
    s.setSettingsFile(file);
    CHECK(s.game() == RuleSettings::Classic);
    CHECK(s.code() == QStringLiteral("classic"));
    s.setGame(RuleSettings::Federation);
    CHECK(s.code() == QStringLiteral("federation"));
}

TEST_CASE("The rules page's options name real properties and enum values", "[ui][rules]") {
    QTemporaryDir dir;
    RuleSettings s;
    s.setSettingsFile(dir.filePath(QStringLiteral("rules.ini")));
    const auto check = [&s](const QStringList& rules) {
        const QVariantList options = s.options();
        REQUIRE(options.size() == rules.size());
        for (int i = 0; i < options.size(); ++i) {
            const QVariantMap o = options[i].toMap();
            INFO(o.value(QStringLiteral("property")).toString().toStdString());
            CHECK(o.value(QStringLiteral("rule")).toString() == rules[i]);
            CHECK_FALSE(o.value(QStringLiteral("title")).toString().isEmpty());
            CHECK_FALSE(o.value(QStringLiteral("description")).toString().isEmpty());
            const QByteArray name = o.value(QStringLiteral("property")).toString().toLatin1();
            const int index = s.metaObject()->indexOfProperty(name.constData());
            REQUIRE(index >= 0);
            const QMetaEnum e = s.metaObject()->property(index).enumerator();
            REQUIRE(e.isValid());
            const QVariantList choices = o.value(QStringLiteral("choices")).toList();
            CHECK(choices.size() == e.keyCount()); // every value offered, once
            QList<int> seen;
            for (const QVariant& c : choices) {
                const QVariantMap m = c.toMap();
                const int v = m.value(QStringLiteral("value")).toInt();
                CHECK(e.valueToKey(v) != nullptr);
                CHECK_FALSE(seen.contains(v));
                seen << v;
                CHECK_FALSE(m.value(QStringLiteral("label")).toString().isEmpty());
                CHECK_FALSE(m.value(QStringLiteral("detail")).toString().isEmpty());
            }
        }
    };
    check({QStringLiteral("H-1"), QStringLiteral("H-2"), QStringLiteral("H-3"),
           QStringLiteral("H-4"), QStringLiteral("H-5"), QStringLiteral("H-6"),
           QStringLiteral("H-7")});
    s.setGame(RuleSettings::Federation);
    check({QStringLiteral("F-INFO")});
}
