#include "grammar/syntax_hints.hpp"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <span>
#include <tuple>
#include <utility>

#include <fmt/format.h>

#include "grammar/hint_text.hpp"
#include "grammar/named_hints.hpp"
#include "grammar/phrasing_hints.hpp"
#include "grammar/suggest.hpp"
#include "grammar/synonyms.hpp"
#include "grammar/vocabulary.hpp"

namespace megacorp {

using namespace hint_text;

namespace {

// U+2018, U+2019, U+201C, U+201D: what word processors put for ' and ".
std::string_view curly_quote_at(std::string_view text, std::size_t at) {
  if (text.size() < at + 3 || text.substr(at, 2) != "\xE2\x80") return {};
  unsigned char c = static_cast<unsigned char>(text[at + 2]);
  return c == 0x98 || c == 0x99 || c == 0x9C || c == 0x9D ? text.substr(at, 3) : std::string_view();
}

// The fix for a curly quote at `at`: every curly quote from there to the last one on its
// line made straight, one edit (`“X”` -> `"X"`): a double one becomes '"', a single one '\''.
void straighten_quotes(std::string_view text, std::size_t at, refined_error& out) {
  std::size_t line_end = text.find('\n', at);
  if (line_end == std::string_view::npos) line_end = text.size();
  std::string straight;
  std::size_t last = at;
  for (std::size_t i = at; i < line_end; ++i) {
    std::string_view q = curly_quote_at(text, i);
    if (q.empty()) continue;
    straight.append(text.substr(last, i - last));
    straight += static_cast<unsigned char>(q[2]) >= 0x9C ? '"' : '\'';
    last = i + q.size();
    out.fix_end = last;
    i += q.size() - 1;
  }
  out.fix_at = at;
  out.replacement = straight;
}

// Where the `when` that begins the trigger holding `at` starts: the last `when` before
// it with no ':', '{' or '}' between (those end a trigger); npos when there is none.
std::size_t trigger_start(std::string_view text, std::size_t at) {
  for (std::size_t i = at; i-- > 0;) {
    char c = text[i];
    if (c == ':' || c == '{' || c == '}') return std::string_view::npos;
    if (c == 'w' && text.substr(i, 5) == "when " && (i == 0 || !word_char(text[i - 1]))) return i;
  }
  return std::string_view::npos;
}

// `when this is deployed draw 1 card` read as one long phrase: the ':' is missing after
// the first known trigger phrase (the longest one starting at the earliest word), not
// where the words ran out.
std::optional<refined_error> missing_trigger_colon(std::string_view text, std::size_t at, const parse_vocabulary& v) {
  std::size_t when = trigger_start(text, at);
  if (when == std::string_view::npos) return std::nullopt;
  std::vector<word> ws = words_in(text, when + 4, at);
  for (std::size_t s = 0; s < ws.size(); ++s) {
    std::size_t best_end = 0;
    for (const std::string& p : v.trigger_phrases) {
      std::vector<std::string_view> pw = split(p);
      if (pw.empty() || pw.back() == "_") continue;  // a selection follows: where it ends is unknown
      if (s + pw.size() > ws.size()) continue;
      bool match = true;
      for (std::size_t k = 0; k < pw.size() && match; ++k) match = ws[s + k].text == pw[k];
      if (match) best_end = std::max(best_end, s + pw.size());
    }
    if (best_end == 0 && (ws[s].text == "begins" || ws[s].text == "ends")) best_end = s + 1;  // a step
    if (best_end == 0) continue;
    if (best_end >= ws.size()) return std::nullopt;  // the trigger runs to the error: it is right
    const word& next = ws[best_end];
    std::string_view trigger = text.substr(when, ws[best_end - 1].at + ws[best_end - 1].text.size() - when);
    const std::size_t trigger_end = when + trigger.size();
    // `when ... is destroyed during an opponent's turn:`: whose turn it is is a condition.
    const std::string_view turn_hint = next.text == "during" ? "; whose turn it is is a condition of its effect: "
                                                                "'when ...: if it is an opponent's turn { ... }'"
                                                              : "";
    return refined_error{next.at, next.at + next.text.size(),
                         fmt::format("expected ':' after the trigger '{}', found '{}'{}", trigger, next.text, turn_hint),
                         trigger_end, trigger_end, ":"};
  }
  return std::nullopt;
}

// `when your turn begin:` : the first word of the trigger that is no trigger word but
// is close to one.
std::optional<refined_error> misspelled_trigger_word(std::string_view text, std::size_t at, const parse_vocabulary& v) {
  std::size_t end = text.find_first_of(":\n{}", at);
  if (end == std::string_view::npos) end = text.size();
  for (const word& w : words_in(text, at, end)) {
    if (std::find(v.trigger_words.begin(), v.trigger_words.end(), w.text) != v.trigger_words.end()) continue;
    if (listed_synonym(w.text)) continue;  // the parser offers its synonym where that may stand
    meaning_finder near(w.text);
    for (const std::string& known : v.trigger_words) near.offer(known);
    if (near.best().empty()) continue;  // a word of a selection, perhaps
    return refined_error{w.at, w.at + w.text.size(),
                         fmt::format("unknown word '{}' in a trigger, did you mean '{}'?", w.text, near.best()), w.at,
                         w.at + w.text.size(), near.best()};
  }
  return std::nullopt;
}

// `can't` (straight or curly quote), where the parser stopped at its quote: the synonym
// table's `cannot` (grammar/synonyms.cpp), the whole contraction replaced.
std::optional<refined_error> contracted_cannot(std::string_view text, std::size_t at) {
  if (at < 3 || text.substr(at - 3, 3) != "can" || (at > 3 && word_char(text[at - 4]))) return std::nullopt;
  const std::size_t quote = text.substr(at, 1) == "'" ? 1 : text.substr(at, 3) == "\xE2\x80\x99" ? 3 : 0;
  const std::size_t end = at + quote + 1;
  if (quote == 0 || end > text.size() || text[end - 1] != 't' || (end < text.size() && word_char(text[end])))
    return std::nullopt;
  const std::string_view found = text.substr(at - 3, end - at + 3);
  const std::string_view means = synonym_of("can't");
  return refined_error{at - 3, end, fmt::format("'{}' is no word of the language; did you mean '{}'?", found, means), at - 3,
                       end, std::string(means)};
}

}  // namespace

std::string with_keyword_examples(std::string message, const parse_vocabulary& words) {
  auto replace = [&](std::string_view placeholder, const std::string& by) {
    for (std::size_t p = message.find(placeholder); p != std::string::npos; p = message.find(placeholder, p + by.size()))
      message.replace(p, placeholder.size(), by);
  };
  const auto& k = words.keywords;
  replace("{keywords}", k.size() >= 2 ? k[0] + " or " + k[1] : k.size() == 1 ? k[0] : std::string("KEYWORD"));
  replace("{keyword}", k.empty() ? std::string("KEYWORD") : k[0]);
  return message;
}

// `deal 1 BQ damage to a character an opponent controls at random`: `at random` follows
// `discard`, the verbs and `gain control of` only (docs/rulings.md, At random); anywhere else
// the message says so (issue 27, blind batch 10, e01: "'at' cannot stand here" said nothing of
// randomness). No fix.
std::optional<refined_error> random_elsewhere(std::string_view text, std::size_t at) {
  constexpr std::string_view words = "at random";
  if (text.substr(at, words.size()) != words) return std::nullopt;
  std::string verbs;  // every verb but `cancel`, which names the stack
  for (const std::string_view v : grammar::verb_words())
    if (v != "cancel") verbs += fmt::format("{}'{}'", verbs.empty() ? "" : ", ", v);
  return refined_error{at, at + words.size(),
                       fmt::format("'at random' follows the cards of 'discard', of the verbs ({}) and of 'gain control "
                                   "of' only ('destroy a character an opponent controls at random'); here the acting "
                                   "player chooses ('a character an opponent controls') or targets ('target character "
                                   "an opponent controls')",
                                   verbs),
                       0, 0, {}};
}

// `if they did not { cancel the attack }` (design batch 53, d08): CANCEL is of events, abilities
// and effects (001 Glossary CANCEL), and no statement ends an attack once declared; the
// spelling fix 'attacker' would name a card, and cancel none of its attack. No fix.
std::optional<refined_error> cancel_the_attack(std::string_view text, std::size_t at) {
  constexpr std::string_view before = "cancel the ", word = "attack";
  if (text.substr(at, 4) == "the ") at += 4;  // raised at the selection, or at its noun
  if (at < before.size() || text.substr(at - before.size(), before.size()) != before || text.substr(at, word.size()) != word)
    return std::nullopt;
  if (at + word.size() < text.size() && word_char(text[at + word.size()])) return std::nullopt;  // `attacker`, `attacks`
  return refined_error{at, at + word.size(),
                       "an attack is not cancelled: only an event, an ability or an effect is (001 Glossary CANCEL), "
                       "and card text cannot end an attack once it is declared; to keep cards from attacking, write "
                       "a rule that holds before the attack ('rule: characters an opponent controls cannot attack "
                       "while ...')",
                       0, 0, {}};
}

// `if the defender is a business you control` (design batch 53, d17): `is a NOUN` says what
// the card is; who controls it is a condition of its own. No fix: the card is named again.
std::optional<refined_error> is_a_noun_controlled(std::string_view text, std::size_t at) {
  static constexpr std::array<std::string_view, 3> controllers{"you control", "an opponent controls", "they control"};
  const auto said = std::find_if(controllers.begin(), controllers.end(),
                                 [&](std::string_view c) { return text.substr(at, c.size()) == c; });
  if (said == controllers.end()) return std::nullopt;
  // the words before: `is a NOUN ` or `is an NOUN `
  std::size_t noun = at;
  while (noun > 0 && text[noun - 1] == ' ') --noun;
  while (noun > 0 && word_char(text[noun - 1])) --noun;
  const std::string_view before = text.substr(0, noun);
  if (!before.ends_with(" is a ") && !before.ends_with(" is an ")) return std::nullopt;
  return refined_error{at, at + said->size(),
                       fmt::format("'is a {0}' says what the card is, not who controls it; add that as a "
                                   "condition of its own, naming the card again ('if the defender is a {0} and {1} "
                                   "the defender')",
                                   text.substr(noun, at - noun - 1), *said),
                       0, 0, {}};
}

// `a character that player controls` (blind design batch 27): after a selection `that
// player` is the player a statement named, and the cards of that player are `they control`.
std::optional<refined_error> that_player_controls(std::string_view text, std::size_t at) {
  return phrase_with_fix(text, at, {"that player controls", "that player control"},
                         "the cards of the player named before are 'cards they control' (of a card's controller: "
                         "'cards its controller controls')",
                         "they control");
}

// `take 2 IQ from target opponent`, `target opponent loses 2 IQ`, `... pays 2 IQ`, `gives 2 IQ` (blind
// design batch 27, d08): money moves between players, traits do not; a player other than
// you pays traits only when it may (`target opponent may pay 2 IQ`). No fix: no statement
// takes traits from another player's pool.
std::optional<refined_error> traits_taken(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const std::vector<word> ws = words_in(text, begin, end);
  auto trait = [](std::string_view w) { return w == "IQ" || w == "EQ" || w == "MQ" || w == "BQ"; };
  for (std::size_t i = 0; i + 2 < ws.size(); ++i) {
    const std::string_view v = ws[i].text;
    // `target opponent gives 2 BQ to you` (blind design batch 38, d20: the generic message's
    // fix, 'to', made `gives 2 to to you`)
    if (v != "take" && v != "takes" && v != "lose" && v != "loses" && v != "pays" && v != "give" && v != "gives") continue;
    std::size_t n = i + 1;
    if (ws[n].text == "up" && n + 2 < ws.size() && ws[n + 1].text == "to") n += 2;
    if (n + 1 >= ws.size() || !all_digits(ws[n].text) || !trait(ws[n + 1].text)) continue;
    const std::size_t to = ws[n + 1].at + ws[n + 1].text.size();
    if (at < ws[i].at || at > to) continue;
    return refined_error{ws[i].at, to,
                         fmt::format("'{}' moves money ('{} 2M'); traits move between pools only by 'take' ('take "
                                     "2 IQ from target opponent': into your pool); you pay your own ('pay 2 IQ'), "
                                     "another player may pay theirs ('target opponent may pay 2 IQ')",
                                     v, v),
                         0, 0, {}};
  }
  return std::nullopt;
}

// `destroy target character unless its controller pays 2M` (a "punisher"): refused, and the
// form that exists named (docs/language.md, Synonyms, "unless"). No fix: that form names
// the paying player first, and no word names a target's controller before its statement.
std::optional<refined_error> unless_clause(std::string_view text, std::size_t at) {
  if (text.substr(at, 6) != "unless" || (at + 6 < text.size() && word_char(text[at + 6]))) return std::nullopt;
  return refined_error{at, at + 6,
                       "'unless' is no word of the language; a player's choice to pay is written first, then what "
                       "happens if they do not: 'PLAYER may pay 2M; if they did not { ... }' (e.g. 'target opponent "
                       "may pay 2M; if they did not { destroy a character they control }')",
                       0, 0, {}};
}

// `gains INITIATIVE and gets +2 BQ`, `gets +2 BQ and gains INITIATIVE` (issue 27, blind batch
// 11, p48 and d10): `and` joins parts of one change (`gets +1 BQ and +1 IQ`, `gains FLYING and
// PRECISION`), not a second verb; two changes are two statements.
std::optional<refined_error> second_verb_after_and(std::string_view text, std::size_t at) {
  static constexpr std::array<std::string_view, 8> verbs{"gets", "get", "gains", "gain", "loses", "lose", "cannot", "must"};
  // `and cannot` / `and must`: the parser stops before them, at `and`
  const auto [line, line_end] = code_of_line(text, at);
  if (const auto [found, words] = find_words(text, line, line_end, {"and cannot", "and must"});
      found != std::string_view::npos && at >= found && at <= found + words.size())
    at = found + 4;
  std::size_t end = at;
  while (end < text.size() && word_char(text[end])) ++end;
  const std::string_view found = text.substr(at, end - at);
  if (std::find(verbs.begin(), verbs.end(), found) == verbs.end()) return std::nullopt;
  std::size_t before = at;
  while (before > 0 && text[before - 1] == ' ') --before;
  if (before < 4 || text.substr(before - 4, 4) != " and") return std::nullopt;
  // An effect's statement joins such changes (grammar: joined_change); a `rule:` line gives one
  // change, and a `may have` statement one (blind design batch 22, d11; batches 28 and 29).
  const bool rule = text.substr(line, line_end - line).find("rule:") != std::string_view::npos;
  return refined_error{at, end,
                       rule ? fmt::format("a 'rule:' line gives one change, and '{}' starts another: write it on a "
                                          "'rule:' line of its own ('rule: this gets +1 BQ', 'rule: this cannot be "
                                          "attacked')",
                                          found)
                            : fmt::format("'and' joins changes of one subject in a statement of its own ('target "
                                          "character gets +1 BQ and cannot block until end of turn'), not here, "
                                          "and '{}' starts another: write a statement for each, joined by a comma",
                                          found),
                       0, 0, {}};
}

// `on resolve: as an additional cost, discard a card, ...` (other games' words): an event's
// additional cost is a line of its own, before `on resolve:` (001 Events, Abilities and the
// Stack: paid as it is played, not as it resolves; blind design batch 32).
std::optional<refined_error> additional_cost_in_effect(std::string_view text, std::size_t at) {
  return phrase_with_message(text, at, {"as an additional cost"},
                             "an event's additional cost is a line of its own, paid as the event is played: write "
                             "'additional cost: discard a card' on the line before 'on resolve:' (docs/vocabulary.md, "
                             "10. Costs)");
}

// `two target characters` (other games' words): a number is written in digits, as an
// amount's words say (digits_of; `one` and `two` have words of their own elsewhere, `choose
// two`: this is read only where the parser stopped at the word; blind design batch 32).
std::optional<refined_error> number_in_words(std::string_view text, std::size_t from) {
  const std::size_t at = text.find_first_not_of(" \t", from);
  if (at == std::string_view::npos) return std::nullopt;
  std::size_t end = at;
  while (end < text.size() && word_char(text[end])) ++end;
  const std::string fix = digits_of(text.substr(at, end - at));
  if (fix.empty() || fix == "0" || fix == "1" || end >= text.size() || text[end] != ' ') return std::nullopt;
  // `swap two target characters`: a swap names each of its two cards, which no count fixes
  const std::string_view before = text.substr(0, at);
  if (before.ends_with("swap ")) return std::nullopt;
  return refined_error{at, end,
                       fmt::format("'{}' is a number written in words; the language writes numbers in digits, did you "
                                   "mean '{}'?",
                                   text.substr(at, end - at), fix),
                       at, end, fix};
}

// `a card with valuation 2M or less` (blind design batch 36, d06): a valuation is compared
// as a number, without the money's 'M' (docs/vocabulary.md, `valuation`).
std::optional<refined_error> valuation_in_money(std::string_view text, std::size_t from) {
  std::size_t at = text.find_first_not_of(" \t", from);
  if (at != std::string_view::npos && text[at] == 'M') {  // `valuation 2 M`: the parser stopped at 'M'
    while (at > 0 && text[at - 1] == ' ') --at;
    while (at > 0 && text[at - 1] >= '0' && text[at - 1] <= '9') --at;
  }
  if (at == std::string_view::npos || !text.substr(0, at).ends_with("valuation ")) return std::nullopt;
  std::size_t digits = at;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
  std::size_t end = digits < text.size() && text[digits] == ' ' ? digits + 1 : digits;
  if (digits == at || end >= text.size() || text[end] != 'M' || (end + 1 < text.size() && word_char(text[end + 1])))
    return std::nullopt;
  const std::string_view number = text.substr(at, digits - at);
  return refined_error{at, end + 1,
                       fmt::format("a valuation is compared as a number, without 'M' ('valuation 2 or less'); did you "
                                   "mean '{}'?",
                                   number),
                       at, end + 1, std::string(number)};
}

// `return SEL to its owner's hand` / `to your hand` (other games' word): `put SEL into ...`,
// the same move (001 The Zones of the Game; docs/language.md, Synonyms). Offered only for
// those destinations, within one statement or cost (up to `,`, `;`, `{`, `}`, `->` or the
// line's end; issue 27, blind batch 10, d10: a cost had "expected '->'"; as a cost too,
// docs/vocabulary.md 10).
std::optional<refined_error> return_to_hand(std::string_view text, std::size_t from) {
  constexpr std::string_view verb = "return", to = " to ";
  const std::size_t at = text.find_first_not_of(" \t", from);  // the parser stops before the blank
  if (at == std::string_view::npos || text.substr(at, verb.size()) != verb || at + verb.size() >= text.size() || text[at + verb.size()] != ' ')
    return std::nullopt;
  const std::size_t end = std::min({text.find_first_of(",;{}\n", at), text.find("->", at), text.size()});
  const std::size_t to_at = text.substr(0, end).find(to, at + verb.size());
  if (to_at == std::string_view::npos || to_at <= at + verb.size() + 1) return std::nullopt;
  const std::size_t hand_at = to_at + to.size();
  const std::string_view after = text.substr(hand_at, end - hand_at);
  // `their owner's hand` after several cards: each card's (blind design batch 32)
  constexpr std::array<std::string_view, 5> hands = {"your hand", "its owner's hand", "their owner's hand",
                                                      "its controller's hand", "their controller's hand"};
  const auto named = std::find_if(hands.begin(), hands.end(), [&](std::string_view h) { return after.starts_with(h); });
  if (named == hands.end()) return std::nullopt;
  const std::string_view hand = *named;
  // What follows the hand may be the next statement joined by a word (blind design batch 36,
  // d15: `... to its owner's hand and you gain 1M`): `then` joins statements, `and` does not,
  // so the fix writes `,` for it.
  const std::size_t rest = after.find_first_not_of(' ', hand.size());
  const bool and_next = rest != std::string_view::npos && after.substr(rest).starts_with("and ");
  // (and a '.' an English sentence ends with: blind design batch 37, d10, a cost)
  if (rest != std::string_view::npos && !and_next && !after.substr(rest).starts_with("then ") && after[rest] != '.')
    return std::nullopt;
  const std::string_view cards = text.substr(at + verb.size(), to_at - at - verb.size());
  const std::string fix = fmt::format("put{} into {}{}", cards, hand, and_next ? "," : "");
  const std::size_t fix_end = and_next ? hand_at + rest + 3 : hand_at + hand.size();
  // An effect or a cost (before `->`): `put ... into your hand` is both, a cost paid with the
  // payer's cards only (docs/vocabulary.md 10), so offered there for those alone.
  if (text.substr(end, 2) == "->" && cards != " this" && cards.find(" you control") == std::string_view::npos)
    return refined_error{at, at + verb.size(),
                         fmt::format("'return' is no word of the language; as a cost, a card is put into its "
                                     "payer's hand with 'put this into your hand' or 'put a ... you control into your "
                                     "hand' (as an effect: '{}')",
                                     fix),
                         0, 0, {}};
  return refined_error{at, at + verb.size(),
                       fmt::format("'return' is no word of the language: a card is put into a zone; did you mean '{}'?", fix),
                       at, fix_end, fix};
}

// `when T: EFFECT, this ability triggers only once each turn` (other games' words): the
// language's form is `when T for the first time each turn: EFFECT` (docs/language.md,
// Synonyms; docs/rulings.md, The first time each turn). Offered when the error is on the
// line of such a trigger: one edit, from the trigger's ':' to the end of the words.
std::optional<refined_error> triggers_only_once(std::string_view text, std::size_t at) {
  constexpr std::string_view words = "this ability triggers only once each turn";
  const std::size_t line = text.rfind('\n', at) == std::string_view::npos ? 0 : text.rfind('\n', at) + 1;
  const std::size_t line_end = std::min(text.find('\n', at), text.size());
  const std::size_t found = text.substr(0, line_end).find(words, line);
  if (found == std::string_view::npos) return std::nullopt;
  const std::size_t when = text.substr(0, found).find("when ", line);
  const std::size_t colon = when == std::string_view::npos ? when : text.substr(0, found).find(':', when);
  std::size_t cut = found;  // the comma and blanks before the words go with them
  while (cut > line && (text[cut - 1] == ' ' || text[cut - 1] == ',')) --cut;
  if (colon == std::string_view::npos || cut <= colon) return std::nullopt;
  std::string fix = fmt::format(" for the first time each turn{}", text.substr(colon, cut - colon));
  return refined_error{found, found + words.size(),
                       fmt::format("'{}' is not the language's: a trigger that acts once a turn says so after its event; "
                                   "did you mean 'when {} for the first time each turn{}'?",
                                   words, text.substr(when + 5, colon - when - 5), text.substr(colon, cut - colon)),
                       colon, found + words.size(), fix};
}

namespace {

// `the next event you play ...`, `the next card you buy ...`: the language waits for the next
// event of a kind only as a one-shot replacement (issue 27, blind batch 51 d04, d05): said so,
// with its two forms. A line that has them (`the next time`, `prevent the next`) gets the
// parser's own message: its error is elsewhere. No fix-it: none means "the next one only".
std::optional<refined_error> the_next(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"the next"});
  if (found == std::string_view::npos) return std::nullopt;
  const std::string_view after = text.substr(found + words.size(), end - found - words.size());
  const std::string_view before = text.substr(begin, found - begin);
  if (after.starts_with(" time") || after.starts_with(" turn") || before.ends_with("prevent ") || before.ends_with("of "))
    return std::nullopt;
  return refined_error{found, found + words.size(),
                       "'the next ...' stands only in a one-shot replacement: 'prevent the next [N] damage that would be "
                       "dealt to SEL [this turn]' or 'the next time SEL would be EVENT [this turn], instead EFFECT', EVENT "
                       "a replacement's ('destroyed', 'dealt damage', ...; docs/vocabulary.md 6). No other change waits for "
                       "the next event of a kind: a change lasts for a time ('until end of turn', docs/vocabulary.md 9); a "
                       "trigger can act once a turn ('when ... for the first time each turn:')",
                       0, 0, {}};
}

