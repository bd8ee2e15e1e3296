// Finding rooms on the LAN without typing: a hosted room that waits for its second player
// announces itself by UDP broadcast every 2 s
// ({"gunjin":1,"name":…,"url":"gunjin://…","rules":"classic"}), and the join screen lists what
// it hears. Announcements are untrusted input: only a valid room URL, a short plain name and a
// short rule code are kept, and entries vanish when they stop coming. ("rules" came with
// protocol version 2; an older app's announcement has none, and "gunjin" stays 1 so that an
// older app still lists a newer room, and hears from it that it must be updated.)
// Threading: GUI thread.
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QTimer>
#include <QUdpSocket>
#include <QVariantList>

#include <QDateTime>
#include <vector>

namespace gunjin::ui {

constexpr quint16 kBeaconPort = 47801;

// Sends the announcement of one room while it is set.
class RoomBeacon : public QObject {
    Q_OBJECT
public:
    explicit RoomBeacon(QObject* parent = nullptr);
    // Starts announcing `url` under `name`, playing the rules of `ruleCode`; an empty url
    // stops. `target`: where to send (the broadcast address; tests use loopback).
    void announce(const QString& url, const QString& name, const QString& ruleCode,
                  const QHostAddress& target = QHostAddress::Broadcast, quint16 port = kBeaconPort);
    void stop();

private:
    void send();
    QUdpSocket m_socket;
    QTimer m_timer;
    QByteArray m_datagram;
    QHostAddress m_target;
    quint16 m_port = kBeaconPort;
};

// Listens for announcements; `rooms` is [{name, url, rules}], newest information, without
// repeats (rules: the rule code as announced, "" when the announcement had none).
class RoomFinder : public QObject {
    Q_OBJECT
public:
    explicit RoomFinder(QObject* parent = nullptr);
    bool start(quint16 port = kBeaconPort);
    void stop();
    QVariantList rooms() const;

    // Reads one announcement (exposed for tests); false if it is not a valid one.
    bool take(const QByteArray& datagram);

signals:
    void roomsChanged();

private:
    void read();
    void expire();
    struct Found {
        QString name, url, rules;
        qint64 seenMs;
    };
    QUdpSocket m_socket;
    QTimer m_expiry;
    std::vector<Found> m_found;
};

} // namespace gunjin::ui
