// Another app, as far as the instance channel can tell: takes the channel NAME and prints its
// role ("primary", "forwarded", "alone"), then, as the primary, "got ARGS" (tab-separated) for
// every later launch. The test kills it (SIGKILL) to leave a stale lock and socket behind.
//   gunjin-instance-child NAME [ARGS...]
#include "ui/instance_channel.h"

#include <QCoreApplication>

#include <cstdio>

using gunjin::ui::InstanceChannel;

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: gunjin-instance-child NAME [ARGS...]\n");
        return 2;
    }
    InstanceChannel channel(QString::fromLocal8Bit(argv[1]));
    QObject::connect(&channel, &InstanceChannel::received, [](const QStringList& arguments) {
        std::printf("got %s\n", qPrintable(arguments.join(QLatin1Char('\t'))));
        std::fflush(stdout);
    });
    const InstanceChannel::Role role = channel.start(app.arguments().mid(2));
    std::printf("%s\n", role == InstanceChannel::Role::Primary     ? "primary"
                        : role == InstanceChannel::Role::Forwarded ? "forwarded"
                                                                   : "alone");
    std::fflush(stdout);
    return role == InstanceChannel::Role::Primary ? app.exec() : 0;
}
