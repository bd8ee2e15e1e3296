// What the app remembers between runs: window geometry, the board's view mode (斜めから,
// 真上から, ボタンで操作), the language, English names on the pieces, whether the game's
// sounds are on, the speed of the board's motion (or none), the 3D drawing quality, and the room
// server 友達と対戦 makes its rooms on (対戦サーバー; none: in the app, on the LAN). Written
// when changed. The language and the piece names are read once: another instance of the app that
// changes them (same settings file) does not switch this one's language half way. Threading: GUI
// thread.
#pragma once

#include <QObject>
#include <QRect>
#include <QSettings>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

namespace gunjin::ui {

class Preferences : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // Empty: the application's usual QSettings; tests point this at a file of their own.
    Q_PROPERTY(QString file READ file WRITE setFile NOTIFY changed)
    // The window's normal geometry; an empty rectangle when none was saved.
    Q_PROPERTY(QRect windowGeometry READ windowGeometry WRITE setWindowGeometry NOTIFY changed)
    Q_PROPERTY(bool maximized READ maximized WRITE setMaximized NOTIFY changed)
    // "oblique", "top" or "buttons"; anything else read from the file becomes "oblique".
    Q_PROPERTY(QString viewMode READ viewMode WRITE setViewMode NOTIFY changed)
    // "" (follow the system), "ja" or "en"; anything else read from the file becomes "".
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY changed)
    // English abbreviations on the 3D pieces: "auto" (when the UI is in English), "on", "off".
    Q_PROPERTY(QString pieceCaptions READ pieceCaptions WRITE setPieceCaptions NOTIFY changed)
    // 効果音: the game's sound cues (on unless turned off).
    Q_PROPERTY(bool sound READ sound WRITE setSound NOTIFY changed)
    // 音量: 0 to 100 (70 unless set); values outside are clamped.
    Q_PROPERTY(int volume READ volume WRITE setVolume NOTIFY changed)
    // 全画面表示: the window covers the screen (off unless turned on).
    Q_PROPERTY(bool fullScreen READ fullScreen WRITE setFullScreen NOTIFY changed)
    // 文字の大きさ: the panels' and menus' scale in percent - 100 (標準), 115 (大) or 130
    // (特大); anything else read from the file becomes 100.
    Q_PROPERTY(int textSize READ textSize WRITE setTextSize NOTIFY changed)
    // How fast the board's motion plays: "slow", "normal" or "fast"; anything else read from
    // the file becomes "normal".
    Q_PROPERTY(QString motionSpeed READ motionSpeed WRITE setMotionSpeed NOTIFY changed)
    // 動きを減らす: moves, combats and strikes are shown without motion (off unless turned on).
    Q_PROPERTY(bool reduceMotion READ reduceMotion WRITE setReduceMotion NOTIFY changed)
    // The 3D board's drawing quality: "auto" (chosen from what the renderer can afford),
    // "low", "medium" or "high"; anything else read from the file becomes "auto".
    Q_PROPERTY(QString graphicsQuality READ graphicsQuality WRITE setGraphicsQuality NOTIFY changed)
    // 対戦サーバー: "" (rooms in the app, on the LAN) or a server's address in its canonical
    // form, "gunjins://HOST:PORT" (TLS) or "gunjin://HOST:PORT" (plain, for a LAN). Set with
    // setRoomServer, which checks the text; anything unreadable in the file becomes "".
    Q_PROPERTY(QString roomServer READ roomServer NOTIFY changed)

public:
    explicit Preferences(QObject* parent = nullptr);

    QString file() const { return m_file; }
    void setFile(const QString& file);
    QRect windowGeometry() const;
    void setWindowGeometry(const QRect& r);
    bool maximized() const;
    void setMaximized(bool on);
    QString viewMode() const;
    void setViewMode(const QString& mode);
    QString language() const;
    void setLanguage(const QString& language);
    QString pieceCaptions() const;
    void setPieceCaptions(const QString& mode);
    bool sound() const;
    void setSound(bool on);
    int volume() const;
    void setVolume(int volume);
    bool fullScreen() const;
    void setFullScreen(bool on);
    int textSize() const;
    void setTextSize(int percent);
    // The sizes textSize takes.
    static int validTextSize(int percent);
    QString motionSpeed() const;
    void setMotionSpeed(const QString& speed);
    bool reduceMotion() const;
    void setReduceMotion(bool on);
    QString graphicsQuality() const;
    void setGraphicsQuality(const QString& quality);
    QString roomServer() const;
    // The 対戦サーバー as the player typed it (net::parseServerAddress: HOST, HOST:PORT and
    // gunjins://… mean TLS; gunjin://HOST[:PORT] plain): kept in its canonical form, or
    // cleared by an empty text. Returns "" when done, else what is wrong (Japanese, or
    // English in an English UI), and nothing changes.
    Q_INVOKABLE QString setRoomServer(const QString& text);

signals:
    void changed();

private:
    QSettings& settings() const;
    QString m_file;
    mutable std::unique_ptr<QSettings> m_settings;
    mutable std::optional<QString> m_language;      // as read once, then as set here
    mutable std::optional<QString> m_pieceCaptions; // likewise
};

} // namespace gunjin::ui