// `on resolve: events you play cost 2M less`: a cost change an effect gives lasts for a while,
// so it needs its duration (`... until end of turn`; docs/rulings.md, Cost changes for a
// while). Another phrase with no modal (`deals damage first`, `is not discarded at end of
// turn`) is a `rule:` line's only; for a while, a keyword given that holds the rule (blind
// batch 51 d04).
std::optional<refined_error> rule_phrase_in_effect(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const std::size_t first = text.find_first_not_of(" \t", begin);
  if (first == std::string_view::npos || first >= end || text.substr(first, 5) == "rule:") return std::nullopt;
  std::size_t start = text.substr(0, at).find_last_of(":,;{>");
  start = start == std::string_view::npos || start < begin ? begin : start + 1;
  std::size_t stop = std::min(text.find_first_of(",;{}", at), end);
  const auto [cost, c] = find_words(text, start, stop, {"costs", "cost"});
  const bool cost_change = cost != std::string_view::npos && find_words(text, cost, stop, {"less", "more"}).first != std::string_view::npos;
  const auto [phrase, p] = find_words(text, start, stop, {"deals damage first", "is not discarded at end of turn"});
  if (!cost_change && phrase == std::string_view::npos) return std::nullopt;
  start = text.find_first_not_of(' ', start);
  while (stop > start && text[stop - 1] == ' ') --stop;
  const std::string_view written = text.substr(start, stop - start);
  if (cost_change)
    return refined_error{start, stop,
                         fmt::format("'{}': a cost change an effect gives lasts for a while: say how long ('{} until "
                                     "end of turn', 'this turn', 'until your next turn'); a lasting one belongs in a "
                                     "'rule:' line",
                                     written, written),
                         0, 0, {}};
  return refined_error{start, stop,
                       fmt::format("'{}': '{}' is a rule's phrase with no modal, which only a 'rule:' line holds; an "
                                   "effect gives a rule for a while with a modal ('target character cannot attack until "
                                   "end of turn', docs/vocabulary.md 6), or a cost change with its duration. For a "
                                   "while, give a card a keyword that holds the rule: '... gains KEYWORD until end of "
                                   "turn', with 'keyword \"KEYWORD\" {{ rule: this {} }}'",
                                   written, p, p),
                       0, 0, {}};
}

// The cost term (`1M`, `2 BQ`, `3BQ`) that starts at `at`, or empty: digits, an optional
// blank, `M` or a trait, ending at a word's end.
std::string_view cost_term_at(std::string_view text, std::size_t at) {
  std::size_t i = at;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
  if (i == at) return {};
  if (i < text.size() && text[i] == ' ') ++i;
  std::size_t j = i;
  while (j < text.size() && word_char(text[j])) ++j;
  const std::string_view unit = text.substr(i, j - i);
  if (unit == "M" || grammar::is_trait_word(unit)) return text.substr(at, j - at);
  return {};
}

// The cost term that ends at `end` (blanks before `end` skipped), with where it starts; npos when none.
std::size_t cost_term_before(std::string_view text, std::size_t end) {
  while (end > 0 && text[end - 1] == ' ') --end;
  std::size_t b = end;
  while (b > 0 && word_char(text[b - 1])) --b;             // `M`, `BQ`, `1M` or `3BQ`
  if (b > 0 && text[b - 1] == ' ' && b >= 2 && text[b - 2] >= '0' && text[b - 2] <= '9') --b;  // `2 BQ`
  while (b > 0 && text[b - 1] >= '0' && text[b - 1] <= '9') --b;
  return cost_term_at(text, b).size() == end - b ? b : std::string_view::npos;
}

// Whether the word that ends at `end` (blanks before it skipped) is a keyword's name (upper
// case) or `cost:`: where a cost stands.
bool cost_stands_after(std::string_view text, std::size_t end) {
  while (end > 0 && text[end - 1] == ' ') --end;
  std::size_t b = end;
  while (b > 0 && (word_char(text[b - 1]) || text[b - 1] == ':')) --b;
  const std::string_view w = text.substr(b, end - b);
  return w == "cost:" || (!w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return (c >= 'A' && c <= 'Z') || c == '_'; }));
}

