// 友達と対戦 over the LAN, as QML drives it: host a room (the room server runs inside the app,
// on its own thread) or join one from its gunjin://HOST:PORT/ROOM address, then hand the seat
// to the GameSession. A room plays the rules of `ruleCode` (its creator's choice); the
// joiner sees them before joining: in the list of rooms found on the LAN, and for an address
// typed or pasted by asking the server (lookUp). Shows what the room knows of the opponent: joined,
// ready, away (after 2 minutes the app offers a CPU game), wants a rematch; and the room's own
// state.
//
// With a room server set (`server`, the 対戦サーバー preference) 部屋を作る makes the room
// there instead of in the app, and its link (gunjins://HOST:PORT/ROOM) works from anywhere.
// A server whose certificate no CA of the system vouches for is not used until the player
// trusts its fingerprint (certificateQuestion, trustCertificate); the trust is kept per
// HOST:PORT in the app's settings, and a server that later shows another certificate is
// refused again and asked about anew.
//
// Threading: GUI thread; the embedded server runs on its own thread behind RoomServer.
// Nothing here throws; every failure becomes `error` or `status` text.
#pragma once

#include "game_session.h"
#include "lan_address.h"
#include "record_folder.h"
#include "room_beacon.h"

#include "net/room_client.h"
#include "net/room_server.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

