// Qt Quick Test runner for the QML front end. Quick 3D renders only on a real (virtual) screen:
// run it under xvfb-run, never with QT_QPA_PLATFORM=offscreen.
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QUdpSocket>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

#include <memory>

Q_IMPORT_QML_PLUGIN(Gunjin_UiPlugin)
Q_IMPORT_QML_PLUGIN(GunjinPlugin)
Q_IMPORT_QML_PLUGIN(GunjinStylePlugin)

// What tests need of the network that the app's types do not give (the context property
// testNet): a free UDP port for a test's own room announcements, and a port that takes each
// connection and closes it at once - where a room's server stopped, as a network in trouble
// looks to a client (a refusal would say the app is gone; this keeps it reconnecting).
class TestNet : public QObject {
    Q_OBJECT
public:
    Q_INVOKABLE int freeUdpPort() const {
        QUdpSocket probe;
        return probe.bind(QHostAddress::LocalHost, 0) ? int(probe.localPort()) : -1;
    }
    Q_INVOKABLE bool holdPort(int port) {
        m_holder = std::make_unique<QTcpServer>();
        QTcpServer* holder = m_holder.get();
        connect(holder, &QTcpServer::newConnection, holder, [holder] {
            while (QTcpSocket* c = holder->nextPendingConnection()) {
                connect(c, &QTcpSocket::disconnected, c, &QObject::deleteLater);
                c->disconnectFromHost();
            }
        });
        return holder->listen(QHostAddress::LocalHost, quint16(port));
    }
    Q_INVOKABLE void releasePort() { m_holder.reset(); }

private:
    std::unique_ptr<QTcpServer> m_holder;
};

class Setup : public QObject {
    Q_OBJECT
public:
    // The app's style, as main() sets it, before any QML imports the controls.
    Setup() { QQuickStyle::setStyle(QStringLiteral("GunjinStyle")); }

public slots:
    void qmlEngineAvailable(QQmlEngine* engine) {
        QStandardPaths::setTestModeEnabled(true);
        engine->addImportPath(QStringLiteral(":/"));
        // Each run gets settings of its own; the user's are never touched.
        engine->rootContext()->setContextProperty(QStringLiteral("testSettingsFile"),
                                                  m_dir.filePath(QStringLiteral("settings.ini")));
        engine->rootContext()->setContextProperty(QStringLiteral("testNet"), &m_net);
    }

private:
    QTemporaryDir m_dir;
    TestNet m_net;
};

QUICK_TEST_MAIN_WITH_SETUP(gunjin_qml, Setup)

#include "qml_main.moc"
