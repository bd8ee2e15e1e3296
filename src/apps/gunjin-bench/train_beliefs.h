// gunjin-bench train-beliefs: fits the learnt piece model from recorded games.
#pragma once

// Runs the trainer with the arguments after "train-beliefs"; returns the exit code.
int runTrainBeliefs(int argc, char** argv);
