// Checks that an object signals every change of its properties: records each readable
// property with a notify signal, spies on the signals, and after an action lists the
// properties whose value changed while their signal stayed silent (QML bindings would keep
// showing the old value - the stale 「2 手目」 of issue 16).
#pragma once

#include <QMetaProperty>
#include <QObject>
#include <QSignalSpy>
#include <QStringList>
#include <QVariant>

#include <memory>
#include <vector>

class PropertyWatch {
public:
    explicit PropertyWatch(QObject& object) : m_object(object) { restart(); }

    // Takes the current values as the new baseline.
    void restart() {
        m_entries.clear();
        const QMetaObject* meta = m_object.metaObject();
        for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
            const QMetaProperty p = meta->property(i);
            if (!p.isReadable() || !p.hasNotifySignal()) continue;
            Entry e;
            e.name = QString::fromLatin1(p.name());
            e.value = p.read(&m_object);
            e.spy = std::make_unique<QSignalSpy>(&m_object, QByteArray("2") +
                                                                p.notifySignal().methodSignature());
            m_entries.push_back(std::move(e));
        }
    }

    // Properties that changed without their notify signal since the baseline.
    QStringList silentChanges() const {
        QStringList out;
        const QMetaObject* meta = m_object.metaObject();
        for (const Entry& e : m_entries) {
            const QVariant now =
                meta->property(meta->indexOfProperty(e.name.toLatin1())).read(&m_object);
            if (now != e.value && e.spy->count() == 0)
                out << QStringLiteral("%1: %2 -> %3")
                           .arg(e.name, e.value.toString(), now.toString());
        }
        return out;
    }

private:
    struct Entry {
        QString name;
        QVariant value;
        std::unique_ptr<QSignalSpy> spy;
    };
    QObject& m_object;
    std::vector<Entry> m_entries;
};
