#include "grammar/fixits.hpp"

#include <array>

#include "grammar/messages.hpp"

namespace megacorp {

namespace {

// The rule's message as the parser prints it: alone, or followed by where it was raised.
bool is_rule_message(std::string_view message, std::string_view rule) {
  if (!message.starts_with(rule)) return false;
  std::string_view rest = message.substr(rule.size());
  return rest.empty() || rest.starts_with(" after ") || rest.starts_with(", found ") || rest.starts_with(", but ");
}

// "expected 'of' after ...": a language word the parser required (w<keyword<S>>).
bool is_required_word(std::string_view message) {
  constexpr std::string_view head = "expected '";
  if (!message.starts_with(head)) return false;
  std::size_t end = message.find('\'', head.size());
  if (end == std::string_view::npos || end == head.size()) return false;
  for (char c : message.substr(head.size(), end - head.size()))
    if (c < 'a' || c > 'z') return false;
  return is_rule_message(message, message.substr(0, end + 1));
}

// The marks: the rules whose message names the token to insert (messages.hpp, `insertion`).
constexpr std::array inserting_rules = {grammar::message<grammar::colon>,  grammar::message<grammar::comma>,
                                        grammar::message<grammar::rparen>, grammar::message<grammar::arrow>,
                                        grammar::message<grammar::lbrace>, grammar::message<grammar::string_end>};
static_assert(grammar::insertion<grammar::colon> && grammar::insertion<grammar::comma> &&
              grammar::insertion<grammar::rparen> && grammar::insertion<grammar::arrow> &&
              grammar::insertion<grammar::lbrace> && grammar::insertion<grammar::string_end>);

// The syntax hints (grammar/syntax_hints.cpp) and checks whose text says what to write.
constexpr std::array<std::string_view, 13> edit_phrases = {
    "did you mean '",                                            // the word offered
    "' is a curly quote; names and text go between straight",    // -> "
    "' is not a comment: a comment starts with '# '",            // -> '# '
    "keywords are written in capitals: write ",                  // -> the keyword in capitals
    "'choose' picks without targeting; write 'choose a card'",  // target -> a
    "a target is a card in play (Glossary: TARGET), and this names cards in a hand",   // target -> a
    "a target is the top card of a pile",                        // target bonded -> a bonded
    "a search finds cards in a zone, and a target is a card in play",  // for target -> for a
    "a target is a card in play, and a discarded card comes from a hand",  // target -> a
    "a discarded card comes from a hand (Glossary: DISCARD), and this names cards elsewhere",  // zone -> your hand
    "'unbond' frees cards under a pile's top card, and this names the cards on the spaces",  // -> a bonded
    "'your trait pool' after a subject other than 'you'; write 'in their trait pool'",  // your -> their
    "' has no subject, so it is the acting player's, not what '",  // draws -> they draw
};

}  // namespace

bool states_edit(std::string_view message) {
  for (std::string_view phrase : edit_phrases)
    if (message.find(phrase) != std::string_view::npos) return true;
  for (const char* rule : inserting_rules)
    if (is_rule_message(message, rule)) return true;
  return is_required_word(message);
}

}  // namespace megacorp
