// gunjin-bench net: scripted players against a gunjin-server process on loopback.
#pragma once

// Runs the LAN benchmark with the arguments after "net"; returns the exit code.
int runNetBench(int argc, char** argv);
