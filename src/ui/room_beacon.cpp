#include "room_beacon.h"

#include "net/protocol.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace gunjin::ui {

namespace {

constexpr int kIntervalMs = 2000;
constexpr qint64 kForgetMs = 6500; // three missed announcements
constexpr int kMaxDatagram = 512;
constexpr int kMaxRooms = 32;
constexpr int kMaxRuleCode = 100; // characters of an announced rule code

} // namespace

RoomBeacon::RoomBeacon(QObject* parent) : QObject(parent) {
    m_timer.setInterval(kIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &RoomBeacon::send);
}

void RoomBeacon::announce(const QString& url, const QString& name, const QString& ruleCode,
                          const QHostAddress& target, quint16 port) {
    if (url.isEmpty()) return stop();
    m_datagram = QJsonDocument(QJsonObject{{QStringLiteral("gunjin"), 1},
                                           {QStringLiteral("name"), name.left(40)},
                                           {QStringLiteral("url"), url},
                                           {QStringLiteral("rules"), ruleCode.left(kMaxRuleCode)}})
                     .toJson(QJsonDocument::Compact);
    m_target = target;
    m_port = port;
    send();
    m_timer.start();
}

void RoomBeacon::stop() {
    m_timer.stop();
    m_datagram.clear();
}

void RoomBeacon::send() {
    if (!m_datagram.isEmpty()) m_socket.writeDatagram(m_datagram, m_target, m_port);
}

RoomFinder::RoomFinder(QObject* parent) : QObject(parent) {
    connect(&m_socket, &QUdpSocket::readyRead, this, &RoomFinder::read);
    m_expiry.setInterval(1000);
    connect(&m_expiry, &QTimer::timeout, this, &RoomFinder::expire);
}

bool RoomFinder::start(quint16 port) {
    if (m_socket.state() == QAbstractSocket::BoundState) return true;
    // Shared, so that two copies of the app on one PC can both listen.
    const bool bound = m_socket.bind(QHostAddress::AnyIPv4, port,
                                     QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint);
    if (bound) m_expiry.start();
    return bound;
}

void RoomFinder::stop() {
    m_socket.close();
    m_expiry.stop();
    if (!m_found.empty()) {
        m_found.clear();
        emit roomsChanged();
    }
}

QVariantList RoomFinder::rooms() const {
    QVariantList list;
    for (const Found& f : m_found)
        list << QVariantMap{{QStringLiteral("name"), f.name},
                            {QStringLiteral("url"), f.url},
                            {QStringLiteral("rules"), f.rules}};
    return list;
}

void RoomFinder::read() {
    while (m_socket.hasPendingDatagrams()) {
        QByteArray datagram(int(std::min<qint64>(m_socket.pendingDatagramSize(), 65536)), '\0');
        m_socket.readDatagram(datagram.data(), datagram.size());
        take(datagram);
    }
}

bool RoomFinder::take(const QByteArray& datagram) {
    if (datagram.size() > kMaxDatagram) return false;
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(datagram, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) return false;
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("gunjin")).toInt() != 1) return false;
    const auto address = net::parseRoomUrl(o.value(QStringLiteral("url")).toString().toStdString());
    if (!address) return false;
    const QString url = QString::fromStdString(net::roomUrl(*address));
    // A name is shown as plain text: printable characters only, and short.
    QString name;
    for (const QChar c : o.value(QStringLiteral("name")).toString().left(40))
        if (c.isPrint()) name += c;
    if (name.isEmpty()) name = QString::fromStdString(address->host);
    // A rule code is shown too: printable ASCII only, and short (anything else: not said).
    QString rules = o.value(QStringLiteral("rules")).toString();
    const bool plain =
        rules.size() <= kMaxRuleCode && std::all_of(rules.begin(), rules.end(), [](QChar c) {
            return c.unicode() > 0x20 && c.unicode() < 0x7f;
        });
    if (!plain) rules.clear();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (Found& f : m_found) {
        if (f.url == url) {
            const bool renamed = f.name != name || f.rules != rules;
            f.name = name;
            f.rules = rules;
            f.seenMs = now;
            if (renamed) emit roomsChanged();
            return true;
        }
    }
    if (int(m_found.size()) >= kMaxRooms) return false;
    m_found.push_back({name, url, rules, now});
    emit roomsChanged();
    return true;
}

void RoomFinder::expire() {
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const auto before = m_found.size();
    std::erase_if(m_found, [&](const Found& f) { return now - f.seenMs > kForgetMs; });
    if (m_found.size() != before) emit roomsChanged();
}

} // namespace gunjin::ui
