// "If it checks, it runs" (issue 14): a corpus of ability texts, written by combining the
// language's statements, selections, players, conditions and amounts the way card authors
// do, each put on a stand-in card. Every text either fails `check` with an error, or runs:
// seeded random games whose decks hold the stand-ins never meet text the interpreter
// cannot run (text_not_supported). The test also requires that most stand-ins were in
// fact played or deployed, so a text is not called "running" without having been reached.
// The same texts, and texts about keyword parameters, are probed as the body of a keyword
// a stand-in card has.
#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/invariants.hpp"
#include "engine/rules.hpp"
#include "engine/setup.hpp"
#include "ir/name_table.hpp"
#include "library/game_cards.hpp"
#include "library/library.hpp"
#include "run/evaluator.hpp"
#include "run/text_behaviour.hpp"
#include "tests/lang/sanitized.hpp"
#include "agents/random_agent.hpp"
#include "agents/self_play.hpp"
#include "vocabulary/cost_statements.hpp"
#include "vocabulary/variants.hpp"

using namespace megacorp;

namespace {

// Selections of cards, as statements name them.
const std::vector<std::string> card_selections = {
    "this", "target card", "target character an opponent controls", "a card you control",
    "a character an opponent controls", "each character", "each other character you control",
    "another card you control", "2 cards you control", "up to 2 characters", "at least 1 card you control",
    "any number of cards you control", "each card with #GMO", "each character without FLYING",
    "the top card of your main deck", "the top 2 cards of your open market", "the attacker", "the defender",
    "the blocker", "the card this is bonded to", "a bonded card you control", "an engaged character",
    "a damaged character", "each surrounded card", "each orphaned card", "each attacking character",
    "each blocking character", "a card adjacent to this", "each card in card radius 1 of this",
    "each card in an area 2x2 of this", "each card other than this", "each card with the same name as this",
    "a card with valuation 3 or less", "each card in card radius 1 of the attacker",
    "each card adjacent to a card you control", "each card with the same name as a card in your hand",
    "each character target player controls", "each card its controller controls",
    "each card that is a location", "a card you control with a development counter on it",
    "each card with 2 or more development counters on it", "each card in target opponent's hand"};

// Statements with a place for a selection of cards (`%`).
const std::vector<std::string> card_statements = {
    "destroy %", "annihilate %", "engage %", "disengage %", "reveal %", "redeploy %", "unbond %", "reset %",
    "choose %, gain 1M", "move %", "swap this with %", "bond this to %", "put % into its owner's hand",
    "put % on the bottom of its owner's main deck", "deal 1 BQ damage to %", "% gets +1 BQ until end of turn",
    "% gains INITIATIVE until end of turn", "% loses FLYING until end of turn", "add 1 development counter to %",
    "% gets +1 valuation while this is disengaged", "for each % { gain 1M }", "cancel %", "gain the BQ of % M",
    "draw the number of % cards"};

// Selections of players, and statements with a place for them (`%`).
const std::vector<std::string> player_selections = {
    "you", "each player", "each opponent", "an opponent", "a player", "another player", "all opponents",
    "each other player", "target player", "target opponent", "its controller", "its owner", "the attacker",
    "the defender", "2 players", "opponents"};
const std::vector<std::string> player_statements = {"% draws 1 card", "% gains 1M", "% loses 1M", "take 1M from %",
                                                    "% may draw 1 card", "% discards a card", "% produces 1 BQ",
                                                    "each card % controls gets +1 BQ until end of turn"};

// Conditions, and where they are written (`%`).
const std::vector<std::string> conditions = {
    "you control at least 2 characters", "an opponent controls a character", "this is engaged",
    "a card you control is damaged", "each character you control is engaged",
    "the number of cards in your hand >= 2", "the BQ of this is at least 2",
    "the BQ of a character you control >= 1", "this has FLYING", "this has #GMO", "the attacker is damaged",
    "this is adjacent to a card with #BUILDING", "you did", "the rules are \"winner-pays-bid\"",
    "target card is damaged", "this is a character", "the number of cards in your open market < 3",
    "an opponent controls at least 2 cards", "its controller controls a character", "this is not damaged"};
const std::vector<std::string> condition_places = {
    "on resolve: if % { gain 1M }", "when your turn begins: if % { draw 1 card }",
    "rule: this gets +1 BQ while %", "rule: this cannot be attacked while %",
    "when this is deployed: target character gets +1 BQ while %"};

// Whole abilities of other shapes: triggers, rules and replacements about selections.
const std::vector<std::string> selection_places = {
    "rule: % gets +1 BQ", "rule: % cannot be attacked", "rule: % cannot block cards with FLYING",
    "instead of % being destroyed: gain 1M", "when % is destroyed: gain 1M", "when % attacks: gain 1M",
    "when % is dealt damage: gain 1M"};

// Zones, with whose, and the statements and amounts that name them (`%`).
const std::vector<std::string> zones = {"your main deck", "your deck", "your resource deck", "your hand",
                                        "your open market", "your annihilated zone", "your network",
                                        "its owner's hand", "its controller's open market", "their main deck"};
const std::vector<std::string> zone_statements = {
    "search % for a card, reveal it", "put target card into %", "put target card on the bottom of %",
    "destroy the top card of %", "gain the number of cards in % M", "destroy a card in %",
    "deploy a card in % for free", "for each card in % { gain 1M }", "put the top card of % into your hand"};
// Where `deploy` and `move` place a card.
const std::vector<std::string> placements = {
    "deploy a card in your hand adjacent to this", "deploy a card in your hand adjacent to a card you control",
    "deploy a card in your hand for free adjacent to target card", "move this to a space adjacent to a card you control",
    "move target card to a space adjacent to this", "deploy a card in your open market for their trait costs",
    "swap target card with a card you control", "bond a card in your hand under this",
    "bond this to the card this is bonded to"};

// Rules that read another card now (docs/rulings.md, Copies): the card read is named without
// a choice (`the chosen card`, `this`), with and without `while`; read again at every question.
const std::vector<std::string> reading_rules = {
    "when this is deployed: choose a character an opponent controls\n  rule: this gains the keywords of the chosen card",
    "when this is deployed: choose a character an opponent controls\n  rule: each character you control gains the "
    "keywords of the chosen card while this is engaged",
    "when this is deployed: choose a character an opponent controls\n  rule: this has the traits of the chosen card",
    "when this is deployed: choose a character an opponent controls\n  rule: each other character you control has the "
    "traits of the chosen card while this is disengaged",
    "rule: each other character you control gains the keywords of this while this is disengaged",
    "rule: each other character you control has the traits of this"};

std::vector<std::string> corpus() {
  std::vector<std::string> out;
  auto fill = [](const std::string& place, const std::string& what) {
    std::string t = place;
    t.replace(t.find('%'), 1, what);
    return t;
  };
  for (const std::string& st : card_statements)
    for (const std::string& sel : card_selections) out.push_back("on resolve: " + fill(st, sel));
  for (const std::string& st : card_statements) out.push_back("when this is deployed: " + fill(st, "target card"));
  for (const std::string& st : player_statements)
    for (const std::string& who : player_selections) {
      out.push_back("on resolve: " + fill(st, who));
      out.push_back("when this is deployed: " + fill(st, who));
    }
  for (const std::string& place : condition_places)
    for (const std::string& cond : conditions) out.push_back(fill(place, cond));
  for (const std::string& st : zone_statements)
    for (const std::string& z : zones) out.push_back("on resolve: " + fill(st, z));
  for (const std::string& p : placements) {
    out.push_back("on resolve: " + p);
    out.push_back("when this is deployed: " + p);
  }
  for (const std::string& place : selection_places)
    for (const std::string& sel : card_selections) out.push_back(fill(place, sel));
  // Every cost of the table (vocabulary/cost_statements.cpp): its example, and its
  // statement about a few selections (the engine asks whether each can be paid).
  for (const cost_statements::cost_doc& cost : cost_statements::all())
    if (std::string(cost.doc.example).rfind("ability", 0) == 0) out.emplace_back(cost.doc.example);
  for (const char* st : {"engage %", "disengage %", "destroy %", "annihilate %", "discard %", "reveal %"})
    for (const char* sel : {"this", "a character you control", "2 cards you control", "a card in your hand",
                                   "another card you control"})
      out.push_back("ability: " + fill(st, sel) + " -> gain 1M");
  out.emplace_back("ability: pay 1M, engage this -> draw 1 card");
  out.emplace_back("ability: do nothing -> gain 1M");
  out.insert(out.end(), reading_rules.begin(), reading_rules.end());
  for (const char* place : {"rule: % gains the keywords of the chosen card", "rule: % gains the keywords of the chosen card while this is engaged", "rule: % has the traits of the chosen card", "rule: % has the traits of the chosen card while this is disengaged"})
    for (const std::string& sel : card_selections)
      out.push_back("when this is deployed: choose a character an opponent controls\n  " + fill(place, sel));
  return out;
}

// A stand-in card: an event for `on resolve:`, else a character.
std::string stand_in(std::size_t i, const std::string& ability) {
  const bool event = ability.rfind("on resolve:", 0) == 0;
  return "card \"Probe " + std::to_string(i) + "\" {\n  type: " + (event ? "event" : "character") +
         "\n  faction: none\n  cost: 1M\n  traits: " + (event ? "IQ 0, EQ -, MQ 0, BQ -" : "IQ 1, EQ 1, MQ 1, BQ 2") +
         "\n  " + ability + "\n}\n";
}

// Texts only a keyword can have: its parameters (docs/reference.md, 11) at work.
const std::vector<std::string> keyword_texts = {
    "when this is deployed: draw x cards", "when this is deployed: gain x M", "rule: this gets +x BQ",
    "when this is deployed: you may pay price; if you did { draw 1 card }", "ability: pay price -> draw 1 card",
    "when this is deployed: you may do fee; if you did { gain 2M }", "ability: do fee -> gain 3M",
    "instead of this being destroyed: you may do fee; if you did not { destroy this }",
    "when your upkeep step begins: you may pay price; if you did not { destroy this }",
    "rule: this cannot be attacked by cards without #t", "rule: this gets +1 BQ for each card with #t you control",
    "when this is deployed: destroy up to x cards with #t",
    "when this is deployed: search your main deck for a card with #t, reveal it, put it into your hand",
    "rule: each character you control gains CAMOUFLAGE #t",
    "rule: each character you control gains DEMOLISHER #t while this is engaged",
    "when this attacks: each character you control gains DEMOLISHER #t until end of turn",
    "rule: this can attack areas of area using tr", "when this is deployed: deal x tr damage to target character",
    "rule: this gets +x valuation", "when this deals damage: gain x M", "rule: this can attack x times each turn",
    "when this is destroyed: you may pay price; if you did { put this into its owner's hand }"};

// A stand-in keyword with every kind of parameter and the text as its body, and a
// character that has it.
std::string keyword_stand_in(std::size_t i, const std::string& ability) {
  std::string name = "PROBE KEYWORD Q";  // i in letters: a keyword's name has no digits
  for (const char digit : std::to_string(i)) name += static_cast<char>('A' + (digit - '0'));
  return "keyword \"" + name + "\" (x: number, price: cost, t: tag, fee: effect, tr: trait, area: shape) {\n  " +
         ability + "\n}\n" + "card \"Probe " + std::to_string(i) +
         "\" {\n  type: character\n  faction: none\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 2\n  keywords: " + name +
         " 2 1M #GMO (draw 1 card) BQ 2x2\n}\n";
}

// A legal deck: the business and founder given, 20 resources of the library, and the
// stand-ins `probes` (4 copies each) filled up to 40 with the first of them.
engine::deck_list deck_of(const engine::card_db& db, const char* business, const char* founder,
                          const std::vector<engine::def_id>& probes) {
  engine::deck_list d;
  d.business = *db.find(business);
  d.founder = *db.find(founder);
  for (engine::def_id id = 0; id < db.size() && d.resource.size() < 20; ++id)
    if (db[id].resource)
      for (int copy = 0; copy < 4 && d.resource.size() < 20; ++copy) d.resource.push_back(id);
  for (int copy = 0; copy < 4; ++copy)
    for (engine::def_id id : probes) d.main.push_back(id);
  while (d.main.size() < 40 && !probes.empty()) d.main.push_back(probes[d.main.size() % probes.size()]);
  return d;
}

// Counts the stand-ins that were played or deployed (their text was reached).
class reached_watch final : public play_observer {
 public:
  explicit reached_watch(std::set<std::string>& reached) : reached_(reached) {}
  void before(const engine::state&, const engine::action&) override {}
  void after(const engine::state& s, const engine::action&, std::span<const engine::event> events) override {
    for (const engine::event& e : events)
      if ((e.kind == engine::event_kind::card_deployed || e.kind == engine::event_kind::event_played) &&
          e.card != engine::no_card && s.def(e.card).name.rfind("Probe ", 0) == 0)
        reached_.insert(s.def(e.card).name);
  }

