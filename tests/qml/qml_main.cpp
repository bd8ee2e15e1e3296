// Qt Quick Test runner for the QML front end. Quick 3D renders only on a real (virtual) screen:
// run it under xvfb-run, never with QT_QPA_PLATFORM=offscreen.
#include <QQmlContext>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Gunjin_UiPlugin)
Q_IMPORT_QML_PLUGIN(GunjinPlugin)

class Setup : public QObject {
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine* engine) {
        QStandardPaths::setTestModeEnabled(true);
        engine->addImportPath(QStringLiteral(":/"));
        // Each run gets settings of its own; the user's are never touched.
        engine->rootContext()->setContextProperty(QStringLiteral("testSettingsFile"),
                                                  m_dir.filePath(QStringLiteral("settings.ini")));
    }

private:
    QTemporaryDir m_dir;
};

QUICK_TEST_MAIN_WITH_SETUP(gunjin_qml, Setup)

#include "qml_main.moc"