// `UPKEEP 1M and 2 BQ` or `UPKEEP 1M, 2 BQ` (and `cost: 1M and 2 BQ`): the parts of a cost are
// joined with '+', as a card's cost is (docs/language.md, Costs; the prelude's `keyword UPKEEP
// (price: cost)`). The parser stops at the joiner (`and`) or at the term after it (`,`); the
// message is at the whole argument, which the fix writes with '+' (issue 27: the card-level
// "expected a field" said nothing of costs).
std::optional<refined_error> cost_parts_joined(std::string_view text, std::size_t at) {
  const bool with_and = text.substr(at, 4) == "and ";
  const std::size_t comma = at == 0 ? std::string_view::npos : text.find_last_not_of(' ', at - 1);
  if (!with_and && (comma == std::string_view::npos || text[comma] != ',')) return std::nullopt;
  const std::size_t joiner = with_and ? at : comma;
  const std::size_t second = with_and ? text.find_first_not_of(' ', at + 4) : at;
  const std::string_view term = second == std::string_view::npos ? std::string_view() : cost_term_at(text, second);
  std::size_t first = term.empty() ? std::string_view::npos : cost_term_before(text, joiner);
  for (std::size_t p = first; p != std::string_view::npos && p > 0;) {  // back over `4M + ` before it
    const std::size_t plus = text.find_last_not_of(' ', p - 1);
    p = plus != std::string_view::npos && text[plus] == '+' ? cost_term_before(text, plus) : std::string_view::npos;
    if (p != std::string_view::npos) first = p;
  }
  if (first == std::string_view::npos || !cost_stands_after(text, first)) return std::nullopt;
  const std::size_t end = second + term.size();
  const std::string_view one = text.substr(first, joiner - first);
  const std::string fix = fmt::format("{} + {}", one.substr(0, one.find_last_not_of(' ') + 1), term);
  return refined_error{first, end,
                       fmt::format("'{}': the parts of a cost are joined with '+', as a card's cost is ('cost: 4M + 3BQ'); "
                                   "did you mean '{}'?",
                                   text.substr(first, end - first), fix),
                       first, end, fix};
}

// The word that starts at `at` (empty when none does).
std::string_view word_starting(std::string_view text, std::size_t at) {
  std::size_t end = at;
  while (end < text.size() && word_char(text[end])) ++end;
  return text.substr(at, end - at);
}

// `gain money equal to the number of ...`, `deal x BQ damage to ..., where x is ...` (issue 27,
// blind design batch 14, p05 and d19): an amount stands where it is used, before its unit;
// said so, with the forms that work. No fix-it: the amount moves.
std::optional<refined_error> amount_named_after(std::string_view text, std::size_t at) {
  const std::string_view w = word_starting(text, at);
  const std::string_view after = text.substr(at + w.size());
  const bool equal = w == "equal" && after.starts_with(" to");
  const std::size_t is = after.find(" is ");
  const bool where = w == "where" && is != std::string_view::npos && is > 1 && is < 12;
  if (!equal && !where) return std::nullopt;
  return refined_error{at, at + w.size(),
                       fmt::format("'{}' is not the language's: an amount stands where it is used, before its unit "
                                   "('gain the number of characters you control M', 'deal the number of characters "
                                   "you control BQ damage to target character', 'deal the BQ of it BQ damage to target "
                                   "character'; docs/vocabulary.md 9)",
                                   equal ? "equal to" : "where x is"),
                       0, 0, {}};
}

// `rule: this has +2 IQ while ...` (issue 27, blind design batch 14, p25): a rule changes a
// trait with `gets`, the same change; with `while adjacent to ...`, the condition names its
// card: `while this is adjacent to ...` when the rule is about this (the same card), else
// said without a fix.
std::optional<refined_error> trait_change_words(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  std::string_view before = text.substr(begin, at - begin);
  while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
  const bool sign = text[at] == '+' || text[at] == '-';
  if (sign && before.ends_with(" has") && before.find("rule:") != std::string_view::npos) {
    const std::size_t has = begin + before.size() - 3;
    return refined_error{has, has + 3, "a rule changes a trait with 'gets' ('rule: this gets +2 IQ while this is "
                                       "engaged'); did you mean 'gets'?",
                         has, has + 3, "gets"};
  }
  // the parser stops at `adjacent` (no condition starts so) or, read further, at `to`
  const bool at_adjacent = word_starting(text, at) == "adjacent" && before.ends_with("while") &&
                           text.substr(at + 8).starts_with(" to");
  if (!at_adjacent && (word_starting(text, at) != "to" || !before.ends_with("while adjacent"))) return std::nullopt;
  const std::size_t adjacent = at_adjacent ? at : begin + before.size() - 8;
  if (at_adjacent) at = adjacent + 9;
  const bool about_this = before.find("this gets ") != std::string_view::npos || before.find("this has ") != std::string_view::npos;
  refined_error out{adjacent, at + 2,
                    "a condition names the card that is adjacent: 'while this is adjacent to a card with #PSIONIC'", 0,
                    0, {}};
  if (about_this) {
    out.message += "; did you mean 'this is adjacent'?";
    out.fix_at = adjacent, out.fix_end = adjacent + 8, out.replacement = "this is adjacent";
  }
  return out;
}

// `while this is next to a character`, `gets +1 BQ as long as ...`, `while this is docked to`
// (issue 27, blind design batches 15 and 16, p45, d19, P08): the language's words for the same
// thing, as a fix. `adjacent`: the
// books' word for cards side by side (001 Blocking: blockers "adjacent to the targeted
// card"); `while`: the language's one condition word of a lasting change (docs/language.md,
// Synonyms). Offered when the parser stops on the phrase's words: the synonym table's rows
// marked `inside_phrase` (grammar/synonyms.cpp).
std::optional<refined_error> phrase_of_other_words(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  for (const synonym& o : synonyms()) {
    if (!o.inside_phrase) continue;
    const auto [found, words] = find_words(text, begin, end, {o.wrote});
    if (found == std::string_view::npos || at < found || at > found + o.wrote.size()) continue;
    // `move this next to target card`: a card moves to a space (docs/vocabulary.md, `move`).
    const bool moving = o.means == "adjacent to" && find_words(text, begin, found, {"move"}).first != std::string_view::npos;
    const std::string means = moving ? "to a space adjacent to" : std::string(o.means);
    return refined_error{found, found + o.wrote.size(),
                         fmt::format("'{}' is not the language's: {}; did you mean '{}'?", o.wrote, o.because, means), found,
                         found + o.wrote.size(), means};
  }
  return std::nullopt;
}

// `target #CYBORG character` (issue 27, blind design batch 15, p44 and d20): a tag follows
// the noun, as a card's other qualities do: `target character with #CYBORG`
// (docs/vocabulary.md, selections). Offered at the first `#TAG noun` from where the parser stopped.
std::optional<refined_error> tag_before_noun(std::string_view text, std::size_t at) {
  const std::span<const std::string_view> nouns = grammar::card_noun_words();
  const auto [begin, end] = code_of_line(text, at);
  for (std::size_t hash = text.substr(0, end).find('#', at); hash != std::string_view::npos;
       hash = text.substr(0, end).find('#', hash + 1)) {
    const std::string_view tag = word_starting(text, hash + 1);
    // `each non-#GMO character` is a tag the cards lack, a form of its own
    if (tag.empty() || !(tag[0] >= 'A' && tag[0] <= 'Z') || hash + 1 + tag.size() >= end || text[hash + 1 + tag.size()] != ' ' ||
        (hash > 0 && text[hash - 1] == '-'))
      continue;
    const std::size_t noun_at = hash + tag.size() + 2;
    const std::string_view noun = word_starting(text, noun_at);
    if (std::find(nouns.begin(), nouns.end(), noun) == nouns.end()) continue;
    const std::string fix = fmt::format("{} with #{}", noun, tag);
    return refined_error{hash, noun_at + noun.size(),
                         fmt::format("a tag follows the noun, as a card's other qualities do ('target character with "
                                     "#CYBORG you control'); did you mean '{}'?",
                                     fix),
                         hash, noun_at + noun.size(), fix};
  }
  return std::nullopt;
}

// Where the statement holding `at` starts on its line: after the last `:`, `,`, `;`, `{` or
// `->` before it, blanks skipped.
std::size_t statement_start(std::string_view text, std::size_t at) {
  const std::size_t line = code_of_line(text, at).first;
  const std::size_t mark = text.substr(0, at).find_last_of(":,;{");
  std::size_t from = mark == std::string_view::npos || mark < line ? line : mark + 1;
  if (const std::size_t arrow = text.substr(0, at).rfind("->"); arrow != std::string_view::npos && arrow + 2 > from) from = arrow + 2;
  return std::min(text.find_first_not_of(' ', from), at);
}

// Where the statement holding `at` ends: at `,`, `;`, `{`, `}`, `->` or the line's end.
std::size_t statement_end(std::string_view text, std::size_t at) {
  return std::min({text.find_first_of(",;{}\n", at), text.find("->", at), text.size()});
}

// `when an opponent's character is destroyed`, `destroy your character` (blind design batch
// 32): a player's possessive names a zone (`your hand`, `an opponent's open market`); the cards
// a player has in play are those they control, said after the noun: 'a character an opponent
// controls'. Read in the statement that holds `at`, before it (the parser stops later, at the
// verb the possessive left without a subject).
std::optional<refined_error> possessive_before_card_noun(std::string_view text, std::size_t at) {
  struct owner_form {
    std::string_view possessive, controls;
  };
  constexpr owner_form owners[] = {{"an opponent's ", "an opponent controls"}, {"each opponent's ", "an opponent controls"},
                                   {"target opponent's ", "target opponent controls"}, {"your ", "you control"},
                                   {"their ", "they control"}};
  const std::span<const std::string_view> nouns = grammar::card_noun_words();
  const std::size_t from = statement_start(text, at);
  for (const owner_form& o : owners)
    for (std::size_t p = text.find(o.possessive, from); p != std::string_view::npos && p <= at; p = text.find(o.possessive, p + 1)) {
      if (p > 0 && word_char(text[p - 1])) continue;
      const std::size_t noun_at = p + o.possessive.size();
      const std::string_view noun = word_starting(text, noun_at);
      if (std::find(nouns.begin(), nouns.end(), noun) == nouns.end()) continue;
      // `your resource deck` is a zone, `your resource` its first word (a completion's, or the
      // probe of the words that may follow: parser.cpp valid_words); a text that ends at the
      // noun is such a probe too, not the slip
      if (noun.starts_with("resource") || noun_at + noun.size() >= text.size()) continue;
      const bool plural = noun.ends_with('s') && noun != "business";
      const std::string_view article = plural ? "" : std::string_view("aeiou").find(noun[0]) != std::string_view::npos ? "an " : "a ";
      const std::string fix = fmt::format("{}{} {}", article, noun, o.controls);
      return refined_error{p, noun_at + noun.size(),
                           fmt::format("a player's possessive names a zone ('your hand', 'an opponent's open market'); "
                                       "the cards in play are those the player controls, said after the noun: did you "
                                       "mean '{}'?",
                                       fix),
                           p, noun_at + noun.size(), fix};
    }
  return std::nullopt;
}

// `deal 2 BQ damage to target character and target location` (issue 27, blind batch 15, d05
// and p46; other games' "destroy target artifact and target land"): `and` joins two selections
// after a verb of one selection (`destroy A and B`, grammar's stmt_verb); elsewhere two
// targets are two statements, said with the form that works: the statement again, its first
// target replaced by the second. No fix-it.
std::optional<refined_error> and_between_targets(std::string_view text, std::size_t at) {
  if (word_starting(text, at) != "and" || !text.substr(at + 3).starts_with(" target ")) return std::nullopt;
  const std::size_t begin = statement_start(text, at), end = statement_end(text, at);
  const std::string_view first = text.substr(begin, at - begin);
  const std::size_t target = first.find(" target ");
  if (word_starting(text, begin).empty() || target == std::string_view::npos) return std::nullopt;
  std::string_view second = text.substr(at + 4, end - at - 4);
  while (!second.empty() && second.back() == ' ') second.remove_suffix(1);
  std::string_view one = first;
  while (!one.empty() && one.back() == ' ') one.remove_suffix(1);
  return refined_error{at, at + 3,
                       fmt::format("'and' joins two selections after a verb of one ('destroy target equipment and "
                                   "target location'), not here; write a statement for each, joined by a comma "
                                   "('{}, {}{}')",
                                   one, first.substr(0, target + 1), second),
                       0, 0, {}};
}

// `gain 1M for each card you sold this turn` (blind design batch 55, d07): what a player did
// this turn is counted by `the number of cards PLAYER sold this turn` (bought, drew alike);
// `for each` takes cards that are somewhere. No fix: the statement is written another way.
std::optional<refined_error> for_each_done_this_turn(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"for each"});
  if (found == std::string_view::npos || at < found) return std::nullopt;
  const auto [done, phrase] = find_words(text, found, end, {"sold this turn", "bought this turn", "drew this turn"});
  if (done == std::string_view::npos || at > done) return std::nullopt;
  const std::string_view verb = phrase.substr(0, phrase.find(' '));
  return refined_error{done, done + verb.size(),
                       fmt::format("'for each' counts cards that are somewhere; what a player {} this turn is counted "
                                   "by 'the number of cards PLAYER {} this turn' ('gain the number of cards you {} this "
                                   "turn M', docs/vocabulary.md)",
                                   verb, verb, verb),
                       0, 0, {}};
}

// `destroy target card and draw 1 card` (a probe of issue 27): after a verb of one selection,
// `and` joins a second selection (grammar's stmt_verb), so a statement after it stops the parse
// at its verb; two statements are joined by a comma. Fix-it: ` and` becomes `,`.
std::optional<refined_error> and_before_statement(std::string_view text, std::size_t at) {
  if (word_starting(text, at) == "and") {  // the parse stops at `and` or at the word after it
    at += 3;
    while (at < text.size() && text[at] == ' ') ++at;
  }
  std::size_t before = at;
  while (before > 0 && text[before - 1] == ' ') --before;
  if (before < 4 || text.substr(before - 4, 4) != " and" || word_starting(text, at).empty()) return std::nullopt;
  const std::size_t begin = statement_start(text, before - 3);
  const std::span<const std::string_view> verbs = grammar::verb_words();
  const std::string_view verb = word_starting(text, begin);
  if (std::find(verbs.begin(), verbs.end(), verb) == verbs.end()) return std::nullopt;
  const std::size_t end = statement_end(text, at);
  return refined_error{before - 3, before,
                       fmt::format("'and' after '{}' joins a second selection ('destroy target equipment and target "
                                   "location'), and '{}' is no card; to do two things, join two statements with a "
                                   "comma: '{}, {}'",
                                   verb, word_starting(text, at), text.substr(begin, before - 4 - begin),
                                   text.substr(at, end - at)),
                       before - 4, before, ","};
}

