// One source for each word family (issue 28; docs/design.md, "Word families"). PEGTL rules
// are types and cannot read a table, so for each family whose words the grammar lists,
// this test reads the grammar's own rule (not a copy of it) and requires it to list
// exactly the words of the family's table: a word added to one side only fails here.
// The verbs have their own test (verbs_test.cpp), which also runs each verb.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/types.hpp"
#include "grammar/grammar.hpp"
#include "ir/checked.hpp"
#include "ir/scenario.hpp"
#include "vocabulary/rule_table.hpp"
#include "vocabulary/words.hpp"

using namespace megacorp;

namespace {

namespace g = megacorp::grammar;
using words_list = std::vector<std::string>;

// The spellings a rule made only of words accepts, read from its type: a keyword is its
// word, a sequence joins its parts with a space, a choice is the union of its
// alternatives. Any other rule does not compile here (then this test must learn it).
template <g::fixed_string S> words_list spellings(g::keyword<S>*) { return {std::string(S.view())}; }
template <typename R> words_list spellings(g::tok<R>*);
template <typename... Rs> words_list spellings(tao::pegtl::seq<Rs...>*);
template <typename... Rs> words_list spellings(tao::pegtl::sor<Rs...>*);
template <typename... Rs> words_list spellings(g::sor_by_word<Rs...>*);

template <typename R> words_list spellings(g::tok<R>*) { return spellings(static_cast<R*>(nullptr)); }

template <typename... Rs> words_list spellings(tao::pegtl::seq<Rs...>*) {
  words_list out{""};
  for (const words_list& part : {spellings(static_cast<Rs*>(nullptr))...}) {
    words_list next;
    for (const std::string& head : out)
      for (const std::string& tail : part) next.push_back(head.empty() ? tail : head + " " + tail);
    out = std::move(next);
  }
  return out;
}

template <typename... Rs> words_list union_of() {
  words_list out;
  for (const words_list& alt : {spellings(static_cast<Rs*>(nullptr))...}) out.insert(out.end(), alt.begin(), alt.end());
  return out;
}
template <typename... Rs> words_list spellings(tao::pegtl::sor<Rs...>*) { return union_of<Rs...>(); }
template <typename... Rs> words_list spellings(g::sor_by_word<Rs...>*) { return union_of<Rs...>(); }

template <typename Rule> std::set<std::string> rule_words() {
  const words_list w = spellings(static_cast<Rule*>(nullptr));
  return {w.begin(), w.end()};
}

template <class E> std::set<std::string> table_words(std::span<const words::spelling<E>> table) {
  std::set<std::string> out;
  for (const auto& s : table) out.emplace(s.text);
  return out;
}

// Two sets of words equal, with both printed when not.
void same_words(const std::set<std::string>& left, const std::set<std::string>& right) {
  std::string l, r;
  for (const std::string& w : left) l += " '" + w + "'";
  for (const std::string& w : right) r += " '" + w + "'";
  INFO("left:" << l << "\nright:" << r);
  CHECK(left == right);
}

}  // namespace

TEST_CASE("the reader of rules reads words, sequences and choices") {
  // The test's own reader, on a rule of each shape, so that a reader that read nothing
  // could not pass the comparisons below.
  CHECK(rule_words<g::trait_lit>() == std::set<std::string>{"IQ", "EQ", "MQ", "BQ"});
  CHECK(rule_words<g::owner>().count("its controller's") == 1);
  CHECK(rule_words<g::zone_name>().count("open market") == 1);
}

TEST_CASE("traits: the grammar and the checker's words spell engine::trait_names") {
  std::set<std::string> names;
  for (std::size_t i = 0; i < engine::trait_count; ++i) {
    names.emplace(engine::trait_names[i]);
    // words::trait is the trait's word code: entry i + 1 is trait i.
    CHECK(words::find(words::traits(), engine::trait_names[i]) == static_cast<words::trait>(i + 1));
  }
  CHECK(names.size() == engine::trait_count);
  same_words(rule_words<g::trait_lit>(), names);
  same_words(table_words(words::traits()), names);
}

TEST_CASE("factions: the grammar's adjectives are engine::faction_names but none") {
  std::set<std::string> names;
  for (std::size_t i = 0; i < engine::faction_names.size(); ++i)
    if (static_cast<engine::faction>(i) != engine::faction::none) names.emplace(engine::faction_names[i]);  // `faction: none` is the field's only
  same_words(rule_words<g::faction_lit>(), names);
}

TEST_CASE("card states: every adjective is a state of the table") {
  const std::set<std::string> adjectives = rule_words<g::adjective>();
  same_words(rule_words<g::adjective_lit>(), adjectives);  // the parameter guard's copy (amount_param)
  const std::set<std::string> states = table_words(words::states());
  for (const std::string& a : adjectives) {
    INFO("adjective '" << a << "'");
    CHECK(states.count(a) == 1);
  }
  // The states that are not adjectives are read after `is` (`while this is deployed`,
  // state_word's `word`, `while this is in play`) and `another` is the determiner `another`:
  // each is one of these.
  std::set<std::string> rest;
  std::set_difference(states.begin(), states.end(), adjectives.begin(), adjectives.end(), std::inserter(rest, rest.end()));
  same_words(rest, {"another", "charging", "deployed", "in play", "reset"});
  // The scenario's `expect X is engaged` reads three of them.
  for (const std::string& s : rule_words<g::card_state_word>()) {
    INFO("scenario state '" << s << "'");
    CHECK(states.count(s) == 1);
  }
}

TEST_CASE("zones in card text: the grammar's zone names are the table's") {
  same_words(rule_words<g::zone_name>(), table_words(words::zones()));
}

TEST_CASE("zones in scenarios: the grammar's pile names are the scenario checker's and writer's table") {
  std::set<std::string> piles;
  for (const checked::pile_word& p : checked::pile_words) {
    piles.emplace(p.word);
    CHECK(checked::pile_zone(p.word) == p.zone);
    CHECK(checked::pile_word_of(p.zone) == p.word);
  }
  CHECK(piles.size() == checked::pile_words.size());
  same_words(rule_words<g::pile_name>(), piles);
}

TEST_CASE("obligations: the grammar's modals are the rule table's") {
  std::set<std::string> modals;
  for (const rule_table::modal m : rule_table::all_modals)
    if (m != rule_table::modal::none) modals.emplace(rule_table::modal_text(m));
  same_words(rule_words<g::modal>(), modals);
}
