// gunjin-bench beliefs: how sharply the CPU's sampled worlds know the opponent's hidden types.
#pragma once

// Runs the belief benchmark with the arguments after "beliefs"; returns the exit code.
int runBeliefBench(int argc, char** argv);