 private:
  std::set<std::string>& reached_;
};

// Every text of `texts`, made a stand-in card "Probe i" (with what `source` writes), either
// fails to check or runs in seeded games (under `rules`).
void probe(const std::vector<std::string>& texts, std::string (*source)(std::size_t, const std::string&),
           const engine::rules_options& rules = {}) {
  library lib;
  diagnostics d;
  REQUIRE(lib.add_path(bundled_cards_dir(), d));
  for (std::size_t i = 0; i < texts.size(); ++i) lib.add_source("probe " + std::to_string(i), source(i, texts[i]), d);
  lib.check(d);
  // A probe is rejected when a diagnostic of its source is an error.
  std::set<std::string> rejected;
  for (const diagnostic& x : d.list())
    if (x.level == severity::error && x.where.file) rejected.insert(x.where.file->name());
  for (const diagnostic& x : d.list())
    if (x.level == severity::error && (!x.where.file || x.where.file->name().rfind("probe ", 0) != 0))
      FAIL("the bundled library does not check: " << format_text(x));

  std::vector<std::size_t> accepted;
  for (std::size_t i = 0; i < texts.size(); ++i)
    if (!rejected.count("probe " + std::to_string(i))) accepted.push_back(i);
  // Nothing accepted is silently skipped either: the engine consults every rule, trigger
  // and replacement of a probe (text_not_run lists those it never would).
  std::string skipped;
  for (std::size_t i : accepted)
    for (const std::string& line : text_not_run(*lib.find_card("Probe " + std::to_string(i))))
      skipped += "\n  " + texts[i] + "\n    " + line;
  INFO("checked, and the engine would never consult them:" << skipped);
  CHECK(skipped.empty());

  const auto db = make_card_db(lib);
  const auto behaviour = make_text_behaviour(lib);

  std::set<std::string> reached;
  std::map<std::string, std::string> stops;  // probe -> the interpreter's message
  std::vector<std::string> broken;            // games stopped by anything else (an invariant)
  constexpr std::size_t per_deck = 10;
  // Seeded games a group of probes plays: six in the Release pass; under the sanitizers
  // (about twenty times slower) a fixed sample, the first two, so every probe is still
  // checked, loaded and played there (issue 27: the sweep in Release, a sample under them).
#if defined(MEGACORP_TEST_SANITIZED)
  constexpr std::uint64_t seeds = 2;
#else
  constexpr std::uint64_t seeds = 6;
#endif
  REQUIRE(accepted.size() >= per_deck);
  for (std::size_t next = 0; next < accepted.size(); next += per_deck) {
    const std::size_t start = std::min(next, accepted.size() - per_deck);  // the last group overlaps
    std::vector<engine::def_id> ids;
    for (std::size_t k = start; k < start + per_deck; ++k)
      ids.push_back(*db->find("Probe " + std::to_string(accepted[k])));
    const std::vector<engine::deck_list> decks = {
        deck_of(*db, "Genome Holdings", "Raamaa, Incarnate Hierarch", ids),
        deck_of(*db, "Temple of the Quorum", "Heracles, Senior Counsel", ids)};
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
      auto g = engine::new_game(db, behaviour, decks, seed + start, rules);
      INFO((g.problems.empty() ? std::string() : g.problems.front()));
      REQUIRE(g.problems.empty());
      engine::state s = std::move(*g.game);
      random_agent agent(seed * 7919 + start);
      reached_watch watch(reached);
      play_limits limits;
      limits.max_turns = 30;
      limits.check_invariants = true;
      try {
        play_game(s, agent, limits, &watch);
      } catch (const text_not_supported& e) {
        const std::string what = e.what();
        stops.emplace(what.substr(0, what.find(':')), what);
      } catch (const std::exception& e) {
        std::string probes;
        for (engine::def_id id : ids) probes += "\n    " + texts[std::stoul((*db)[id].name.substr(6))];
        broken.push_back(std::string(e.what()) + " (seed " + std::to_string(seed + start) + ", turn " +
                         std::to_string(s.turn_number) + "; the stand-ins:" + probes + ")");
      }
    }
  }
  std::string report;
  for (const auto& [probe, what] : stops)
    // The message names where the text is written: a probe's source, or (text of the
    // library, such as a keyword a probe has) another file, named as it is.
    report += "\n  " + (probe.rfind("probe ", 0) == 0 ? texts[std::stoul(probe.substr(6))] : probe) + "\n    " + what;
  INFO(accepted.size() << " of " << texts.size() << " probe texts check; " << reached.size()
                       << " were reached in play; these checked and did not run:" << report);
  CHECK(stops.empty());
  std::string broken_report;
  for (const std::string& b : broken) broken_report += "\n  " + b;
  INFO("games stopped otherwise:" << broken_report);
  CHECK(broken.empty());
  // Reached: most stand-ins were played or deployed, so the games did exercise them.
  CHECK(reached.size() * 10 >= accepted.size() * 8);
  WARN(accepted.size() << " of " << texts.size() << " probe texts check; " << reached.size() << " reached in play");
}

}  // namespace

