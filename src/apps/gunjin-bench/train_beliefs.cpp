// gunjin-bench train-beliefs --game classic|federation --out FILE --records FILE [--records FILE
//                            ...] [--every N] [--smoothing A] [--holdout FILE ...]
//                            [--drop FEATURE ...]
//
// Fits the learnt piece model (ai/piece_model.h) from recorded games (gunjin-arena --records),
// where the truth is known: every N plies, for each side's view, each opponent piece's
// behaviour (ai/piece_behaviour.h) is counted under its true type. Records of the other game
// are skipped. Each table P(bin | type, context) is smoothed toward the same type's table
// pooled over the contexts (weight A), which is itself add-one smoothed: no type is ever
// impossible. Deterministic: the same records give the same file.
//
// --drop: leaves a feature (its number in ai::BehaviourFeature) out, to see what it is worth.
// --holdout: games the model was not fitted on, to choose the tempering (ai::behaviourWeights).
// For each tempering, each surviving opponent piece's own posterior (the setup prior times the
// weights, over the types its Belief allows; no army counts, no sampling) is scored: the mean
// log-probability of its true type, and the mean probability given to "officer or not".
#include "train_beliefs.h"

#include "record_checkpoints.h"

#include "ai/belief.h"
#include "ai/piece_model.h"
#include "ai/setup_prior.h"

#include "core/json_io.h"
#include "core/record.h"
#include "core/utf8_path.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

using namespace gunjin;

namespace {

// [context][feature][bin][type] counts.
using Counts = std::vector<double>;
std::size_t at(int c, int f, int b, int t) {
    return ((static_cast<std::size_t>(c) * ai::kBehaviourFeatureCount + f) * ai::kBehaviourMaxBins +
            b) *
               kTypeCount +
           t;
}

// Replays every game of `game` in the files and calls f(view, truth) for each side's view every
// `every` plies; counts the games. Returns an exit code (1: a file unreadable or not records).
template <class F>
int replay(const std::vector<std::string>& paths, Game game, int every, F&& f, long& games) {
    for (const std::string& path : paths) {
        std::ifstream in(utf8Path(path), std::ios::binary);
        if (!in) {
            std::fprintf(stderr, "gunjin-bench: cannot read %s\n", path.c_str());
            return 1;
        }
        std::string line;
        while (std::getline(in, line)) {
            if (line.empty()) continue;
            const auto record = recordFromJson(line);
            if (!record) {
                std::fprintf(stderr, "gunjin-bench: %s: %s\n", path.c_str(),
                             record.error().c_str());
                return 1;
            }
            if (record->first.rules().game != game) continue;
            ++games;
            bench::forEachCheckpoint(*record, every,
                                     [&](const SideView& view, const Position& truth) {
                                         f(view, truth);
                                         return true;
                                     });
        }
    }
    return 0;
}

// The held-out scores of `model` at each tempering (see the file's comment).
int scoreHoldout(const ai::PieceModel& model, const std::vector<std::string>& paths, Game game,
                 int every) {
    const std::vector<double> temperings = {0, 0.25, 0.5, 0.75, 1, 1.5};
    std::vector<double> logScore(temperings.size()), officer(temperings.size());
    long games = 0, pieces = 0;
    const int status = replay(
        paths, game, every,
        [&](const SideView& view, const Position& truth) {
            const ai::Belief belief(view);
            const ai::SetupPrior& prior = ai::SetupPrior::forRules(view.rules());
            const Side opp = opponent(view.side());
            for (std::size_t k = 0; k < temperings.size(); ++k) {
                const ai::BehaviourWeights w = ai::behaviourWeights(model, view, temperings[k]);
                for (PieceId id : belief.opponentIds()) {
                    const Piece& p = truth.piece(id);
                    if (!p.alive()) continue;
                    double total = 0, officers = 0;
                    ai::forEachType(belief.possible(id), [&](PieceType t) {
                        const double x =
                            prior.weight(static_cast<Square>(id), opp, t) * w[id][index(t)];
                        total += x;
                        officers += isOfficer(t) ? x : 0;
                    });
                    const double truthShare = prior.weight(static_cast<Square>(id), opp, p.type) *
                                              w[id][index(p.type)] / total;
                    logScore[k] += std::log(std::max(truthShare, 1e-12));
                    officer[k] += isOfficer(p.type) ? officers / total : 1 - officers / total;
                    pieces += k == 0;
                }
            }
        },
        games);
    if (status != 0) return status;
    std::printf("held out: %ld games, %ld piece checks\n", games, pieces);
    for (std::size_t k = 0; k < temperings.size(); ++k)
        std::printf("  tempering %.2f: log score %.4f  officer or not %.4f\n", temperings[k],
                    logScore[k] / std::max(pieces, 1L), officer[k] / std::max(pieces, 1L));
    return 0;
}

} // namespace

