// Record files (issue 20): a whole game as one versioned JSON document - export, import and
// export again give the same bytes; damage is refused with its reason; and record-view shows a
// side nothing of the opponent before the end but what the judgement mode shows.
#include "ai/cpu_player.h"
#include "core/journal.h"
#include "core/json_io.h"
#include "core/match.h"
#include "core/movegen.h"
#include "core/record_file.h"
#include "core/rng.h"

#include "helpers.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>

using namespace gunjin;
using namespace gunjin::test;
using OJson = nlohmann::ordered_json;

namespace {

enum class Finish { Play, Resign, Stop };

struct PlayedGame {
    std::string journal; // the journal text, as the app writes it
    GameRecord record;
    std::vector<Announcement> announcements;
};

// A game of `rules`: random legal moves, or (cpu) the easy CPU for the first side, written to
// a journal line by line. Stop: left unfinished after a random number of moves; Resign: the
// side to move resigns there; Play: to the end (and the end line is written).
PlayedGame playGame(const RuleSet& rules, Rng& rng, Finish finish, bool cpu = false) {
    JournalHeader h;
    h.rules = rules.code();
    h.started = "2026-12-02T09:30:00Z";
    h.mode = cpu ? GameMode::Cpu : GameMode::HotSeat;
    h.level = cpu ? "easy" : "";
    h.human = Side::Second;
    h.players[0] = cpu ? "CPU（初級）" : "先手";
    h.players[1] = "あなた \"quoted\"";
    std::string journal = journalHeaderLine(h);
    std::vector<Announcement> announcements;
    Match match(Setup::random(rules, Side::First, rng), Setup::random(rules, Side::Second, rng));
    journal += journalStartLine(match.record().first, match.record().second);
    const int stopAt = finish == Finish::Play ? 1'000'000 : 1 + static_cast<int>(rng.below(120));
    while (!match.isOver() && match.referee().ply() < stopAt) {
        const Side side = match.referee().position().sideToMove();
        std::optional<Move> move;
        if (cpu && side == Side::First) {
            move = ai::chooseMove(match.view(side), ai::Level::Easy, rng.next());
        } else {
            MoveList moves;
            generateMoves(match.referee().position(), moves);
            move = moves[rng.below(moves.size())];
        }
        REQUIRE(move);
        const auto a = match.play(*move);
        REQUIRE(a);
        announcements.push_back(*a);
        journal += journalMoveLine(*a, rules, rng.below(20000));
    }
    if (finish == Finish::Resign && !match.isOver())
        REQUIRE(match.resign(match.referee().position().sideToMove()));
    PlayedGame g{std::move(journal), match.record(), std::move(announcements)};
    if (match.isOver()) g.journal += journalEndLine(g.record.result, g.record.resigned);
    return g;
}

const char* const kRuleCodes[] = {"classic", "federation", "classic:h3=flag,h7=open",
                                  "federation:judge=referee"};

Finish finishOf(int i) {
    return i % 3 == 0 ? Finish::Resign : i % 3 == 1 ? Finish::Stop : Finish::Play;
}

void refusedWith(const std::string& text, const std::string& words) {
    const auto j = readRecordFile(text);
    REQUIRE_FALSE(j);
    INFO("error: " << j.error());
    CHECK(j.error().find(words) != std::string::npos);
}

std::string edited(const std::string& file, const std::function<void(OJson&)>& change) {
    OJson j = OJson::parse(file);
    change(j);
    return j.dump(2) + "\n";
}

} // namespace

