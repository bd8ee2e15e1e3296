#include "preferences.h"

#include "motion.h"
#include "render_quality.h"
#include "settings_file.h"

#include <algorithm>

#include "net/server_address.h"

namespace gunjin::ui {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kMaximized = QStringLiteral("window/maximized");
const QString kViewMode = QStringLiteral("board/viewMode");
const QString kLanguage = QStringLiteral("ui/language");
const QString kPieceCaptions = QStringLiteral("board/pieceCaptions");
const QString kSound = QStringLiteral("ui/sound");
const QString kVolume = QStringLiteral("ui/volume");
const QString kFullScreen = QStringLiteral("window/fullScreen");
const QString kTextSize = QStringLiteral("ui/textSize");
const QString kMotionSpeed = QStringLiteral("board/motionSpeed");
const QString kReduceMotion = QStringLiteral("board/reduceMotion");
const QString kGraphicsQuality = QStringLiteral("board/graphicsQuality");
const QString kRoomServer = QStringLiteral("network/roomServer");

QString validLanguage(const QString& l) {
    return l == QLatin1String("ja") || l == QLatin1String("en") ? l : QString();
}

QString validCaptions(const QString& m) {
    return m == QLatin1String("on") || m == QLatin1String("off") ? m : QStringLiteral("auto");
}
} // namespace

Preferences::Preferences(QObject* parent) : QObject(parent) {}

QSettings& Preferences::settings() const {
    if (!m_settings) m_settings = openSettings(m_file);
    return *m_settings;
}

void Preferences::setFile(const QString& file) {
    if (file == m_file) return;
    m_file = file;
    m_settings.reset();
    m_language.reset();
    m_pieceCaptions.reset();
    emit changed();
}

QRect Preferences::windowGeometry() const {
    const QRect r = settings().value(kGeometry).toRect();
    // A damaged or absurd value is ignored: the window then opens at its default size.
    if (!r.isValid() || r.width() < 200 || r.height() < 200 || r.width() > 20000 ||
        r.height() > 20000)
        return {};
    return r;
}

void Preferences::setWindowGeometry(const QRect& r) {
    if (!r.isValid() || r == windowGeometry()) return;
    settings().setValue(kGeometry, r);
    emit changed();
}

bool Preferences::maximized() const {
    return settings().value(kMaximized, false).toBool();
}

void Preferences::setMaximized(bool on) {
    if (on == maximized()) return;
    settings().setValue(kMaximized, on);
    emit changed();
}

QString Preferences::viewMode() const {
    const QString mode = settings().value(kViewMode).toString();
    if (mode == QLatin1String("top") || mode == QLatin1String("buttons")) return mode;
    return QStringLiteral("oblique");
}

void Preferences::setViewMode(const QString& mode) {
    const QString valid = mode == QLatin1String("top") || mode == QLatin1String("buttons")
                              ? mode
                              : QStringLiteral("oblique");
    if (valid == viewMode()) return;
    settings().setValue(kViewMode, valid);
    emit changed();
}

QString Preferences::language() const {
    if (!m_language) m_language = validLanguage(settings().value(kLanguage).toString());
    return *m_language;
}

void Preferences::setLanguage(const QString& language) {
    const QString valid = validLanguage(language);
    if (valid == this->language()) return;
    m_language = valid;
    settings().setValue(kLanguage, valid);
    emit changed();
}

QString Preferences::pieceCaptions() const {
    if (!m_pieceCaptions)
        m_pieceCaptions = validCaptions(settings().value(kPieceCaptions).toString());
    return *m_pieceCaptions;
}

void Preferences::setPieceCaptions(const QString& mode) {
    const QString valid = validCaptions(mode);
    if (valid == pieceCaptions()) return;
    m_pieceCaptions = valid;
    settings().setValue(kPieceCaptions, valid);
    emit changed();
}

bool Preferences::sound() const {
    return settings().value(kSound, true).toBool();
}

