// 観戦: a room watched live from its watch link (gunjin[s]://HOST:PORT/watch/TOKEN), on the same
// board as a game in play. It shows the room's public view (net::WatchClient keeps it): where
// every piece stands, each move and combat in the sides' names (先手 / 後手), whose turn it is,
// what the rule set shows to both (the federation's 元帥, pieces an open judgement showed), and
// at the end every piece of both armies with the result. The board may be turned to either
// side; nothing on it can be chosen or clicked (a spectator can change nothing).
//
// Hidden information: everything shown comes from the PublicView, which holds no type before
// the end but the public ones; the words name a type only where the announcement or the
// public position does.
//
// Threading: GUI thread only; nothing here throws (errors become `status` text).
#pragma once

#include "board_presenter.h"
#include "sound_board.h"

#include "net/watch_client.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace gunjin::ui {

class RoomWatch : public BoardPresenter {
    Q_OBJECT
    QML_ELEMENT
    // From watch() until stop(): the spectator screen is shown (also when the watch failed or
    // the room closed, to say so).
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    Q_PROPERTY(Connection connection READ connection NOTIFY connectionChanged)
    // The connection's state in words (接続しています… / 接続中 / 再接続しています… /
    // 部屋が閉じました / why the watch ended).
    Q_PROPERTY(QString status READ status NOTIFY connectionChanged)
    // Why the watch failed in technical words (the server's, English), under `status`; "" while
    // it has not failed.
    Q_PROPERTY(QString errorDetail READ errorDetail NOTIFY connectionChanged)
    // The watch link being watched, as roomUrl writes it.
    Q_PROPERTY(QString link READ link NOTIFY activeChanged)
    // The room's rules in words, once known ("" before).
    Q_PROPERTY(QString rulesText READ rulesText NOTIFY rulesChanged)
    // How many watch the room, this spectator included.
    Q_PROPERTY(int watchers READ watchers NOTIFY watchersChanged)
    // A game is on the board (false while the players arrange the first one).
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY gameChanged)
    // The room's game number (1, then 2 after a rematch ...).
    Q_PROPERTY(int gameNumber READ gameNumber NOTIFY gameChanged)
    Q_PROPERTY(int ply READ ply NOTIFY shownChanged)
    Q_PROPERTY(bool over READ over NOTIFY shownChanged)
    // Whose turn, or that the game is over, or that the players arrange.
    Q_PROPERTY(QString turnText READ turnText NOTIFY shownChanged)
    // The latest move in words ("" before the first).
    Q_PROPERTY(QString moveText READ moveText NOTIFY shownChanged)
    // Every combat and strike so far, newest first, in the sides' names.
    Q_PROPERTY(QStringList log READ log NOTIFY shownChanged)
    // The result with its reason and the number of moves ("" while the game goes on).
    Q_PROPERTY(QString resultText READ resultText NOTIFY shownChanged)
    // 後手側から: the board turned so that 後手 sits at the bottom.
    Q_PROPERTY(bool flipped READ flipped WRITE setFlipped NOTIFY viewerChanged)
    // The moves' and the end's sounds, as in a game (the app binds `enabled` and `device`).
    Q_PROPERTY(SoundBoard* sounds READ sounds CONSTANT)
    // A private server's certificate the player may trust (its own, or one that changed since
    // it was trusted): the server's HOST:PORT and SHA-256 fingerprint; 信頼する watches again.
    Q_PROPERTY(bool certificateQuestion READ certificateQuestion NOTIFY connectionChanged)
    Q_PROPERTY(QString certificateHost READ certificateHost NOTIFY connectionChanged)
    Q_PROPERTY(QString certificateFingerprint READ certificateFingerprint NOTIFY connectionChanged)
    Q_PROPERTY(bool certificateChanged READ certificateChanged NOTIFY connectionChanged)
    // The settings the trusted certificates are kept in ("" for the app's own; tests set one).
    Q_PROPERTY(
        QString settingsFile READ settingsFile WRITE setSettingsFile NOTIFY connectionChanged)
    // A watch the app was in when it stopped (a crash, a closed window): its link, kept in the
    // settings from the moment the watch is on until 観戦をやめる or the room's end; "" for
    // none. watchAgain() takes it up (a spectator simply watches again, from the start).
    Q_PROPERTY(QString unfinishedWatch READ unfinishedWatch NOTIFY unfinishedWatchChanged)

