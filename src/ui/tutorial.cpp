#include "tutorial.h"

#include <QVariantMap>

namespace gunjin::ui {

namespace {

const QString kDone = QStringLiteral("tutorial/done");
const QString kOfferTaken = QStringLiteral("tutorial/offerTaken");

} // namespace

Tutorial::Tutorial(std::function<QSettings&()> settings, QObject* parent)
    : QObject(parent), m_settings(std::move(settings)),
      m_book(LessonBook::load(QStringLiteral(":/lessons"))) {}

void Tutorial::load(const QString& folder) {
    m_book = LessonBook::load(folder);
    emit changed();
}

void Tutorial::setLanguage(const QString& language) {
    if (language == m_language) return;
    m_language = language;
    emit changed();
}

void Tutorial::setGame(const QString& game) {
    if (game == m_game) return;
    m_game = game;
    emit changed();
}

QStringList Tutorial::doneNames() const {
    return m_settings().value(kDone).toStringList();
}

QVariantList Tutorial::lessons() const {
    QVariantList out;
    const QStringList done = doneNames();
    for (const Lesson* l : m_book.of(m_game))
        out << QVariantMap{{QStringLiteral("name"), l->name},
                           {QStringLiteral("title"), l->in(m_language).title},
                           {QStringLiteral("done"), done.contains(l->name)}};
    return out;
}

QString Tutorial::next() const {
    const auto list = m_book.of(m_game);
    if (list.empty()) return {};
    const QStringList done = doneNames();
    for (const Lesson* l : list)
        if (!done.contains(l->name)) return l->name;
    return list.front()->name;
}

int Tutorial::doneCount() const {
    int n = 0;
    const QStringList done = doneNames();
    for (const Lesson* l : m_book.of(m_game)) n += done.contains(l->name);
    return n;
}

bool Tutorial::offered() const {
    return !m_book.lessons.empty() && !m_settings().value(kOfferTaken, false).toBool();
}

bool Tutorial::isDone(const QString& name) const {
    return doneNames().contains(name);
}

void Tutorial::markDone(const QString& name) {
    QStringList done = doneNames();
    if (done.contains(name)) return;
    done << name;
    m_settings().setValue(kDone, done);
    emit changed();
}

void Tutorial::markBegun() {
    if (m_settings().value(kOfferTaken, false).toBool()) return;
    m_settings().setValue(kOfferTaken, true);
    emit changed();
}

void Tutorial::putAwayOffer() {
    markBegun();
}

QString Tutorial::after(const QString& name) const {
    const Lesson* lesson = m_book.find(name);
    if (!lesson) return {};
    const auto list = m_book.of(lesson->game());
    for (std::size_t i = 0; i + 1 < list.size(); ++i)
        if (list[i]->name == name) return list[i + 1]->name;
    return {};
}

QString Tutorial::placeOf(const QString& name) const {
    const Lesson* lesson = m_book.find(name);
    if (!lesson) return {};
    const auto list = m_book.of(lesson->game());
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i]->name == name) return QStringLiteral("%1 / %2").arg(i + 1).arg(list.size());
    return {};
}

} // namespace gunjin::ui