TEST_CASE("Record file: export, import, export gives the same bytes, in both rule sets "
          "(resigned, unfinished and finished games)",
          "[record_file]") {
    Rng rng(20261202);
    for (const char* code : kRuleCodes) {
        const RuleSet rules = *RuleSet::fromCode(code);
        int resigned = 0, unfinished = 0, finished = 0;
        for (int i = 0; i < 24; ++i) {
            const PlayedGame g = playGame(rules, rng, finishOf(i), i < 2);
            INFO(code << " game " << i);
            resigned += g.record.resigned.has_value();
            unfinished += g.record.result.status == GameStatus::Ongoing;
            finished += !g.record.resigned && g.record.result.status != GameStatus::Ongoing;
            const auto journal = readJournal(g.journal);
            REQUIRE(journal);
            const std::string file = recordFileJson(*journal);
            CHECK(file.rfind("{\n  \"format\": \"gunjin-record-file\",\n  \"version\": 1,\n", 0) ==
                  0);
            CHECK(file.back() == '\n');
            const auto back = readRecordFile(file);
            REQUIRE(back);
            CHECK(recordFileJson(*back) == file);
            CHECK(back->header == journal->header);
            REQUIRE(back->record);
            CHECK(*back->record == g.record);
            CHECK(back->moveMs == journal->moveMs);
            CHECK(back->ended == (g.record.result.status != GameStatus::Ongoing));
            CHECK_FALSE(back->cutOff);
            // The helper says the same, and the record file is a game for every game reader.
            const auto converted = journalToRecordFile(g.journal);
            REQUIRE(converted);
            CHECK(*converted == file);
            const auto game = gameFromJson(file);
            REQUIRE(game);
            CHECK(*game == g.record);
            CHECK(replayAll(*game));
            const RuleSet other =
                *RuleSet::fromCode(rules.game == Game::Classic ? "federation" : "classic:h6=stops");
            const auto wrongRules = gameFromJson(file, {other});
            REQUIRE_FALSE(wrongRules);
            CHECK(wrongRules.error().find("differ from --rules") != std::string::npos);
            // The old game JSON still reads as before.
            const auto plain = gameFromJson(recordToJson(g.record));
            REQUIRE(plain);
            CHECK(*plain == g.record);
        }
        CHECK(resigned > 0);
        CHECK(unfinished > 0);
        CHECK(finished > 0);
    }
}

TEST_CASE("Record file: the journal's judgements, milliseconds and header are kept as written",
          "[record_file]") {
    Rng rng(7);
    const PlayedGame g = playGame(RuleSet::classic(), rng, Finish::Play, true);
    const auto file = journalToRecordFile(g.journal);
    REQUIRE(file);
    const OJson j = OJson::parse(*file);
    std::vector<std::string> keys;
    for (const auto& item : j.items()) keys.push_back(item.key());
    CHECK(keys == std::vector<std::string>{"format", "version", "rules", "started", "mode", "level",
                                           "human", "players", "setup", "moves", "ms", "combats",
                                           "resigned", "result"});
    CHECK(j["mode"] == "cpu");
    CHECK(j["level"] == "easy");
    CHECK(j["human"] == "second");
    CHECK(j["players"]["first"] == "CPU（初級）");
    CHECK(j["players"]["second"] == "あなた \"quoted\"");
    REQUIRE(j["moves"].size() == g.announcements.size());
    const auto journal = readJournal(g.journal);
    REQUIRE(journal);
    for (std::size_t i = 0; i < g.announcements.size(); ++i) {
        const Announcement& a = g.announcements[i];
        CHECK(j["moves"][i] == moveText(a.move, RuleSet::classic()));
        CHECK(j["ms"][i] == journal->moveMs[i]);
        if (a.outcome == CombatOutcome::None)
            CHECK(j["combats"][i].is_null());
        else
            CHECK(j["combats"][i] == combatOutcomeId(a.outcome));
    }
    CHECK(j["result"]["status"] == gameStatusId(g.record.result.status));
}

