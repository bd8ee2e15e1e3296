#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlEngine>

namespace gunjin::ui {

namespace {

QString& qtTranslationsFolder() {
    static QString folder;
    return folder;
}

} // namespace

void Language::setQtTranslationsFolder(const QString& folder) {
    qtTranslationsFolder() = folder;
}

Language::Language(QObject* parent) : QObject(parent) {
    apply();
}

Language::~Language() {
    if (m_installed) QCoreApplication::removeTranslator(&m_translator);
    if (m_qtInstalled) QCoreApplication::removeTranslator(&m_qtTranslator);
}

QString Language::systemLanguage() {
    const QStringList ui = QLocale::system().uiLanguages();
    return !ui.isEmpty() && ui.front().startsWith(QLatin1String("ja")) ? QStringLiteral("ja")
                                                                       : QStringLiteral("en");
}

void Language::setChoice(const QString& choice) {
    const QString valid =
        choice == QLatin1String("ja") || choice == QLatin1String("en") ? choice : QString();
    if (valid == m_choice) return;
    m_choice = valid;
    apply();
}

void Language::apply() {
    const QString wanted = m_choice.isEmpty() ? systemLanguage() : m_choice;
    if (m_installed) {
        QCoreApplication::removeTranslator(&m_translator);
        m_installed = false;
    }
    // Japanese is the source language: it needs no translator.
    if (wanted == QLatin1String("en") && m_translator.load(QStringLiteral(":/i18n/gunjin_en.qm")))
        m_installed = QCoreApplication::installTranslator(&m_translator);
    m_current = m_installed ? wanted : QStringLiteral("ja");
    if (m_qtInstalled) {
        QCoreApplication::removeTranslator(&m_qtTranslator);
        m_qtInstalled = false;
    }
    // Qt's own texts (the file dialogs) are English at the source, so it is Japanese that needs
    // them; a missing file (qt6-translations-l10n not installed) leaves them in English.
    const QString folder = qtTranslationsFolder().isEmpty()
                               ? QLibraryInfo::path(QLibraryInfo::TranslationsPath)
                               : qtTranslationsFolder();
    if (m_current == QLatin1String("ja") &&
        m_qtTranslator.load(QStringLiteral("qtbase_ja"), folder))
        m_qtInstalled = QCoreApplication::installTranslator(&m_qtTranslator);
    if (QQmlEngine* engine = qmlEngine(this)) engine->retranslate();
    emit changed();
}

} // namespace gunjin::ui
