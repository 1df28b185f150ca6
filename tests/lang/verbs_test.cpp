// One verb list (issue 28): every verb the grammar accepts in `VERB SELECTION`
// (grammar/grammar.hpp, verb_word) is a statement the checker knows. The words are read
// from the grammar's own rule, not copied here; each is parsed and checked in a card, and
// must check cleanly into an op other than op::nothing that the runner has a runner for.
// A verb added to the grammar and not to the checker's table (check/check_statements_cards.cpp,
// `verbs`) fails here, instead of making cards that silently do nothing.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "grammar/grammar.hpp"
#include "ir/checked.hpp"
#include "library/library.hpp"
#include "run/evaluator.hpp"

using namespace megacorp;

namespace {

// The word of one alternative of verb_word: MC_KW("destroy") is w<keyword<"destroy">>.
template <grammar::fixed_string S> std::string_view word_of(grammar::w<grammar::keyword<S>>*) { return S.view(); }

// Every word of a sor_by_word of words, in order; an alternative that is not a plain word
// does not compile here (then this test must learn to read it).
template <typename... Alts> std::vector<std::string_view> words_of(grammar::sor_by_word<Alts...>*) {
  return {word_of(static_cast<Alts*>(nullptr))...};
}

// An event whose effect is `VERB this` (`this`: a selection no verb refuses).
std::string probe(std::string_view verb) {
  return "card \"Verb Probe\" {\n  type: event\n  faction: none\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n"
         "  on resolve: " + std::string(verb) + " this\n}\n";
}

}  // namespace

TEST_CASE("every verb the grammar accepts is a statement the checker knows") {
  const std::vector<std::string_view> verbs = words_of(static_cast<grammar::verb_word*>(nullptr));
  REQUIRE_FALSE(verbs.empty());
  CHECK(verbs.front() == "destroy");  // the words themselves, read from the rule
  for (const std::string_view verb : verbs) {
    library lib;
    diagnostics d;
    lib.add_source("verb_probe.mc", probe(verb), d);
    lib.check(d);
    INFO("verb '" << verb << "' in:\n" << probe(verb) << format_text(d));
    CHECK_FALSE(d.has_errors());
    const checked::card* card = lib.find_card("Verb Probe");
    REQUIRE(card != nullptr);
    REQUIRE(card->abilities.size() == 1);
    const checked::expr& effect = card->abilities[0].effect;
    REQUIRE(effect.args.size() == 1);
    const checked::op o = effect.args[0].o;
    INFO("checked as op '" << checked::op_name(o) << "'");
    CHECK(o != checked::op::nothing);
    CHECK(has_runner(o));
  }
}
