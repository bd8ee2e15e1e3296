// Guess notes (メモ, issue 21) in a game's records: the note lines of a journal and the "notes"
// of a record file read back as written, each note where it was made; a note of a side played
// elsewhere, on a piece that is not the other side's on the board, or of a type the rules do
// not have is refused with its line.
#include "core/guess_notes.h"
#include "core/journal.h"
#include "core/match.h"
#include "core/movegen.h"
#include "core/record_file.h"
#include "core/rng.h"

#include "helpers.h"

#include <catch2/catch.hpp>

using namespace gunjin;
using namespace gunjin::test;

namespace {

struct NotedGame {
    std::string text; // the journal
    std::vector<GuessNote> notes;
    std::vector<GuessNotes> after; // each noting side's notes after each ply: [ply][side]
    std::optional<GameRecord> record;
};

// An opponent piece of `side` still on the board, chosen by `rng`; kNoPiece when none is.
PieceId livePieceOf(const Position& pos, Side owner, Rng& rng) {
    std::vector<PieceId> ids;
    for (int id = 0; id < pos.board().squareCount; ++id)
        if ((pos.pieceMask(owner) >> id & 1) && pos.piece(PieceId(id)).square != kNoSquare)
            ids.push_back(PieceId(id));
    return ids.empty() ? kNoPiece : ids[rng.below(std::uint32_t(ids.size()))];
}

// A random game of `rules` in `mode` ("cpu": the human is 後手; "hotseat": both) with notes
// written between the moves as the app writes them.
NotedGame writeNotedGame(const RuleSet& rules, GameMode mode, Rng& rng) {
    NotedGame g;
    JournalHeader h;
    h.rules = rules.code();
    h.started = "2026-12-02T09:00:00Z";
    h.mode = mode;
    h.level = mode == GameMode::Cpu ? "easy" : "";
    h.human = Side::Second;
    g.text += journalHeaderLine(h);
    Match match(Setup::random(rules, Side::First, rng), Setup::random(rules, Side::Second, rng));
    g.text += journalStartLine(match.record().first, match.record().second);
    GuessNotes current[2];
    const auto noteSome = [&] {
        for (int k = int(rng.below(3)); k > 0; --k) {
            const Side side =
                mode == GameMode::HotSeat && rng.below(2) ? Side::First : Side::Second;
            const PieceId id = livePieceOf(match.referee().position(), opponent(side), rng);
            if (id == kNoPiece) continue;
            const auto& types = rules.types();
            const PieceType t = rng.below(5) == 0 ? PieceType::Unknown
                                                  : types[rng.below(std::uint32_t(types.size()))];
            const GuessNote note{std::size_t(match.referee().ply()), side, id, t};
            g.text += journalNoteLine(note);
            g.notes.push_back(note);
            current[index(side)].set(id, t);
        }
    };
    noteSome();
    g.after.push_back(current[index(Side::Second)]);
    const int stopAt = 1 + int(rng.below(120));
    while (!match.isOver() && match.referee().ply() < stopAt) {
        MoveList moves;
        generateMoves(match.referee().position(), moves);
        const auto a = match.play(moves[rng.below(moves.size())]);
        REQUIRE(a);
        g.text += journalMoveLine(*a, rules, 10);
        if (!match.isOver()) noteSome();
        g.after.push_back(current[index(Side::Second)]);
    }
    if (match.isOver()) g.text += journalEndLine(match.record().result, std::nullopt);
    g.record = match.record();
    return g;
}

void refused(const std::string& text, const std::string& words) {
    const auto j = readJournal(text);
    REQUIRE_FALSE(j);
    INFO(j.error());
    CHECK(j.error().find(words) != std::string::npos);
}

} // namespace

