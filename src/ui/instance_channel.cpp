#include "instance_channel.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalSocket>
#include <QStandardPaths>
#include <QTimer>

namespace gunjin::ui {

namespace {

// A launch hands over a link or a path: far less than this.
constexpr qint64 kMaxMessageBytes = 64 * 1024;
constexpr int kSilentClientMs = 5000;

QString lockPath(const QString& name) {
    // A Unix name is a socket path: the lock lies beside it; a pipe name is not a path.
    return QDir::isAbsolutePath(name) ? name + QStringLiteral(".lock")
                                      : QDir::temp().filePath(name + QStringLiteral(".lock"));
}

} // namespace

InstanceChannel::InstanceChannel(QString name, QObject* parent)
    : QObject(parent), m_name(std::move(name)), m_lock(lockPath(m_name)) {
    // A live primary's lock never goes stale by age; a dead one's does at once (its process
    // is gone), which QLockFile checks by itself.
    m_lock.setStaleLockTime(0);
}

InstanceChannel::~InstanceChannel() {
    if (m_server) m_server->close(); // removes the socket; the lock goes with m_lock
}

QString InstanceChannel::userChannelName() {
    // The settings folder tells users apart (and a HOME of a test run's own from the player's).
    const QByteArray where =
        QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation).toUtf8();
    const QString id = QString::fromLatin1(
        QCryptographicHash::hash(where, QCryptographicHash::Sha256).toHex().left(16));
#ifdef Q_OS_WIN
    return QStringLiteral("gunjin-") + id;
#else
    // The runtime folder is the user's alone (0700), so nobody else can listen in our place.
    QString dir = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    if (dir.isEmpty()) dir = QDir::tempPath();
    return dir + QStringLiteral("/gunjin-") + id;
#endif
}

InstanceChannel::Role InstanceChannel::start(const QStringList& arguments, int timeoutMs) {
    if (m_role == Role::Primary) return m_role;
    m_problem.clear();
    if (m_lock.tryLock(0)) {
        if (listen()) return m_role = Role::Primary;
        m_lock.unlock();
        return m_role = Role::Alone;
    }
    if (m_lock.error() != QLockFile::LockFailedError)
        m_problem = QStringLiteral("cannot create the lock file %1").arg(lockPath(m_name));
    // Another launch holds the lock: hand it the arguments.
    if (forward(arguments, timeoutMs)) return m_role = Role::Forwarded;
    if (m_problem.isEmpty()) m_problem = QStringLiteral("the running app does not answer");
    return m_role = Role::Alone;
}

bool InstanceChannel::listen() {
    // We hold the lock, so nobody listens on the name: what is there is a crashed primary's.
    QLocalServer::removeServer(m_name);
    m_server = std::make_unique<QLocalServer>();
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_server->listen(m_name)) {
        m_problem = m_server->errorString();
        m_server.reset();
        return false;
    }
    connect(m_server.get(), &QLocalServer::newConnection, this, &InstanceChannel::onConnection);
    return true;
}

void InstanceChannel::onConnection() {
    while (QLocalSocket* socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        QTimer::singleShot(kSilentClientMs, socket, [socket] { socket->abort(); });
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine()) {
                if (socket->bytesAvailable() > kMaxMessageBytes) socket->abort();
                return;
            }
            const QByteArray line = socket->readLine(kMaxMessageBytes);
            const QJsonDocument doc = QJsonDocument::fromJson(line);
            const QJsonValue args = doc.object().value(QStringLiteral("arguments"));
            if (!doc.isObject() || !args.isArray()) {
                socket->write("error\n");
                socket->disconnectFromServer();
                return;
            }
            QStringList arguments;
            for (const QJsonValue& v : args.toArray())
                if (v.isString()) arguments << v.toString();
            socket->write("ok\n");
            socket->disconnectFromServer();
            emit received(arguments);
        });
    }
}

bool InstanceChannel::forward(const QStringList& arguments, int timeoutMs) {
    const QByteArray message = QJsonDocument(QJsonObject{{QStringLiteral("arguments"),
                                                          QJsonArray::fromStringList(arguments)}})
                                   .toJson(QJsonDocument::Compact) +
                               '\n';
    QElapsedTimer clock;
    clock.start();
    // The primary may hold the lock a moment before it listens: try until the time is up.
    while (clock.elapsed() < timeoutMs) {
        QLocalSocket socket;
        QEventLoop loop;
        QByteArray reply;
        bool done = false;
        const auto finish = [&] {
            if (socket.canReadLine()) reply = socket.readLine(16);
            done = true;
            loop.quit();
        };
        connect(&socket, &QLocalSocket::connected, &loop, [&] { socket.write(message); });
        connect(&socket, &QLocalSocket::readyRead, &loop, [&] {
            if (socket.canReadLine()) finish();
        });
        connect(&socket, &QLocalSocket::errorOccurred, &loop, finish);
        QTimer timer;
        timer.setSingleShot(true);
        connect(&timer, &QTimer::timeout, &loop, finish);
        timer.start(int(std::max<qint64>(1, timeoutMs - clock.elapsed())));
        socket.connectToServer(m_name);
        if (!done) loop.exec(); // a local loop: a primary in this thread answers meanwhile
        if (reply.startsWith("ok")) return true;
        if (socket.state() == QLocalSocket::ConnectedState) return false; // answered no
        QEventLoop pause;
        QTimer::singleShot(50, &pause, &QEventLoop::quit);
        pause.exec();
    }
    return false;
}

} // namespace gunjin::ui
