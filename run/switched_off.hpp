// What a game's runner reads as switched off: for the test that gives each entry of the
// language's tables a no-op runner in turn (tests/lang/vocabulary_runs_test.cpp). At most
// one entry of each family; the default switches nothing off. The value is given where a
// game's text behaviour is made (make_text_behaviour, run_scenario) and carried by the
// runner's context (eval_context::off) to where it dispatches or decodes: no global state.
#pragma once

#include <cstdint>
#include <optional>

#include "engine/types.hpp"
#include "ir/checked.hpp"
#include "vocabulary/event_triggers.hpp"
#include "vocabulary/words.hpp"

namespace megacorp {

// The families of words (vocabulary/words.hpp), numbered for switched_off::word.
template <class E> constexpr int word_family = 0;
template <> inline constexpr int word_family<words::noun> = 1;
template <> inline constexpr int word_family<words::state> = 2;
template <> inline constexpr int word_family<words::zone> = 3;
template <> inline constexpr int word_family<words::owner> = 4;
template <> inline constexpr int word_family<words::pronoun> = 5;
template <> inline constexpr int word_family<words::controller> = 6;
template <> inline constexpr int word_family<words::determiner> = 7;
template <> inline constexpr int word_family<words::comparison> = 8;
template <> inline constexpr int word_family<words::trait> = 9;

struct switched_off {
  std::optional<checked::op> statement;  // a statement op: does nothing (run/effects.cpp)
  int rule = -1;  // a rule_table entry: rules spelled with it read as no rule at all
  std::optional<checked::trigger_phrase> trigger;  // a trigger phrase: never fires
  std::optional<engine::turn_step> step;  // step triggers on this step, any owner and edge: never fire
  const event_triggers::replacement_phrase* replacement = nullptr;  // never replaces
  int word = -1;  // word_family<E> * 256 + the word's code: reads as `unknown` where the runner decodes it

  template <class E>
  static switched_off word_of(E e) {
    switched_off s;
    s.word = word_family<E> * 256 + words::code(e);
    return s;
  }
  // Whether a word of family E coded `code` reads as unknown.
  template <class E>
  constexpr bool word_is_off(std::uint8_t code) const {
    return word == word_family<E> * 256 + code;
  }
  // Whether some trigger is switched off (trigger_is_off may say yes).
  bool any_trigger() const { return trigger.has_value() || step.has_value(); }
  // Whether a trigger waiting for this (a phrase or a step: event_triggers) never fires.
  bool trigger_is_off(const checked::ref& entry) const {
    if (trigger && event_triggers::phrase_of(entry) == trigger) return true;
    if (!step) return false;
    const auto t = event_triggers::step_of(entry);
    return t && t->step == *step;
  }
};

// Nothing switched off: every context's default.
inline const switched_off nothing_off{};

}  // namespace megacorp