TEST_CASE("Guess notes: a journal's note lines read back as written, each at its move, and survive "
          "the record file",
          "[journal][guess]") {
    Rng rng(2112);
    int noted = 0;
    for (const char* code : {"classic", "federation", "classic:h7=open"}) {
        const RuleSet rules = *RuleSet::fromCode(code);
        for (GameMode mode : {GameMode::Cpu, GameMode::HotSeat}) {
            for (int i = 0; i < 12; ++i) {
                INFO(code << " " << gameModeId(mode) << " game " << i);
                const NotedGame g = writeNotedGame(rules, mode, rng);
                const auto j = readJournal(g.text);
                INFO((j ? std::string() : j.error()));
                REQUIRE(j);
                CHECK(*j->record == *g.record);
                CHECK(j->notes == g.notes);
                noted += int(g.notes.size());
                // The notes as they stood at every move.
                for (std::size_t ply = 0; ply < g.after.size(); ++ply)
                    CHECK(GuessNotes::replay(j->notes, Side::Second, ply) == g.after[ply]);
                // Exported and imported, the notes come back; export again gives the same bytes.
                const auto file = journalToRecordFile(g.text);
                REQUIRE(file);
                CHECK((file->find("\"notes\"") != std::string::npos) == !g.notes.empty());
                const auto back = readRecordFile(*file);
                INFO((back ? std::string() : back.error()));
                REQUIRE(back);
                CHECK(back->notes == g.notes);
                CHECK(recordFileJson(*back) == *file);
            }
        }
    }
    CHECK(noted > 200);
}