TEST_CASE("Record file: a journal cut in its last line or without its end line converts to the "
          "game it holds",
          "[record_file]") {
    Rng rng(11);
    const PlayedGame g = playGame(RuleSet::fromCode("federation").value(), rng, Finish::Play);
    REQUIRE(g.record.result.status != GameStatus::Ongoing);
    // The end line never written: the result is what the last move gave.
    const std::size_t endLine = g.journal.rfind("{\"end\"");
    REQUIRE(endLine != std::string::npos);
    const std::string noEnd = g.journal.substr(0, endLine);
    const auto full = journalToRecordFile(g.journal);
    const auto cut = journalToRecordFile(noEnd);
    REQUIRE(full);
    REQUIRE(cut);
    CHECK(*cut == *full);
    // Cut in the middle of the last move line: the game goes on from the move before it.
    const std::string partial = noEnd.substr(0, noEnd.size() - 5);
    const auto before = journalToRecordFile(partial);
    REQUIRE(before);
    const auto read = readRecordFile(*before);
    REQUIRE(read);
    CHECK(read->plies() + 1 == g.record.moves.size());
    CHECK_FALSE(read->ended);
    // A journal with its header only holds no game.
    const auto empty = journalToRecordFile(g.journal.substr(0, g.journal.find('\n') + 1));
    REQUIRE_FALSE(empty);
    CHECK(empty.error().find("holds no game") != std::string::npos);
    const auto damaged = journalToRecordFile("{\"format\":\"gunjin-journal\",\"version\":9}\n");
    REQUIRE_FALSE(damaged);
    CHECK(damaged.error().find("journal version 9") != std::string::npos);
}

