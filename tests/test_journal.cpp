// The journal a game is written to as it goes (issue 20): read back move for move, a cut at any
// byte loses at most the line being written, and damage is refused with the line it is on.
#include "core/journal.h"
#include "core/json_io.h"
#include "core/match.h"
#include "core/movegen.h"
#include "core/rng.h"

#include "helpers.h"

#include <catch2/catch.hpp>

using namespace gunjin;
using namespace gunjin::test;

namespace {

struct Written {
    std::string text;
    std::vector<std::size_t> lineEnds; // byte offset after each line
    std::optional<GameRecord> record;
};

// A random game of `rules` written line by line as the app writes it.
Written writeGame(const RuleSet& rules, Rng& rng, bool resign, bool end) {
    Written w;
    auto add = [&w](const std::string& line) {
        w.text += line;
        w.lineEnds.push_back(w.text.size());
    };
    JournalHeader h;
    h.rules = rules.code();
    h.started = "2026-12-01T10:15:00Z";
    h.mode = "cpu";
    h.level = "easy";
    h.human = Side::Second;
    h.players[0] = "CPU";
    h.players[1] = "あなた";
    add(journalHeaderLine(h));
    Match match(Setup::random(rules, Side::First, rng), Setup::random(rules, Side::Second, rng));
    add(journalStartLine(match.record().first, match.record().second));
    const int stopAt = 1 + static_cast<int>(rng.below(250));
    while (!match.isOver() && match.referee().ply() < stopAt) {
        MoveList moves;
        generateMoves(match.referee().position(), moves);
        const auto a = match.play(moves[rng.below(moves.size())]);
        REQUIRE(a);
        add(journalMoveLine(*a, rules, rng.below(5000)));
    }
    if (resign && !match.isOver()) REQUIRE(match.resign(match.referee().ply() % 2 ? F : S));
    w.record = match.record();
    if (end && match.isOver()) add(journalEndLine(w.record->result, w.record->resigned));
    return w;
}

} // namespace

TEST_CASE("Journal: a game written line by line reads back as the same record, in both rule "
          "sets",
          "[journal]") {
    Rng rng(2001);
    for (const char* code : {"classic", "federation", "classic:h3=flag,h7=open"}) {
        const RuleSet rules = *RuleSet::fromCode(code);
        for (int i = 0; i < 30; ++i) {
            const Written w = writeGame(rules, rng, i % 3 == 0, true);
            const auto j = readJournal(w.text);
            INFO(code << " game " << i);
            REQUIRE(j);
            CHECK(j->header.rules == rules.code());
            CHECK(j->header.mode == "cpu");
            CHECK(j->header.level == "easy");
            CHECK(j->header.human == Side::Second);
            CHECK(j->header.players[1] == "あなた");
            REQUIRE(j->record);
            CHECK(*j->record == *w.record);
            CHECK(j->moveMs.size() == w.record->moves.size());
            CHECK(j->ended == (w.record->result.status != GameStatus::Ongoing));
            CHECK(j->finished() == j->ended);
            CHECK_FALSE(j->cutOff);
            CHECK(j->completeBytes == w.text.size());
        }
    }
}

TEST_CASE("Journal: cut at any byte, it keeps every complete line and nothing else", "[journal]") {
    Rng rng(2002);
    for (const char* code : {"classic", "federation"}) {
        const Written w = writeGame(*RuleSet::fromCode(code), rng, false, true);
        for (std::size_t cut = 0; cut <= w.text.size(); ++cut) {
            const auto j = readJournal(std::string_view(w.text).substr(0, cut));
            // Complete lines before the cut: header, start, moves, end.
            const auto complete = static_cast<std::size_t>(
                std::upper_bound(w.lineEnds.begin(), w.lineEnds.end(), cut) - w.lineEnds.begin());
            INFO(code << " cut at " << cut << " after " << complete << " lines");
            if (complete == 0) {
                REQUIRE_FALSE(j);
                continue;
            }
            REQUIRE(j);
            CHECK(j->cutOff == (cut != w.lineEnds[complete - 1]));
            CHECK(j->completeBytes == w.lineEnds[complete - 1]);
            CHECK(j->record.has_value() == (complete >= 2));
            const std::size_t moves =
                std::min(complete >= 2 ? complete - 2 : 0, w.record->moves.size());
            REQUIRE(j->plies() == moves);
            if (moves > 0) {
                CHECK(std::equal(j->record->moves.begin(), j->record->moves.end(),
                                 w.record->moves.begin()));
                // The position there is the referee's after those moves.
                const auto want = replay(*w.record, moves);
                const auto got = replay(*j->record, moves);
                REQUIRE(got);
                CHECK(positionToJson(got->position()) == positionToJson(want->position()));
            }
        }
    }
}

TEST_CASE("Journal: damaged files are refused with the line, never half read", "[journal]") {
    Rng rng(2003);
    const RuleSet rules = RuleSet::classic();
    const Written w = writeGame(rules, rng, false, false);
    REQUIRE(w.record->moves.size() >= 3);
    auto lines = [&w] {
        std::vector<std::string> out;
        std::size_t from = 0;
        for (std::size_t end : w.lineEnds) {
            out.push_back(w.text.substr(from, end - from));
            from = end;
        }
        return out;
    }();
    auto join = [](const std::vector<std::string>& ls) {
        std::string s;
        for (const auto& l : ls) s += l;
        return s;
    };
    auto refusedWith = [](const std::string& text, const std::string& words) {
        const auto j = readJournal(text);
        REQUIRE_FALSE(j);
        INFO(j.error());
        CHECK(j.error().find(words) != std::string::npos);
    };

    refusedWith("", "no complete line");
    refusedWith("\x89PNG\r\n\x1a\n", "line 1");
    refusedWith(R"({"format":"gunjin-record","version":1})"
                "\n",
                "not a gunjin-journal");
    {
        auto ls = lines;
        ls[0].replace(ls[0].find("\"version\":1"), 11, "\"version\":7");
        refusedWith(join(ls), "journal version 7 is not supported");
    }
    {
        auto ls = lines; // an illegal move: the same move twice
        ls.insert(ls.begin() + 3, ls[2]);
        refusedWith(join(ls), "line 4: move");
    }
    {
        auto ls = lines; // a judgement the rules do not give
        std::string& l = ls[2];
        l.insert(l.size() - 2, R"(,"combat":"both_removed")");
        refusedWith(join(ls), "line 3: the recorded judgement");
    }
    {
        auto ls = lines; // the end claimed for the wrong side
        ls.push_back(journalEndLine({GameStatus::FirstWon, EndReason::Occupation}, std::nullopt));
        refusedWith(join(ls), "the recorded result is not what the moves give");
    }
    {
        auto ls = lines;
        ls.push_back(journalEndLine({GameStatus::SecondWon, EndReason::Resignation}, F));
        const auto ok = readJournal(join(ls));
        REQUIRE(ok);
        CHECK(ok->ended);
        ls.push_back(ls[2]);
        refusedWith(join(ls), "a line after the end");
    }
    refusedWith(lines[0] + lines[2], "a move before the start line");
    refusedWith(lines[0] + lines[1] + lines[1], "a second start line");
    refusedWith(lines[0] + "{\"hello\":1}\n", "neither a start");

    // Random damage: refused or read, never a crash; what is read replays.
    for (int i = 0; i < 2000; ++i) {
        const auto j = readJournal(mutate(w.text, rng));
        if (j && j->record) CHECK(replay(*j->record, j->plies()));
    }
}
