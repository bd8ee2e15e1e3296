// One app per user: the first launch listens on a local socket; a later one (a gunjin:// link
// clicked in a browser or a chat, a record double-clicked) hands its arguments to it and quits,
// so the window already open raises itself and joins the room or opens the record.
//
// The primary holds a lock file for its whole life, so a crashed primary's lock is stale
// (its process is gone) and the next launch takes over, removing the dead socket. The name
// is per user and per settings folder (so test runs with a HOME of their own never meet the
// player's app); tests give names of their own.
//
// Threading: GUI thread. Nothing throws; a channel that cannot be set up says why (problem()).
#pragma once

#include <QLocalServer>
#include <QLockFile>
#include <QObject>
#include <QStringList>

#include <memory>

namespace gunjin::ui {

class InstanceChannel : public QObject {
    Q_OBJECT
public:
    // `name`: a QLocalServer name (a path on Unix, a pipe name on Windows).
    explicit InstanceChannel(QString name, QObject* parent = nullptr);
    ~InstanceChannel() override;

    // This user's channel: in the user's runtime folder (XDG_RUNTIME_DIR) on Unix, a pipe on
    // Windows, named after the settings folder.
    static QString userChannelName();

    enum class Role {
        Primary,   // listening: later launches hand their arguments to this one
        Forwarded, // a running app took `arguments`: this launch should quit
        Alone,     // neither (problem() says why): run on without the channel
    };
    // Becomes the primary or hands `arguments` (the command line without the program) to it.
    // Waits up to `timeoutMs` for a running primary that has not started listening yet or is
    // busy. Runs a local event loop while it waits, so a primary in the same thread answers.
    Role start(const QStringList& arguments, int timeoutMs = 3000);
    Role role() const { return m_role; }
    QString problem() const { return m_problem; }
    QString name() const { return m_name; }

signals:
    // A later launch's arguments (possibly none: it only asks this window to come forward).
    void received(const QStringList& arguments);

private:
    bool listen();
    bool forward(const QStringList& arguments, int timeoutMs);
    void onConnection();

    QString m_name;
    QLockFile m_lock;
    std::unique_ptr<QLocalServer> m_server;
    Role m_role = Role::Alone;
    QString m_problem;
};

} // namespace gunjin::ui