TEST_CASE("Record file: damaged files are refused with the reason, never half read",
          "[record_file]") {
    Rng rng(2026);
    // A classic game with combats in it, finished.
    PlayedGame g = playGame(RuleSet::classic(), rng, Finish::Play);
    while (std::none_of(g.announcements.begin(), g.announcements.end(),
                        [](const Announcement& a) { return a.outcome != CombatOutcome::None; }))
        g = playGame(RuleSet::classic(), rng, Finish::Play);
    const std::string file = *journalToRecordFile(g.journal);
    REQUIRE(readRecordFile(file));

    SECTION("truncated anywhere: damaged JSON") {
        for (std::size_t n = 0; n + 1 < file.size(); n += 1 + n / 50) {
            const auto j = readRecordFile(file.substr(0, n));
            REQUIRE_FALSE(j);
            CHECK(j.error().rfind("damaged JSON", 0) == 0);
        }
        // Only the final line end may go.
        CHECK(readRecordFile(file.substr(0, file.size() - 1)));
    }
    SECTION("random bytes and random damage: refused or read, never a crash") {
        for (int i = 0; i < 300; ++i) {
            std::string junk(1 + rng.below(400), ' ');
            for (char& c : junk) c = static_cast<char>(rng.below(256));
            CHECK_FALSE(readRecordFile(junk));
        }
        refusedWith("\x89PNG\r\n\x1a\n", "damaged JSON");
        refusedWith("[1,2,3]", "a record file is a JSON object");
        refusedWith(std::string(40, '[') + std::string(40, ']'), "nested too deeply");
        for (int i = 0; i < 1500; ++i) {
            std::string damaged = file;
            for (int k = 0; k < 1 + static_cast<int>(rng.below(3)); ++k)
                damaged[rng.below(damaged.size())] = static_cast<char>(rng.below(256));
            const auto j = readRecordFile(damaged);
            if (j) {
                REQUIRE(j->record);
                CHECK(replayAll(*j->record));
                CHECK(readRecordFile(recordFileJson(*j)));
            }
        }
    }
    SECTION("format and version") {
        refusedWith(edited(file, [](OJson& j) { j["version"] = 2; }),
                    "record file version 2 is not supported");
        refusedWith(edited(file, [](OJson& j) { j["version"] = "1"; }), "version must be a whole");
        refusedWith(edited(file, [](OJson& j) { j.erase("version"); }), "version must be a whole");
        refusedWith(edited(file, [](OJson& j) { j["format"] = "gunjin-record"; }),
                    "not a record file");
        refusedWith(recordToJson(g.record), "not a record file");
        refusedWith(edited(file, [](OJson& j) { j["rules"] = "classic:h3=flg"; }), "rules: ");
    }
    SECTION("an illegal move") {
        // The same move twice: the piece has left its square.
        refusedWith(edited(file, [](OJson& j) { j["moves"][2] = j["moves"][0]; }), "move 3 (");
        refusedWith(edited(file, [](OJson& j) { j["moves"][0] = "a1-x9"; }), "moves[0]");
        // A move after the end of the game.
        refusedWith(edited(file,
                           [](OJson& j) {
                               j["moves"].push_back(j["moves"][0]);
                               j["ms"].push_back(5);
                               j["combats"].push_back(nullptr);
                           }),
                    "move " + std::to_string(g.record.moves.size() + 1) + " (");
    }
    SECTION("a judgement that differs from the rules'") {
        std::size_t combat = 0, quiet = 0;
        while (g.announcements[combat].outcome == CombatOutcome::None) ++combat;
        while (g.announcements[quiet].outcome != CombatOutcome::None) ++quiet;
        const std::string rules(combatOutcomeId(g.announcements[combat].outcome));
        const std::string other = rules == "attacker_won" ? "defender_won" : "attacker_won";
        refusedWith(edited(file, [&](OJson& j) { j["combats"][combat] = other; }),
                    "move " + std::to_string(combat + 1) + " (" +
                        moveText(g.record.moves[combat], RuleSet::classic()) +
                        "): the recorded judgement (" + other + ") is not the rules' judgement (" +
                        rules + ")");
        refusedWith(edited(file, [&](OJson& j) { j["combats"][combat] = nullptr; }),
                    "the recorded judgement (no combat)");
        refusedWith(edited(file, [&](OJson& j) { j["combats"][quiet] = "both_removed"; }),
                    "is not the rules' judgement (no combat)");
        refusedWith(edited(file, [&](OJson& j) { j["combats"][quiet] = "draw"; }),
                    "the judgement must be null");
        refusedWith(edited(file, [](OJson& j) { j["combats"].erase(0); }),
                    "\"combats\" must be an array with one judgement per move");
    }
    SECTION("a result or resignation the moves do not give") {
        const bool firstWon = g.record.result.status == GameStatus::FirstWon;
        refusedWith(edited(file,
                           [&](OJson& j) {
                               j["result"]["status"] = firstWon ? "second_won" : "first_won";
                           }),
                    "is not what the moves give");
        refusedWith(edited(file,
                           [](OJson& j) {
                               j["result"] = {{"status", "ongoing"}, {"reason", nullptr}};
                           }),
                    "the recorded result (ongoing) is not what the moves give");
        refusedWith(edited(file, [](OJson& j) { j["resigned"] = "first"; }),
                    "a resignation after the end of the game");
        refusedWith(edited(file, [](OJson& j) { j["resigned"] = "third"; }),
                    "\"resigned\" must be");
        refusedWith(edited(file, [](OJson& j) { j.erase("result"); }), "\"result\" must be");
    }
    SECTION("header, milliseconds, setups") {
        refusedWith(edited(file, [](OJson& j) { j["mode"] = "online"; }),
                    "unknown mode \"online\"");
        refusedWith(edited(file, [](OJson& j) { j["human"] = "both"; }), "\"human\" must be");
        refusedWith(edited(file, [](OJson& j) { j.erase("players"); }), "\"players\" must be");
        refusedWith(edited(file, [](OJson& j) { j["started"] = 3; }),
                    "\"started\" must be a string");
        refusedWith(edited(file, [](OJson& j) { j["ms"][0] = -4; }),
                    "move 1 (" + moveText(g.record.moves[0], RuleSet::classic()) +
                        "): \"ms\" must be a whole number");
        refusedWith(edited(file, [](OJson& j) { j["ms"][1] = 2.5; }), "\"ms\" must be a whole");
        refusedWith(edited(file, [](OJson& j) { j["ms"].erase(0); }),
                    "\"ms\" must be an array with one number per move");
        refusedWith(edited(file,
                           [](OJson& j) {
                               std::swap(j["setup"]["first"][0]["type"],
                                         j["setup"]["first"][7]["type"]);
                               j["setup"]["first"][0]["type"] = "flag";
                           }),
                    "setup.first");
        refusedWith(edited(file, [](OJson& j) { j.erase("setup"); }), "\"setup\"");
    }
    SECTION("key order and layout do not matter to the reader") {
        const std::string compact = OJson::parse(file).dump();
        const auto j = readRecordFile(compact);
        REQUIRE(j);
        CHECK(recordFileJson(*j) == file);
    }
}

