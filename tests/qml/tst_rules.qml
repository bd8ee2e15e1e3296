// Choosing the game and its rules as a player clicks them: 連盟ルール on the menu, a house rule
// on the rules page (the code follows, and はじめの設定に戻す puts the page back), a pasted
// code applied with 適用, a bad pasted code answered with a message that changes nothing, and
// a game started from the menu afterwards playing the pasted rules, which its panel names.
import QtQuick
import QtTest
import Gunjin
import Gunjin.Ui

Item {
    id: root
    width: 1280
    height: 800

    RuleSettings {
        id: settings
        settingsFile: testSettingsFile + ".rules"
    }

    // Wired as the app's window wires them: a new game plays the chosen rules.
    GameSession {
        id: session
        seed: 77
        minimumThinkMs: 0
        motion.paced: false
        settingsFile: testSettingsFile + ".rules-game"
        ruleCode: settings.code
    }

    MenuScreen {
        id: menu
        anchors.fill: parent
        visible: session.phase === GameSession.Menu
        ruleSettings: settings
        onStartRequested: (level, humanFirst) => session.startCpuGame(level, humanFirst)
    }

    Loader {
        id: screenLoader
        anchors.fill: parent
        active: session.phase !== GameSession.Menu
        sourceComponent: GameScreen {
            game: session
        }
    }

    TestCase {
        name: "Rules"
        when: windowShown

        readonly property var page: menu.rulesPage

        function init() {
            settings.resetToDefaults()
        }
        function cleanup() {
            if (session.phase !== GameSession.Menu) {
                session.backToMenu()
                tryCompare(session, "phase", GameSession.Menu)
            }
            if (page.opened) {
                page.close()
                tryCompare(page, "visible", false)
            }
        }

        // Page controls live in its content and its footer (a Popup is not a visual child).
        function pageChild(name) {
            return findChild(page.contentItem, name) || findChild(page.footer, name)
        }

        function openPage() {
            mouseClick(findChild(menu, "rulesButton"))
            tryCompare(page, "opened", true)
            // The options laid out while the page was closed are placed on its first frame.
            waitForRendering(page.contentItem)
        }

        function typeInto(field, text) {
            mouseClick(field)
            keySequence("ctrl+a")
            keyClick(Qt.Key_Delete)
            for (const ch of text)
                keyClick(ch)
        }

        function test_menuChoosesTheGame() {
            const summary = findChild(menu, "menuRulesSummary")
            verify(summary.text.indexOf(qsTr("軍人将棋（6×8）")) >= 0, summary.text)
            verify(findChild(menu, "game-classic").checked)
            mouseClick(findChild(menu, "game-federation"))
            compare(settings.game, RuleSettings.Federation)
            compare(settings.code, "federation")
            verify(findChild(menu, "game-federation").checked)
            verify(!findChild(menu, "game-classic").checked)
            verify(summary.text.indexOf(qsTr("連盟ルール（9×9）")) >= 0, summary.text)
            // Pressing the chosen game again keeps it chosen.
            mouseClick(findChild(menu, "game-federation"))
            compare(settings.game, RuleSettings.Federation)
            verify(findChild(menu, "game-federation").checked)
            mouseClick(findChild(menu, "game-classic"))
            compare(settings.code, "classic")
        }

        function test_houseRuleChangesTheCode() {
            openPage()
            const code = pageChild("rulesCode")
            compare(code.text, "classic")
            // Every house rule is on the page, each with a radio button per choice.
            for (const name of ["engineerVsTank", "winningMine", "winCondition", "mineInHq",
                                "flagOnBackRow", "planeFlight", "classicJudgement"])
                verify(pageChild(name + "-detail") !== null, name)
            verify(pageChild("federationJudgement-detail") === null)

            const engineer = pageChild("engineerVsTank-" + RuleSettings.EngineerWins)
            const tank = pageChild("engineerVsTank-" + RuleSettings.TankWins)
            verify(tank.checked)
            mouseClick(engineer)
            compare(settings.engineerVsTank, RuleSettings.EngineerWins)
            compare(settings.code, "classic:h1=engineer")
            compare(code.text, "classic:h1=engineer")
            verify(engineer.checked)
            verify(!tank.checked)
            verify(pageChild("engineerVsTank-detail").text.length > 2)
            compare(pageChild("rulesSummary").text, settings.summary)

            const win = pageChild("winCondition-" + RuleSettings.TakeFlag)
            mouseClick(win)
            compare(settings.code, "classic:h1=engineer,h3=flag")
            verify(findChild(menu, "menuRulesSummary").text.indexOf(qsTr("軍旗を取ると勝ち")) >= 0)

            // はじめの設定に戻す: the code and the radio buttons follow.
            const reset = pageChild("rulesReset")
            verify(reset.enabled)
            mouseClick(reset)
            compare(settings.code, "classic")
            compare(code.text, "classic")
            verify(tank.checked)
            verify(!engineer.checked)
            verify(pageChild("winCondition-" + RuleSettings.Occupation).checked)
            verify(!reset.enabled)
        }

        function test_federationOnThePage() {
            openPage()
            mouseClick(pageChild("game-federation"))
            compare(settings.game, RuleSettings.Federation)
            // Only the judgement mode: no house rule of the classic game.
            tryVerify(() => pageChild("engineerVsTank-detail") === null)
            verify(pageChild("rulesFederationNotes").visible)
            const referee = pageChild("federationJudgement-" + RuleSettings.RefereeJudgement)
            verify(!referee.checked)
            mouseClick(referee)
            compare(settings.code, "federation:judge=referee")
            compare(pageChild("rulesCode").text, "federation:judge=referee")
            verify(findChild(menu, "game-federation").checked)
        }

        function test_pastedCodeIsApplied() {
            openPage()
            const paste = pageChild("rulesPaste")
            const apply = pageChild("rulesApply")
            verify(!apply.enabled) // nothing pasted yet
            typeInto(paste, "classic:h7=open,h2=stays")
            verify(apply.enabled)
            mouseClick(apply)
            compare(settings.code, "classic:h2=stays,h7=open")
            compare(pageChild("rulesCode").text, "classic:h2=stays,h7=open")
            verify(pageChild("winningMine-" + RuleSettings.MineStays).checked)
            verify(pageChild("classicJudgement-" + RuleSettings.OpenJudgement).checked)
            const message = pageChild("rulesMessage")
            verify(message.visible)
            verify(!page.messageIsError)
            compare(paste.text, "")

            // Enter in the field applies too; a federation code switches the game.
            typeInto(paste, "federation:judge=referee")
            keyClick(Qt.Key_Return)
            compare(settings.code, "federation:judge=referee")
            verify(pageChild("game-federation").checked)
        }

        function test_gameStartedAfterAPastedCodePlaysIt() {
            openPage()
            typeInto(pageChild("rulesPaste"), "federation:judge=referee")
            mouseClick(pageChild("rulesApply"))
            compare(settings.code, "federation:judge=referee")
            page.close()
            tryCompare(page, "visible", false)
            verify(findChild(menu, "menuRulesSummary").text.indexOf(qsTr("審判あり")) >= 0)

            mouseClick(findChild(menu, "start-easy"))
            tryCompare(session, "phase", GameSession.Setup)
            compare(session.gameRuleCode, "federation:judge=referee")
            verify(session.federation)
            verify(!session.openJudgement)
            compare(session.board.columns, 9)
            tryVerify(() => screenLoader.item !== null)
            const inForce = findChild(screenLoader.item, "rulesInForce")
            verify(inForce.visible)
            compare(inForce.text, qsTr("ルール：%1").arg(settings.summary))
            verify(inForce.text.indexOf(qsTr("連盟ルール（9×9）")) >= 0, inForce.text)

            // A change on the menu's page waits for the next game: this one keeps its rules.
            compare(settings.applyCode("classic"), "")
            compare(session.gameRuleCode, "federation:judge=referee")
            session.backToMenu()
            tryCompare(session, "phase", GameSession.Menu)
            mouseClick(findChild(menu, "start-easy"))
            tryCompare(session, "phase", GameSession.Setup)
            compare(session.gameRuleCode, "classic")
            compare(session.board.columns, 6)
            session.backToMenu()
            tryCompare(session, "phase", GameSession.Menu)
        }

        function test_badPastedCodeShowsAMessageAndChangesNothing() {
            settings.engineerVsTank = RuleSettings.EngineerWins
            openPage()
            const paste = pageChild("rulesPaste")
            typeInto(paste, "classic:h3=flg")
            mouseClick(pageChild("rulesApply"))
            const message = pageChild("rulesMessage")
            verify(message.visible)
            verify(page.messageIsError)
            // Said in the player's words; what the rules reader found, in its English, is the
            // smaller line under it.
            verify(message.text.indexOf("このルールコードは読めません") === 0, message.text)
            verify(message.text.indexOf("unknown value") < 0, message.text)
            const detail = pageChild("rulesMessageDetail")
            verify(detail.visible)
            verify(detail.text.indexOf("h3=flg: unknown value") >= 0, detail.text)
            compare(settings.code, "classic:h1=engineer")
            compare(pageChild("rulesCode").text, "classic:h1=engineer")
            compare(paste.text, "classic:h3=flg") // left to be corrected

            typeInto(paste, "chess")
            mouseClick(pageChild("rulesApply"))
            verify(message.text.indexOf("chess") >= 0, message.text)
            compare(settings.code, "classic:h1=engineer")
            compare(settings.game, RuleSettings.Classic)
            // Editing the code clears the old message.
            mouseClick(paste)
            keyClick(Qt.Key_Backspace)
            verify(!message.visible)
            verify(!detail.visible)
        }
    }
}
