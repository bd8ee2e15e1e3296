// The UI language: Japanese (the source language) or English, following the system unless
// the player chose one. Switching installs the translator and retranslates the QML engine the
// object lives in, so every qsTr binding updates at once. In Japanese, Qt's own translations
// (qtbase_ja.qm: the file dialogs' buttons and labels) are installed too; without the file the
// app still runs, with those few texts in English.
// Threading: GUI thread.
#pragma once

#include <QObject>
#include <QTranslator>
#include <QtQml/qqmlregistration.h>

namespace gunjin::ui {

class Language : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // "" follows the system; "ja" or "en" force one. Anything else is treated as "".
    Q_PROPERTY(QString choice READ choice WRITE setChoice NOTIFY changed)
    // The language in use: "ja" or "en".
    Q_PROPERTY(QString current READ current NOTIFY changed)

public:
    explicit Language(QObject* parent = nullptr);
    ~Language() override;

    QString choice() const { return m_choice; }
    void setChoice(const QString& choice);
    QString current() const { return m_current; }

    // "ja" when the system's first UI language is Japanese, else "en".
    static QString systemLanguage();

    // Whether Qt's own Japanese translations are installed (Japanese, and the .qm was found).
    bool qtTranslated() const { return m_qtInstalled; }
    // Where Qt's translations are looked for: QLibraryInfo's folder unless a test sets another.
    static void setQtTranslationsFolder(const QString& folder);

signals:
    void changed();

private:
    void apply();
    QString m_choice;
    QString m_current = QStringLiteral("ja");
    QTranslator m_translator;
    bool m_installed = false;
    QTranslator m_qtTranslator;
    bool m_qtInstalled = false;
};

} // namespace gunjin::ui