public:
    enum class Connection { Idle, Connecting, Watching, Reconnecting, Closed, Failed };
    Q_ENUM(Connection)

    explicit RoomWatch(QObject* parent = nullptr);

    bool active() const { return m_active; }
    QString settingsFile() const { return m_settingsFile; }
    void setSettingsFile(const QString& file);
    QString unfinishedWatch() const { return m_unfinished; }
    // 観戦に戻る: watches unfinishedWatch again; false when there is none.
    Q_INVOKABLE bool watchAgain();
    Connection connection() const { return m_connection; }
    QString status() const;
    QString errorDetail() const {
        return m_connection == Connection::Failed ? m_errorDetail : QString();
    }
    QString link() const { return m_link; }
    QString rulesText() const;
    int watchers() const { return m_client.watchers(); }
    bool hasGame() const { return m_shown.has_value(); }
    int gameNumber() const { return m_gameNumber; }
    int ply() const { return m_ply; }
    bool over() const { return m_end.has_value(); }
    QString turnText() const;
    QString moveText() const { return m_moveText; }
    QStringList log() const { return m_log; }
    QString resultText() const;
    bool flipped() const { return viewer() == Side::Second; }
    bool neutral() const override { return true; }
    void setFlipped(bool flipped);
    SoundBoard* sounds() { return &m_sounds; }
    bool certificateQuestion() const { return m_question.isSet(); }
    QString certificateHost() const { return m_question.hostPort; }
    QString certificateFingerprint() const { return m_question.fingerprint; }
    bool certificateChanged() const {
        return m_question.code == QLatin1String("certificate_changed");
    }

    // Whether `link` is a watch link (gunjin[s]://HOST:PORT/watch/TOKEN, as pasted or typed).
    Q_INVOKABLE static bool isWatchLink(const QString& link);
    // Watches the room of the watch link `link` (anything watched before is left). False, with
    // the reason in `status`, when it is no watch link; the screen is then shown to say so.
    Q_INVOKABLE bool watch(const QString& link);
    // 観戦をやめる: leaves the room's stream; the screen closes (active false).
    Q_INVOKABLE void stop();
    // 信頼する: the certificate in question is trusted for its server (the same list 友達と対戦
    // uses) and the room is watched again.
    Q_INVOKABLE void trustCertificate();

    // Tests: the client (its retry pauses, its connection).
    net::WatchClient& client() { return m_client; }

signals:
    void activeChanged();
    void connectionChanged();
    void rulesChanged();
    void watchersChanged();
    void shownChanged();
    void unfinishedWatchChanged();

private:
    // The watch link kept for unfinishedWatch ("" removes it).
    void keepUnfinished(const QString& link);
    void onStarted(const PublicView& view);
    void onAnnounced(const Announcement& a, const Position& before);
    void onEnded(const EndEvent& end);
    void onFailed(const QString& code, const QString& message);
    void setConnection(Connection c);
    // Puts move `a` on the board: `after` is the public position it led to.
    void showMove(const Announcement& a, const Position& before, const Position& after);
    void refresh();
    // Move `a`, played on `before`, in the sides' names.
    QString describe(const Announcement& a, const Position& before) const;

    net::WatchClient m_client;
    bool m_active = false;
    Connection m_connection = Connection::Idle;
    QString m_link;
    QString m_where;       // the room's host:port, for the words of a failed connection
    QString m_error;       // why the watch ended (Failed)
    QString m_errorDetail; // the same in the server's words
    net::CertificateRefusal m_question; // a refused certificate the player may trust
    QString m_settingsFile;
    QString m_unfinished;
    QString m_closingReason;
    int m_gameNumber = 0;
    // What the board shows: it follows the client's view move by move, as the motion plays.
    std::optional<Position> m_shown;
    std::optional<Move> m_last;
    int m_ply = 0;
    std::optional<GameEnd> m_end;
    QString m_moveText;
    QStringList m_log;
    // Pieces open judgement showed to both (H-7, F-INFO-1): public, kept face up.
    Sightings m_sightings;
    bool m_flash = false;
    QTimer m_flashTimer;
    QElapsedTimer m_sinceMove; // since the last move came in
    bool m_catchingUp = false; // a backlog lands at once: its moves make no sound
    SoundBoard m_sounds;
};

} // namespace gunjin::ui
