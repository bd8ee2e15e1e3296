#include "remote_table.h"

#include <QTimer>

namespace gunjin::ui {

RemoteTable::RemoteTable(net::RoomClient* client, Side own, const RuleSet& rules, QObject* parent)
    : Table(parent), m_client(client), m_own(own), m_rules(rules) {
    connect(client, &net::RoomClient::started, this, &RemoteTable::onStarted);
    connect(client, &net::RoomClient::announced, this, &RemoteTable::onAnnounced);
    connect(client, &net::RoomClient::ended, this, &RemoteTable::onEnded);
    connect(client, &net::RoomClient::newGame, this,
            [this](bool first, int) { emit newGame(first); });
    // The room went before the game's end: the journal says so, and it is not offered again.
    connect(client, &net::RoomClient::roomClosing, this, [this] { stop(StopReason::RoomClosed); });
    connect(client, &net::RoomClient::failed, this, [this](const QString& code, const QString&) {
        if (code == QLatin1String("lost")) stop(StopReason::RoomGone);
        if (code == QLatin1String("app_gone")) stop(StopReason::AppGone);
        if (code == QLatin1String("illegal_move") || code == QLatin1String("not_your_turn")) {
            // Cannot happen with moves from the highlights; the board is as the server has it.
            m_movePending = false;
            emit refused(tr("その手はサーバーに受け付けられませんでした。"));
        }
    });
}

RemoteTable::~RemoteTable() = default; // Qt drops the client's connections either way

const SideView* RemoteTable::view(Side side) const {
    return side == m_own ? m_view.get() : nullptr;
}

void RemoteTable::submitSetup(const Setup& setup) {
    if (!m_client || setup.side() != m_own || m_view || m_submitted) return;
    m_client->sendSetup(setup);
    m_client->sendReady();
    m_submitted = true;
}

void RemoteTable::withdrawSetup(const Setup& current) {
    if (!m_client || current.side() != m_own || !m_submitted || m_view) return;
    // The server takes 決定 back when it gets the new arrangement.
    m_submitted = false;
    m_client->sendSetup(current);
}

bool RemoteTable::setupSubmitted(Side side) const {
    return side == m_own && m_submitted;
}

void RemoteTable::submitMove(Side side, Move m) {
    if (!m_client || side != m_own || !m_view || m_view->isOver() || m_movePending) return;
    m_client->sendMove(m, m_view->ply() + 1);
    m_movePending = true;
}

void RemoteTable::resign(Side side) {
    if (m_client && side == m_own && m_view && !m_view->isOver()) m_client->resign();
}

void RemoteTable::finishAlone(int waitMs) {
    m_alone = true;
    connect(this, &Table::ended, this, &QObject::deleteLater);
    QTimer::singleShot(waitMs, this, [this] {
        stop(StopReason::Left); // the end never came: the seat is given up all the same
        deleteLater();
    });
}

std::optional<std::uint64_t> RemoteTable::seq() {
    if (m_alone || !m_client || m_client->lastSeq() <= m_seq) return std::nullopt;
    return m_seq = m_client->lastSeq();
}

void RemoteTable::stop(StopReason reason) {
    if (!playing() || m_stopped) return;
    m_stopped = true;
    writeJournal(journalStoppedLine(reason));
}

bool RemoteTable::resume(const QString& path, const Journal& journal, QString& error) {
    if (m_view || !journal.sideView || !journal.seat || journal.ended || journal.stopped ||
        journal.sideView->side() != m_own || !(journal.sideView->rules() == m_rules)) {
        error = tr("この棋譜は続けられません。");
        return false;
    }
    if (!reopenJournal(path, qint64(journal.completeBytes), error)) return false;
    m_view = std::make_unique<SideView>(*journal.sideView);
    m_seq = journal.seat->seq;
    emit started();
    return true;
}

void RemoteTable::rematch() {
    if (m_client) m_client->rematch();
}

void RemoteTable::onStarted(const SideView& view) {
    if (m_view || view.side() != m_own) return;
    m_view = std::make_unique<SideView>(view);
    m_rules = view.rules();
    m_submitted = false;
    // From here on the game is on disk as this side is told it: a crash loses at most the
    // event being written (the room's server keeps the game itself).
    if (openJournal(journalViewLine(*m_view)) && m_client && !m_client->token().empty()) {
        // What takes the seat back after this app stops: the room, the token, where its
        // events are. A room held in this app goes with it (held_here).
        net::RoomAddress room = m_client->address();
        room.watch.clear();
        m_seq = m_client->lastSeq();
        writeJournal(journalSeatLine({net::roomUrl(room), m_client->token(), m_seq,
                                      m_client->roomInApp(), m_client->roomHeldHere()}));
    }
    emit started();
}

void RemoteTable::onAnnounced(const Announcement& a) {
    if (!m_view || m_view->isOver()) return;
    if (auto applied = m_view->apply(a); !applied) {
        // What does not fit is for the log (English); the player is told what it means.
        qWarning("gunjin: a move from the server does not fit the board: %s",
                 applied.error().c_str());
        emit refused(tr("サーバーから届いた手がこの盤面と合わないため、受け取れませんでした。ここ"
                        "までの対局は棋譜に残っています。"));
        return;
    }
    writeJournal(journalToldLine(a, m_rules, lapMs(), seq()));
    if (a.mover == m_own) m_movePending = false;
    emit announced(a);
}

void RemoteTable::onEnded(const EndEvent& e) {
    // A move may have ended the game already (the view is over); its end event, with the
    // reveal, still follows.
    if (!m_view || m_view->endEvent()) return;
    if (auto applied = m_view->applyEnd(e); !applied) {
        qWarning("gunjin: a result from the server does not fit the board: %s",
                 applied.error().c_str());
        emit refused(tr("サーバーから届いた結果がこの盤面と合わないため、受け取れませんでした。"
                        "ここまでの対局は棋譜に残っています。"));
        return;
    }
    writeJournal(journalEndEventLine(e, m_rules, seq()));
    m_movePending = false;
    emit ended();
}

} // namespace gunjin::ui
