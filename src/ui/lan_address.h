// Which of this PC's addresses a room link carries (友達と対戦): the friend must be able to
// reach it, and on a PC with several interfaces (a VPN, a virtual machine's bridge, a second
// network card) the first private address is often the wrong one. The interface the IPv4
// default route leaves by is the one facing the LAN; on Linux /proc/net/route names it, and
// elsewhere (or without a default route) private addresses come first as before. The host may
// still pick another of the list.
// Threading: any; lanAddresses() asks the OS.
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

namespace gunjin::ui {

struct LanAddress {
    QString address;       // IPv4, dotted
    QString interfaceName; // as the OS names it ("eth0", "wlp2s0"), may be empty
    QString broadcast;     // the interface's broadcast address, empty when it has none
    friend bool operator==(const LanAddress&, const LanAddress&) = default;
};

// The interface of the default route in the text of Linux's /proc/net/route: the route to
// 0.0.0.0/0 that is up, of the lowest metric (the first of equal ones); "" when there is none
// or the text is not such a table.
QString defaultRouteInterface(QStringView procNetRoute);

// `candidates` best first for a room link, each kept once: those of `routeInterface`, then
// private addresses (10/8, 172.16/12, 192.168/16), then other addresses, then link-local ones
// (169.254/16); loopback and anything that is not IPv4 is dropped. Otherwise in the given order.
QList<LanAddress> rankLanAddresses(const QList<LanAddress>& candidates,
                                   const QString& routeInterface);

// This PC's IPv4 addresses on interfaces that are up, ranked as above with the default
// route's interface (Linux; elsewhere none).
QList<LanAddress> lanAddresses();

} // namespace gunjin::ui