TEST_CASE("R-INFO-1, R-INFO-2, H-7, F-INFO-1, F-INFO-2, F-INFO-3, R-END-6: record-view shows a "
          "side its own types and of the opponent only what the judgement mode shows until the "
          "end",
          "[record_file][record_view]") {
    Rng rng(99);
    for (const char* code : kRuleCodes) {
        const RuleSet rules = *RuleSet::fromCode(code);
        const bool open = rules.openJudgement;
        int shownSeen = 0;
        for (int i = 0; i < 24; ++i) {
            const PlayedGame g = playGame(rules, rng, finishOf(i), i == 0);
            for (Side side : {Side::First, Side::Second}) {
                INFO(code << " game " << i << " side " << sideId(side));
                const auto lines = recordViewLines(g.record, side);
                REQUIRE(lines);
                const bool over = g.record.result.status != GameStatus::Ongoing;
                REQUIRE(lines->size() == 1 + g.record.moves.size() + (over ? 1 : 0));
                const Setup& own = side == Side::First ? g.record.first : g.record.second;
                const Setup& theirs = side == Side::First ? g.record.second : g.record.first;
                // The start: own types, the opponent unknown but for the public marshal.
                const auto start = nlohmann::json::parse((*lines)[0]);
                CHECK(start["event"] == "start");
                CHECK(start["rules"] == rules.code());
                CHECK(start["side"] == sideId(side));
                REQUIRE(start["own"].size() == std::size_t(rules.armySize()));
                for (const auto& p : start["own"]) {
                    const Square s = sq(rules, p["square"].get<std::string>().c_str());
                    CHECK(p["type"] == pieceTypeId(own.typeAt(s)));
                }
                REQUIRE(start["opponent"].size() == std::size_t(rules.armySize()));
                for (const auto& p : start["opponent"]) {
                    const Square s = sq(rules, p["square"].get<std::string>().c_str());
                    const bool marshal = theirs.typeAt(s) == PieceType::Marshal;
                    CHECK(p["type"] == (marshal ? "marshal" : "unknown"));
                }
                // Each move: the announcement; opponent types only in "shown", only under
                // open judgement, and exactly the referee's reveals of that move.
                for (std::size_t k = 0; k < g.record.moves.size(); ++k) {
                    const std::string& line = (*lines)[1 + k];
                    CHECK(line == announcementToJson(g.announcements[k], rules));
                    const auto ev = nlohmann::json::parse(line);
                    CHECK(ev["event"] == "move");
                    CHECK(ev["ply"] == k + 1);
                    const Announcement& a = g.announcements[k];
                    CHECK(ev.contains("shown") == (open && a.revealCount > 0));
                    if (!open) CHECK(a.revealCount == 0);
                    if (ev.contains("shown")) {
                        ++shownSeen;
                        for (const auto& s : ev["shown"]) {
                            const Square id = sq(rules, s["id"].get<std::string>().c_str());
                            const Setup& owner = rules.board().inTerritory(id, Side::First)
                                                     ? g.record.first
                                                     : g.record.second;
                            CHECK(s["type"] == pieceTypeId(owner.typeAt(id)));
                            // Shown pieces fought in this move: the mover, the piece on the
                            // destination, or (a strike) the pieces it judged.
                            if (!a.move.isStrike())
                                CHECK((id == g.record.moves[k].from() ||
                                       line.find("\"combat\":{") != std::string::npos));
                        }
                    }
                    for (const char* key : {"own", "opponent", "reveal", "pieces", "position"})
                        CHECK_FALSE(ev.contains(key));
                }
                if (over) {
                    const auto end = nlohmann::json::parse(lines->back());
                    CHECK(end["event"] == "end");
                    CHECK(end["status"] == gameStatusId(g.record.result.status));
                    // R-END-6: every opponent piece revealed with its type.
                    REQUIRE(end["reveal"].size() == std::size_t(rules.armySize()));
                    for (const auto& r : end["reveal"]) {
                        const Square id = sq(rules, r["id"].get<std::string>().c_str());
                        CHECK(rules.board().inTerritory(id, opponent(side)));
                        CHECK(r["type"] == pieceTypeId(theirs.typeAt(id)));
                    }
                } else {
                    CHECK(lines->back().find("\"reveal\"") == std::string::npos);
                }
            }
        }
        if (open) CHECK(shownSeen > 0);
    }
}