namespace gunjin::ui {

class LanLobby : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameSession* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(State state READ state NOTIFY changed)
    Q_PROPERTY(bool active READ active NOTIFY changed)
    // This app made the room (in the app, or on the room server): its link is shown.
    Q_PROPERTY(bool hosting READ hosting NOTIFY changed)
    // The room this app made lives in the app (no room server): it ends with the app.
    Q_PROPERTY(bool roomInApp READ roomInApp NOTIFY changed)
    // The room server (the preference as Preferences keeps it, "gunjins://HOST:PORT"); empty,
    // or not a server's address: rooms are made in the app, on the LAN.
    Q_PROPERTY(QString server READ server WRITE setServer NOTIFY serverChanged)
    // A room server is set (and readable): 部屋を作る makes the room there.
    Q_PROPERTY(bool viaServer READ viaServer NOTIFY serverChanged)
    // Where trusted certificates are kept: empty, the app's settings; tests give a file.
    Q_PROPERTY(QString settingsFile READ settingsFile WRITE setSettingsFile NOTIFY changed)
    // A server's certificate awaits the player's word (trustCertificate or
    // declineCertificate): which server (HOST:PORT), its SHA-256 fingerprint, and whether
    // another certificate was trusted for it before (certificateChanged).
    Q_PROPERTY(bool certificateQuestion READ certificateQuestion NOTIFY changed)
    Q_PROPERTY(QString certificateHost READ certificateHost NOTIFY changed)
    Q_PROPERTY(QString certificateFingerprint READ certificateFingerprint NOTIFY changed)
    Q_PROPERTY(bool certificateChanged READ certificateChanged NOTIFY changed)
    Q_PROPERTY(QString roomUrl READ roomUrl NOTIFY changed)
    Q_PROPERTY(bool opponentJoined READ opponentJoined NOTIFY changed)
    Q_PROPERTY(bool opponentReady READ opponentReady NOTIFY changed)
    Q_PROPERTY(bool opponentConnected READ opponentConnected NOTIFY changed)
    // Gone for 2 minutes (or our own connection is): CPU と新しく対局する is offered.
    Q_PROPERTY(bool offerCpu READ offerCpu NOTIFY changed)
    Q_PROPERTY(bool opponentWantsRematch READ opponentWantsRematch NOTIFY changed)
    // 先手と後手を入れ替えてもう一局 can be asked: the room is open and the opponent in it.
    Q_PROPERTY(bool rematchPossible READ rematchPossible NOTIFY changed)
    // The friend gave up the seat of our room; it waits for another (the same link).
    Q_PROPERTY(bool opponentLeft READ opponentLeft NOTIFY changed)
    // False once the room is closing: no rematch in it.
    Q_PROPERTY(bool roomOpen READ roomOpen NOTIFY changed)
    Q_PROPERTY(QString status READ status NOTIFY changed)
    // Every text `status` may show in a room: the panel keeps the room the tallest needs, so
    // that nothing below it moves when the opponent comes, goes or gets ready.
    Q_PROPERTY(QStringList statusTexts READ statusTexts NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    // The technical reason under `error` (the server's or rules reader's English words), for a
    // smaller line; "" when the error has none.
    Q_PROPERTY(QString errorDetail READ errorDetail NOTIFY changed)
    // Where a hosted room listens (tests use 127.0.0.1 and port 0 = any free port).
    Q_PROPERTY(QString bindAddress MEMBER m_bindAddress NOTIFY changed)
    Q_PROPERTY(int port MEMBER m_port NOTIFY changed)
    // How long the opponent or our connection may be gone before the CPU game is offered.
    Q_PROPERTY(int awayMs MEMBER m_awayMs NOTIFY changed)
    // Rooms announced on the LAN while searching: [{name, url, rules, rulesText}] (rules: the
    // rule code, empty from an app that did not say; rulesText: it in words).
    Q_PROPERTY(QVariantList foundRooms READ foundRooms NOTIFY foundRoomsChanged)
    // The rule code a room made by host() plays (bound to the app's rules settings).
    Q_PROPERTY(QString ruleCode READ ruleCode WRITE setRuleCode NOTIFY ruleCodeChanged)
    // The rules of the room being created, joined or played in, or looked up before joining
    // (lookUp): the canonical code, empty while unknown, and in words ("軍人将棋（6×8）").
    Q_PROPERTY(QString roomRuleCode READ roomRuleCode NOTIFY changed)
    Q_PROPERTY(QString roomRulesText READ roomRulesText NOTIFY changed)
    // This app made the room and the friend is in it: leaving, or closing the app, ends the
    // room for them (it lives in this app; a room server closes it when its maker leaves), so
    // the window asks first.
    Q_PROPERTY(bool friendInRoom READ friendInRoom NOTIFY changed)
    // The addresses of this PC a hosted room's link may carry, best first (lan_address.h):
    // [{address, text}] (text: with the interface's name). More than one: the host may choose.
    Q_PROPERTY(QVariantList hostAddresses READ hostAddresses NOTIFY changed)
    // The one the link carries; setting another rewrites the link and the announcement.
    Q_PROPERTY(QString hostAddress READ hostAddress WRITE setHostAddress NOTIFY changed)
    // Tests: the addresses to offer instead of the PC's own (never connected to).
    Q_PROPERTY(QStringList testAddresses MEMBER m_testAddresses NOTIFY changed)
    // The room's watch link (gunjin[s]://HOST:PORT/watch/TOKEN) for the players to hand out,
    // and how many watch the room now ("" and 0 outside a room).
    Q_PROPERTY(QString watchLink READ watchLink NOTIFY changed)
    Q_PROPERTY(int watchers READ watchers NOTIFY changed)
    // lookUp is asking the server.
    Q_PROPERTY(bool lookingUp READ lookingUp NOTIFY changed)
    // Where announcements go and are heard (tests: 127.0.0.1 and a port of their own).
    Q_PROPERTY(QString beaconTarget MEMBER m_beaconTarget NOTIFY changed)
    Q_PROPERTY(int beaconPort MEMBER m_beaconPort NOTIFY changed)

public:
    enum class State { Idle, Connecting, InRoom, Reconnecting };
    Q_ENUM(State)

    explicit LanLobby(QObject* parent = nullptr);
    ~LanLobby() override;

    GameSession* game() const { return m_game; }
    void setGame(GameSession* game);
    State state() const { return m_state; }
    bool active() const { return m_state != State::Idle; }
    bool hosting() const { return m_server != nullptr || m_createdOnServer; }
    bool roomInApp() const { return m_server != nullptr; }
    QString server() const { return m_serverText; }
    void setServer(const QString& text);
    bool viaServer() const { return m_serverAddress.has_value(); }
    QString settingsFile() const { return m_settingsFile; }
    void setSettingsFile(const QString& file);
    bool certificateQuestion() const { return m_question.isSet(); }
    QString certificateHost() const { return m_question.hostPort; }
    QString certificateFingerprint() const { return m_question.fingerprint; }
    bool certificateChanged() const {
        return m_question.code == QLatin1String("certificate_changed");
    }
    QString roomUrl() const { return m_roomUrl; }
    bool opponentJoined() const { return m_opponentJoined; }
    bool opponentReady() const { return m_opponentReady; }
    bool opponentConnected() const { return m_opponentConnected; }
    bool offerCpu() const { return m_opponentAway || m_selfAway; }
    bool opponentWantsRematch() const { return m_wantsRematch; }
    bool rematchPossible() const { return m_roomOpen && m_opponentJoined; }
    bool opponentLeft() const { return m_opponentLeft; }
    QVariantList hostAddresses() const;
    QString hostAddress() const { return m_hostAddress; }
    void setHostAddress(const QString& address);
    bool roomOpen() const { return m_roomOpen; }
    QString status() const;
    QStringList statusTexts() const;
    QString error() const { return m_error; }
    QString errorDetail() const;
    QVariantList foundRooms() const;
    QString ruleCode() const { return m_ruleCode; }
    void setRuleCode(const QString& code);
    QString roomRuleCode() const { return m_roomRuleCode; }
    QString roomRulesText() const {
        return m_roomRuleCode.isEmpty() ? QString() : describeRules(m_roomRuleCode);
    }
    bool lookingUp() const { return m_probe.busy(); }
    QString watchLink() const;
    // A closed room has nobody watching and nothing to watch.
    int watchers() const { return m_state == State::Idle || !m_roomOpen ? 0 : m_client.watchers(); }
    bool friendInRoom() const {
        return hosting() && m_state != State::Idle && m_opponentJoined && m_opponentConnected &&
               m_roomOpen;
    }

    // A rule code in words: "軍人将棋（6×8）", "連盟ルール（9×9）", with a note when house rules
    // or hidden judgement apply; a code this app does not know says so.
    static QString describeRules(const QString& code);
    Q_INVOKABLE QString rulesText(const QString& code) const { return describeRules(code); }
    // The canonical form of a rule code, or "" when it is not one.
    Q_INVOKABLE QString canonicalRuleCode(const QString& code) const;

    // The join screen is open: listen for rooms announced on the LAN (or stop).
    Q_INVOKABLE void startSearching();
    Q_INVOKABLE void stopSearching();

    // 部屋を作る: starts the room server (the default port, or any free one if it is taken)
    // and takes the first seat; with a room server set, makes the room there instead.
    Q_INVOKABLE void host();
    // The player trusts the certificate in question (certificateFingerprint) for its server:
    // kept, and what it stopped (making the room, joining, looking the room up) is done again;
    // in a room the next reconnection accepts it.
    Q_INVOKABLE void trustCertificate();
    // The player does not: the question goes, the refusal (`error`) stays.
    Q_INVOKABLE void declineCertificate();
    // 参加する: the address as pasted. False (with `error`) if it is not a room address. A
    // watch link joins nothing: watchRequested asks the window to open 観戦 instead.
    Q_INVOKABLE bool join(const QString& url);
    // Before 参加する: asks the room at the address what it plays (roomRuleCode, or `error`
    // when there is no such room, it is full or of another version). False, and nothing
    // asked, if the text is not a room address (roomRuleCode is then cleared).
    Q_INVOKABLE bool lookUp(const QString& url);
    // A gunjin:// link that opened the app: joins like 参加する. A link that is not complete
    // (net::parseRoomLink) joins nothing and says what is wrong in `error`.
    Q_INVOKABLE bool joinLink(const QString& link);
    // What is wrong with a link, or "" when it can be joined.
    Q_INVOKABLE QString linkProblem(const QString& link) const;
    Q_INVOKABLE void copyUrl() const;
    Q_INVOKABLE void copyWatchLink() const;
    // Leaves the room (a running game is resigned) and stops a hosted server.
    Q_INVOKABLE void leave();
    // 続きから for a game with a friend: takes back the seat its journal (at `path`) keeps,
    // in its room, and the game goes on (GameSession::resumeOnlineGame). Said in `status`
    // while it connects; when the room or the seat is gone the journal is marked stopped and
    // `error` says so (the game stays in 棋譜 as 中断); a server that does not answer leaves
    // it to be tried again. False (with `error`) when nothing could be tried. Done by itself
    // when the game asks (GameSession::roomResumeRequested).
    Q_INVOKABLE bool resumeGame(const QString& path);

    // Tests: the client's connection dies as if a cable were pulled.
    Q_INVOKABLE void dropConnection() { m_client.dropConnection(); }

signals:
    void gameChanged();
    void changed();
    void ruleCodeChanged();
    void foundRoomsChanged();
    // The opponent asked for 先手と後手を入れ替えてもう一局 (the result dialog shows it).
    void rematchRequested();
    void serverChanged();
    // A certificate question arose (certificateQuestion): the window asks the player.
    void certificateQuestionRaised();
    // A watch link was given to 参加する or joinLink: the window opens 観戦 (RoomWatch).
    void watchRequested(const QString& link);
    // A game's seat is being taken back (resumeGame): the window shows the room's screen,
    // which says how it goes.
    void resumeStarted();

private:
    void reset();
    void onStateChanged(net::RoomClient::State s);
    void onSeated(bool first, bool resumed);
    void onFailed(const QString& code, const QString& message);
    // 続きから's seat is back (the game goes on), or could not be taken back (said, and the
    // journal marked stopped when its room is gone).
    void resumeSeated();
    void resumeFailed(const QString& code, const QString& message);
    // The error of `code` in the player's words (the server's own message is the detail).
    QString errorText(const QString& code, const net::CertificateRefusal* refusal = nullptr) const;
    // The detail of the error just set (m_error as it stands).
    void setErrorDetail(const QString& code, const QString& message);
    // Where the room's link points and its announcement goes: m_hostAddress, or the bound one.
    void updateRoomUrl();
    void announceRoom();
    // A refused certificate becomes the question, and `retry` what trusting it does again.
    enum class Retry { None, Host, Join, LookUp, Resume };
    void loadTrust(); // the trusted certificates, from the settings, to both clients
    void ask(const net::CertificateRefusal& refusal, Retry retry, const QString& url);

    QPointer<GameSession> m_game;
    net::RoomClient m_client;
    std::unique_ptr<net::RoomServer> m_server;
    // A room we left: its server lives a moment longer, so that our leave reaches it and the
    // friend is told the room closed (room_closing) rather than losing the connection.
    std::unique_ptr<net::RoomServer> m_leftServer;
    QTimer m_leftServerStop;
    QTimer m_selfAwayTimer;
    RoomBeacon m_beacon;
    RoomFinder m_finder;
    net::RoomProbe m_probe;
    QString m_ruleCode = QStringLiteral("classic");
    QString m_roomRuleCode;
    QString m_lookupUrl; // the room lookUp asked about (as roomUrl writes it)
    QString m_beaconTarget = QStringLiteral("255.255.255.255");
    int m_beaconPort = kBeaconPort;
    State m_state = State::Idle;
    QString m_roomUrl;
    QString m_error;
    QString m_errorDetail;
    QString m_errorDetailFor; // the m_error that m_errorDetail explains
    QString m_bindAddress = QStringLiteral("0.0.0.0");
    int m_port = net::kDefaultPort;
    int m_awayMs = 2 * 60 * 1000;
    bool m_opponentJoined = false;
    bool m_opponentReady = false;
    bool m_opponentConnected = true;
    bool m_opponentAway = false;
    bool m_selfAway = false;
    bool m_wantsRematch = false;
    bool m_roomOpen = true;
    bool m_opponentLeft = false;
    QString m_closingReason;
    QList<LanAddress> m_hostAddresses; // offered while hosting
    QString m_hostAddress;
    QStringList m_testAddresses;
    QString m_serverText;
    std::optional<net::ServerAddress> m_serverAddress;
    bool m_createdOnServer = false;
    QString m_settingsFile;
    net::CertificateRefusal m_question;
    Retry m_retry = Retry::None;
    Retry m_attempt = Retry::None; // what the client was last asked to do: make or join
    QString m_retryUrl;
    std::optional<UnfinishedGame> m_resuming; // the game whose seat resumeGame takes back
};

} // namespace gunjin::ui
