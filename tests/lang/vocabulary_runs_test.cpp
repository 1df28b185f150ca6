// Every entry of the language's tables is at work in a scenario (issue 14, "one
// vocabulary"): with an entry's runner replaced by a no-op, at least one scenario under
// examples/ that passed fails. The tables: rule phrases (vocabulary/rule_table.cpp), trigger
// phrases, steps and replacement phrases (vocabulary/event_triggers.cpp, event_steps.cpp,
// event_replacements.cpp), the statements' runners (run/effects.cpp), and the small families of words
// (vocabulary/words.hpp: a word switched off reads as unknown). Each entry is switched off
// through run_scenario's `off` (run/switched_off.hpp), which the game's runner carries.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <span>
#include <type_traits>
#include <string>
#include <vector>

#include "vocabulary/event_triggers.hpp"
#include "library/game_cards.hpp"
#include "library/library.hpp"
#include "run/evaluator.hpp"
#include "scenario/scenario_runner.hpp"
#include "run/switched_off.hpp"
#include "vocabulary/rule_table.hpp"
#include "docgen/statements.hpp"
#include "vocabulary/words.hpp"

using namespace megacorp;

namespace {

struct examples {
  library lib;
  std::shared_ptr<const engine::card_db> db;
  std::vector<const checked::scenario*> passing;

  examples() {
    diagnostics d;
    lib.add_path(bundled_cards_dir(), d);
    for (const char* dir : {"examples/cards", "examples/combat", "examples/keywords", "examples/reference",
                            "examples/rulebook", "examples/stack", "examples/triggers", "examples/variants",
                            "examples/mods/stealth_salvage", "examples/mods/stealth_salvage_scenarios.mc"})
      lib.add_path(dir, d);
    lib.check(d);
    if (d.has_errors()) FAIL(format_text(d));
    db = make_card_db(lib);
    for (const auto& sc : lib.scenarios())
      if (run_scenario(lib, db, *sc).status == scenario_status::passed) passing.push_back(sc.get());
  }

  // The passing scenarios, those whose file holds `entry`'s text first.
  std::vector<const checked::scenario*> writing_first(const std::string& entry) const {
    std::vector<const checked::scenario*> out = passing;
    std::stable_partition(out.begin(), out.end(), [&](const checked::scenario* sc) {
      return sc->where.file && sc->where.file->text().find(entry) != std::string_view::npos;
    });
    return out;
  }

  // The entries, by name, whose no-op runner (`off` of the entry: what the runner reads as
  // switched off) no scenario notices.
  std::string idle(const std::vector<std::string>& entries,
                   const std::function<switched_off(const std::string&)>& off) {
    std::string out;
    for (const std::string& entry : entries) {
      const switched_off o = off(entry);
      // The first scenario that fails shows the entry at work: the rest cannot change that.
      // Those whose file writes the entry are tried first (only the order changes).
      const std::vector<const checked::scenario*> order = writing_first(entry);
      const bool noticed = std::any_of(order.begin(), order.end(), [&](const checked::scenario* sc) {
        return run_scenario(lib, db, *sc, o).status != scenario_status::passed;
      });
      if (!noticed) out += "'" + entry + "' ";
    }
    return out;
  }
};

examples& all() {
  static examples e;
  return e;
}

}  // namespace

TEST_CASE("vocabulary: each rule phrase with a no-op runner fails some scenario", "[vocabulary]") {
  REQUIRE(all().passing.size() > 300);
  const std::vector<std::string> texts = rule_table::texts();
  const std::string idle = all().idle(texts, [&](const std::string& t) {
    switched_off o;
    o.rule = static_cast<int>(rule_table::find(t).value_or(0));
    return o;
  });
  INFO("rule phrases no scenario shows at work: " << idle);
  CHECK(idle.empty());
}

