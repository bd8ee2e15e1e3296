// gunjin-bench beliefs --records FILE [--every N] [--worlds W] [--candidates C] [--seed S]
//                     [--recent K] [--temperature T] [--floor F] [--threat P]
//                     [--model FILE] [--tempering X] [--no-explained]
// (--recent, --temperature, --floor and --threat set ai::MoveModelParams.)
//
// Replays recorded games (gunjin-arena --records) and, every N plies, asks each side's beliefs
// what the opponent's surviving pieces are: W worlds from the plain sampler (the prior and the
// announcements) and W worlds drawn from C candidates by how well they explain the opponent's
// moves (ai::drawExplained); then the same two with each piece's prior also weighed by the learnt
// piece model (ai/piece_model.h: the built-in one, or FILE; raised to X, by default what `hard`
// uses), "learnt+explained" being what `hard` plays on. --no-explained leaves out the two
// costly explained lines (to tune X). Printed: how often a world gives a piece its
// true type, and whether it is an officer (R-PIECE-1), over all checkpoints and pieces. Higher
// is sharper; the true type is never impossible, so neither can drop to zero for a sound belief.
#include "belief_bench.h"

#include "record_checkpoints.h"

#include "ai/engine.h"
#include "ai/move_model.h"
#include "ai/piece_model.h"
#include "ai/sampler.h"

#include "core/json_io.h"
#include "core/record.h"
#include "core/utf8_path.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

using namespace gunjin;

namespace {

struct Tally {
    double typeHits = 0, officerHits = 0, movedTypeHits = 0, logScore = 0;
    long pieces = 0, movedPieces = 0;

    void add(const Position& truth, const ai::Belief& belief,
             const std::vector<ai::TypeAssignment>& worlds) {
        const Side opp = opponent(belief.side());
        for (PieceId id : belief.opponentIds()) {
            const Piece& p = truth.piece(id);
            if (!p.alive() || p.side != opp) continue;
            double hits = 0, officers = 0;
            for (const auto& w : worlds) {
                hits += w[id] == p.type;
                officers += isOfficer(w[id]) == isOfficer(p.type);
            }
            const double n = static_cast<double>(worlds.size());
            typeHits += hits / n;
            // A proper score (unlike the shares, it does not reward overconfidence): the log of
            // the true type's share, add-a-half smoothed.
            logScore += std::log((hits + 0.5) / (n + 1.0));
            officerHits += officers / n;
            ++pieces;
            if (belief.hasMoved(id)) {
                movedTypeHits += hits / n;
                ++movedPieces;
            }
        }
    }
    void print(const char* name) const {
        std::printf("%-16s true type %.4f  officer or not %.4f  true type of moved pieces %.4f "
                    "log score %.3f (%ld pieces, %ld moved)\n",
                    name, typeHits / std::max(pieces, 1L), officerHits / std::max(pieces, 1L),
                    movedTypeHits / std::max(movedPieces, 1L), logScore / std::max(pieces, 1L),
                    pieces, movedPieces);
    }
};

} // namespace