TEST_CASE("R-INFO-2, F-INFO-3: record-view before the end does not depend on how the opponent "
          "arranged its hidden pieces",
          "[record_file][record_view]") {
    // Two games that differ only in where two of the opponent's pieces of different types
    // stood, played with the same moves and giving the same public announcements, must show the
    // other side the same lines until the end.
    Rng rng(4242);
    for (const char* code : kRuleCodes) {
        const RuleSet rules = *RuleSet::fromCode(code);
        const int army = rules.armySize();
        int compared = 0, movedOrFought = 0;
        for (int trial = 0; trial < 600; ++trial) {
            const Side hidden = trial % 2 ? Side::First : Side::Second;
            const Side viewer = opponent(hidden);
            const PlayedGame g = playGame(rules, rng, Finish::Stop);
            Setup changed = hidden == Side::First ? g.record.first : g.record.second;
            const Square a = Setup::slotSquare(rules, hidden, static_cast<int>(rng.below(army)));
            const Square b = Setup::slotSquare(rules, hidden, static_cast<int>(rng.below(army)));
            if (changed.typeAt(a) == changed.typeAt(b)) continue;
            changed.swapSquares(a, b);
            if (!Setup::fromEntries(rules, hidden, changed.entries())) continue;
            GameRecord other = g.record;
            (hidden == Side::First ? other.first : other.second) = changed;
            other.result = {};
            // The same public facts: every move legal and announced alike.
            Referee referee(other.first, other.second);
            bool same = true;
            for (std::size_t k = 0; same && k < other.moves.size(); ++k) {
                const auto played = referee.play(other.moves[k]);
                same = played && *played == g.announcements[k];
            }
            if (!same) continue;
            auto seen = recordViewLines(g.record, viewer);
            auto seenOther = recordViewLines(other, viewer);
            REQUIRE(seen);
            REQUIRE(seenOther);
            REQUIRE(seen->size() == seenOther->size());
            if (referee.isOver()) { // the end reveals the types (R-END-6): not compared
                seen->pop_back();
                seenOther->pop_back();
            }
            CHECK(*seen == *seenOther);
            // The hidden side itself sees its own (different) setup.
            CHECK((*recordViewLines(g.record, hidden))[0] != (*recordViewLines(other, hidden))[0]);
            ++compared;
            for (const Announcement& an : g.announcements)
                if (an.move.from() == a || an.move.from() == b || an.move.to() == a ||
                    an.move.to() == b)
                    ++movedOrFought;
        }
        INFO(code << ": " << compared << " pairs compared, " << movedOrFought
                  << " moves by or onto a swapped piece");
        CHECK(compared >= 50);
        CHECK(movedOrFought >= 20);
    }
}