TEST_CASE("vocabulary: each trigger phrase, step and replacement with a no-op runner fails some scenario",
          "[vocabulary]") {
  REQUIRE(all().passing.size() > 300);
  const std::string phrases = all().idle(event_triggers::phrases(), [](const std::string& t) {
    switched_off o;
    o.trigger = event_triggers::phrase_of(event_triggers::phrase_ref(t));
    REQUIRE(o.trigger.has_value());
    return o;
  });
  // A step by its name, whatever its owner and edge (`your buy phase begins`).
  const std::vector<std::string>& step_names = event_triggers::step_names();
  const std::string steps = all().idle(step_names, [&](const std::string& t) {
    switched_off o;
    o.step = static_cast<engine::turn_step>(&t - step_names.data());
    return o;
  });
  const std::string replacements = all().idle(event_triggers::replacement_texts(), [](const std::string& t) {
    switched_off o;
    o.replacement = event_triggers::replacement_of(t);
    REQUIRE(o.replacement != nullptr);
    return o;
  });
  INFO("trigger phrases no scenario shows at work: " << phrases);
  INFO("steps no scenario shows at work: " << steps);
  INFO("replacement phrases no scenario shows at work: " << replacements);
  CHECK(phrases.empty());
  CHECK(steps.empty());
  CHECK(replacements.empty());
}

TEST_CASE("vocabulary: each statement with a no-op runner fails some scenario", "[vocabulary]") {
  REQUIRE(all().passing.size() > 300);
  // Every statement but `do nothing`, whose runner is the no-op itself.
  std::vector<checked::op> ops;
  std::vector<std::string> names;
  for (auto o = static_cast<int>(statements::first_statement); o <= static_cast<int>(statements::last_statement); ++o)
    if (static_cast<checked::op>(o) != checked::op::nothing) {
      ops.push_back(static_cast<checked::op>(o));
      names.emplace_back(checked::op_name(ops.back()));
    }
  REQUIRE(names.size() > 30);
  const std::string idle = all().idle(names, [&](const std::string& name) {
    switched_off o;
    o.statement = ops[static_cast<std::size_t>(&name - names.data())];
    return o;
  });
  INFO("statements no scenario shows at work: " << idle);
  CHECK(idle.empty());
}

namespace {

// Each entry of a word family once (several spellings may name one entry), named by its
// first spelling, and what switches it off.
template <class E>
void add_family(std::span<const words::spelling<E>> table, std::vector<std::string>& names,
                std::vector<switched_off>& offs) {
  std::vector<E> seen;
  for (const words::spelling<E>& sp : table) {
    if (sp.word == E{} || std::find(seen.begin(), seen.end(), sp.word) != seen.end()) continue;
    // The noun `card` means what no noun means (any card): read as unknown it is itself;
    // `space` is no card noun (the checker's error; `to a space adjacent to` is syntax).
    if constexpr (std::is_same_v<E, words::noun>)
      if (sp.word == words::noun::card || sp.word == words::noun::space) continue;
    // `target` is run through the selection's target number (checked::expr::value), which
    // the checker sets with it; the word itself is read by the checker only.
    if constexpr (std::is_same_v<E, words::determiner>)
      if (sp.word == words::determiner::target) continue;
    seen.push_back(sp.word);
    names.emplace_back(sp.text);
    offs.push_back(switched_off::word_of(sp.word));
  }
}

}  // namespace

TEST_CASE("vocabulary: each word of the small families read as unknown fails some scenario", "[vocabulary]") {
  REQUIRE(all().passing.size() > 300);
  std::vector<std::string> names;
  std::vector<switched_off> offs;
  add_family(words::nouns(), names, offs);
  add_family(words::states(), names, offs);
  add_family(words::zones(), names, offs);
  add_family(words::owners(), names, offs);
  add_family(words::pronouns(), names, offs);
  add_family(words::controllers(), names, offs);
  add_family(words::determiners(), names, offs);
  add_family(words::comparisons(), names, offs);
  add_family(words::traits(), names, offs);
  REQUIRE(names.size() > 50);
  const std::string idle = all().idle(names, [&](const std::string& name) {
    return offs[static_cast<std::size_t>(&name - names.data())];
  });
  INFO("words no scenario shows at work: " << idle);
  CHECK(idle.empty());
}
