#include "language.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>

namespace gunjin::ui {

Language::Language(QObject* parent) : QObject(parent) {
    apply();
}

Language::~Language() {
    if (m_installed) QCoreApplication::removeTranslator(&m_translator);
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
    if (QQmlEngine* engine = qmlEngine(this)) engine->retranslate();
    emit changed();
}

} // namespace gunjin::ui