int runBeliefBench(int argc, char** argv) {
    std::string path;
    int every = 10, worlds = 96, candidates = 384;
    std::uint64_t seed = 1;
    ai::MoveModelParams model;
    std::string modelPath;
    double tempering = -1;
    bool withExplained = true;
    for (int i = 0; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (!std::strcmp(argv[i], "--records") && hasValue)
            path = argv[++i];
        else if (!std::strcmp(argv[i], "--every") && hasValue)
            every = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--worlds") && hasValue)
            worlds = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--candidates") && hasValue)
            candidates = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--recent") && hasValue)
            model.recentMoves = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--temperature") && hasValue)
            model.temperature = std::atof(argv[++i]);
        else if (!std::strcmp(argv[i], "--floor") && hasValue)
            model.floor = std::atof(argv[++i]);
        else if (!std::strcmp(argv[i], "--threat") && hasValue)
            model.threatShare = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--seed") && hasValue)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (!std::strcmp(argv[i], "--model") && hasValue)
            modelPath = argv[++i];
        else if (!std::strcmp(argv[i], "--tempering") && hasValue)
            tempering = std::atof(argv[++i]);
        else if (!std::strcmp(argv[i], "--no-explained"))
            withExplained = false;
        else {
            std::fprintf(stderr, "usage: gunjin-bench beliefs --records FILE [--every N] "
                                 "[--worlds W] [--candidates C] [--seed S] [--recent K] "
                                 "[--temperature T] [--floor F] [--threat P] [--model FILE] "
                                 "[--tempering X] [--no-explained]\n");
            return 2;
        }
    }
    std::ifstream in(utf8Path(path), std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "gunjin-bench: cannot read %s\n", path.c_str());
        return 1;
    }
    std::optional<Result<ai::PieceModel>> fileModel;
    if (!modelPath.empty()) {
        std::ifstream file(utf8Path(modelPath), std::ios::binary);
        if (!file) {
            std::fprintf(stderr, "gunjin-bench: cannot read %s\n", modelPath.c_str());
            return 1;
        }
        const std::string text((std::istreambuf_iterator<char>(file)),
                               std::istreambuf_iterator<char>());
        fileModel = ai::PieceModel::parse(text);
        if (!fileModel->ok()) {
            std::fprintf(stderr, "gunjin-bench: %s: %s\n", modelPath.c_str(),
                         fileModel->error().c_str());
            return 1;
        }
    }
    Tally plain, explained, learnt, learntExplained;
    double weightSeconds = 0; // spent computing the learnt weights
    long weighed = 0;
    Rng rng(seed);
    // The learnt lines draw from a stream of their own: the first two stay as they were.
    Rng learntRng(seed ^ 0x5DEECE66Dull);
    std::string line;
    int games = 0;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        const auto record = recordFromJson(line);
        if (!record) {
            std::fprintf(stderr, "gunjin-bench: game %d: %s\n", games + 1, record.error().c_str());
            return 1;
        }
        ++games;
        const bool ok = bench::forEachCheckpoint(
            *record, every, [&](const SideView& view, const Position& truth) {
                const ai::Belief belief(view);
                const ai::Sampler sampler(belief, ai::SetupPrior::forRules(view.rules()));
                std::vector<ai::TypeAssignment> drawn;
                for (int w = 0; w < worlds; ++w) drawn.push_back(sampler.sample(rng));
                plain.add(truth, belief, drawn);
                const ai::MoveModel moves(view, model);
                if (withExplained)
                    explained.add(truth, belief,
                                  ai::drawExplained(sampler, moves, candidates, worlds, rng, 2,
                                                    ai::Budget::unlimited()));
                const Game game = view.rules().game;
                const auto& pieceModel = fileModel ? **fileModel : ai::PieceModel::builtIn(game);
                if (!pieceModel || pieceModel->game() != game) {
                    std::fprintf(stderr, "gunjin-bench: no piece model for this game: %s\n",
                                 pieceModel ? "another game's" : pieceModel.error().c_str());
                    return false;
                }
                const double x = tempering >= 0
                                     ? tempering
                                     : ai::levelParams(game, ai::Level::Hard).learntTempering;
                const auto t0 = std::chrono::steady_clock::now();
                const ai::BehaviourWeights weights = ai::behaviourWeights(*pieceModel, view, x);
                weightSeconds +=
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                ++weighed;
                const ai::Sampler weighed(belief, ai::SetupPrior::forRules(view.rules()), weights);
                drawn.clear();
                for (int w = 0; w < worlds; ++w) drawn.push_back(weighed.sample(learntRng));
                learnt.add(truth, belief, drawn);
                if (withExplained)
                    learntExplained.add(truth, belief,
                                        ai::drawExplained(weighed, moves, candidates, worlds,
                                                          learntRng, 2, ai::Budget::unlimited()));
                return true;
            });
        if (!ok) return 1;
    }
    std::printf("%d games, a checkpoint every %d plies, %d worlds (%d candidates)\n", games, every,
                worlds, candidates);
    plain.print("sampler");
    if (withExplained) explained.print("explained");
    learnt.print("learnt");
    std::printf("%-16s %.1f us per view (features and weights of every opponent piece)\n",
                "model time", 1e6 * weightSeconds / static_cast<double>(std::max(weighed, 1L)));
    if (withExplained) learntExplained.print("learnt+explained");
    return 0;
}
