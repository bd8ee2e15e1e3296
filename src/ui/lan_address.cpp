#include "lan_address.h"

#include <QFile>
#include <QHostAddress>
#include <QNetworkInterface>

#include <algorithm>
#include <limits>

namespace gunjin::ui {

QString defaultRouteInterface(QStringView procNetRoute) {
    // Iface Destination Gateway Flags RefCnt Use Metric Mask ...: addresses and flags in hex.
    constexpr unsigned kRouteUp = 0x1;
    QString best;
    qulonglong bestMetric = std::numeric_limits<qulonglong>::max();
    bool header = true;
    for (QStringView line : procNetRoute.split(u'\n')) {
        const auto fields = line.split(u'\t', Qt::SkipEmptyParts);
        if (header) {
            header = false;
            // Not the table we know (another kernel, or not the file at all): say nothing.
            if (fields.size() < 8 || fields[0].trimmed() != u"Iface" ||
                fields[1].trimmed() != u"Destination" || fields[7].trimmed() != u"Mask")
                return {};
            continue;
        }
        if (fields.size() < 8) continue;
        bool ok = true;
        const auto number = [&ok](QStringView field, int base) {
            bool fine = false;
            const qulonglong value = field.trimmed().toULongLong(&fine, base);
            ok = ok && fine;
            return value;
        };
        const qulonglong destination = number(fields[1], 16);
        const qulonglong flags = number(fields[3], 16);
        const qulonglong metric = number(fields[6], 10);
        const qulonglong mask = number(fields[7], 16);
        if (!ok || destination != 0 || mask != 0 || !(flags & kRouteUp)) continue;
        if (metric < bestMetric) {
            bestMetric = metric;
            best = fields[0].trimmed().toString();
        }
    }
    return best;
}

QList<LanAddress> rankLanAddresses(const QList<LanAddress>& candidates,
                                   const QString& routeInterface) {
    const auto rank = [&routeInterface](const QHostAddress& a, const LanAddress& c) {
        if (!routeInterface.isEmpty() && c.interfaceName == routeInterface) return 0;
        if (a.isInSubnet(QHostAddress(QStringLiteral("10.0.0.0")), 8) ||
            a.isInSubnet(QHostAddress(QStringLiteral("172.16.0.0")), 12) ||
            a.isInSubnet(QHostAddress(QStringLiteral("192.168.0.0")), 16))
            return 1;
        if (a.isLinkLocal()) return 3;
        return 2;
    };
    struct Ranked {
        LanAddress entry;
        int rank;
    };
    std::vector<Ranked> kept;
    for (const LanAddress& c : candidates) {
        const QHostAddress a(c.address);
        if (a.isNull() || a.isLoopback() || a.protocol() != QAbstractSocket::IPv4Protocol) continue;
        const bool seen = std::any_of(kept.begin(), kept.end(), [&](const Ranked& k) {
            return k.entry.address == a.toString();
        });
        if (seen) continue;
        LanAddress entry = c;
        entry.address = a.toString();
        kept.push_back({entry, rank(a, c)});
    }
    std::stable_sort(kept.begin(), kept.end(),
                     [](const Ranked& x, const Ranked& y) { return x.rank < y.rank; });
    QList<LanAddress> out;
    for (const Ranked& k : kept) out.append(k.entry);
    return out;
}

QList<LanAddress> lanAddresses() {
    QList<LanAddress> candidates;
    for (const QNetworkInterface& i : QNetworkInterface::allInterfaces()) {
        const auto flags = i.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) ||
            !flags.testFlag(QNetworkInterface::IsRunning) ||
            flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry& e : i.addressEntries())
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol)
                candidates.append({e.ip().toString(), i.name(),
                                   e.broadcast().isNull() ? QString() : e.broadcast().toString()});
    }
    QString routeInterface;
#ifdef Q_OS_LINUX
    QFile routes(QStringLiteral("/proc/net/route"));
    if (routes.open(QIODevice::ReadOnly | QIODevice::Text))
        routeInterface = defaultRouteInterface(QString::fromLatin1(routes.readAll()));
#endif
    return rankLanAddresses(candidates, routeInterface);
}

} // namespace gunjin::ui
