#include "lesson_book.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gunjin::ui {

namespace {

Error fail(const QString& message) {
    return Error{message.toStdString()};
}

// "TYPE@SQUARE" of `side` placed on `pos`.
std::optional<QString> place(Position& pos, Side side, const QString& text) {
    const RuleSet& rules = pos.rules();
    const int at = text.indexOf(u'@');
    if (at < 0) return QStringLiteral("\"%1\" is not TYPE@SQUARE").arg(text);
    const auto type = parsePieceType(text.left(at).toStdString());
    if (!type || *type == PieceType::Unknown || rules.count(*type) == 0)
        return QStringLiteral("\"%1\" is not a piece of %2")
            .arg(text.left(at), QString::fromStdString(rules.code()));
    const auto square = rules.board().parse(text.mid(at + 1).toStdString());
    if (!square) return QStringLiteral("\"%1\" is not a square").arg(text.mid(at + 1));
    if (!pos.isEmpty(*square)) return QStringLiteral("two pieces on %1").arg(text.mid(at + 1));
    pos.place(*square, side, *type);
    return std::nullopt;
}

std::optional<QString> readWords(const QJsonObject& o, Lesson::Words& words) {
    words.title = o.value(u"title").toString().trimmed();
    words.task = o.value(u"task").toString().trimmed();
    words.done = o.value(u"done").toString().trimmed();
    for (const QJsonValue& v : o.value(u"text").toArray())
        if (const QString p = v.toString().trimmed(); !p.isEmpty()) words.text << p;
    if (words.title.isEmpty()) return QStringLiteral("no title");
    if (words.text.isEmpty()) return QStringLiteral("no text");
    if (words.task.isEmpty()) return QStringLiteral("no task");
    if (words.done.isEmpty()) return QStringLiteral("no done");
    return std::nullopt;
}

} // namespace

QString Lesson::game() const {
    return rules.game == Game::Federation ? QStringLiteral("federation")
                                          : QStringLiteral("classic");
}

Result<Lesson> readLesson(const QString& name, const QByteArray& json) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (!doc.isObject()) return fail(QStringLiteral("not a JSON object: ") + error.errorString());
    const QJsonObject o = doc.object();
    const auto rules = RuleSet::fromCode(o.value(u"rules").toString().toStdString());
    if (!rules) return Error{rules.error()};
    Lesson lesson{name, *rules, Position(*rules), {}, {}, {}};
    for (const auto& [key, side] : {std::pair(u"own", Side::First), {u"theirs", Side::Second}}) {
        const QJsonArray pieces = o.value(key).toArray();
        if (pieces.isEmpty()) return fail(QStringLiteral("no pieces in \"%1\"").arg(key));
        for (const QJsonValue& v : pieces)
            if (const auto problem = place(lesson.start, side, v.toString())) return fail(*problem);
    }
    lesson.start.setSideToMove(Side::First);
    for (const QJsonValue& v : o.value(u"movers").toArray()) {
        const auto square = rules->board().parse(v.toString().toStdString());
        if (!square || lesson.start.isEmpty(*square) ||
            lesson.start.sideAt(*square) != Side::Second ||
            !isMovable(lesson.start.typeAt(*square)))
            return fail(
                QStringLiteral("mover \"%1\" is not a movable piece of theirs").arg(v.toString()));
        lesson.movers.push_back(lesson.start.pieceAt(*square));
    }
    if (lesson.movers.empty()) return fail(QStringLiteral("no movers"));
    const auto goal = parseLessonGoal(*rules, o.value(u"goal").toString().toStdString());
    if (!goal) return Error{goal.error()};
    lesson.goal = *goal;
    const Square target = goal->square;
    if (goal->kind == LessonGoal::Kind::Take &&
        (lesson.start.isEmpty(target) || lesson.start.sideAt(target) != Side::Second))
        return fail(QStringLiteral("nothing of theirs to take on the goal's square"));
    if (goal->kind == LessonGoal::Kind::Reach && !lesson.start.isEmpty(target) &&
        lesson.start.sideAt(target) == Side::First &&
        (goal->from == kNoSquare || goal->from == target))
        return fail(QStringLiteral("the goal's square is reached already"));
    if (goal->from != kNoSquare &&
        (lesson.start.isEmpty(goal->from) || lesson.start.sideAt(goal->from) != Side::First))
        return fail(QStringLiteral("no piece of the learner's on the goal's \"from\" square"));
    for (const auto& [key, i] : {std::pair(u"ja", 0), {u"en", 1}}) {
        if (const auto problem = readWords(o.value(key).toObject(), lesson.words[i]))
            return fail(QStringLiteral("%1: %2").arg(key, *problem));
    }
    return lesson;
}

LessonBook LessonBook::load(const QString& folder) {
    LessonBook book;
    const QDir dir(folder);
    for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString name = file.chopped(5);
        QFile f(dir.filePath(file));
        if (!f.open(QIODevice::ReadOnly)) {
            book.errors << name + QStringLiteral(": cannot be read");
            continue;
        }
        auto lesson = readLesson(name, f.readAll());
        if (lesson)
            book.lessons.push_back(std::move(*lesson));
        else
            book.errors << name + QStringLiteral(": ") + QString::fromStdString(lesson.error());
    }
    return book;
}

const Lesson* LessonBook::find(const QString& name) const {
    for (const Lesson& l : lessons)
        if (l.name == name) return &l;
    return nullptr;
}

std::vector<const Lesson*> LessonBook::of(const QString& game) const {
    std::vector<const Lesson*> out;
    for (const Lesson& l : lessons)
        if (l.game() == game) out.push_back(&l);
    return out;
}

} // namespace gunjin::ui