TEST_CASE("if it checks, it runs: every probe text fails to check or runs in seeded games", "[checks_run]") {
  probe(corpus(), stand_in);
}

// Triggers waiting on the stack (variant triggers-use-the-stack, docs/rulings.md): every
// trigger the probes hold then goes through the stack, targets and all.
TEST_CASE("if it checks, it runs: every probe text, with triggers on the stack", "[checks_run]") {
  engine::rules_options rules;
  REQUIRE(apply_variant("triggers-use-the-stack", rules, {}));
  probe(corpus(), stand_in, rules);
}

TEST_CASE("if it checks, it runs: keyword definitions' texts too", "[checks_run]") {
  std::vector<std::string> texts = keyword_texts;
  // Left out: a rule whose subject reads valuation and gains the keywords of a card, beside
  // the keyword `rule: this gets +x valuation`. Each valuation then asks every card's keywords,
  // each of which asks that card's valuation, once per order of the cards in play (a number
  // asked inside itself is answered before rules, so each path differs): work factorial in the
  // cards in play, open (docs/benchmarks.md, Stop 41).
  for (const std::string& t : corpus())
    if (t.rfind("on resolve:", 0) != 0 && t.find("valuation 3 or less gains the keywords of") == std::string::npos)
      texts.push_back(t);
  probe(texts, keyword_stand_in);
}

TEST_CASE("if it checks, it runs: an ability the engine would never consult is a load-time error", "[checks_run]") {
  library lib;
  diagnostics d;
  lib.add_source("sound.mc", stand_in(0, "when this is deployed: gain 1M"), d);
  lib.check(d);
  REQUIRE_FALSE(d.has_errors());
  check_every_text_runs(lib, d);
  CHECK_FALSE(d.has_errors());
  // A trigger whose phrase no event fires (a tree the checker would never make).
  checked::expr& trigger = lib.cards().front()->abilities.front().trigger;
  trigger.text = intern_name("is frobbed");
  trigger.ref = {};
  check_every_text_runs(lib, d);
  REQUIRE(d.has_errors());
  CHECK_THAT(format_text(d), Catch::Contains("would never run this triggered ability of \"Probe 0\""));
}