TEST_CASE("Record view: a game that breaks the rules is refused", "[record_file][record_view]") {
    Rng rng(5);
    PlayedGame g = playGame(RuleSet::classic(), rng, Finish::Play);
    GameRecord bad = g.record;
    bad.moves.push_back(bad.moves.front());
    const auto moved = recordViewLines(bad, Side::First);
    REQUIRE_FALSE(moved);
    CHECK(moved.error().find("move " + std::to_string(bad.moves.size()) + " (") == 0);
    bad = g.record;
    bad.result = {bad.result.status == GameStatus::FirstWon ? GameStatus::SecondWon
                                                            : GameStatus::FirstWon,
                  EndReason::Occupation};
    const auto result = recordViewLines(bad, Side::Second);
    REQUIRE_FALSE(result);
    CHECK(result.error().find("is not what the moves give") != std::string::npos);
}

TEST_CASE("Record file and journal: each refusal has a kind for the app's words - the message "
          "is unchanged",
          "[record_file][error_kind]") {
    Rng rng(31);
    const PlayedGame g = playGame(RuleSet::classic(), rng, Finish::Play);
    const std::string file = *journalToRecordFile(g.journal);
    const auto kindOf = [](const Result<Journal>& j) {
        REQUIRE_FALSE(j);
        INFO("error: " << j.error());
        return j.errorKind();
    };
    const auto cut = readRecordFile(file.substr(0, file.size() / 2));
    CHECK(kindOf(cut) == ErrorKind::DamagedText);
    CHECK(cut.error().rfind("damaged JSON: ", 0) == 0);
    CHECK(kindOf(readRecordFile("\x89PNG\r\n\x1a\n")) == ErrorKind::DamagedText);
    CHECK(kindOf(readRecordFile(std::string(40, '[') + std::string(40, ']'))) ==
          ErrorKind::DamagedText);
    CHECK(kindOf(readRecordFile(edited(file, [](OJson& j) { j["version"] = 2; }))) ==
          ErrorKind::NewerVersion);
    CHECK(kindOf(readRecordFile(edited(file, [](OJson& j) { j["format"] = "x"; }))) ==
          ErrorKind::NotOurFormat);
    CHECK(kindOf(readRecordFile(edited(file, [](OJson& j) { j["rules"] = "classic:h3=flg"; }))) ==
          ErrorKind::Rules);
    // The first move replaced by the second: the first player moving the other's piece.
    const auto swapped =
        readRecordFile(edited(file, [](OJson& j) { j["moves"][0] = j["moves"][1]; }));
    CHECK(kindOf(swapped) == ErrorKind::IllegalMove);
    CHECK(swapped.error().rfind("move 1 (", 0) == 0);

    // The journal: a garbled line, a line of the wrong side's move, a newer version.
    std::vector<std::string> lines;
    for (std::size_t at = 0, next; at < g.journal.size(); at = next + 1) {
        next = g.journal.find('\n', at);
        lines.push_back(g.journal.substr(at, next - at + 1));
    }
    REQUIRE(lines.size() > 4);
    const auto joined = [](const std::vector<std::string>& ls) {
        std::string text;
        for (const std::string& l : ls) text += l;
        return text;
    };
    auto garbled = lines;
    garbled[2] = "{\"move\": \n";
    CHECK(kindOf(readJournal(joined(garbled))) == ErrorKind::DamagedText);
    auto wrongSide = lines;
    wrongSide[2] = lines[3];
    const auto illegal = readJournal(joined(wrongSide));
    CHECK(kindOf(illegal) == ErrorKind::IllegalMove);
    CHECK(illegal.error().rfind("line 3: move ", 0) == 0);
    auto newer = lines;
    newer[0].replace(newer[0].find("\"version\":1"), 11, "\"version\":7");
    CHECK(kindOf(readJournal(joined(newer))) == ErrorKind::NewerVersion);
    CHECK(kindOf(readJournal("not json\n")) == ErrorKind::DamagedText);

    // A rule code: the kind, and the words gunjin-cli prints (cli.md, README § Rule sets).
    const auto code = RuleSet::fromCode("classic:h3=flg");
    REQUIRE_FALSE(code);
    CHECK(code.errorKind() == ErrorKind::Rules);
    CHECK(code.error() == "h3=flg: unknown value (h3 is occupation, flag, general or all)");
}