int runTrainBeliefs(int argc, char** argv) {
    std::vector<std::string> paths, holdout;
    std::string out;
    std::string gameName = "classic";
    int every = 5;
    double smoothing = 10;
    std::uint32_t dropped = 0; // features left out (a uniform table)
    for (int i = 0; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (!std::strcmp(argv[i], "--records") && hasValue)
            paths.push_back(argv[++i]);
        else if (!std::strcmp(argv[i], "--drop") && hasValue)
            dropped |= 1u << std::clamp(std::atoi(argv[++i]), 0, 31);
        else if (!std::strcmp(argv[i], "--holdout") && hasValue)
            holdout.push_back(argv[++i]);
        else if (!std::strcmp(argv[i], "--out") && hasValue)
            out = argv[++i];
        else if (!std::strcmp(argv[i], "--game") && hasValue)
            gameName = argv[++i];
        else if (!std::strcmp(argv[i], "--every") && hasValue)
            every = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--smoothing") && hasValue)
            smoothing = std::max(0.0, std::atof(argv[++i]));
        else {
            std::fprintf(stderr, "usage: gunjin-bench train-beliefs --game classic|federation "
                                 "--out FILE --records FILE [--records FILE ...] [--every N] "
                                 "[--smoothing A] [--holdout FILE ...] [--drop FEATURE ...]\n");
            return 2;
        }
    }
    if (paths.empty() || out.empty() || (gameName != "classic" && gameName != "federation")) {
        std::fprintf(stderr, "gunjin-bench train-beliefs: --game, --out and --records needed\n");
        return 2;
    }
    const Game game = gameName == "federation" ? Game::Federation : Game::Classic;

    Counts counts(at(ai::kBehaviourContexts, 0, 0, 0), 0.0);
    ai::TypeMask seen = 0;
    long games = 0, samples = 0;
    const int status = replay(
        paths, game, every,
        [&](const SideView& view, const Position& truth) {
            seen |= ai::armyTypes(truth.rules());
            const auto behaviour = ai::observeBehaviour(view);
            const Side opp = opponent(view.side());
            for (int id = 0; id < truth.squareCount(); ++id) {
                if (!(truth.pieceMask(opp) & (std::uint64_t{1} << id))) continue;
                const int t = index(truth.piece(static_cast<PieceId>(id)).type);
                const ai::PieceBehaviour& b = behaviour[id];
                for (int f = 0; f < ai::kBehaviourFeatureCount; ++f)
                    if (ai::applies(b, f)) counts[at(b.context, f, b.bins[f], t)] += 1;
                ++samples;
            }
        },
        games);
    if (status != 0) return status;
    if (games == 0) {
        std::fprintf(stderr, "gunjin-bench train-beliefs: no %s game in the records\n",
                     gameName.c_str());
        return 1;
    }

    ai::PieceModel model(game);
    model.setTypes(seen);
    for (int f = 0; f < ai::kBehaviourFeatureCount; ++f) {
        const int bins = ai::kBehaviourBins[f];
        ai::forEachType(seen, [&](PieceType type) {
            const int t = index(type);
            // The type's table pooled over the contexts, add-one smoothed.
            std::vector<double> pooled(bins, 1.0);
            double pooledTotal = bins;
            for (int c = 0; c < ai::kBehaviourContexts; ++c)
                for (int b = 0; b < bins; ++b) {
                    pooled[b] += counts[at(c, f, b, t)];
                    pooledTotal += counts[at(c, f, b, t)];
                }
            for (int c = 0; c < ai::kBehaviourContexts; ++c) {
                double total = 0;
                for (int b = 0; b < bins; ++b) total += counts[at(c, f, b, t)];
                for (int b = 0; b < bins; ++b) {
                    const double p =
                        dropped >> f & 1
                            ? 1.0 / bins
                            : (counts[at(c, f, b, t)] + smoothing * pooled[b] / pooledTotal) /
                                  (total + smoothing);
                    model.setLogProb(c, f, b, type, std::log(p));
                }
            }
        });
    }
    const std::string text = model.toText();
    // What is written must read back: the same checks as the built-in model's.
    if (const auto check = ai::PieceModel::parse(text); !check) {
        std::fprintf(stderr, "gunjin-bench train-beliefs: %s\n", check.error().c_str());
        return 1;
    }
    std::ofstream file(utf8Path(out), std::ios::binary);
    file << "# Learnt piece model (ai/piece_model.h): " << games << " " << gameName
         << " games, a sample every " << every << " plies, " << samples
         << " piece samples, smoothing " << smoothing
         << ".\n# Regenerate with scripts/train_beliefs.sh.\n"
         << text;
    if (!file) {
        std::fprintf(stderr, "gunjin-bench: cannot write %s\n", out.c_str());
        return 1;
    }
    std::printf("%ld %s games, %ld piece samples: %s\n", games, gameName.c_str(), samples,
                out.c_str());
    return holdout.empty() ? 0 : scoreHoldout(model, holdout, game, every);
}