// `each player returns a character they control to its owner's hand` (issue 27, blind batch
// 16, p15: a symmetrical bounce refused with no hint): each player chooses the card, then it
// is put into the zone (`put`, docs/language.md, Synonyms). No fix-it: the statement splits.
std::optional<refined_error> players_return(std::string_view text, std::size_t raised) {
  const auto [line, line_end] = code_of_line(text, raised);
  const auto [at, verb] = find_words(text, line, line_end, {"returns"});  // the parser stops at its subject
  if (at == std::string_view::npos || raised > at) return std::nullopt;
  const std::size_t begin = statement_start(text, at), end = statement_end(text, at);
  const std::size_t to = text.substr(0, end).find(" to ", at);
  if (begin == at || to == std::string_view::npos) return std::nullopt;
  const std::string_view who = text.substr(begin, at - begin);
  const std::string_view cards = text.substr(at + verb.size() + 1, to - at - verb.size() - 1);
  const std::string_view where = text.substr(to + 4, end - to - 4);
  return refined_error{at, at + verb.size(),
                       fmt::format("'{}' is no word of the language: the players choose the cards, then they are put "
                                   "into the zone ('{}chooses {}, put them into {}')",
                                   verb, who, cards, where),
                       0, 0, {}};
}

// `rule: this has FLYING`, `rule: characters you control have INITIATIVE while ...` (blind
// design batch 17, p12 and p15): a card is given a keyword with `gains` (`gain` after a plural
// subject), in a rule as in an effect (docs/vocabulary.md, `gains`); `has KEYWORD` is a
// condition's only (`if this has FLYING`). Offered where the parser stopped at or after such a
// `has` outside a condition, on its line.
std::optional<refined_error> keyword_had(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  for (const std::string_view verb : {std::string_view("has"), std::string_view("have")}) {
    const auto [found, words] = find_words(text, begin, end, {verb});
    if (found == std::string_view::npos || at < found) continue;
    const std::size_t after = found + verb.size() + 1;
    if (after >= end || text[after] < 'A' || text[after] > 'Z') continue;  // a keyword's name is in capitals
    const std::string_view keyword = word_starting(text, after);
    if (grammar::is_trait_word(keyword)) continue;
    const std::size_t from = statement_start(text, found);
    if (find_words(text, from, found, {"if", "while"}).first != std::string_view::npos) continue;  // a condition's
    const std::string_view gains = verb == "has" ? "gains" : "gain";
    return refined_error{found, found + verb.size(),
                         fmt::format("a card is given a keyword with '{}' ('rule: this gains {}', 'target character "
                                     "gains {} until end of turn'); '{}' asks it in a condition ('if this has {}'); "
                                     "did you mean '{}'?",
                                     gains, keyword, keyword, verb, keyword, gains),
                         found, found + verb.size(), std::string(gains)};
  }
  return std::nullopt;
}

// `rule: as long as this is damaged, this gets +1 BQ`, `rule: while ..., ...`, `rule: if ...,
// ...` (Magic's "As long as"): a rule's condition follows what it changes (docs/vocabulary.md
// 6, `while`), so the fix puts it last. Before, the synonym's fix gave `rule: while ..., ...`,
// which does not parse either.
std::size_t next_word(std::string_view text, std::size_t at);
std::optional<refined_error> control_or_more(std::string_view text, std::size_t at);
// The condition moved with control_or_more's fix made in it (`you control 2 or more characters`
// becomes `you control at least 2 characters`), so the fix offered checks (blind design batch
// 31, d15: the moved condition was refused in turn).
// So is counted_damage_on_it's: `this has 2 or more damage on it` becomes `... damage` (blind
// design batch 37, d02).
std::string counts_fixed(std::string cond) {
  for (std::string_view verb : {"control ", "controls "})
    for (std::size_t at = cond.find(verb); at != std::string::npos; at = cond.find(verb, at + 1))
      if (const auto fix = control_or_more(cond, at + verb.size()); fix && !fix->replacement.empty())
        cond.replace(fix->fix_at, fix->fix_end - fix->fix_at, fix->replacement);
  constexpr std::string_view damage = " damage";
  for (std::string_view on : {" damage on it", " damage on this"})
    if (const std::size_t at = cond.find(on); at != std::string::npos && cond.rfind(" has ", at) != std::string::npos)
      cond.erase(at + damage.size(), on.size() - damage.size());
  return cond;
}

std::optional<refined_error> rule_condition_first(std::string_view text, std::size_t at) {
  const std::size_t first = line_opening(text, at, "rule:");
  if (first == std::string_view::npos) return std::nullopt;
  const std::size_t end = code_of_line(text, at).second;
  const std::size_t lead = next_word(text, first + 5);
  std::size_t cond = std::string_view::npos;
  for (std::string_view w : {"as long as ", "while ", "if "})
    if (text.substr(lead).starts_with(w)) cond = lead + w.size();
  const std::size_t comma = cond == std::string_view::npos ? cond : text.substr(0, end).find(", ", cond);
  if (comma == std::string_view::npos || at < lead || at > comma) return std::nullopt;
  std::string_view rest = text.substr(comma + 2, end - comma - 2);
  while (!rest.empty() && rest.back() == ' ') rest.remove_suffix(1);
  if (rest.empty() || find_words(text, comma, end, {"while"}).first != std::string_view::npos) return std::nullopt;
  // `rule: if your founder would be destroyed, return it ... instead` (blind design batch 34,
  // d08): not a rule's condition but a replacement, a line of its own; no fix (its subject is
  // said anew: `a founder you control`).
  if (text.substr(cond, comma - cond).find(" would ") != std::string_view::npos)
    return refined_error{lead, comma,
                         "'if ... would ..., ... instead' is a replacement, a line of its own, not a rule: 'instead "
                         "of SEL being destroyed: EFFECT' ('instead of a founder you control being destroyed: put it "
                         "into its owner's hand'; docs/vocabulary.md, Replacements)",
                         0, 0, {}};
  // `while this has ..., it gets +2 BQ`: the `it` after the condition is the card it names.
  std::string changed(rest);
  if (changed.starts_with("it ") && text.substr(cond).starts_with("this ")) changed.replace(0, 2, "this");
  const std::string fix = fmt::format("{} while {}", changed, counts_fixed(std::string(text.substr(cond, comma - cond))));
  return refined_error{lead, cond - 1,
                       fmt::format("a rule's condition follows what it changes ('rule: this gets +2 MQ while you have "
                                   "15M or more'); did you mean '{}'?",
                                   fix),
                       lead, comma + 2 + rest.size(), fix};
}

// `if a character you control would be destroyed, you may pay 2M instead` as a line of its
// own (blind design batch 35, d08): a replacement, written `instead of ...:`. No fix: the
// event is said anew.
std::optional<refined_error> if_would_instead(std::string_view text, std::size_t at) {
  const std::size_t first = line_opening(text, at, "if ");
  if (first != at) return std::nullopt;
  const std::size_t end = code_of_line(text, at).second;
  const std::string_view code = text.substr(first, end - first);
  if (code.find(" would ") == std::string_view::npos || code.find("instead") == std::string_view::npos)
    return std::nullopt;
  return refined_error{first, first + 2,
                       "'if ... would ..., ... instead' is a replacement, written 'instead of SEL being destroyed: "
                       "EFFECT' or 'instead of SEL being dealt damage: EFFECT' ('instead of a character you control "
                       "being destroyed: you may pay 2M, remove all damage from it'; docs/vocabulary.md, Replacements)",
                       0, 0, {}};
}

// `... must block it this turn if able` (blind design batch 25, d11): `must` already means "if
// able" (docs/rulings.md, Must: an obligation is kept when it can be), so the fix drops the
// words. Before, the fix moved `if able` into a block, which does not parse.
std::optional<refined_error> if_able(std::string_view text, std::size_t at) {
  const auto [found, words] = phrase_at(text, at, {"if able"});
  if (found == std::string_view::npos) return std::nullopt;
  // The fix keeps the word before (an empty replacement is no fix): `turn if able` -> `turn`.
  const auto word_before = [&](std::size_t end) {  // [start, end) of the word before `end`
    while (end > 0 && text[end - 1] == ' ') --end;
    std::size_t start = end;
    while (start > 0 && word_char(text[start - 1])) --start;
    return std::pair{start, end};
  };
  auto [word, word_end] = word_before(found);
  if (word == word_end) return std::nullopt;
  // `this must attack each turn if able` (blind design batch 34, d07): a rule holds every
  // turn, and `must attack each turn` is no rule: the fix drops `each turn` too.
  const auto [each, each_end] = word_before(word);
  const std::string_view before = text.substr(each, each_end - each);
  const bool every_turn = text.substr(word, word_end - word) == "turn" && (before == "each" || before == "every");
  if (every_turn) std::tie(word, word_end) = word_before(each);
  if (word == word_end) return std::nullopt;
  const std::string keep(text.substr(word, word_end - word));
  return refined_error{found, found + words.size(),
                       fmt::format("'must' already means 'if able': an obligation is kept whenever it can be "
                                   "(docs/rulings.md, Must){}; did you mean '{}', without 'if able'?",
                                   every_turn ? ", and a rule holds in every turn" : "", keep),
                       word, found + words.size(), keep};
}

// `this attacks each combat if able`, `this blocks each turn if able` (Magic's words; blind design
// batch 45, d02 and d15): an obligation is `must attack` / `must block`, kept whenever it can be.
std::optional<refined_error> each_combat_if_able(std::string_view text, std::size_t at) {
  const auto [found, words] = phrase_at(text, at, {"attacks each combat if able", "blocks each combat if able",
                                                   "attacks each turn if able", "blocks each turn if able"});
  if (found == std::string_view::npos) return std::nullopt;
  return phrase_fixed(found, words,
                      "an obligation is written with 'must', kept whenever it can be, in every turn (docs/rulings.md, Must)",
                      words.starts_with("attacks") ? "must attack" : "must block");
}

// `for each character blocking it` (blind design batch 45, d03): a card's state is said before
// its noun, `each blocking character` (in one combat, the characters blocking the attacker).
std::optional<refined_error> state_after_noun(std::string_view text, std::size_t at) {
  const auto [found, words] = phrase_at(text, at, {"characters blocking it", "character blocking it", "characters blocking this",
                                                   "character blocking this", "characters blocking", "character blocking",
                                                   "characters attacking", "character attacking"});
  if (found == std::string_view::npos) return std::nullopt;
  const std::size_t space = words.find(' ');
  const std::string_view noun = words.substr(0, space), rest = words.substr(space + 1);
  return phrase_fixed(found, words,
                      "a card's state is said before its noun (in one combat, the blocking characters are those "
                      "blocking its attacker)",
                      fmt::format("{} {}", rest.substr(0, rest.find(' ')), noun));
}

// `each card in your opponents' open markets` (blind design batch 45, d13): every opponent's
// zone is `an opponent's open market` (docs/vocabulary.md, `in ZONE`).
std::optional<refined_error> opponents_zones(std::string_view text, std::size_t at) {
  // The parser stops at the selection's zone, `in` before the possessive: the phrase is looked
  // for from there to the line's end.
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, std::max(begin, at), end, {"your opponents' open markets", "your opponents' hands",
                                                                          "opponents' open markets", "opponents' hands"});
  if (found == std::string_view::npos || found - at > 8) return std::nullopt;  // `in ` and its spaces at most
  return phrase_fixed(found, words, "every opponent's zone is written as one, any opponent's",
                      words.ends_with("hands") ? "an opponent's hand" : "an opponent's open market");
}

// `each character you control with a card bonded to it` (blind design batch 46, d05): no
// qualifier reads what is bonded to a card; the parser's "expected 'development'" misled.
std::optional<refined_error> with_bonded_to_it(std::string_view text, std::size_t at) {
  return phrase_on_line(text, at, {"with a card bonded to it", "with cards bonded to it", "with an equipment bonded to it"},
                 "no qualifier reads the cards bonded to a card; ask it of each card: 'for each character you control "
                 "{ if the number of cards bonded to it >= 1 { ... } }'");
}

// `target opponent engages a character they control` (blind design batch 46, d15): engaging is
// said of cards, with no player before it; a player's choice is `chooses`, then `engage it`.
std::optional<refined_error> player_engages(std::string_view text, std::size_t at) {
  return phrase_on_line(text, at, {"opponent engages", "player engages", "they engage a", "they engage target"},
                 "'engage' is said of cards, with no player before it ('engage target character'); for another "
                 "player's choice, 'they choose a disengaged character they control, engage it'");
}

// `while this has damage on it` (blind design batch 25, d15): a damaged card `is damaged`;
// an amount is `this has 2 damage`. Before, the fix offered `damaged` after `has`.
// `while this has 2 or more damage on it` (blind design batch 35, d19): a counted damage
// takes no `on it`, where the parser reads `on` as `on resolve:`.
std::optional<refined_error> counted_damage_on_it(std::string_view text, std::size_t at) {
  const auto [found, words] = phrase_at(text, at, {"damage on it", "damage on this"});
  if (found == std::string_view::npos) return std::nullopt;
  const auto [begin, end] = code_of_line(text, at);
  const std::string_view before = text.substr(begin, found - begin);
  if (before.find(" has ") == std::string_view::npos || before.ends_with("the ")) return std::nullopt;
  return refined_error{found, found + words.size(),
                       "a card's damage is counted with 'has' and no 'on it' ('while this has 2 or more damage'); "
                       "'the damage on it' is an amount ('+the damage on this BQ'); did you mean 'damage'?",
                       found, found + words.size(), "damage"};
}

std::optional<refined_error> has_damage_on_it(std::string_view text, std::size_t at) {
  const auto [found, words] = phrase_at(text, at, {"has any damage on it", "has damage on it", "has any damage"});
  if (found == std::string_view::npos) return counted_damage_on_it(text, at);
  const std::string_view fix = "is damaged";
  return refined_error{found, found + words.size(),
                       fmt::format("a card with damage on it '{}' ('while this is damaged'); an amount is 'this has 2 "
                                   "damage or more'; did you mean '{}'?",
                                   fix, fix),
                       found, found + words.size(), std::string(fix)};
}

// `this gets +1 BQ until end of turn for each blocking character` (blind design batch 59, M3):
// `for each SEL` belongs to the amount, before the duration; the fix moves it there.
std::optional<refined_error> for_each_after_duration(std::string_view text, std::size_t at) {
  // (not `this turn`: it ends filters too, `that attacked this turn`, which the move would split)
  const auto [found, words] = phrase_at(text, at, {"until end of turn for each", "until end of combat for each",
                                                   "until the end of your next turn for each"});
  if (found == std::string_view::npos) return std::nullopt;
  const std::size_t stop = statement_end(text, found);
  const std::size_t each = found + words.size() - std::string_view("for each").size();
  std::string_view duration = text.substr(found, each - found);
  while (!duration.empty() && duration.back() == ' ') duration.remove_suffix(1);
  std::string_view counted = text.substr(each, stop - each);
  while (!counted.empty() && counted.back() == ' ') counted.remove_suffix(1);
  const std::string fix = fmt::format("{} {}", counted, duration);
  return refined_error{found, found + duration.size() + 1 + counted.size(),
                       fmt::format("'for each' counts the amount and goes before the duration; did you mean '{}'?", fix),
                       found, found + duration.size() + 1 + counted.size(), fix};
}

