// Hints for a designer's everyday phrasings that the language writes another way (blind
// design batch 28): a card's kind in the past, a count of cards in a zone, the bonded card,
// two statements joined with 'and'. Each names the form that exists, with a fix where the
// edit is plain (docs/diagnostics.md, Syntax hints).
#include "grammar/phrasing_hints.hpp"

#include <algorithm>
#include <iterator>
#include <string>

#include <fmt/format.h>

#include "grammar/hint_text.hpp"
#include "grammar/synonyms.hpp"

namespace megacorp {

using namespace hint_text;

namespace {
// A number in digits or in words (`five`), as digits; "" when w is neither.
std::string number_of(std::string_view w) { return all_digits(w) ? std::string(w) : digits_of(w); }

// `N or more WHAT`, `at least N WHAT`, `N or fewer WHAT`, `no WHAT`... from word i: the
// comparison and the number written as `the number of` takes them, and where WHAT begins.
struct counted {
  std::string cmp, n;
  std::size_t what = 0;  // index of WHAT's first word
};
std::optional<counted> count_from(const std::vector<word>& ws, std::size_t i) {
  auto is = [&](std::size_t k, std::string_view w) { return k < ws.size() && ws[k].text == w; };
  if (is(i, "no")) return counted{"=", "0", i + 1};
  if ((is(i, "at")) && (is(i + 1, "least") || is(i + 1, "most")) && i + 2 < ws.size()) {
    const std::string n = number_of(ws[i + 2].text);
    if (!n.empty()) return counted{is(i + 1, "least") ? ">=" : "<=", n, i + 3};
  }
  if (i >= ws.size()) return std::nullopt;
  const std::string n = number_of(ws[i].text);
  if (n.empty()) return std::nullopt;
  if (is(i + 1, "or") && is(i + 2, "more")) return counted{">=", n, i + 3};
  if (is(i + 1, "or") && (is(i + 2, "fewer") || is(i + 2, "less"))) return counted{"<=", n, i + 3};
  return counted{">=", n, i + 1};  // `3 cards`: at least, as `you control 3 characters`
}

// Where a condition written inside a line ends: before `{`, `,`, a trigger's `:` or the line's end.
std::size_t condition_end(std::string_view text, std::size_t from, std::size_t line_end) {
  std::size_t end = line_end;
  for (char stop : {'{', ',', ':'})
    if (const std::size_t p = text.substr(0, line_end).find(stop, from); p != std::string_view::npos && p < end) end = p;
  while (end > from && text[end - 1] == ' ') --end;
  return end;
}

// Whether w begins a statement (`gains KEYWORD`, `the rest ...`, `you gain 2M`): the
// 'and' before it joins statements.
bool starts_statement(std::string_view w) {
  static constexpr std::string_view starts[] = {"gains", "gain", "gets", "get", "loses", "lose", "put", "puts", "draw", "draws",
                                                "deal", "deals", "destroy", "return", "search", "shuffle", "reveal", "discard",
                                                "engage", "disengage", "annihilate", "the", "you", "it", "they", "each", "target"};
  return std::find(std::begin(starts), std::end(starts), w) != std::end(starts);
}

constexpr std::string_view count_form =
    "a count of cards is 'the number of cards in ZONE', compared with a number by '>=', '<=', '=', '>' or '<'";

// `N or more`, `N or fewer`, `exactly N` for a comparison count_from read (`no`: `exactly 0`).
std::string have_count(std::string_view cmp, std::string_view n) {
  if (cmp == ">=") return fmt::format("{} or more", n);
  if (cmp == "<=") return fmt::format("{} or fewer", n);
  return fmt::format("exactly {}", n);
}

// `while your open market has 5 or more cards`: the zone (from the word after `while`,
// `if`, `and` or `or`) up to `has`, which follows a zone's last word; `at` within it.
std::optional<refined_error> zone_has(std::string_view text, std::size_t at, const std::vector<word>& ws, std::size_t end) {
  auto zone_word = [](std::string_view w) { return w == "market" || w == "hand" || w == "deck" || w == "network" || w == "zone"; };
  std::size_t h = 1;
  while (h < ws.size() && !(ws[h].text == "has" && zone_word(ws[h - 1].text))) ++h;
  if (h >= ws.size()) return std::nullopt;
  std::size_t z = h - 1;  // the zone's first word
  while (z > 0 && ws[z - 1].text != "while" && ws[z - 1].text != "if" && ws[z - 1].text != "and" && ws[z - 1].text != "or") --z;
  if (z == 0 || at < ws[z].at || at > ws[h].at + 3) return std::nullopt;
  const auto c = count_from(ws, h + 1);
  const std::size_t stop = condition_end(text, ws[h].at, end);
  if (!c || c->what >= ws.size() || (ws[c->what].text != "cards" && ws[c->what].text != "card") ||
      ws[c->what].at + ws[c->what].text.size() != stop)
    return refined_error{ws[h].at, ws[h].at + 3, std::string(count_form), 0, 0, {}};
  const std::size_t zone_end = ws[h - 1].at + ws[h - 1].text.size();
  const std::string_view zone = text.substr(ws[z].at, zone_end - ws[z].at);
  // `an opponent's open market has 3 or more cards`: one opponent's, which the count of all of
  // theirs is not with three players (blind design batch 38, d04); the player has the cards.
  if (zone.starts_with("an opponent's ")) {
    const std::string fix = fmt::format("an opponent has {} cards in their {}", have_count(c->cmp, c->n), zone.substr(14));
    return refined_error{ws[z].at, stop, fmt::format("a player's cards are counted as 'PLAYER has N or more cards in "
                                                     "their ZONE'; did you mean '{}'?", fix),
                         ws[z].at, stop, fix};
  }
  const std::string fix = fmt::format("the number of cards in {} {} {}", zone, c->cmp, c->n);
  return refined_error{ws[z].at, stop, fmt::format("{}; did you mean '{}'?", count_form, fix), ws[z].at, stop, fix};
}
}  // namespace

// `if it was an event` (d11): a card's kind is read as the card is now, in the zone it went
// to as well; `was` is only `was deployed` / `was destroyed` this turn.
std::optional<refined_error> kind_in_past(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const std::vector<word> ws = words_in(text, begin, end);
  const std::size_t i = word_index(ws, at);
  if (i == 0 || i >= ws.size() || ws[i - 1].text != "was" || (ws[i].text != "a" && ws[i].text != "an")) return std::nullopt;
  const word& was = ws[i - 1];
  return refined_error{was.at, ws[i].at + ws[i].text.size(),
                       "a card's kind is read as the card is now, in the zone it went to as well ('if it is an "
                       "event'); 'was' is only 'was deployed' or 'was destroyed' this turn; did you mean 'is'?",
                       was.at, was.at + was.text.size(), "is"};
}

// `when there are 3 development counters on this:` (blind design batch 29, d14): a trigger waits
// for an event, and counters reaching a number is one (`when this has 3 development counters`);
// another count is a condition of an `if` or `while`, with no fix.
namespace {
std::optional<refined_error> state_as_trigger(std::string_view text, const std::vector<word>& ws, std::size_t i,
                                              const std::optional<counted>& c, std::size_t stop) {
  constexpr std::string_view trigger_form =
      "a trigger waits for something to happen, not a state ('when this has 3 development counters', 'when a card is "
      "put into your open market'); a count is a condition of an 'if' or 'while' ('if the number of cards in your "
      "hand >= 3 { ... }')";
  const std::size_t from = ws[i].at;
  const bool counters = c && c->cmp == ">=" && c->what + 3 < ws.size() && ws[c->what].text == "development" &&
                        ws[c->what + 1].text == "counters" && ws[c->what + 2].text == "on" && ws[c->what + 3].at < stop;
  if (!counters) return refined_error{from, ws[i + 1].at + ws[i + 1].text.size(), std::string(trigger_form), 0, 0, {}};
  const std::string_view card = text.substr(ws[c->what + 3].at, stop - ws[c->what + 3].at);
  const std::string fix = fmt::format("{} has {} development counters", card, c->n);
  return refined_error{from, stop, fmt::format("{}; did you mean '{}'?", trigger_form, fix), from, stop, fix};
}
}  // namespace

// `while there are 5 or more cards in your open market` and `while your open market has 5
// or more cards` (d11): a count of a zone's cards is `the number of cards in ZONE`, compared.
std::optional<refined_error> zone_count(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const std::vector<word> ws = words_in(text, begin, end);
  const std::size_t i = word_index(ws, at);
  // `there are COUNT WHAT`: WHAT is the rest of the condition.
  if (i + 1 < ws.size() && ws[i].text == "there" && (ws[i + 1].text == "are" || ws[i + 1].text == "is")) {
    const std::size_t stop = condition_end(text, ws[i].at, end);
    const auto c = count_from(ws, i + 2);
    if (i > 0 && ws[i - 1].text == "when") return state_as_trigger(text, ws, i, c, stop);
    if (!c || c->what >= ws.size() || ws[c->what].at >= stop) return refined_error{ws[i].at, ws[i + 1].at + ws[i + 1].text.size(), std::string(count_form), 0, 0, {}};
    const std::string_view what = text.substr(ws[c->what].at, stop - ws[c->what].at);
    const std::string fix = fmt::format("the number of {} {} {}", what, c->cmp, c->n);
    return refined_error{ws[i].at, stop, fmt::format("{}; did you mean '{}'?", count_form, fix), ws[i].at, stop, fix};
  }
  // `ZONE has COUNT cards`: the parser raises the error in the zone or at `has`.
  return zone_has(text, at, ws, end);
}

// `rule: the bonded character gets +1 BQ` (d03): the books' "bonded card" is, from the
// card bonded, `the card this is bonded to`; from the pile's top, `cards bonded to this`.
std::optional<refined_error> the_bonded_card(std::string_view text, std::size_t at) {
  return phrase_with_fix(text, at, {"the bonded character", "the bonded card", "the bonded location", "the bonded equipment"},
                         "the card a card is bonded to is 'the card this is bonded to' (the cards under this: 'cards "
                         "bonded to this')",
                         "the card this is bonded to");
}

// `rule: the first event you play each turn costs 1M less` (blind design batch 29, d11): the
// first of the turn is a count of the turn, in the rule's condition. No fix: the whole rule
// changes shape.
std::optional<refined_error> first_each_turn(std::string_view text, std::size_t at) {
  return phrase_with_message(text, at,
                             {"the first event you play each turn", "the first card you buy each turn",
                              "the first character you buy each turn"},
                             "'the first ... each turn' is a count of the turn, in the rule's condition: 'events you "
                             "play cost 1M less while you played 0 events this turn' (a buy: 'cards you buy cost 1M "
                             "less while you bought 0 cards this turn')");
}

// `ability: 2M, engage this -> ...` (blind design batch 29, d15): money in a cost is paid,
// `pay 2M`, as printed cards write it without the verb.
std::optional<refined_error> money_cost_without_pay(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  std::size_t stop = at;
  while (stop < end && word_char(text[stop])) ++stop;
  const std::string_view w = text.substr(at, stop - at);
  if (w.size() < 2 || w.back() != 'M' || !all_digits(w.substr(0, w.size() - 1))) return std::nullopt;
  std::size_t before = at;
  while (before > begin && text[before - 1] == ' ') --before;
  if (before == begin || (text[before - 1] != ':' && text[before - 1] != ',')) return std::nullopt;
  if (text.substr(stop, end - stop).find("->") == std::string_view::npos) return std::nullopt;
  const std::string fix = fmt::format("pay {}", w);
  return refined_error{at, stop, fmt::format("money in a cost is paid: did you mean '{}'?", fix), at, stop, fix};
}

// `when an opponent draws a card, for the first time each turn:` (blind design batch 29, d02):
// the trigger's `for the first time each turn` follows its phrase without a comma.
std::optional<refined_error> comma_before_first_time(std::string_view text, std::size_t at) {
  constexpr std::string_view first_time = "for the first time";
  if (at == 0 || at >= text.size() || text[at] != ',') return std::nullopt;
  std::size_t next = at + 1;
  while (next < text.size() && text[next] == ' ') ++next;
  if (!text.substr(next).starts_with(first_time) || !word_char(text[at - 1])) return std::nullopt;
  std::size_t word = at;
  while (word > 0 && word_char(text[word - 1])) --word;
  const std::string fix = fmt::format("{} {}", text.substr(word, at - word), first_time);
  return refined_error{word, next + first_time.size(),
                       fmt::format("'for the first time each turn' follows the trigger's phrase with no comma before "
                                   "it; did you mean '{}'?",
                                   fix),
                       word, next + first_time.size(), fix};
}

// `target character gets +1 BQ and gains KEYWORD until end of turn`, `put one of them into your
// hand and the rest ...` (d03, d05): 'and' joins no two statements. No fix: the second needs
// its own subject (`it`) and, in an effect, its own duration.
std::optional<refined_error> and_between_statements(std::string_view text, std::size_t at) {
  const auto [begin, end] = code_of_line(text, at);
  const std::vector<word> ws = words_in(text, begin, end);
  std::size_t i = word_index(ws, at);
  if (i < ws.size() && ws[i].text != "and" && i > 0 && ws[i - 1].text == "and") --i;
  if (i + 1 >= ws.size() || ws[i].text != "and" || !starts_statement(ws[i + 1].text)) return std::nullopt;
  // `pay 1M and engage this -> ...`: costs, whose own message names the form
  if (text.substr(ws[i].at, end - ws[i].at).find("->") != std::string_view::npos) return std::nullopt;
  const bool rule = text.substr(begin, end - begin).find("rule:") != std::string_view::npos;
  return refined_error{ws[i].at, ws[i].at + 3,
                       rule ? "'and' joins no two statements: a rule is one statement, the next on its own 'rule:' "
                              "line ('rule: the card this is bonded to cannot be attacked')"
                            : "'and' joins no two statements: write each with its subject, joined by ',' "
                              "('target character gets +1 BQ until end of turn, it cannot block until end of "
                              "turn')",
                       0, 0, {}};
}

// `into its owner's open market pile` (blind design batch 34): 001 says "Open Market Pile";
// the zone's name in card text is `open market`.
std::optional<refined_error> open_market_pile(std::string_view text, std::size_t at) {
  return phrase_with_fix(text, at, {"open market pile", "open market piles"},
                         "the zone 001 calls the \"Open Market Pile\" is 'open market' in card text ('put it into "
                         "its owner's open market')",
                         "open market");
}

// `keywords: BOND to target character` (blind design batch 34): a keyword takes only the
// arguments its definition names; what it acts on is chosen as the card plays. The fix
// keeps the keyword's name, up to the next keyword or the line's end.
std::optional<refined_error> keyword_to_target(std::string_view text, std::size_t at) {
  if (line_opening(text, at, "keywords:") == std::string_view::npos) return std::nullopt;
  const auto [begin, end] = code_of_line(text, at);
  const std::vector<word> ws = words_in(text, begin, end);
  std::size_t i = word_index(ws, at);
  if (i < ws.size() && ws[i].text == "to") ++i;  // the error at `to` or at the word after it
  if (i >= ws.size() || i < 2 || ws[i - 1].text != "to") return std::nullopt;
  const std::string_view name = ws[i - 2].text;
  if (name.empty() || !std::all_of(name.begin(), name.end(), [](char c) { return c >= 'A' && c <= 'Z'; })) return std::nullopt;
  std::size_t stop = text.substr(0, end).find(',', at);
  if (stop == std::string_view::npos) stop = end;
  while (stop > at && text[stop - 1] == ' ') --stop;
  return refined_error{ws[i - 1].at, stop,
                       fmt::format("a keyword takes only the arguments its definition names (docs/keywords.md); the "
                                   "card it acts on is chosen as the card plays, not written after it; did you mean "
                                   "'{}'?",
                                   name),
                       ws[i - 2].at, stop, std::string(name)};
}

}  // namespace megacorp
