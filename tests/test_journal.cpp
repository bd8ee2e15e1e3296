// The journal a game is written to as it goes (issue 20): read back move for move, a cut at any
// byte loses at most the line being written, and damage is refused with the line it is on.
#include "core/journal.h"
#include "core/json_io.h"
#include "core/match.h"
#include "core/movegen.h"
#include "core/rng.h"

#include "helpers.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

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
    h.mode = GameMode::Cpu;
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

std::string join(const std::vector<std::string>& lines) {
    std::string s;
    for (const auto& l : lines) s += l;
    return s;
}

// `text` is refused, and the error says `words`.
void refusedWith(const std::string& text, const std::string& words) {
    const auto j = readJournal(text);
    REQUIRE_FALSE(j);
    INFO(j.error());
    CHECK(j.error().find(words) != std::string::npos);
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
            CHECK(j->header.mode == GameMode::Cpu);
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

namespace {

// A LAN game as `side` writes it (issue 20): the header, the view line, a told line per event
// the side's stream carried, the end event; the match is the server's.
struct SideWritten {
    std::vector<std::string> lines;
    std::optional<Match> match;
    std::string text() const { return join(lines); }
};

SideWritten writeSideGame(const RuleSet& rules, Side side, Rng& rng) {
    SideWritten w;
    JournalHeader h;
    h.rules = rules.code();
    h.started = "2026-12-02T09:00:00Z";
    h.mode = GameMode::Lan;
    h.human = side;
    h.players[index(side)] = "あなた";
    h.players[index(opponent(side))] = "友達";
    w.lines.push_back(journalHeaderLine(h));
    w.match.emplace(Setup::random(rules, Side::First, rng),
                    Setup::random(rules, Side::Second, rng));
    Match& match = *w.match;
    w.lines.push_back(journalViewLine(match.view(side)));
    const int resignAt = 20 + static_cast<int>(rng.below(300));
    while (!match.isOver()) {
        if (match.referee().ply() >= resignAt) {
            REQUIRE(match.resign(rng.below(2) ? F : S));
            break;
        }
        MoveList moves;
        generateMoves(match.referee().position(), moves);
        REQUIRE(match.play(moves[rng.below(moves.size())]));
        w.lines.push_back(
            journalToldLine(match.view(side).announcements().back(), rules, rng.below(9000)));
    }
    REQUIRE(match.view(side).endEvent());
    w.lines.push_back(journalEndEventLine(*match.view(side).endEvent(), rules));
    return w;
}

nlohmann::json inner(const std::string& line, const char* key) {
    return nlohmann::json::parse(line).at(key);
}

} // namespace

TEST_CASE("Journal: a LAN side's journal is what its stream told, and becomes the whole game "
          "only with the end's reveal (R-END-6)",
          "[journal]") {
    Rng rng(2004);
    for (const char* code : {"classic", "federation", "classic:h7=open"}) {
        const RuleSet rules = *RuleSet::fromCode(code);
        for (int i = 0; i < 12; ++i) {
            const Side side = i % 2 ? S : F;
            const SideWritten w = writeSideGame(rules, side, rng);
            const Match& match = *w.match;
            INFO(code << " game " << i);
            // Line for line the side's protocol stream (docs/protocol.md), nothing else.
            const auto stream = match.stream(side);
            REQUIRE(stream.size() == w.lines.size() - 1);
            CHECK(inner(w.lines[1], "view") == nlohmann::json::parse(stream[0]));
            for (std::size_t k = 2; k + 1 < w.lines.size(); ++k)
                CHECK(inner(w.lines[k], "told") == nlohmann::json::parse(stream[k - 1]));
            CHECK(inner(w.lines.back(), "end") == nlohmann::json::parse(stream.back()));

            const std::string text = w.text();
            const auto j = readJournal(text);
            INFO((j ? std::string() : j.error()));
            REQUIRE(j);
            CHECK(j->header.mode == GameMode::Lan);
            CHECK(j->header.human == side);
            REQUIRE(j->record);
            CHECK(*j->record == match.record());
            CHECK(j->ended);
            CHECK(j->finished());
            CHECK(j->plies() == match.record().moves.size());
            CHECK(j->moveMs.size() == j->plies());
            REQUIRE(j->sideView);
            CHECK(viewToJson(*j->sideView) == viewToJson(match.view(side)));

            // The list reads it like any journal.
            const auto summary = summarizeJournal(text);
            REQUIRE(summary);
            CHECK(summary->plies == j->plies());
            REQUIRE(summary->end);
            CHECK(*summary->end == match.record().result);
            CHECK(summary->resigned == match.record().resigned);

            // Before the end line: this side's view only, never the opponent's setup — the
            // view read back is the referee's view of that side after as many moves.
            std::string part = w.lines[0];
            Match partial(match.record().first, match.record().second);
            for (std::size_t k = 1; k + 1 < w.lines.size(); ++k) {
                part += w.lines[k];
                if (k >= 2) REQUIRE(partial.play(match.record().moves[k - 2]));
                // Reading every prefix would be quadratic: the first lines, some, the last.
                if (k > 5 && k % 17 != 0 && k + 2 != w.lines.size()) continue;
                const auto p = readJournal(part);
                REQUIRE(p);
                CHECK_FALSE(p->record);
                CHECK_FALSE(p->finished());
                REQUIRE(p->sideView);
                CHECK(p->plies() == k - 1);
                // (Once a move ends the game the referee's views hold the reveal too; the
                // journal's holds it from the end line on.)
                if (!partial.isOver())
                    CHECK(viewToJson(*p->sideView) == viewToJson(partial.view(side)));
                else
                    CHECK(p->sideView->status() == partial.view(side).status());
            }
        }
    }
}

TEST_CASE("Journal: a damaged LAN side's journal is refused with the line", "[journal]") {
    Rng rng(2005);
    const RuleSet rules = RuleSet::classic();
    const SideWritten w = writeSideGame(rules, S, rng);
    REQUIRE(w.lines.size() >= 6);
    {
        auto ls = w.lines; // an event told twice
        ls.insert(ls.begin() + 3, ls[2]);
        refusedWith(join(ls), "line 4: move");
    }
    {
        auto ls = w.lines; // a view in a game refereed here
        ls[0].replace(ls[0].find("\"mode\":\"lan\""), 12, "\"mode\":\"cpu\"");
        refusedWith(join(ls), "line 2: a side's view");
    }
    {
        auto ls = w.lines; // the view of the other side than the header says
        ls[0].replace(ls[0].find("\"human\":\"second\""), 16, "\"human\":\"first\"");
        refusedWith(join(ls), "line 2: the view is not of the header's rules and side");
    }
    {
        auto ls = w.lines; // a reveal with a piece left out
        auto end = nlohmann::ordered_json::parse(ls.back());
        auto& reveal = end["end"]["reveal"];
        REQUIRE(reveal.size() > 1);
        reveal.erase(reveal.begin());
        ls.back() = end.dump() + "\n";
        refusedWith(join(ls), "line " + std::to_string(ls.size()));
    }
    {
        auto ls = w.lines; // the result claimed for the other side
        auto end = nlohmann::ordered_json::parse(ls.back());
        const std::string status = end["end"]["status"];
        end["end"]["status"] = status == "first_won" ? "second_won" : "first_won";
        ls.back() = end.dump() + "\n";
        refusedWith(join(ls), "line " + std::to_string(ls.size()));
    }
    {
        auto ls = w.lines; // a start line (both setups) in a side's journal
        ls.insert(ls.begin() + 2,
                  journalStartLine(w.match->record().first, w.match->record().second));
        refusedWith(join(ls), "line 3: a second start line");
    }
    refusedWith(w.lines[0] + w.lines[2], "line 2: a move before the start line");

    // Random damage: refused or read, never a crash; a game read whole replays.
    const std::string text = join(w.lines);
    for (int i = 0; i < 1000; ++i) {
        const auto j = readJournal(mutate(text, rng));
        if (j && j->record) CHECK(replay(*j->record, j->plies()));
    }
}

TEST_CASE("Journal: a LAN side's journal keeps its seat - the room, the token and the room's "
          "event number - and a stopped line ends a game whose room went",
          "[journal]") {
    Rng rng(2006);
    const RuleSet rules = RuleSet::classic();
    const SideWritten w = writeSideGame(rules, F, rng);
    const JournalSeat seat{"gunjins://rooms.example.org:443/abcd234567",
                           "0123456789abcdef0123456789abcdef", 3, false, false};
    // As the app writes it: the seat after the view, each told line with its seq.
    std::vector<std::string> ls{w.lines[0], w.lines[1], journalSeatLine(seat)};
    std::uint64_t seq = seat.seq;
    for (std::size_t k = 2; k + 1 < w.lines.size() && k < 12; ++k) {
        auto told = nlohmann::ordered_json::parse(w.lines[k]);
        seq += 1 + k % 2; // events of the room that are not moves come between
        told["seq"] = seq;
        ls.push_back(told.dump() + "\n");
    }
    const auto j = readJournal(join(ls));
    INFO((j ? std::string() : j.error()));
    REQUIRE(j);
    REQUIRE(j->seat);
    CHECK(j->seat->room == seat.room);
    CHECK(j->seat->token == seat.token);
    CHECK(j->seat->seq == seq); // where a resume goes on from
    CHECK_FALSE(j->stopped);
    CHECK_FALSE(j->ended);
    auto summary = summarizeJournal(join(ls));
    REQUIRE(summary);
    CHECK(summary->seat);
    CHECK_FALSE(summary->stopped);
    CHECK_FALSE(summary->end);

    // The room went: a stopped line, and nothing may follow it.
    auto stopped = ls;
    stopped.push_back(journalStoppedLine(StopReason::AppGone));
    const auto s = readJournal(join(stopped));
    REQUIRE(s);
    CHECK(s->stopped == StopReason::AppGone);
    CHECK_FALSE(s->finished());
    summary = summarizeJournal(join(stopped));
    REQUIRE(summary);
    CHECK(summary->stopped == StopReason::AppGone);
    for (StopReason r : {StopReason::RoomGone, StopReason::AppGone, StopReason::AppClosed,
                         StopReason::RoomClosed, StopReason::Left})
        CHECK(parseStopReason(stopReasonId(r)) == r);
    {
        auto after = stopped;
        after.push_back(w.lines[12]);
        refusedWith(join(after), "a line after the end");
    }
    {
        auto bad = ls; // a seat line before the view
        std::swap(bad[1], bad[2]);
        refusedWith(join(bad), "line 2: a seat line");
    }
    {
        auto bad = ls; // a token that is not one
        auto line = nlohmann::ordered_json::parse(bad[2]);
        line["seat"]["token"] = "not-a-token";
        bad[2] = line.dump() + "\n";
        refusedWith(join(bad), "line 3: the seat's token");
    }
    {
        auto bad = ls; // a seq that goes back
        auto line = nlohmann::ordered_json::parse(bad[4]);
        line["seq"] = 1;
        bad[4] = line.dump() + "\n";
        refusedWith(join(bad), "line 5: \"seq\" must grow");
    }
    {
        auto bad = ls; // an unknown stop
        bad.push_back("{\"stopped\":{\"reason\":\"bored\"}}\n");
        refusedWith(join(bad), "a stopped line needs a known reason");
    }
    // A journal of an older app (no seat, no seq) still reads, and has no seat to resume.
    const auto old = readJournal(w.text());
    REQUIRE(old);
    CHECK_FALSE(old->seat);
}