TEST_CASE("Guess notes: a note of the side played elsewhere, on a piece that is not the other "
          "side's on the board, or of a type the rules lack is refused with its line",
          "[journal][guess]") {
    Rng rng(7);
    const RuleSet rules = RuleSet::classic();
    JournalHeader h;
    h.rules = rules.code();
    h.mode = GameMode::Cpu;
    h.level = "easy";
    h.human = Side::Second;
    const Setup first = Setup::random(rules, Side::First, rng);
    const Setup second = Setup::random(rules, Side::Second, rng);
    const std::string head = journalHeaderLine(h) + journalStartLine(first, second);
    const Position start = Referee(first, second).position();
    // The first player's piece ids and one of the second's.
    PieceId theirs = kNoPiece, ours = kNoPiece;
    for (int id = 0; id < kSquareCount; ++id) {
        if (theirs == kNoPiece && (start.pieceMask(Side::First) >> id & 1)) theirs = PieceId(id);
        if (ours == kNoPiece && (start.pieceMask(Side::Second) >> id & 1)) ours = PieceId(id);
    }
    REQUIRE(theirs != kNoPiece);
    REQUIRE(ours != kNoPiece);
    const auto line = [](const std::string& body) { return "{\"note\":" + body + "}\n"; };
    const std::string good =
        "{\"side\":\"second\",\"piece\":" + std::to_string(theirs) + ",\"type\":\"general\"}";

    // The good note is read; the same note in the places and shapes it may not take is not.
    const auto ok = readJournal(head + line(good));
    REQUIRE(ok);
    REQUIRE(ok->notes.size() == 1);
    CHECK(ok->notes[0] == GuessNote{0, Side::Second, theirs, PieceType::General});
    CHECK(readJournal(head + line("{\"side\":\"second\",\"piece\":" + std::to_string(theirs) +
                                  ",\"type\":null}")));

    refused(journalHeaderLine(h) + line(good), "line 2: a note before the start line");
    refused(head + line("{\"side\":\"first\",\"piece\":" + std::to_string(ours) +
                        ",\"type\":\"general\"}"),
            "line 3: a note of the side played elsewhere");
    refused(head + line("{\"side\":\"second\",\"piece\":" + std::to_string(ours) +
                        ",\"type\":\"general\"}"),
            "line 3: note: no piece of the other side");
    refused(head + line("{\"side\":\"second\",\"piece\":" + std::to_string(theirs) +
                        ",\"type\":\"jet\"}"),
            "line 3: note: the rules have no jet");
    refused(head + line("{\"side\":\"second\",\"piece\":" + std::to_string(theirs) +
                        ",\"type\":\"admiral\"}"),
            "line 3: a note's \"type\" is not a piece type");
    for (const char* piece : {"-1", "51", "\"a1\"", "2.5"})
        refused(head + line(std::string("{\"side\":\"second\",\"piece\":") + piece +
                            ",\"type\":\"spy\"}"),
                "line 3: a note's \"piece\" must be a piece id");
    refused(head + line("[1,2]"), "line 3: \"note\" must be an object");
    refused(head + line("{\"side\":\"third\",\"piece\":1,\"type\":\"spy\"}"),
            "line 3: a note's \"side\" must be first or second");

    // A piece removed by a combat can no longer be noted.
    Match match(first, second);
    std::string text = head;
    PieceId gone = kNoPiece;
    while (!match.isOver() && gone == kNoPiece) {
        MoveList moves;
        generateMoves(match.referee().position(), moves);
        const auto a = match.play(moves[rng.below(moves.size())]);
        REQUIRE(a);
        text += journalMoveLine(*a, rules, 1);
        for (int id = 0; id < kSquareCount; ++id)
            if ((start.pieceMask(Side::First) >> id & 1) &&
                match.referee().position().piece(PieceId(id)).square == kNoSquare)
                gone = PieceId(id);
    }
    REQUIRE(gone != kNoPiece);
    if (!match.isOver()) {
        const std::size_t lines = std::size_t(std::count(text.begin(), text.end(), '\n'));
        refused(text + line("{\"side\":\"second\",\"piece\":" + std::to_string(gone) +
                            ",\"type\":\"spy\"}"),
                "line " + std::to_string(lines + 1) + ": note: the piece " + std::to_string(gone) +
                    " is no longer on the board");
    }

    // Hot-seat: both sides note; a LAN journal: the side's own notes, checked on its view.
    h.mode = GameMode::HotSeat;
    const std::string hot = journalHeaderLine(h) + journalStartLine(first, second);
    CHECK(readJournal(
        hot + line("{\"side\":\"first\",\"piece\":" + std::to_string(ours) + ",\"type\":\"spy\"}") +
        line(good)));
    refused(hot + line("{\"side\":\"first\",\"piece\":" + std::to_string(theirs) +
                       ",\"type\":\"spy\"}"),
            "note: no piece of the other side");

    // A record file's notes: in order, within the moves, and of the side played here.
    const auto file = journalToRecordFile(head + line(good));
    REQUIRE(file);
    const auto withNotes = [&](const std::string& notes) {
        std::string f = *file;
        const auto at = f.find("  \"notes\"");
        REQUIRE(at != std::string::npos);
        f.replace(at, f.rfind('}') - at, "  \"notes\": " + notes + "\n");
        return readRecordFile(f);
    };
    CHECK(withNotes("[]"));
    const auto checkRefused = [&](const std::string& notes, const std::string& words) {
        const auto r = withNotes(notes);
        REQUIRE_FALSE(r);
        INFO(r.error());
        CHECK(r.error().find(words) != std::string::npos);
    };
    checkRefused("[{\"ply\":1,\"side\":\"second\",\"piece\":" + std::to_string(theirs) +
                     ",\"type\":\"spy\"}]",
                 "note 1: \"ply\" must be a move number");
    checkRefused("[{\"ply\":0,\"side\":\"first\",\"piece\":" + std::to_string(ours) +
                     ",\"type\":\"spy\"}]",
                 "note 1: a note of the side played elsewhere");
    checkRefused("[{\"ply\":0,\"side\":\"second\",\"piece\":" + std::to_string(ours) +
                     ",\"type\":\"spy\"}]",
                 "note 1: no piece of the other side");
    checkRefused("[{\"ply\":0,\"side\":\"second\",\"piece\":" + std::to_string(theirs) + "}]",
                 "note 1: missing \"type\"");
    checkRefused("{}", "\"notes\" must be an array");
}