// `gain its valuation M` (blind design batch 59, M4): a number of a card is `the valuation of
// SEL`. No fix: which card `its` would name there depends on the trigger (`it` after `when this
// is destroyed` is the destroyer).
std::optional<refined_error> its_number(std::string_view text, std::size_t at) {
  // (the parser may stop before it, at the statement's verb: the phrase ends at or after `at`)
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"its valuation", "its IQ", "its EQ", "its MQ", "its BQ"});
  if (found == std::string_view::npos || found + words.size() < at) return std::nullopt;
  // At most the statement's verb between: a slip further on is another's (`... deals damage
  // equal to its BQ`, where the parser stops at `deals`).
  if (found > at && text.substr(at, found - at).find(' ') != found - at - 1) return std::nullopt;
  const std::string_view what = words.substr(4);
  return refined_error{found, found + words.size(),
                       fmt::format("a card's {0} is 'the {0} of SEL' ('the {0} of this', 'the {0} of it', 'the {0} "
                                   "of target character'; docs/vocabulary.md 9), not 'its {0}'",
                                   what),
                       0, 0, ""};
}

// `rule: this gains INITIATIVE as long as this is damaged` (blind design batch 25, d15): the
// parser stops after the synonym, inside its condition; the fix is the synonym's, `while`.
std::optional<refined_error> as_long_as_before(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, at, {"as long as"});
  if (found == std::string_view::npos) return std::nullopt;
  return refined_error{found, found + words.size(),
                       "'as long as' is not the language's: a change lasts 'while' a condition holds (docs/language.md, "
                       "Synonyms); did you mean 'while'?",
                       found, found + words.size(), "while"};
}

// `gain control of target character for as long as this is engaged` (blind design batch 41,
// d16): the parser stops at `for`, before the synonym; the fix is the synonym's, `while`.
std::optional<refined_error> for_as_long_as(std::string_view text, std::size_t at) {
  constexpr std::string_view words = "for as long as";
  if (text.substr(at, words.size()) != words || (at + words.size() < text.size() && word_char(text[at + words.size()])))
    return std::nullopt;
  return refined_error{at, at + words.size(),
                       "'for as long as' is not the language's: a change lasts 'while' a condition holds (docs/language.md, "
                       "Synonyms); did you mean 'while'?",
                       at, at + words.size(), "while"};
}

// `pay 1M -> Mimetic Operative gets +1 BQ` (blind design batch 25, d01): a card names itself
// `this` in its text (docs/language.md); the name of the card being defined, where the parser
// stopped, is offered as `this`.
std::optional<refined_error> own_name_in_text(std::string_view text, std::size_t at) {
  const std::size_t card = text.substr(0, at).rfind("card \"");
  if (card == std::string_view::npos) return std::nullopt;
  const std::size_t name_at = card + 6, name_end = text.find('"', name_at);
  if (name_end == std::string_view::npos || name_end <= name_at || name_end > at) return std::nullopt;
  const std::string_view name = text.substr(name_at, name_end - name_at);
  if (!text.substr(at).starts_with(name) || (at + name.size() < text.size() && word_char(text[at + name.size()])))
    return std::nullopt;
  return refined_error{at, at + name.size(),
                       fmt::format("a card names itself 'this' in its text, not \"{}\" (docs/language.md); did you "
                                   "mean 'this'?",
                                   name),
                       at, at + name.size(), "this"};
}

// `gain 1M. Draw 1 card.` (blind design batch 25, d03): statements are joined with `,` or
// `then`; no sentence ends in `.`. No fix: the next word may need its capital dropped too.
// After a `may` on the line (blind design batch 36, d06), ',' and 'then' keep the next
// statement under it: the message says so and offers ';', which ends its reach.
std::optional<refined_error> period_between(std::string_view text, std::size_t at) {
  if (at >= text.size() || text[at] != '.') return std::nullopt;
  const std::size_t line = code_of_line(text, at).first;
  const bool after_may = find_words(text, line, at, {"may"}).first != std::string_view::npos;
  return refined_error{at, at + 1,
                       after_may ? "statements are joined with ',' or 'then', which keep the next one under the "
                                   "'may' before it, or with ';', which ends what the 'may' covers ('you may draw 1 "
                                   "card; gain 1M'); a line ends without '.' (docs/language.md)"
                                 : "statements are joined with ',' or 'then' ('gain 1M, draw 1 card'), and a line ends "
                                   "without '.' (docs/language.md)",
                       0, 0, {}};
}

// `cancel target event or ability` (blind design batch 25, d02): the noun for either is
// `effect` (docs/vocabulary.md 8).
std::optional<refined_error> event_or_ability(std::string_view text, std::size_t at) {
  const auto [found, words] = phrase_at(text, at, {"event or ability", "ability or event", "events or abilities", "abilities or events"});
  if (found == std::string_view::npos) return std::nullopt;
  const std::string fix = words.starts_with("events") || words.starts_with("abilities") ? "effects" : "effect";
  return refined_error{found, found + words.size(),
                       fmt::format("an event or an ability on the stack is an '{}' (docs/vocabulary.md); did you mean '{}'?",
                                   fix, fix),
                       found, found + words.size(), fix};
}

// A rule's `if` at `at`: a rule lasts, and its condition is `while`.
refined_error if_for_while(std::size_t at) {
  return refined_error{at, at + 2,
                       "a rule lasts, and its condition is 'while' ('rule: this gets +2 MQ while you have 15M or "
                       "more'); 'if' decides an effect once; did you mean 'while'?",
                       at, at + 2, "while"};
}

// `rule: this costs 1M less to play if you have 2 or more BQ in your trait pool` (blind design
// batch 37, d20): the parser read on past the `if` and stopped at a word its clause left
// unread; the fault is the `if`.
std::optional<refined_error> if_in_rule(std::string_view text, std::size_t at) {
  const std::size_t first = line_opening(text, at, "rule:");
  if (first == std::string_view::npos) return std::nullopt;
  const std::size_t found = find_words(text, first, at, {"if"}).first;
  if (found == std::string_view::npos) return std::nullopt;
  return if_for_while(found);
}

// `{ gain 2M } If you have ...` (blind design batch 36, d07): an English sentence's capital on
// a word of the language, read as a name, so the parser stopped at the word after it. After a
// block, the ',' that joins the next statement is missing too.
std::optional<refined_error> capital_word_before(std::string_view text, std::size_t at) {
  // The words an English sentence of card text opens with (blind design batch 37: `Whenever`).
  static constexpr std::string_view openers[] = {
      "If",     "Then",    "When",   "Whenever", "At",      "Draw",    "Gain",   "Deal",     "Put",    "Each",
      "You",    "Search",  "Destroy", "Target",  "Look",    "Return",  "Choose", "Discard",  "Reveal", "Shuffle",
      "Move",   "Swap",    "Pay",    "Lose",     "Engage",  "Disengage", "Annihilate", "Remove", "Cancel", "Copy",
      "Sell",   "Instead", "Other",  "All",      "Your",    "This",    "Characters", "Cards", "Events", "Bond"};
  auto opener = [&](std::string_view w) { return std::find(std::begin(openers), std::end(openers), w) != std::end(openers); };
  // The word at the error (raised there), or the word before it (read as a name).
  const auto [line, line_end] = code_of_line(text, at);
  const std::vector<word> ws = words_in(text, line, line_end);
  std::size_t i = word_index(ws, at);
  if (i == ws.size() || !opener(ws[i].text)) i = word_before(text, ws, at);
  if (i == ws.size() || !opener(ws[i].text)) return std::nullopt;
  const std::string_view w = ws[i].text;
  const std::size_t begin = ws[i].at, end = begin + w.size();
  // A line that opens with a statement lacks its frame (`on resolve:`, `rule:`), which other
  // messages name; a trigger's or condition's first word is the frame's own.
  const bool frame_word = w == "When" || w == "Whenever" || w == "At" || w == "If";
  if (!frame_word && text.find_first_not_of(" \t", line) == begin) return std::nullopt;
  if (std::count(text.begin() + static_cast<std::ptrdiff_t>(line), text.begin() + static_cast<std::ptrdiff_t>(begin), '"') % 2)
    return std::nullopt;  // within a name
  std::string lower(w);
  lower[0] = static_cast<char>(lower[0] - 'A' + 'a');
  if (const std::string_view means = synonym_of(lower); !means.empty()) lower = means;  // `Whenever`: 'when'
  std::size_t before = begin;
  while (before > 0 && text[before - 1] == ' ') --before;
  if (before > 0 && text[before - 1] == '}')
    return refined_error{begin, end,
                         fmt::format("card text is written in lower case, and a block ends its statement: the next "
                                     "one follows a ','; did you mean '}}, {}'?",
                                     lower),
                         before - 1, end, "}, " + lower};
  return refined_error{begin, end, fmt::format("card text is written in lower case; did you mean '{}'?", lower), begin,
                       end, lower};
}

// Before `if`, two texts that are no statement to move under it (blind design batch 36):
// a block that ends its statement (`if A { gain 2M } if B { ... }`): the `,` between the two
// is missing; and an ability's limit (`activate only if ...`), which lasts: `while`.
std::optional<refined_error> condition_after_block_or_limit(std::string_view done, std::size_t begin, std::size_t at) {
  if (done.back() == '}') {
    const std::size_t brace = begin + done.size() - 1;
    return refined_error{at, at + 2,
                         "a block ends its statement, and the next one follows a ',' ('if you have 5M or less "
                         "{ gain 2M }, if you control 3 cards { draw 1 card }'); did you mean '}, if'?",
                         brace, at + 2, "}, if"};
  }
  if (done == "activate only")
    return refined_error{at, at + 2,
                         "'activate only' limits an ability for as long as its condition holds: 'activate only while "
                         "your trait pool is empty' (docs/cookbook.md 56); did you mean 'while'?",
                         at, at + 2, "while"};
  return std::nullopt;
}

// `gain 2M if you control 3 cards` (blind design batch 17, n08): a condition comes before what
// it decides, its statements in a block (`if you control 3 cards { gain 2M }`, docs/vocabulary.md
// 8). The fix moves the condition when it ends the statement; in a `rule:`, it is `while`.
std::optional<refined_error> condition_after(std::string_view text, std::size_t at) {
  if (word_starting(text, at) != "if") return std::nullopt;
  // A rule lasts: its condition is `while` (docs/vocabulary.md 8), the same words after it.
  if (auto first_in_rule = rule_condition_first(text, at)) return first_in_rule;
  if (line_opening(text, at, "rule:") != std::string_view::npos) return if_for_while(at);
  const std::size_t begin = statement_start(text, at), end = statement_end(text, at);
  if (begin >= at || end <= at + 2) return std::nullopt;  // (a word being completed may end the text at `if`)
  std::string_view done = text.substr(begin, at - begin), condition = text.substr(at + 2, end - at - 2);
  while (!done.empty() && done.back() == ' ') done.remove_suffix(1);
  while (!condition.empty() && condition.back() == ' ') condition.remove_suffix(1);
  const std::size_t condition_end = at + 2 + condition.size();
  while (!condition.empty() && condition.front() == ' ') condition.remove_prefix(1);
  if (done.empty() || condition.empty()) return std::nullopt;
  if (auto other = condition_after_block_or_limit(done, begin, at)) return other;
  const std::string fix = fmt::format("if {} {{ {} }}", condition, done);
  return refined_error{at, at + 2,
                       fmt::format("a condition comes before the statements it decides, which follow it in a block "
                                   "('if you control 3 cards {{ gain 2M }}'); did you mean '{}'?",
                                   fix),
                       begin, condition_end, fix};
}

// `put target character in its owner's hand` (blind design batch 17, n15): `in ZONE` is where a
// card is (a qualifier: `a character in your hand`), so the parser read the zone into the
// selection and asked for a destination after it, at the next line. Where a `put` statement
// has no destination and holds `in`, the message is at `in`, with `into`.
std::optional<refined_error> in_for_into(std::string_view text, std::size_t at) {
  std::size_t stop = at;
  while (stop > 0 && (text[stop - 1] == ' ' || text[stop - 1] == '\n' || text[stop - 1] == '\r' || text[stop - 1] == '\t')) --stop;
  if (stop == 0) return std::nullopt;
  const std::size_t begin = statement_start(text, stop - 1), end = std::min(statement_end(text, begin), stop);
  if (word_starting(text, begin) != "put") return std::nullopt;
  if (find_words(text, begin, end, {"into", "on top of", "on the bottom of"}).first != std::string_view::npos) return std::nullopt;
  std::size_t in = std::string_view::npos;
  for (std::size_t from = begin;;) {  // the last `in` of the statement
    const std::size_t found = find_words(text, from, end, {"in"}).first;
    if (found == std::string_view::npos) break;
    in = found, from = found + 2;
  }
  if (in == std::string_view::npos) return std::nullopt;
  return refined_error{in, in + 2,
                       "'in ZONE' says where a card is ('a character in your hand'); where a card is put is 'into ZONE' "
                       "('put target character into its owner's hand'); did you mean 'into'?",
                       in, in + 2, "into"};
}

