#include "piece_model.h"

#include "belief.h"
#include "piece_model_data.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <locale>
#include <sstream>

namespace gunjin::ai {

namespace {

constexpr std::string_view gameName(Game g) {
    return g == Game::Federation ? "federation" : "classic";
}

// Whitespace-separated tokens; a line whose first token starts with '#' is skipped.
class Tokens {
public:
    explicit Tokens(std::string_view text) : m_text(text) {}
    std::optional<std::string_view> next() {
        for (;;) {
            while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
                ++m_pos;
            if (m_pos >= m_text.size()) return std::nullopt;
            if (m_text[m_pos] == '#') {
                while (m_pos < m_text.size() && m_text[m_pos] != '\n') ++m_pos;
                continue;
            }
            const std::size_t start = m_pos;
            while (m_pos < m_text.size() &&
                   !std::isspace(static_cast<unsigned char>(m_text[m_pos])))
                ++m_pos;
            return m_text.substr(start, m_pos - start);
        }
    }
    std::optional<long> integer() {
        const auto t = next();
        long v = 0;
        if (!t || std::from_chars(t->data(), t->data() + t->size(), v).ptr != t->data() + t->size())
            return std::nullopt;
        return v;
    }
    // A stream in the classic locale, not std::from_chars: libc++ (Apple's) has no floating
    // from_chars, and strtod would follow the app's locale (a decimal comma).
    std::optional<double> number() {
        const auto t = next();
        if (!t) return std::nullopt;
        std::istringstream in{std::string(*t)};
        in.imbue(std::locale::classic());
        double v = 0;
        if (!(in >> v) || in.peek() != std::char_traits<char>::eof()) return std::nullopt;
        return v;
    }

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
};

Error fail(const std::string& what) {
    return Error{"piece model: " + what};
}

} // namespace

PieceModel::PieceModel(Game game)
    : m_game(game), m_logProb(static_cast<std::size_t>(kBehaviourContexts * kBehaviourFeatureCount *
                                                       kBehaviourMaxBins * kTypeCount),
                              0.0) {}

int PieceModel::slot(int context, int feature, int bin) {
    assert(context >= 0 && context < kBehaviourContexts && feature >= 0 &&
           feature < kBehaviourFeatureCount && bin >= 0 && bin < kBehaviourBins[feature]);
    return (context * kBehaviourFeatureCount + feature) * kBehaviourMaxBins + bin;
}

double PieceModel::logLikelihood(const PieceBehaviour& b, PieceType t) const {
    double sum = 0;
    for (int f = 0; f < kBehaviourFeatureCount; ++f)
        if (applies(b, f)) sum += logProb(b.context, f, b.bins[f], t);
    return sum;
}

Result<PieceModel> PieceModel::parse(std::string_view text) {
    Tokens in(text);
    if (in.next() != kPieceModelMagic) return fail("not a piece model (bad magic)");
    const auto version = in.integer();
    if (!version || *version != kPieceModelVersion)
        return fail("unsupported version (expected " + std::to_string(kPieceModelVersion) + ")");
    if (in.next() != "game") return fail("expected 'game'");
    const auto name = in.next();
    if (!name || (*name != "classic" && *name != "federation")) return fail("unknown game");
    PieceModel model(*name == "federation" ? Game::Federation : Game::Classic);

    if (in.next() != "types") return fail("expected 'types'");
    const auto typeCount = in.integer();
    if (!typeCount || *typeCount < 1 || *typeCount > kTypeCount) return fail("bad type count");
    std::vector<PieceType> types;
    for (long i = 0; i < *typeCount; ++i) {
        const auto id = in.next();
        const auto t = id ? parsePieceType(*id) : std::nullopt;
        if (!t) return fail("unknown type");
        if (contains(model.m_types, *t)) return fail("a type listed twice");
        model.m_types |= typeBit(*t);
        types.push_back(*t);
    }

    if (in.next() != "features") return fail("expected 'features'");
    const auto features = in.integer();
    if (!features || *features != kBehaviourFeatureCount) return fail("wrong feature count");
    for (int f = 0; f < kBehaviourFeatureCount; ++f) {
        const auto bins = in.integer();
        if (!bins || *bins != kBehaviourBins[f]) return fail("wrong bin count");
    }
    if (in.next() != "contexts") return fail("expected 'contexts'");
    const auto contexts = in.integer();
    if (!contexts || *contexts != kBehaviourContexts) return fail("wrong context count");

    for (int c = 0; c < kBehaviourContexts; ++c) {
        for (int f = 0; f < kBehaviourFeatureCount; ++f) {
            std::array<double, kTypeCount> total{};
            for (int b = 0; b < kBehaviourBins[f]; ++b) {
                for (PieceType t : types) {
                    const auto v = in.number();
                    if (!v) return fail("truncated or not a number");
                    if (!std::isfinite(*v) || *v > 1e-9 || *v < -60)
                        return fail("a log-probability out of range");
                    model.setLogProb(c, f, b, t, *v);
                    total[index(t)] += std::exp(*v);
                }
            }
            for (PieceType t : types)
                if (std::abs(total[index(t)] - 1.0) > 1e-3)
                    return fail("a distribution that does not sum to 1");
        }
    }
    if (in.next() != "end") return fail("expected 'end'");
    if (in.next()) return fail("text after 'end'");
    return model;
}

std::string PieceModel::toText() const {
    std::ostringstream out;
    out << kPieceModelMagic << ' ' << kPieceModelVersion << "\ngame " << gameName(m_game)
        << "\ntypes " << typeCount(m_types);
    forEachType(m_types, [&](PieceType t) { out << ' ' << pieceTypeId(t); });
    out << "\nfeatures " << kBehaviourFeatureCount;
    for (int bins : kBehaviourBins) out << ' ' << bins;
    out << "\ncontexts " << kBehaviourContexts << '\n';
    char buf[32];
    for (int c = 0; c < kBehaviourContexts; ++c) {
        out << "# context " << c << '\n';
        for (int f = 0; f < kBehaviourFeatureCount; ++f)
            for (int b = 0; b < kBehaviourBins[f]; ++b) {
                const char* sep = "";
                forEachType(m_types, [&](PieceType t) {
                    // %.6g whatever the locale's stream settings.
                    std::snprintf(buf, sizeof buf, "%s%.6g", sep, logProb(c, f, b, t));
                    out << buf;
                    sep = " ";
                });
                out << '\n';
            }
    }
    out << "end\n";
    return out.str();
}

const Result<PieceModel>& PieceModel::builtIn(Game game) {
    static const Result<PieceModel> classic = [] {
        auto m = parse(embeddedPieceModel(Game::Classic));
        if (m && m->game() != Game::Classic)
            return Result<PieceModel>(fail("not the classic game's"));
        return m;
    }();
    static const Result<PieceModel> federation = [] {
        auto m = parse(embeddedPieceModel(Game::Federation));
        if (m && m->game() != Game::Federation)
            return Result<PieceModel>(fail("not the federation game's"));
        return m;
    }();
    return game == Game::Federation ? federation : classic;
}

BehaviourWeights behaviourWeights(const PieceModel& model, const SideView& view, double tempering,
                                  double floor) {
    assert(floor > 0);
    BehaviourWeights out;
    for (auto& row : out) row.fill(1.0);
    const auto behaviour = observeBehaviour(view);
    const Side opp = opponent(view.side());
    const Position& pos = view.position();
    for (int id = 0; id < pos.squareCount(); ++id) {
        if (!(pos.pieceMask(opp) & (std::uint64_t{1} << id))) continue;
        // A piece set up outside its camp (a test scenario) has no context the model knows.
        if (!view.rules().board().inTerritory(static_cast<Square>(id), opp)) continue;
        std::array<double, kTypeCount> logs{};
        double top = -1e300;
        forEachType(model.types(), [&](PieceType t) {
            logs[index(t)] = tempering * model.logLikelihood(behaviour[id], t);
            top = std::max(top, logs[index(t)]);
        });
        forEachType(model.types(), [&](PieceType t) {
            out[id][index(t)] = std::max(floor, std::exp(logs[index(t)] - top));
        });
    }
    return out;
}

std::optional<BehaviourWeights> learntWeights(const Result<PieceModel>& model, const SideView& view,
                                              double tempering) {
    if (tempering <= 0 || !model.ok() || model->game() != view.rules().game) return std::nullopt;
    return behaviourWeights(*model, view, tempering);
}

} // namespace gunjin::ai
