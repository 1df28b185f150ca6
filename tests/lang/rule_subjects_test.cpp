// Every rule phrase with every kind of subject (issue 27, p24): a phrase about cards asks
// its question of a card, so players as its subject (`opponents cannot attack`) would fit
// none and do nothing; a phrase about players asks it of a player, so a card as its subject
// would do nothing too. Each such `rule:` line is refused at check; the subjects that fit
// check clean (what they do is shown by the scenarios, vocabulary_runs_test).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "grammar/diagnostics.hpp"
#include "library/library.hpp"
#include "vocabulary/rule_table.hpp"

using namespace megacorp;

namespace {

// The phrase written out: `_` a selection of cards, `#` money, `$` a trait cost, after the modal the
// phrase takes (`cannot`; none for a phrase that says it all or a cost change).
std::string written(const rule_table::entry& e, const std::string& subject) {
  std::string phrase = e.text;
  const bool number_phrase = e.change != rule_table::number_change::none &&
                             e.change != rule_table::number_change::unlimited &&
                             e.change != rule_table::number_change::times &&
                             e.change != rule_table::number_change::at_least &&
                             e.change != rule_table::number_change::additional;
  const bool bare = number_phrase || phrase.starts_with("is ") || phrase.starts_with("deals ");
  // `_ buy cost # less`: the `_` before the verb is the buyer (`cards you buy cost 1M less`).
  if (phrase.starts_with("_ ")) phrase.replace(0, 1, phrase.find("s cost") != std::string::npos ? "an opponent" : "you");
  for (std::size_t at; (at = phrase.find('#')) != std::string::npos;)
    phrase.replace(at, 1, e.change == rule_table::number_change::times || e.change == rule_table::number_change::at_least
                              ? "2"
                              : "1M");
  for (std::size_t at; (at = phrase.find('$')) != std::string::npos;) phrase.replace(at, 1, "1 BQ");  // a trait cost
  // The object: players where the phrase asks about a player (`be bought by an opponent`).
  const bool player_object = rule_table::about_players(e.object) || e.object == rule_table::side::controller ||
                             e.object == rule_table::side::turn_player;
  const char* object = player_object ? "an opponent" : phrase.starts_with("play ") ? "events" : "cards";
  for (std::size_t at; (at = phrase.find('_')) != std::string::npos;) phrase.replace(at, 1, object);
  const std::string modal = bare                                                   ? ""
                             : e.change == rule_table::number_change::none     ? "cannot "
                             : e.change == rule_table::number_change::at_least ? "must "  // its only modal
                                                                               : "can ";
  return subject + " " + modal + phrase;
}

// Whether `rule: TEXT` on a character (an event for a rule on playing it, or on what playing
// it costs) checks without an error.
bool checks(const std::string& rule) {
  const bool event = (rule.find("be played") != std::string::npos || rule.find(" to play") != std::string::npos) &&
                     rule.find("at any time") == std::string::npos;
  library lib;
  diagnostics d;
  lib.add_source("probe.mc",
                 std::string("card \"Probe\" {\n  type: ") + (event ? "event" : "character") +
                     "\n  faction: none\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n  rule: " + rule + "\n" +
                     (event ? "  on resolve: gain 1M\n" : "") + "}\n",
                 d);
  lib.check(d);
  return !d.has_errors();
}

}  // namespace

TEST_CASE("rule subjects: every phrase refuses the subjects it cannot ask about", "[rule_subjects]") {
  const std::vector<std::string> players = {"opponents", "each opponent", "you", "each player", "target opponent"};
  const std::vector<std::string> cards = {"this", "characters an opponent controls", "cards you control"};
  int phrases = 0;
  for (const rule_table::entry& e : rule_table::all()) {
    if (std::string(e.text).find('%') != std::string::npos) continue;  // a keyword's parameters only
    ++phrases;
    const bool about_players = rule_table::about_players(e.subject);
    const std::string text = e.text;
    // The subject that fits, as the rows' examples write it: it checks (the probe is sound).
    const std::string fits = about_players                ? (text.starts_with("plays ") ? "each opponent" : "opponents")
                             : text.starts_with("_ ")     ? "cards"
                             : text.starts_with("of ")    ? "abilities"
                                                          : "this";
    INFO("rule: " << written(e, fits));
    CHECK(checks(written(e, fits)));
    for (const std::string& wrong : about_players ? cards : players) {
      const std::string rule = written(e, wrong);
      INFO("rule: " << rule);
      CHECK_FALSE(checks(rule));
    }
  }
  CHECK(phrases > 50);
}

TEST_CASE("rule subjects: a card phrase with players names the cards they control", "[rule_subjects]") {
  library lib;
  diagnostics d;
  lib.add_source("probe.mc",
                 "card \"Probe\" {\n  type: character\n  faction: none\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n"
                 "  rule: opponents cannot attack\n}\n",
                 d);
  lib.check(d);
  CHECK_THAT(format_text(d), Catch::Contains("name the cards those players control, such as 'characters an opponent "
                                             "controls cannot attack'"));
}

// `cards an opponent buys from an open market cost 1M less` and `cards you buy ...`: the verb
// after the buyer, with or without its `s`, is the same phrase (docs/language.md: agreement is
// not checked; blind design batch 17, p23, was refused with the `s`), for every cost row.
TEST_CASE("rule subjects: a cost row's verb checks with and without its s", "[rule_subjects]") {
  int rows = 0;
  for (const rule_table::entry& e : rule_table::all()) {
    std::string text = e.text;
    if (!text.starts_with("_ ") || text.find(" cost # ") == std::string::npos) continue;
    ++rows;
    const std::size_t end = text.find(' ', 2);
    std::string verb = text.substr(2, end - 2);
    if (verb.ends_with('s')) verb.pop_back();
    std::string rest = text.substr(end);
    rest.replace(rest.find('#'), 1, "1M");
    for (const std::string& buyer : {std::string("you ") + verb, "an opponent " + verb + "s"}) {
      const std::string rule = "cards " + buyer + rest;
      INFO("rule: " << rule);
      CHECK(checks(rule));
    }
  }
  CHECK(rows >= 8);
}