void Preferences::setSound(bool on) {
    if (on == sound()) return;
    settings().setValue(kSound, on);
    emit changed();
}

int Preferences::volume() const {
    bool ok = false;
    const int v = settings().value(kVolume, 70).toInt(&ok);
    return ok ? std::clamp(v, 0, 100) : 70;
}

void Preferences::setVolume(int volume) {
    volume = std::clamp(volume, 0, 100);
    if (volume == this->volume()) return;
    settings().setValue(kVolume, volume);
    emit changed();
}

bool Preferences::fullScreen() const {
    return settings().value(kFullScreen, false).toBool();
}

void Preferences::setFullScreen(bool on) {
    if (on == fullScreen()) return;
    settings().setValue(kFullScreen, on);
    emit changed();
}

int Preferences::validTextSize(int percent) {
    return percent == 115 || percent == 130 ? percent : 100;
}

int Preferences::textSize() const {
    return validTextSize(settings().value(kTextSize, 100).toInt());
}

void Preferences::setTextSize(int percent) {
    percent = validTextSize(percent);
    if (percent == textSize()) return;
    settings().setValue(kTextSize, percent);
    emit changed();
}

QString Preferences::motionSpeed() const {
    return Motion::validSpeed(settings().value(kMotionSpeed).toString());
}

void Preferences::setMotionSpeed(const QString& speed) {
    const QString valid = Motion::validSpeed(speed);
    if (valid == motionSpeed()) return;
    settings().setValue(kMotionSpeed, valid);
    emit changed();
}

bool Preferences::reduceMotion() const {
    return settings().value(kReduceMotion, false).toBool();
}

void Preferences::setReduceMotion(bool on) {
    if (on == reduceMotion()) return;
    settings().setValue(kReduceMotion, on);
    emit changed();
}

QString Preferences::graphicsQuality() const {
    return RenderQuality::validPreference(settings().value(kGraphicsQuality).toString());
}

void Preferences::setGraphicsQuality(const QString& quality) {
    const QString valid = RenderQuality::validPreference(quality);
    if (valid == graphicsQuality()) return;
    settings().setValue(kGraphicsQuality, valid);
    emit changed();
}

QString Preferences::roomServer() const {
    const QString stored = settings().value(kRoomServer).toString();
    const auto parsed = net::parseServerAddress(stored.toStdString());
    const auto* address = std::get_if<net::ServerAddress>(&parsed);
    return address ? QString::fromStdString(net::serverAddressText(*address)) : QString();
}

QString Preferences::setRoomServer(const QString& text) {
    using enum net::ServerAddressProblem;
    const auto parsed = net::parseServerAddress(text.toStdString());
    QString canonical;
    if (const auto* address = std::get_if<net::ServerAddress>(&parsed)) {
        canonical = QString::fromStdString(net::serverAddressText(*address));
    } else {
        switch (std::get<net::ServerAddressProblem>(parsed)) {
        case Empty: break; // no server: rooms in the app again
        case NotGunjin:
            return tr("対戦サーバーは、ホスト名（rooms.example.org）か、gunjins:// で始まる"
                      "アドレスで入力してください。");
        case NoHost: return tr("対戦サーバーのホスト名がありません。");
        case BadHost:
            return tr("対戦サーバーのホスト名に使えない文字があります（英数字、「.」「-」と "
                      "IP アドレスが使えます）。");
        case BadPort:
            return tr("対戦サーバーのポート番号が正しくありません（1〜65535 の数です）。");
        case HasPath:
            return tr("部屋のリンクではなく、サーバーのアドレスだけを入力してください"
                      "（例: rooms.example.org、rooms.example.org:8443）。");
        }
    }
    if (canonical == roomServer()) return {};
    if (canonical.isEmpty())
        settings().remove(kRoomServer);
    else
        settings().setValue(kRoomServer, canonical);
    emit changed();
    return {};
}

} // namespace gunjin::ui