// `on deploy: draw 1 card`, `on death: ...` (other games' "on play", "on enter"; blind
// probes): `on resolve:` is an event's effect only; a card's own moments are triggers
// (`when this is deployed:`, docs/vocabulary.md 3). The parser stops at the word after `on`;
// a word a trigger phrase of `this` has is fixed to that trigger, another is said without a fix.
struct on_moment {
  std::string_view wrote, trigger;
};
constexpr on_moment on_moments[] = {
    {"deploy", "when this is deployed"}, {"deployed", "when this is deployed"}, {"play", "when this is deployed"},
    {"enter", "when this is deployed"},  {"enters", "when this is deployed"},   {"destroy", "when this is destroyed"},
    {"destroyed", "when this is destroyed"}, {"death", "when this is destroyed"}, {"die", "when this is destroyed"},
    {"dies", "when this is destroyed"},  {"attack", "when this attacks"},       {"block", "when this blocks"},
    {"buy", "when this is bought"},      {"bought", "when this is bought"},     {"leave", "when this leaves play"},
    {"leaves", "when this leaves play"},
};
std::optional<refined_error> on_other_moment(std::string_view text, std::size_t at) {
  const std::string_view moment = word_starting(text, at);
  const std::size_t begin = code_of_line(text, at).first;
  std::string_view before = text.substr(begin, at - begin);
  while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
  const std::size_t after = at + moment.size();
  if (moment.empty() || moment == "resolve" || !before.ends_with("on") || after >= text.size() || text[after] != ':') return std::nullopt;
  const std::size_t on = begin + before.size() - 2;
  if (on > begin && word_char(text[on - 1])) return std::nullopt;  // `... on` ends another word
  const auto m = std::find_if(std::begin(on_moments), std::end(on_moments), [&](const on_moment& x) { return x.wrote == moment; });
  std::string message = fmt::format("'on {}:' is no trigger: 'on resolve:' is an event's effect, and a card's own moments "
                                    "are triggers ('when this is deployed:', 'when this is destroyed:'; docs/vocabulary.md, Triggers)",
                                    moment);
  if (m == std::end(on_moments)) return refined_error{on, after, std::move(message), 0, 0, {}};
  message += fmt::format("; did you mean '{}'?", m->trigger);
  return refined_error{on, after, std::move(message), on, after, std::string(m->trigger)};
}

// `the next time you would draw a card, instead ...` (blind design batch 57, d13): a replacement
// is of an event of cards in play; no draw is replaced. No fix: what happens after a draw is a
// trigger's.
std::optional<refined_error> would_draw(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"would draw", "would draws"});
  if (found == std::string_view::npos || at > found + words.size()) return std::nullopt;
  const std::size_t verb = found + 6;  // `draw`
  return refined_error{verb, found + words.size(),
                       "no draw can be replaced: 'the next time ... would' names an event of a card in play ('would "
                       "be dealt damage', 'would be destroyed'; docs/vocabulary.md, replacements); what follows a draw "
                       "is a trigger's ('when you draw a card: ...')",
                       0, 0, {}};
}

// `draw a card` (blind design batch 18, probe D06): a draw names its number of cards (`draw 1
// card`, docs/vocabulary.md, `draw`). Offered where the parser stopped at or before the words,
// on their line.
std::optional<refined_error> draw_a_card(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"draw a card", "draws a card"});
  if (found == std::string_view::npos || at > found + words.size()) return std::nullopt;
  // `the next time you would draw a card`: no draw is replaced, so '1 card' would not check
  // either (blind design batch 57, M3: the checker offers only text that checks).
  if (text.substr(begin, found - begin).ends_with("would ")) return std::nullopt;
  const std::size_t a = found + words.size() - 6, card_end = found + words.size();  // `a card`
  return refined_error{a, card_end, "a draw names its number of cards ('draw 1 card', 'draw 2 cards'); did you mean '1 card'?",
                       a, card_end, "1 card"};
}

// `deal 2 IQ damage to each of up to 3 target characters` (blind design batch 18, D11): `each
// of` names cards named before (`each of them`); a statement acts on every card its own
// selection names, so the words go (`deal 2 IQ damage to up to 3 target characters`).
std::optional<refined_error> each_of_selection(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"each of"});
  if (found == std::string_view::npos || at > end) return std::nullopt;
  std::size_t next = found + words.size();
  while (next < end && text[next] == ' ') ++next;
  const std::string_view w = word_starting(text, next);
  if (w.empty() || w == "them" || w == "those" || at > next + w.size()) return std::nullopt;
  return refined_error{found, next + w.size(),
                       fmt::format("'each of' names cards named before ('each of them'); a statement acts on each card "
                                   "its selection names ('deal 2 IQ damage to up to 3 target characters'); did you mean "
                                   "'{}'?",
                                   w),
                       found, next + w.size(), std::string(w)};
}

// `at the beginning of your turn: gain 1M` (001 Accounting Phase: "texts that say 'At the
// Beginning of the turn'"; blind design batch 21): an ability that waits for a turn starts with
// `when` (`when your turn begins: gain 1M`); `each player's turn` is `each turn`. The same of a
// phase or step (`at the beginning of your end phase:`, blind design batch 29, d17): `when your
// end phase begins`; `the end phase` is each one. Fixed whole.
namespace {
// Whose turn, phase or step the words between `of` and the unit name, as a trigger writes them.
std::optional<std::string> trigger_owner(std::string whose, bool turn) {
  for (std::string_view every : {"each player's", "every player's"})
    if (whose == every || whose.starts_with(std::string(every) + " ")) whose = "each" + whose.substr(every.size());
  if (whose == "each") return whose;
  if (whose == "the" || (turn && whose.starts_with("the "))) return std::nullopt;
  if (whose.starts_with("the ")) whose = "each" + whose.substr(3);  // `the end phase`: every end phase
  return whose;
}
}  // namespace

std::optional<refined_error> at_beginning_of_turn(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  std::size_t first = begin;
  while (first < end && (text[first] == ' ' || text[first] == '\t')) ++first;
  const std::string_view line = text.substr(first, end - first);
  std::size_t owner = 0;
  for (std::string_view lead : {"at the beginning of ", "at the start of "})
    if (line.starts_with(lead)) owner = lead.size();
  if (owner == 0) return std::nullopt;
  for (std::string_view unit : {" turn:", " phase:", " step:"}) {
    const std::size_t found = line.find(unit);
    const std::size_t stop = found + unit.size() - 1;  // the colon
    if (found == std::string_view::npos || found < owner || at > first + stop) continue;
    const auto whose = trigger_owner(std::string(line.substr(owner, found - owner)), unit == " turn:");
    if (!whose) return std::nullopt;
    const std::string fix = fmt::format("when {}{} begins", *whose, unit.substr(0, unit.size() - 1));
    return refined_error{first, first + stop,
                         fmt::format("an ability that waits for a {} starts with 'when' ('{}: ...'; 'at the start of "
                                     "your next turn, ...' is a delayed effect inside one); did you mean '{}'?",
                                     unit.substr(1, unit.size() - 2), fix, fix),
                         first, first + stop, fix};
  }
  return std::nullopt;
}

// `you control 3 or more characters` (blind design batch 21): a count of cards a player
// controls is `at least 3 characters` / `at most 3 characters` (`or more` follows a number of
// money, traits or cards in hand, not a selection's count).
std::optional<refined_error> control_or_more(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const std::vector<word> ws = words_in(text, begin, end);
  for (std::size_t i = 0; i + 3 < ws.size(); ++i) {
    if (ws[i].text != "control" && ws[i].text != "controls") continue;
    const word& n = ws[i + 1];
    // `two or more` (blind design batch 27); `zero` and `one` (a determiner) are not read
    const bool word_read = n.text != "zero" && n.text != "one";
    const std::string digits = all_digits(n.text) ? std::string(n.text) : word_read ? digits_of(n.text) : std::string();
    const std::string_view which = ws[i + 3].text;
    if (digits.empty() || ws[i + 2].text != "or" || (which != "more" && which != "less" && which != "fewer")) continue;
    const std::size_t to = ws[i + 3].at + which.size();
    if (at < n.at || at > to) continue;
    const std::string fix = fmt::format("{} {}", which == "more" ? "at least" : "at most", digits);
    return refined_error{n.at, to,
                         fmt::format("a number of cards a player controls is counted before the noun ('you control {} "
                                     "characters'); did you mean '{}'?",
                                     fix, fix),
                         n.at, to, fix};
  }
  return std::nullopt;
}

// `you have an empty hand`, `you have no traits in your pool` (cookbooks 33, 34): a hand is
// counted as money is, `you have no cards in hand`; an empty pool said of it, `your trait pool is empty`.
std::optional<refined_error> have_empty(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const std::vector<word> ws = words_in(text, begin, end);
  for (std::size_t i = 0; i + 3 < ws.size(); ++i) {
    const std::string_view who = ws[i].text, verb = ws[i + 1].text;
    if ((who != "you" && who != "they") || (verb != "have" && verb != "has")) continue;
    std::size_t last = 0;  // the index of the phrase's last word
    std::string_view what;
    if (ws[i + 2].text == "an" && ws[i + 3].text == "empty" && i + 4 < ws.size()) {
      what = ws[i + 4].text == "hand" ? "hand" : ws[i + 4].text == "trait" ? "trait pool" : "";
      last = i + (what == "trait pool" ? 5 : 4);
    } else if (ws[i + 2].text == "no" && ws[i + 3].text == "traits") {
      what = "trait pool";
      last = i + 3;
      for (std::size_t j = i + 4; j < ws.size() && j < i + 8; ++j)
        if (ws[j].text == "pool") last = j;
    }
    if (what.empty() || last >= ws.size() || at < ws[i].at || at > ws[last].at + ws[last].text.size()) continue;
    const std::size_t to = ws[last].at + ws[last].text.size();
    // a hand is counted as money is (`you have no cards in hand`), a pool said empty
    const std::string fix = what == "hand" ? fmt::format("{} {} no cards in hand", who, verb)
                                           : fmt::format("{} trait pool is empty", who == "you" ? "your" : "their");
    return refined_error{ws[i].at, to,
                         fmt::format("a hand is counted as money is ('you have no cards in hand', 'you have 3 or "
                                     "fewer cards in hand'), an empty trait pool said of the pool ('your trait pool is "
                                     "empty'); did you mean '{}'?",
                                     fix),
                         ws[i].at, to, fix};
  }
  return std::nullopt;
}

// How many kinds of counter the card holding `at` names (`a research counter`, `3 hazard
// counters`, `development counters`): the words just before `counter`/`counters` that are no
// count, from the card's `card "` to the next form.
std::size_t counter_kinds_in_card(std::string_view text, std::size_t at) {
  const std::size_t from = text.substr(0, at).rfind("card \"");
  const std::size_t begin = from == std::string_view::npos ? 0 : from;
  std::size_t end = std::min({text.find("\ncard \"", at), text.find("\nscenario ", at), text.find("\nkeyword ", at)});
  if (end == std::string_view::npos) end = text.size();
  const std::vector<word> ws = words_in(text, begin, end);
  constexpr std::string_view counts[] = {"a", "an", "the", "of", "no", "any", "all", "each", "more", "many", "that", "its", "their", "one"};
  std::vector<std::string_view> kinds;
  for (std::size_t i = 1; i < ws.size(); ++i) {
    if (ws[i].text != "counter" && ws[i].text != "counters") continue;
    const std::string_view k = ws[i - 1].text;
    if (k.empty() || !(k[0] >= 'a' && k[0] <= 'z') || std::find(std::begin(counts), std::end(counts), k) != std::end(counts)) continue;
    if (std::find(kinds.begin(), kinds.end(), k) == kinds.end()) kinds.push_back(k);
  }
  return kinds.size();
}

// `add 2 counters to target card` (cookbook 120): a counter has its kind, `development` the one
// the books know (003 Glossary DEVELOPMENT).
std::optional<refined_error> counters_without_kind(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const std::vector<word> ws = words_in(text, begin, end);
  auto counter = [](std::string_view w) { return w == "counters" || w == "counter"; };
  for (std::size_t i = 0; i + 2 < ws.size(); ++i) {
    const std::string_view verb = ws[i].text;
    if (verb != "add" && verb != "put" && verb != "remove") continue;
    // `put 2 counters`, or a kind the books do not know: `put a growth counter` (blind
    // design batch 33, d04)
    const bool kindless = counter(ws[i + 2].text);
    const bool unknown_kind = !kindless && i + 3 < ws.size() && counter(ws[i + 3].text) && ws[i + 2].text != "development";
    if (!kindless && !unknown_kind) continue;
    const word& n = ws[i + 1];
    if (at < n.at) continue;
    const std::string_view noun = ws[i + (kindless ? 2 : 3)].text;
    const std::size_t to = ws[i + (kindless ? 2 : 3)].at + noun.size();
    const std::string fix = fmt::format("{} development {}", n.text, noun);
    // Two kinds in one card (`research` and `hazard` counters, blind design batch 34, d19):
    // 'development' for both would merge what the card keeps apart, text that checks and does
    // other than it says; said so, with no fix.
    if (counter_kinds_in_card(text, at) > 1)
      return refined_error{n.at, to,
                           "a counter is named by its kind, and 'development' is the only one the language has (003 "
                           "Glossary DEVELOPMENT); this card names two kinds, which 'development' for both would "
                           "merge into one count, so it cannot be written yet",
                           0, 0, {}};
    return refined_error{n.at, to,
                         fmt::format("a counter is named by its kind, and 'development' is the one the books know "
                                     "(003 Glossary DEVELOPMENT); did you mean '{}'?",
                                     fix),
                         n.at, to, fix};
  }
  return std::nullopt;
}

// `target opponent loses up to 2M` (blind design batch 38, d20): a loss takes what there is
// anyway (001 Resources: money goes no lower than nothing); `up to` is `take`'s.
// The parser may stop before the verb (at the statement's subject): the phrase is looked for
// on the line, at or after the place it stopped.
std::optional<refined_error> lose_up_to(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"loses up to", "lose up to"});
  if (found == std::string_view::npos || at > found + words.size()) return std::nullopt;
  const std::string fix(words.substr(0, words.find(' ')));
  return refined_error{found, found + words.size(),
                       fmt::format("a loss takes what there is (money goes no lower than nothing, 001 Resources), so "
                                   "it needs no 'up to'; did you mean '{}'?", fix),
                       found, found + words.size(), fix};
}

// `gain 1M for each character that left play this way`: the cards one effect moved out of play
// have no count; it destroyed (`destroyed this way`, blind design batch 23, d17) have. No fix:
// the parser's 'expected turn' leads to `that left play this turn`, which counts more.
std::optional<refined_error> destroyed_this_way(std::string_view text, std::size_t at) {
  if (auto found = phrase_with_message(text, at, {"that left play this way", "left play this way"},
                                       "the cards one effect moved out of play have no count; 'destroyed this way' counts "
                                       "the cards it destroyed, and 'that left play this turn' every card that left play "
                                       "this turn, before this effect too (docs/rulings.md, Counts of the turn)"))
    return found;
  // `gain 1M for each card annihilated this way` (blind design batch 39, d17): the cards the
  // statement just before acted on are `them`.
  return phrase_with_message(text, at, {"annihilated this way", "discarded this way", "sold this way", "returned this way"},
                             "only 'destroyed this way' counts what an effect did; the cards the statement just before "
                             "acted on are 'them' ('annihilate up to 3 cards in target opponent's open market, gain 1M "
                             "for each of them'), and what players did is 'that many' ('each opponent discards a card, "
                             "then draw that many cards')");
}

