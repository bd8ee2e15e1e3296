// The CPU levels for QML, from the level table (ai::kLevels) and their names (ui::levelName):
// which levels the menu offers, and what each is called in the UI language. Read as an
// attached object in any item - CpuLevels.menu, CpuLevels.names[id], CpuLevels.characters[id] -
// never created on its own; it holds no state of its own. Threading: GUI thread.
#pragma once

#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace gunjin::ui {

class CpuLevels : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("CpuLevels is read as an attached object: CpuLevels.menu, CpuLevels.names")
    QML_ATTACHED(CpuLevels)
    // The ids of the levels the menu offers (offeredOnMenu), in table order.
    Q_PROPERTY(QStringList menu READ menu CONSTANT)
    // The id of the level played where the player does not choose one (ai::kUsualLevel).
    Q_PROPERTY(QString usual READ usual CONSTANT)
    // Every level's name by its id, in the UI language ("easy": 初級 ...); changes with the
    // language (a translator installed or removed).
    Q_PROPERTY(QVariantMap names READ names NOTIFY namesChanged)
    // What each level plays like, by its id, in the UI language (the start buttons' tool tips).
    Q_PROPERTY(QVariantMap characters READ characters NOTIFY namesChanged)

public:
    explicit CpuLevels(QObject* parent = nullptr);

    static CpuLevels* qmlAttachedProperties(QObject* object);

    static QStringList menu();
    static QString usual();
    static QVariantMap names();
    static QVariantMap characters();

signals:
    void namesChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace gunjin::ui
