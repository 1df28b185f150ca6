// The checker's tables of phrases, and the vocabulary the parser's hints read.
#include "vocabulary/vocabulary.hpp"

#include <algorithm>

#include "vocabulary/event_triggers.hpp"
#include "ir/names.hpp"
#include "vocabulary/rule_table.hpp"
#include "vocabulary/words.hpp"

namespace megacorp::vocabulary {

// Trigger phrases after a selection ("_" stands for a selection), 001 Accounting Phase,
// Challenge Phase, Glossary (ORPHANED, DEPLOY).
const std::vector<std::string> trigger_phrases = event_triggers::phrases();
// Steps that have a beginning and an end a card can wait for (001 Turn Structure).
const std::vector<std::string> step_names = event_triggers::step_names();
// Events a replacement effect can stand in for (Glossary: ASSASSIN, INDESTRUCTIBLE, REGENERATE).
const std::vector<std::string> replaceable_phrases = event_triggers::replacement_texts();
// Rule queries a static rule can change, by phrase (vocabulary/rule_table.cpp); docs/language.md lists what each means.
const std::vector<std::string> rule_phrases = rule_table::texts();
// The states a condition can test (`this is engaged`): the table of card states
// (vocabulary/words.cpp) but `other`, which only narrows a selection.
const std::vector<std::string> counter_kinds = {"development"};
const std::vector<std::string> state_words = [] {
  std::vector<std::string> out;
  for (const words::spelling<words::state>& w : words::states())
    if (w.word != words::state::other) out.emplace_back(w.text);
  return out;
}();
}  // namespace megacorp::vocabulary

namespace megacorp {

const std::vector<std::string>& trigger_phrase_list() { return vocabulary::trigger_phrases; }
const std::vector<std::string>& step_name_list() { return vocabulary::step_names; }

parse_vocabulary base_vocabulary() {
  parse_vocabulary v;
  v.trigger_phrases = trigger_phrase_list();
  auto add_words = [&](const std::string& phrase) {
    std::size_t i = 0;
    while (i < phrase.size()) {
      std::size_t j = phrase.find(' ', i);
      if (j == std::string::npos) j = phrase.size();
      std::string w = phrase.substr(i, j - i);
      if (!w.empty() && w != "_" && std::find(v.trigger_words.begin(), v.trigger_words.end(), w) == v.trigger_words.end())
        v.trigger_words.push_back(w);
      i = j + 1;
    }
  };
  for (const std::string& p : trigger_phrase_list()) add_words(p);
  for (const std::string& s : step_name_list()) add_words(s);
  // A step trigger's owner and its end words; the plainest selections.
  for (const char* w : {"begins", "ends", "your", "each", "the", "this", "a", "an", "it", "card", "cards", "you",
                        "control", "controls", "opponent", "opponent's", "another", "other", "target", "player"})
    add_words(w);
  return v;
}

void add_keywords(parse_vocabulary& words, const syntax::node& tree) {
  for (const syntax::node& form : tree.children) {
    if (form.k != syntax::kind::keyword_def || form.children.empty()) continue;
    const syntax::node& n = form.children.front();
    std::string name = normalize_keyword(n.k == syntax::kind::upper_name ? n.text : unquote(n.text));
    if (!name.empty() && name.find(' ') == std::string::npos) words.keywords.push_back(std::move(name));  // one word reads best
  }
}

}  // namespace megacorp
