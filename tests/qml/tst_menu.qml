// The start menu on the smallest window the app allows (800 x 600), in English, whose title is
// the widest (issue 16): the title is not cut or covered by the language buttons or the sound
// switch, and every choice down to 遊び方・ルール, the game choice, ルール設定 and 効果音
// included, lies inside the window.
import QtQuick
import QtQuick.Controls
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 800
    height: 600

    Language {
        id: uiLanguage
        choice: "en"
    }

    RuleSettings {
        id: ruleSettings
        settingsFile: testSettingsFile + ".menu"
    }

    Preferences {
        id: prefs
        file: testSettingsFile + ".menu-prefs"
    }

    MenuScreen {
        id: menu
        anchors.fill: parent
        language: uiLanguage.current
        ruleSettings: ruleSettings
        preferences: prefs
    }

    TestCase {
        name: "Menu"
        when: windowShown

        function cleanupTestCase() {
            uiLanguage.choice = "ja"
            ruleSettings.retranslate()
        }

        function rectOf(item) {
            const p = item.mapToItem(root, 0, 0)
            return Qt.rect(p.x, p.y, item.width, item.height)
        }

        function test_everythingFitsAt800x600() {
            compare(uiLanguage.current, "en")
            ruleSettings.retranslate()
            compare(ruleSettings.summary, "Gunjin Shogi (6×8), basic rules")
            const title = findChild(menu, "menuTitle")
            compare(title.text, "Gunjin Shogi")
            const t = rectOf(title)
            const ja = rectOf(findChild(menu, "language-ja"))
            verify(t.y >= 0, "title starts inside the window")
            verify(t.y >= ja.y + ja.height || t.x + t.width <= ja.x,
                   "the title is clear of the language buttons")
            const sound = rectOf(findChild(menu, "soundSwitch"))
            verify(t.y >= sound.y + sound.height || t.x >= sound.x + sound.width,
                   "the title is clear of the sound switch")
            verify(sound.x + sound.width <= ja.x, "the sound switch is clear of the language buttons")
            verify(title.contentWidth <= title.width + 1, "the title is not cut")
            for (const name of ["start-easy", "start-medium", "start-hard", "start-second",
                                "start-hotseat", "start-lan", "help", "game-classic",
                                "game-federation", "menuRulesSummary", "rulesButton", "soundSwitch"]) {
                const r = rectOf(findChild(menu, name))
                verify(r.y >= 0 && r.y + r.height <= root.height, name + " lies inside the window")
                verify(r.x >= 0 && r.x + r.width <= root.width, name + " lies inside the window")
            }
        }

        // A change of language rebuilt the rules page's items while it was closed, and opening
        // it then crashed (Qt 6.4 layouts): the page opens, in the new language, after each.
        function test_rulesPageOpensAfterALanguageSwitch() {
            const page = menu.rulesPage
            for (const lang of ["ja", "en", "ja", "en"]) {
                uiLanguage.choice = lang
                ruleSettings.retranslate()
                mouseClick(findChild(menu, "rulesButton"))
                tryCompare(page, "opened", true)
                waitForRendering(page.contentItem)
                const classic = findChild(page.contentItem, "game-classic")
                verify(classic.visible)
                compare(classic.name, lang === "en" ? "Gunjin Shogi (6×8)" : "軍人将棋（6×8）")
                page.close()
                tryCompare(page, "visible", false)
            }
            compare(findChild(menu, "start-easy").text, "Easy")
        }

        // The CPU buttons are the level table's levels offered on the menu, named as the rest
        // of the app names them (PlayerNames), in either language; random is not offered.
        SignalSpy {
            id: startSpy
            target: menu
            signalName: "startRequested"
        }

        function test_levelButtonsAreTheLevelTable() {
            compare(CpuLevels.menu, ["easy", "medium", "hard"])
            verify(findChild(menu, "start-random") === null, "random is not on the menu")
            const expected = {"ja": ["初級", "中級", "上級"], "en": ["Easy", "Medium", "Hard"]}
            for (const lang of ["ja", "en"]) {
                uiLanguage.choice = lang
                CpuLevels.menu.forEach((id, i) => {
                    const button = findChild(menu, "start-" + id)
                    verify(button !== null, id + " has its button")
                    compare(button.text, expected[lang][i])
                    compare(button.text, CpuLevels.names[id])
                    startSpy.clear()
                    mouseClick(button)
                    compare(startSpy.count, 1)
                    compare(startSpy.signalArguments[0][0], id)
                    compare(startSpy.signalArguments[0][1], true)
                })
            }
            compare(uiLanguage.current, "en")
        }

        // A level's tip covers neither the heading that says what the levels are for nor the
        // buttons (play-testers).
        function test_aLevelTipLeavesTheHeadingInView() {
            const button = findChild(menu, "start-medium")
            mouseMove(button, button.width / 2, button.height / 2)
            const tip = button.tip
            tryVerify(() => tip.opened, 3000, "the tip opens")
            const heading = findChild(menu, "cpuHeading")
            const top = heading.mapToItem(null, 0, 0).y
            const tipBottom = tip.contentItem.mapToItem(null, 0, tip.contentItem.height).y
            verify(tipBottom <= top + 0.5, "the tip ends above the heading: " + tipBottom + " > " + top)
            mouseMove(menu, 2, 2)
        }
    }
}