// `rule: this costs 1M less to play during an opponent's turn` (blind design batch 23, d09): a
// rule holds while a condition does, `while it is an opponent's turn`.
std::optional<refined_error> rule_during_turn(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  if (text.substr(begin, end - begin).find("rule:") == std::string_view::npos) return std::nullopt;
  const auto [found, words] = find_words(text, begin, end, {"during an opponent's turn", "during your turn"});
  if (found == std::string_view::npos || at > found + words.size()) return std::nullopt;
  const std::string fix = fmt::format("while it is {}", words.substr(std::string_view("during ").size()));
  return refined_error{found, found + words.size(),
                       fmt::format("a rule holds while a condition does; did you mean '{}'?", fix), found,
                       found + words.size(), fix};
}

// `that player gives you 1M for each location they control` (blind design batch 24, d19): the
// money comes first, the player after `to`: `gives 1M for each location they control to you`.
std::optional<refined_error> give_player_first(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] =
      find_words(text, begin, end, {"gives you", "give you", "gives that player", "give that player", "gives them",
                                    "give them", "gives target opponent", "give target opponent", "gives each opponent",
                                    "give each opponent", "gives its controller", "give its controller"});
  if (found == std::string_view::npos || at < found || at > found + words.size() + 1) return std::nullopt;
  const std::size_t verb_end = words.find(' ');
  const std::string_view verb = words.substr(0, verb_end), player = words.substr(verb_end + 1);
  std::size_t stop = found + words.size();
  // (a '.' ends an English sentence, blind design batch 37, d11: the fix took the next one in)
  while (stop < end && text[stop] != ',' && text[stop] != ';' && text[stop] != '{' && text[stop] != '}' && text[stop] != '.') ++stop;
  while (stop > found + words.size() && text[stop - 1] == ' ') --stop;
  const std::string_view money = text.substr(found + words.size(), stop - found - words.size());
  if (money.size() < 2) return std::nullopt;
  const std::string fix = fmt::format("{}{} to {}", verb, money, player);
  return refined_error{found, stop, fmt::format("money is given as 'give 2M to PLAYER'; did you mean '{}'?", fix), found,
                       stop, fix};
}

// Whether `words` begins with a verb of a player's action (`attack`, `block`): after `pay 1M to`,
// the price of an action, not a player paid.
bool action_verb(std::string_view words) {
  for (std::string_view v : {"attack", "block", "retaliate", "buy", "play", "activate", "sell", "deploy", "draw"})
    if (words.starts_with(v) && (words.size() == v.size() || words[v.size()] == ' ')) return true;
  return false;
}

// `target opponent pays you 2M`, `... pays 2M to you` (blind design batch 32): money one player
// hands another is given, `gives 2M to you`; `pay` is a player's own payment (to the bank).
std::optional<refined_error> pay_to_player(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, verb] = find_words(text, begin, end, {"pays", "pay"});
  // The error is in the statement that pays, not in one before it on the line.
  if (found == std::string_view::npos || at < statement_start(text, found)) return std::nullopt;
  std::size_t stop = statement_end(text, found);
  while (stop > found && text[stop - 1] == ' ') --stop;
  if (at > stop || stop <= found + verb.size() + 1) return std::nullopt;  // nothing after the verb
  const std::string_view rest = text.substr(found + verb.size() + 1, stop - found - verb.size() - 1);
  const std::string given = verb == "pays" ? "gives" : "give";
  // `must pay 1M to attack` (blind design batch 59, M2): a price of an action, which 'give'
  // is not; no fix is offered, as none would check.
  if (const std::size_t to = rest.find(" to "); to != std::string_view::npos && rest.substr(0, to).ends_with("M") &&
                                                 action_verb(rest.substr(to + 4)))
    return refined_error{found, stop, "no rule makes a player pay to attack, block or act: a rule forbids it ('cannot "
                                      "attack') or changes what a card costs ('cards you buy cost 1M more'); an "
                                      "ability's cost is paid as it is activated ('pay 1M, engage this -> ...')", 0, 0, ""};
  std::string fix;
  if (rest.starts_with("you ") && rest.ends_with("M") && rest.find(' ', 4) == std::string_view::npos)
    fix = fmt::format("{} {} to you", given, rest.substr(4));
  else if (const std::size_t to = rest.find(" to "); to != std::string_view::npos && rest.substr(0, to).ends_with("M"))
    fix = fmt::format("{} {}", given, rest);
  if (fix.empty()) return std::nullopt;
  return refined_error{found, stop, fmt::format("money one player hands another is given ('give 2M to PLAYER'); 'pay' "
                                                "is to the bank; did you mean '{}'?",
                                                fix),
                       found, stop, fix};
}

// `rule: this gets +1 BQ for each damage on this` (blind design batch 24, d07): damage is no
// card to count; the amount is `the damage on SEL` (`gets +the damage on this BQ`). The
// parser's guess, `damaged`, did not check either.
std::optional<refined_error> each_damage_on(std::string_view text, std::size_t at) {
  const auto [found, words] = phrase_at(text, at, {"for each damage on"});
  if (found == std::string_view::npos) return std::nullopt;
  const auto [begin, end] = code_of_line(text, at);
  std::size_t from_card = found + words.size();
  while (from_card < end && text[from_card] == ' ') ++from_card;
  std::size_t stop = from_card;
  while (stop < end && word_char(text[stop])) ++stop;  // the card: `this`, `it` (none at the end of the text)
  const std::string_view card = text.substr(from_card, stop - from_card);
  const std::vector<word> ws = words_in(text, begin, found);
  const bool plus_one = ws.size() >= 2 && ws[ws.size() - 2].text == "1" && ws[ws.size() - 2].at > 0 &&
                        text[ws[ws.size() - 2].at - 1] == '+' && grammar::is_trait_word(ws.back().text);
  if (!plus_one || card.empty())
    return refined_error{found, stop, "damage is no card to count: the amount is 'the damage on SEL' ('gets +the damage "
                                      "on this BQ', 'gain the damage on target character M')", 0, 0, {}};
  const std::size_t from = ws[ws.size() - 2].at - 1;  // the '+'
  const std::string fix = fmt::format("+the damage on {} {}", card, ws.back().text);
  return refined_error{from, stop, fmt::format("damage is no card to count; did you mean '{}'?", fix), from, stop, fix};
}

// `take 1M for each damage dealt from its controller` (blind design batch 38, d19): the damage
// a trigger heard is an amount, `the damage dealt`, not cards to count; `1M for each` is it in
// money. The closest word, 'damaged', did not check.
std::optional<refined_error> each_damage_dealt(std::string_view text, std::size_t at) {
  const auto [found, words] = phrase_at(text, at, {"for each damage dealt"});
  if (found == std::string_view::npos) return std::nullopt;
  const std::size_t end = found + words.size();
  const std::vector<word> ws = words_in(text, code_of_line(text, at).first, found);
  if (!ws.empty() && ws.back().text == "1M")
    return refined_error{ws.back().at, end, "damage is no card to count: the amount is 'the damage dealt'; did you mean "
                                            "'the damage dealt M'?", ws.back().at, end, "the damage dealt M"};
  return refined_error{found, end, "damage is no card to count: the amount is 'the damage dealt' ('gain the damage "
                                   "dealt M', 'draw the damage dealt cards')", 0, 0, {}};
}

// What `SUBJECT control(s) fewer than N CARDS REST` counts, as an amount's selection:
// `cards you control with #INFRASTRUCTURE other than it` (blind design batch 31, N1: the
// example said `characters you control` whatever the line counted).
std::string counted_cards(std::string_view text, std::size_t from, const std::vector<word>& ws) {
  const std::size_t verb = text.rfind(' ', from - 2) + 1;  // `control`, `controls`
  const std::size_t if_at = text.rfind("if ", verb), while_at = text.rfind("while ", verb);
  const std::size_t start = if_at != std::string_view::npos && (while_at == std::string_view::npos || if_at > while_at)
                                ? if_at + 3
                                : while_at != std::string_view::npos ? while_at + 6 : std::string_view::npos;
  if (ws.size() < 4 || start == std::string_view::npos || start > verb) return "characters you control";
  const std::string_view subject = text.substr(start, from - 1 - start);  // `you control`
  std::string_view rest = text.substr(ws[3].at + ws[3].text.size());
  rest = rest.substr(0, rest.find_first_of("{,\n"));  // to the end of the condition
  while (!rest.empty() && rest.back() == ' ') rest.remove_suffix(1);
  return fmt::format("{} {}{}", ws[3].text, subject, rest);
}

// `you control more than 2 characters`: `controls` counts with `at least` (`at least 3`).
std::optional<refined_error> control_more_than_number(std::string_view text, std::size_t from, std::size_t end) {
  const std::vector<word> ws = words_in(text, from, end);
  if (ws.size() < 3 || ws[2].text.empty() || !std::all_of(ws[2].text.begin(), ws[2].text.end(), [](char ch) {
        return ch >= '0' && ch <= '9';
      }) || ws[2].text.size() > 6)
    return std::nullopt;
  const int n = std::stoi(std::string(ws[2].text));
  const std::size_t stop = ws[2].at + ws[2].text.size();
  if (ws[0].text != "more")  // `controls` takes `at least` only: the count is an amount
    return refined_error{ws[0].at, stop, fmt::format("'controls' counts with 'at least'; for fewer, compare the amount: "
                                                     "'if the number of {} < {} {{ ... }}'",
                                                     counted_cards(text, from, ws), n),
                         0, 0, {}};
  const std::string fix = fmt::format("at least {}", n + 1);
  return refined_error{ws[0].at, stop, fmt::format("a count is compared with 'at least'; did you mean '{}'?", fix),
                       ws[0].at, stop, fix};
}

// `if you control more characters with #HUMAN than each opponent` (blind design batch 24, d08):
// `more ... than` compares players' money, traits and cards in hand; counts of cards are
// compared as amounts.
std::optional<refined_error> control_more_than(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"control more", "controls more", "control fewer",
                                                             "controls fewer", "control less", "controls less"});
  if (found == std::string_view::npos || at < found) return std::nullopt;
  const auto [than, than_word] = find_words(text, found, end, {"than"});
  if (than == found + words.size() + 1) return control_more_than_number(text, found + words.find(' ') + 1, end);
  if (than == std::string_view::npos || at > than + than_word.size() + 1) return std::nullopt;
  return refined_error{found, than + than_word.size(),
                       "'more ... than' compares players' money, traits or cards in hand; to compare counts of "
                       "cards, compare the amounts: 'the number of characters you control > the number of "
                       "characters an opponent controls'",
                       0, 0, {}};
}

// `for each equipment in an open market` (blind design batch 24, d06): a selection names a zone
// by its player; the parser's "expected 'opponent's'" said less than the checker does for the
// same words in a rule phrase (check_abilities.cpp zone_owner_message). `is in an open market`
// is a condition, and stands.
std::optional<refined_error> open_market_of_nobody(std::string_view text, std::size_t at) {
  const auto [found, words] = phrase_at(text, at, {"in an open market", "in any open market", "in each open market",
                                                   "in every open market", "in each player's open market",
                                                   "in all open markets"});
  if (found == std::string_view::npos) return std::nullopt;
  const auto [begin, end] = code_of_line(text, at);
  const std::vector<word> before = words_in(text, begin, found);
  if (!before.empty() && before.back().text == "is") return std::nullopt;
  return refined_error{found, found + words.size(),
                       fmt::format("a selection names one player's zone, such as 'in your open market' or 'in an "
                                   "opponent's open market' (docs/vocabulary.md 7.5), not '{}'; for every open "
                                   "market, count each",
                                   words),
                       0, 0, {}};
}

// `add 1 BQ to your trait pool` (blind design batch 23, d20): traits come into the pool by
// `produce 1 BQ` (001 Buy Phase: "produce traits").
std::optional<refined_error> add_to_pool(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const std::vector<word> ws = words_in(text, begin, end);
  for (std::size_t i = 0; i + 5 < ws.size(); ++i) {
    const bool trait = grammar::is_trait_word(ws[i + 2].text);
    if (ws[i].text != "add" || !trait || ws[i + 3].text != "to" || ws[i + 4].text != "your" || ws[i + 5].text != "trait")
      continue;
    std::size_t last = i + 5;
    if (last + 1 < ws.size() && ws[last + 1].text == "pool") ++last;
    const std::size_t to = ws[last].at + ws[last].text.size();
    if (at < ws[i].at || at > to) continue;
    const std::string fix = fmt::format("produce {} {}", ws[i + 1].text, ws[i + 2].text);
    return refined_error{ws[i].at, to,
                         fmt::format("traits come into the trait pool by 'produce' (001 Buy Phase); did you mean '{}'?", fix),
                         ws[i].at, to, fix};
  }
  return std::nullopt;
}

// `when each player's turn begins` (blind design batch 18, D08): every player's turn is `each
// turn` (`when each turn begins`; `your`, `an opponent's` for one side).
std::optional<refined_error> each_players_turn(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"each player's turn"});
  if (found == std::string_view::npos || at > found + words.size()) return std::nullopt;
  const std::size_t from = found + 5, to = found + words.size();  // `player's turn`
  return refined_error{from, to,
                       "every player's turn is 'each turn' ('when each turn begins'; 'your turn', 'an opponent's turn' "
                       "for one side); did you mean 'turn'?",
                       from, to, "turn"};
}

// `for each character destroyed this turn { gain 1M }` (blind design batch 19): the block
// form walks cards it can act on; the cards of the turn are gone, so they are counted in an
// amount (`gain 1M for each character destroyed this turn`). No fix: the statement turns round.
std::optional<refined_error> for_each_gone(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"for each"});
  if (found == std::string_view::npos || at < found) return std::nullopt;
  const auto [gone, phrase] = find_words(text, found, end, {"destroyed this turn", "that left play this turn", "left play this turn"});
  if (gone == std::string_view::npos || at > gone + phrase.size()) return std::nullopt;
  return refined_error{gone, gone + phrase.size(),
                       fmt::format("the cards {} are out of play, so 'for each' with a block cannot act on them; count "
                                   "them in an amount: 'gain 1M for each character {}'",
                                   phrase, phrase),
                       0, 0, {}};
}

// Where the word at or after `at` starts (the parser may stop at the blank before it).
std::size_t next_word(std::string_view text, std::size_t at) {
  while (at < text.size() && text[at] == ' ') ++at;
  return at;
}

// The text before `at`, its trailing blanks dropped.
std::string_view text_before(std::string_view text, std::size_t at) {
  std::string_view before = text.substr(0, at);
  while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
  return before;
}

// `rule: prevent 1 damage that would be dealt to ...` (blind design batch 19, D10): damage is
// prevented by a replacement of its being dealt (docs/vocabulary.md, Replacements), not a rule.
std::optional<refined_error> rule_prevent(std::string_view text, std::size_t at) {
  at = next_word(text, at);
  if (word_starting(text, at) != "prevent") return std::nullopt;
  const std::string_view before = text_before(text, at);
  if (!before.ends_with("rule:")) return std::nullopt;
  return refined_error{at, at + 7,
                       "damage is prevented as it would be dealt, by a replacement, not a rule: 'instead of a character "
                       "you control being dealt damage: prevent 1 of that damage'",
                       0, 0, {}};
}

// `until your next turn, each opponent cannot play events` (blind design batch 19, D13): a
// duration follows what it lasts for ('each opponent cannot play events until your next turn').
std::optional<refined_error> duration_first(std::string_view text, std::size_t raised) {
  const std::size_t at = next_word(text, raised);
  std::size_t begin = statement_start(text, at);
  if (word_starting(text, begin) == "then") begin = next_word(text, begin + 4);  // `..., then until end of turn, ...` (batch 44, d11)
  if (word_starting(text, begin) != "until" || at > statement_end(text, begin)) return std::nullopt;
  return refined_error{begin, begin + 5,
                       "a duration follows the statement it lasts for ('each opponent cannot play events until your "
                       "next turn', 'target character gets +2 BQ until end of turn')",
                       0, 0, {}};
}

// `deal 2 BQ damage to another target character` (blind design batch 20, p12): two `target`
// words of one effect already take two different cards (docs/vocabulary.md 7.2). No fix: the
// cookbook's form adds `other than it`, which the words after `target` do not give.
std::optional<refined_error> another_target(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"another target"});
  if (found == std::string_view::npos || at > found + words.size()) return std::nullopt;
  return refined_error{found, found + words.size(),
                       "'another' goes before a noun without 'target': a target other than this card is 'target "
                       "character other than this' (blind design batch 22, d13); and each 'target' of an effect "
                       "already names a different card ('deal 2 BQ damage to target character, then deal 2 BQ damage "
                       "to target character')",
                       0, 0, {}};
}

// `target player reveals the top card of ...` (blind design batch 20, p13): `reveal` has no
// player subject; the zone names whose card it is.
std::optional<refined_error> player_reveals(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"player reveals", "opponent reveals", "players reveal", "opponents reveal"});
  if (found == std::string_view::npos || at > found + words.size()) return std::nullopt;
  const std::size_t verb = text.find(" reveal", found) + 1;
  return refined_error{verb, found + words.size(),
                       "'reveal' has no player subject: the zone names whose card it is ('reveal the top card of "
                       "target player's resource deck'); for each opponent in turn, with 'it' their card, write 'for each "
                       "opponent { reveal the top card of your main deck, ... }' ('your' is theirs there)",
                       0, 0, {}};
}

// `rule: UPKEEP costs of cards you control cost 1M less` (blind design batch 20, p04): an
// upkeep change is a cost rule of the cards (`cards you control cost 1M less upkeep`).
std::optional<refined_error> upkeep_costs_of(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"UPKEEP costs of", "upkeep costs of", "UPKEEP cost of", "upkeep cost of"});
  if (found == std::string_view::npos || at > found + words.size()) return std::nullopt;
  // The example keeps the line's own cards and change (blind design batch 31, T4: it dropped
  // `other`, and `cards you control` then lowered the card's own upkeep too).
  const std::string_view line = text.substr(found + words.size(), end - found - words.size());
  const std::size_t cost = line.find(" cost ");
  std::string example = "cards you control cost 1M less upkeep";
  if (cost != std::string_view::npos && cost > 1) {
    std::string_view change = line.substr(cost + 6);
    change = change.substr(0, change.find_first_of("\n#"));
    while (!change.empty() && (change.back() == ' ' || change.back() == '.')) change.remove_suffix(1);  // d06 of batch 37
    std::string_view cards = line.substr(0, cost);
    while (!cards.empty() && cards.front() == ' ') cards.remove_prefix(1);
    if (!change.empty() && !cards.empty()) example = fmt::format("{} cost {} upkeep", cards, change);
  }
  return refined_error{found, found + words.size(),
                       fmt::format("an upkeep change is a rule of the cards that pay it: '{}'", example), 0, 0, {}};
}

// `rule: cards you buy from an opponent's network cost 2M less` (blind design batch 20, p07):
// where the card is bought from is a zone of the selection (`cards in an opponent's network
// you buy cost 2M less`).
std::optional<refined_error> buy_from_zone(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [found, words] = find_words(text, begin, end, {"buy from", "buys from"});
  if (found == std::string_view::npos || at < found ||
      text.substr(begin, end - begin).find("rule:") == std::string_view::npos)
    return std::nullopt;
  // `buy from an open market` is a rule phrase of its own (docs/vocabulary.md), whole or still being written
  std::string_view rest = text.substr(found + words.size(), end - found - words.size());
  while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  constexpr std::string_view market = "an open market";
  if (rest.starts_with(market) || market.starts_with(rest)) return std::nullopt;
  return refined_error{found, found + words.size(),
                       "where a card is bought from is a zone of its selection: 'cards in an opponent's network you buy "
                       "cost 2M less'",
                       0, 0, {}};
}

// `rule: you cannot buy cards from an opponent's open market` (blind batch 24): one player's
// zone is where the bought cards are, a part of the selection (`cards in an opponent's open
// market`); `from an open market` is any player's (docs/vocabulary.md, `PLAYERS cannot buy SEL`).
std::optional<refined_error> cannot_buy_from_players_zone(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const auto [verb, said] = find_words(text, begin, end, {"cannot buy"});
  const auto [from, w] = find_words(text, verb == std::string_view::npos ? end : verb, end, {"from"});
  if (from == std::string_view::npos || at < from) return std::nullopt;
  std::string_view rest = text.substr(from + 5, end - from - 5);
  if (rest.starts_with("an open market")) return std::nullopt;
  const std::size_t zone_at = std::min({rest.find(" open market"), rest.find(" network"), rest.find(" hand")});
  const std::string_view whose = rest.substr(0, zone_at == std::string_view::npos ? 0 : zone_at);
  if (!(whose == "your" || whose == "their" || whose.ends_with("'s"))) return std::nullopt;
  return refined_error{from, from + 4,
                       "one player's zone is where the bought cards are, in the selection ('cards in an opponent's "
                       "open market'); 'from an open market' is any player's; did you mean 'in'?",
                       from, from + 4, "in"};
}

// A scenario's `Ana chooses yes` (this stop's own example): a "may" is answered `accepts`
// or `declines` (docs/scenarios.md).
std::optional<refined_error> chooses_yes_no(std::string_view text, std::size_t at) {
  const auto [found, words] = phrase_at(text, at, {"chooses yes", "chooses no"});
  if (found == std::string_view::npos) return std::nullopt;
  const std::string_view fix = words.ends_with("yes") ? "accepts" : "declines";
  return refined_error{found, found + words.size(),
                       fmt::format("a \"may\" is answered 'accepts' (yes) or 'declines' (no); did you mean '{}'?", fix),
                       found, found + words.size(), std::string(fix)};
}

// `if they don't, destroy ...` (blind design batch 37, d11): contractions are written out
// (`if they do not`, the `did` of a `may`, docs/language.md).
std::optional<refined_error> contracted_do(std::string_view text, std::size_t at) {
  constexpr std::array<std::pair<std::string_view, std::string_view>, 6> contractions = {{
      {"don't", "do not"}, {"doesn't", "does not"}, {"didn't", "did not"},
      {"don\xE2\x80\x99t", "do not"}, {"doesn\xE2\x80\x99t", "does not"}, {"didn\xE2\x80\x99t", "did not"}}};
  // At the error, or later in its statement and sentence (the parser may raise it at the `if`
  // before).
  const std::size_t end_of = std::min({statement_end(text, at), text.find('.', at), code_of_line(text, at).second});
  for (const auto& [found, means] : contractions) {
    const std::size_t from = find_words(text, at, end_of, {found}).first;
    if (from == std::string_view::npos) continue;
    const std::size_t end = from + found.size();
    return refined_error{from, end,
                         fmt::format("'{}' is no word of the language: words are written out; did you mean '{}'?", found, means),
                         from, end, std::string(means)};
  }
  return std::nullopt;
}

// The hints that read the text alone, tried in this order: the first that recognises the
// slip at `at` gives the message.
// `gain "DEAD DROP" 3`, `if this has "AREA ATTACK"` (blind design batch 51): card text names
// a keyword bare; quotes name one only where it is defined (`keyword "DEAD DROP" { ... }`).
std::optional<refined_error> quoted_keyword_name(std::string_view text, std::size_t at) {
  if (at >= text.size() || text[at] != '"') return std::nullopt;
  const std::size_t close = text.find('"', at + 1);
  if (close == std::string_view::npos || text.find('\n', at) < close) return std::nullopt;
  const std::string_view name = text.substr(at + 1, close - at - 1);
  if (name.empty() || std::any_of(name.begin(), name.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)); }))
    return std::nullopt;  // a card's name, not a keyword's
  const auto [line, line_end] = code_of_line(text, at);
  const std::vector<word> ws = words_in(text, line, at);
  static constexpr std::string_view before[] = {"gain", "gains", "has", "have", "lose", "loses", "with", "without"};
  if (ws.empty() || std::find(std::begin(before), std::end(before), ws.back().text) == std::end(before)) return std::nullopt;
  return refined_error{at, close + 1,
                       fmt::format("card text names a keyword without quotes ('{} {}'); quotes name it only where it is "
                                   "defined ('keyword \"{}\"'); did you mean '{}'?", ws.back().text, name, name, name),
                       at, close + 1, std::string(name)};
}

using text_hint = std::optional<refined_error> (*)(std::string_view text, std::size_t at);
constexpr text_hint text_hints[] = {
    quoted_keyword_name,
    triggers_only_once,
    on_other_moment,
    keyword_had,
    each_combat_if_able,
    state_after_noun,
    with_bonded_to_it,
    player_engages,
    opponents_zones,
    if_able,
    chooses_yes_no,
    traits_taken,
    that_player_controls,
    kind_in_past,
    zone_count,
    the_bonded_card,
    first_each_turn,
    money_cost_without_pay,
    comma_before_first_time,
    has_damage_on_it,
    its_number,
    for_each_after_duration,
    if_would_instead,
    keyword_to_target,
    open_market_pile,
    own_name_in_text,
    period_between,
    event_or_ability,
    capital_word_before,
    condition_after,
    rule_condition_first,
    if_in_rule,
    in_for_into,
    would_draw,
    draw_a_card,
    each_of_selection,
    at_beginning_of_turn,
    each_players_turn,
    control_or_more,
    have_empty,
    counters_without_kind,
    destroyed_this_way,
    rule_during_turn,
    add_to_pool,
    give_player_first,
    pay_to_player,
    each_damage_on,
    each_damage_dealt,
    lose_up_to,
    control_more_than,
    open_market_of_nobody,
    for_each_gone,
    rule_prevent,
    duration_first,
    another_target,
    player_reveals,
    upkeep_costs_of,
    buy_from_zone,
    cannot_buy_from_players_zone,
    and_before_statement,
    the_next,
    rule_phrase_in_effect,
    contracted_cannot,
    contracted_do,
    unless_clause,
    second_verb_after_and,
    random_elsewhere,
    for_each_done_this_turn,
    cancel_the_attack,
    is_a_noun_controlled,
    among_them,
    return_to_hand,
    number_in_words,
    valuation_in_money,
    additional_cost_in_effect,
    and_between_targets,
    players_return,
    cost_parts_joined,
    amount_named_after,
    trait_change_words,
    phrase_of_other_words,
    as_long_as_before,
    for_as_long_as,
    tag_before_noun,
    possessive_before_card_noun,
    and_between_statements,  // last: an 'and' other hints read first
};

}  // namespace

std::optional<refined_error> refine_error(std::string_view text, std::size_t at, expected_rule rule,
                                          const parse_vocabulary& words) {
  if (at >= text.size()) return std::nullopt;
  for (const text_hint hint : text_hints)
    if (auto found = hint(text, at)) return found;
  if (std::string_view q = curly_quote_at(text, at); !q.empty()) {
    refined_error out{at, at + q.size(),
                      fmt::format("'{}' is a curly quote; names and text go between straight double quotes (\"), "
                                  "as in \"Incarnate Neonate\"",
                                  q),
                      0, 0, {}};
    straighten_quotes(text, at, out);
    return out;
  }
  // '#' then a lower-case letter or a sign: a comment without its space, not a #TAG.
  if (text[at] == '#' && at + 1 < text.size() && !(text[at + 1] >= 'A' && text[at + 1] <= 'Z')) {
    std::size_t end = at + 1;
    while (end < text.size() && word_char(text[end])) ++end;
    return refined_error{at, std::max(end, at + 1),
                         fmt::format("'{}' is not a comment: a comment starts with '# ' (hash, then a space) or "
                                     "'//'; '#WORD' in capitals is a tag",
                                     text.substr(at, std::max(end, at + 1) - at)),
                         at, at + 1, "# "};
  }
  if (rule == expected_rule::keyword_use && text[at] >= 'a' && text[at] <= 'z') {
    std::size_t end = at;
    while (end < text.size() && word_char(text[end])) ++end;
    std::string upper(text.substr(at, end - at));
    for (char& c : upper) c = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
    bool known = std::find(words.keywords.begin(), words.keywords.end(), upper) != words.keywords.end();
    std::string_view found = text.substr(at, end - at);
    if (known)
      return refined_error{at, end, fmt::format("keywords are written in capitals: write {}, not '{}'", upper, found), at,
                           end, upper};
    return refined_error{at, end,
                         fmt::format("keywords are written in capitals, such as {}; found '{}' (and no keyword {} "
                                     "is defined)",
                                     with_keyword_examples("{keywords}", words), found, upper),
                         0, 0, {}};
  }
  if (rule == expected_rule::colon) return missing_trigger_colon(text, at, words);
  if (rule == expected_rule::trigger) return misspelled_trigger_word(text, at, words);
  return std::nullopt;
}

}  // namespace megacorp
