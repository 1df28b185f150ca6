// Checking conditions and durations: `if`, `while`, `you did`, `the rules are`, comparisons and states.
#include <algorithm>
#include <array>
#include <utility>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "check/check_parts.hpp"
#include "check/kind_table.hpp"
#include "check/checker.hpp"
#include "check/statement_checks.hpp"
#include "engine/types.hpp"
#include "ir/name_table.hpp"
#include "ir/names.hpp"
#include "vocabulary/variants.hpp"
#include "vocabulary/vocabulary.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using syntax::kind;
using vocabulary::state_words;

// One function per condition kind (cond_or .. cond_rules), each checking the condition `n`.
struct checker::conditions {
  using check = expr (*)(checker& c, const node& n, scope& s);
  static check for_kind(kind k);

  static expr any_or_all(checker& c, const node& n, scope& s);  // cond_or, cond_and
  static expr did(checker& c, const node& n, scope& s);
  static expr rules(checker& c, const node& n, scope& s);
  static expr negated(checker& c, const node& n, scope& s) {
    expr e{op::negate, {}, 0, {}, c.at(n)};
    add_made(e.args, [&] { return c.check_condition(n.children.back(), s); });
    return e;
  }
  static expr compare(checker& c, const node& n, scope& s);
  // `you control SEL`; `you do not control SEL`, its negation.
  static expr controls(checker& c, const node& n, scope& s) {
    expr e{op::controls, {}, 0, {}, c.at(n)};
    e.args.push_back(c.check_selection(n.children[0], s));
    const bool negate = n.children[1].k == kind::modal;
    e.args.push_back(c.check_selection(n.children.back(), s));
    if (s.in_rule && never_of_this(e, negate))
      c.error(n, "in a rule, 'you' is this card's controller now, so this condition about who controls this never "
                 "changes its answer; to ask whether it left its owner, write 'its owner does not control this' "
                 "(docs/rulings.md, Control changes)");
    return maybe_not(c, n, negate, std::move(e));
  }
  // `an opponent controls this` (never), `you do not control this` (never) in a rule, whose `you`
  // is its card's controller (docs/reference.md 6; blind design batch 45, d10 checked clean).
  static bool never_of_this(const expr& e, bool negate) {
    if (e.args[1].o != op::this_card) return false;
    const expr& who = e.args[0];
    if (who.o == op::you) return negate;
    return !negate && who.o == op::select && words::as<words::noun>(who.word) == words::noun::opponent;
  }
  static expr has(checker& c, const node& n, scope& s);
  static expr have(checker& c, const node& n, scope& s);
  static expr have_parts(checker& c, expr subject, const node& n, std::size_t first, scope& s);
  static expr have_than(checker& c, const node& n, scope& s);
  static expr than_parts(checker& c, expr subject, const node& n, std::size_t cmp, scope& s);
  static expr have_most(checker& c, const node& n, scope& s);
  static expr has_counters(checker& c, const node& n, scope& s);
  static expr empty(checker& c, const node& n, scope& s);
  static expr period(checker& c, const node& n, scope& s);
  // The subject of `has`/`have` an amount: players (`you`, `an opponent`, `each player`).
  static expr players(checker& c, const node& n, scope& s);
  static expr state(checker& c, const node& n, scope& s);
  static expr deployed(checker& c, const node& n, scope& s);
  static expr attacked(checker& c, const node& n, scope& s);
  static expr played(checker& c, const node& n, scope& s);
  static expr stack(checker& c, const node& n, scope& s);
  static const node* amounts_and_comparison(checker& c, const node& n, scope& s, expr& e, const char* twice);
  // `is engaged`, `is a character`, `is adjacent to ...`: what `st` says `e` is.
  static void what_it_is(checker& c, const node& st, scope& s, expr& e);
  // `not`, when the condition says so: e inside a negation.
  static expr maybe_not(checker& c, const node& n, bool negate, expr e) {
    return negate ? expr{op::negate, {}, 0, {std::move(e)}, c.at(n)} : e;
  }
};

expr checker::conditions::any_or_all(checker& c, const node& n, scope& s) {
  if (n.children.size() == 1) return c.check_condition(n.children[0], s);
  expr e{n.k == kind::cond_or ? op::any_of : op::all_of, {}, 0, {}, c.at(n)};
  e.args.reserve(n.children.size());
  for (const node& part : n.children) add_made(e.args, [&] { return c.check_condition(part, s); });
  return e;
}

namespace {
// `if you do`, `if they do not`: kept in the `did` form, as printed (docs/language.md,
// Synonyms); the player's words as written.
std::string did_form(std::string words) {
  if (const std::size_t at = words.find(" do"); at != std::string::npos && (at + 3 == words.size() || words[at + 3] == ' '))
    words.replace(at, 3, " did");
  return words;
}
}  // namespace

expr checker::conditions::did(checker& c, const node& n, scope& s) {
  if (s.in_rule || s.in_while)
    c.error(n, "'you did' asks whether a 'may' before it in the same effect was taken; a rule or a 'while' "
               "condition has none");
  // The words as written (`they did not`), for the printer: the log shows the card's text,
  // not `you` where it says `they` (issue 27); what is asked is `ref`.
  expr e{op::did, checked::intern_name(did_form(collapse(n.text))), 0, {}, c.at(n)};
  e.ref = n.children.empty() ? checked::outcome::did : checked::outcome::did_not;
  // With no `may` before it, whether the statement just before was carried out: it moved cards,
  // money or development counters (`discard a card, if you did { draw 2 cards }`; issue 27,
  // p27; `remove a development counter from target card, if you did { ... }`); value 1.
  if (s.may_before || s.in_rule || s.in_while) return e;
  if (s.done_before && s.others_did_before && collapse(n.text).starts_with("you "))
    c.error(n, "'you did' asks whether you, the card's controller, carried out the statement before it, and other "
               "players do that one; ask it of them after one player's statement ('target opponent discards a card, "
               "if they did { draw 2 cards }'), or have you do it ('discard a card, if you did { draw 2 cards }')");
  if (s.done_before) {
    e.value = 1;
    return e;
  }
  c.error(n, "'you did' asks whether a 'may' before it in the same effect was taken ('you may pay 2M, if you did { "
             "draw 2 cards }'), or, with none, whether the statement just before it was carried out, one that moves "
             "cards, money or development counters ('discard a card, if you did { draw 2 cards }'); neither comes "
             "before it here");
  return e;
}

// Text that reads differently under a rules variant (docs/rulings.md).
expr checker::conditions::rules(checker& c, const node& n, scope&) {
  expr e{op::rules_are, intern_name(unquote(n.children[0].text)), 0, {}, c.at(n)};
  c.variants_read_.insert(name_of(e));
  // A built-in variant is its entry of rules_variants(); a declared one is read as its bit.
  const std::vector<rules_variant>& builtin = rules_variants();
  for (std::size_t i = 0; i < builtin.size(); ++i)
    if (name_of(e) == builtin[i].name) e.ref = checked::variant_ref{false, static_cast<std::uint8_t>(i)};
  const std::vector<checked::variant>& declared = c.lib_.variants();
  for (std::size_t i = 0; i < declared.size(); ++i)
    if (declared[i].name == name_of(e)) e.ref = checked::variant_ref{true, static_cast<std::uint8_t>(i)};
  if (!std::holds_alternative<checked::variant_ref>(e.ref)) {
    const std::string guess = closest_variant(name_of(e), declared);
    suggest(c.error(n.children[0], unknown_variant(name_of(e), declared)), guess.empty() ? "" : quote(guess));
  }
  return e;
}

// A target card named in the left amount is `it` in the right one (`if the IQ of target
// character > the BQ of it`), as in the branches of an `if` (check_statements.cpp).
namespace {
bool names_card_target(const expr& e) {
  if (e.o == op::select && e.target) return !words::names_players(words::as<words::noun>(e.word));
  return std::any_of(e.args.begin(), e.args.end(), [](const expr& a) { return names_card_target(a); });
}

// A counted condition's amount a literal 0 (`you have 0 cards in hand`, `this has 0
// development counters`, `you played 0 events this turn`): written without a comparison it
// means none, not "at least none", which is always true.
// `they ... than you` (or `you ... than they`): one side `you`, the other `they` / `that player`.
bool compares_round_player_with_itself(const expr& a, const expr& b) {
  auto they = [](const expr& x) { return x.o == op::player_ref && words::as<words::pronoun>(x.word) == words::pronoun::acting; };
  return (a.o == op::you && they(b)) || (they(a) && b.o == op::you);
}

bool reads_none(const expr& e) { return e.args.size() > 1 && e.args[1].o == op::number && e.args[1].value == 0; }
}  // namespace

expr checker::conditions::compare(checker& c, const node& n, scope& s) {
  expr e{op::compare, {}, 0, {}, c.at(n)};
  add_made(e.args, [&] { return c.check_amount(n.children[0], s); });
  if (names_card_target(e.args[0])) s.bound = true, s.it_in_play = true, s.it_annihilated = false, s.it_in_zone = false, s.it_bonded = false;
  e.text = intern_collapsed(n.children[1].text);
  e.word = c.word(n.children[1], words::comparisons(), name_of(e), "comparison");
  add_made(e.args, [&] { return c.check_amount(n.children[2], s); });
  return e;
}

expr checker::conditions::has(checker& c, const node& n, scope& s) {
  expr e{op::has_keyword, {}, 0, {}, c.at(n)};
  add_made(e.args, [&] { return c.check_selection(n.children[0], s); });
  const bool negate = n.children[1].k == kind::modal;
  expr what = c.check_keyword_ref(n.children.back(), s, true);
  e.o = what.o == op::with_tag ? op::has_tag : op::has_keyword;
  e.text = what.text;
  e.ref = what.ref;
  return maybe_not(c, n, negate, std::move(e));
}

expr checker::conditions::players(checker& c, const node& n, scope& s) {
  expr who = c.check_selection(n, s);
  const bool players = who.o == op::you || (who.o == op::player_ref && words::as<words::pronoun>(who.word) != words::pronoun::host) ||
                       (who.o == op::select && words::names_players(words::as<words::noun>(who.word)));
  if (!players)
    c.error(n, "money and a trait pool are a player's: the subject of 'has' an amount is a player, such as 'you' or "
               "'an opponent' (a card's numbers: 'the BQ of this', 'the damage on this', 'the valuation of this')");
  return who;
}

// `you have at most 5M`, `an opponent has 15M or more`, `you have at least 3 BQ [in your trait
// pool]`, `you have 3 or fewer cards in hand`: ref the player_number, word the comparison (none written: at least), args[1] the amount.
expr checker::conditions::have(checker& c, const node& n, scope& s) {
  return have_parts(c, players(c, n.children[0], s), n, 1, s);
}

// `each player with no cards in hand` (qual_have): the condition `they have no cards in hand`,
// read of each player the selection names, as qual_than's (run/players.cpp players_of).
expr checker::check_have(const node& n, scope& s) {
  expr they{op::player_ref, intern_name("they"), 0, {}, at(n), words::code(words::pronoun::acting)};
  return conditions::have_parts(*this, std::move(they), n, 0, s);
}

namespace {
// The zone of `cards in ZONE` after `has` (the grammar's hand_word): the player's hand, open
// market, main deck or resource deck (001 The Zones of the Game).
checked::player_number zone_number(const std::string& zone) {
  if (zone == "open market") return checked::player_number::open_market;
  if (zone == "main deck") return checked::player_number::main_deck;
  if (zone == "resource deck") return checked::player_number::resource_deck;
  return checked::player_number::hand;
}
}  // namespace

// `SUBJECT has at least 3 cards in hand` from its parts, children[first] on.
expr checker::conditions::have_parts(checker& c, expr subject, const node& n, std::size_t first, scope& s) {
  expr e{op::has_amount, intern_name("at least"), 0, {}, c.at(n)};
  e.ref = checked::player_number::money;
  e.args.push_back(std::move(subject));
  bool compared = false;
  std::size_t hand = 0;  // `3 cards in hand`: the index of `hand` (or the zone's other words)
  for (std::size_t i = first; i < n.children.size(); ++i)
    if (n.children[i].k == kind::word) hand = i + 1;  // one past it, so that 0 is none
  if (hand) e.ref = zone_number(collapse(n.children[hand - 1].text));
  for (std::size_t i = first; i < n.children.size(); ++i) {
    const node& part = n.children[i];
    if (part.k == kind::word) continue;
    if (part.k == kind::owner && hand && i >= hand) {  // after `hand`
      const std::string zone = collapse(n.children[hand - 1].text);
      c.error(part, fmt::format("a {} holds cards, not traits: 'you have 3 or fewer cards in your {}'", zone, zone));
      continue;
    }
    if (part.k == kind::cmp) {
      if (compared) c.error(part, "one comparison is enough: 'at least 3 BQ' or '3 BQ or more'");
      compared = true;
      e.text = intern_collapsed(part.text);
    } else if (part.k == kind::trait) {
      e.ref = static_cast<checked::player_number>(words::trait_index(words::find(words::traits(), part.text)));
    } else if (part.k == kind::owner) {  // `in your trait pool`, `in their hand`: the subject's own
      if (hand) {
        const std::string zone = collapse(n.children[hand - 1].text);
        if (collapse(part.text) == "your" && e.args[0].o != op::you)
          suggest(c.error(part, fmt::format("'your {}' after a subject other than 'you'; write 'in their {}'", zone, zone)), "their");
      } else if (checked::payload<checked::player_number>(e) == checked::player_number::money)
        c.error(part, "a trait pool holds traits, not money: 'you have at least 3 BQ in your trait pool'");
      else if (collapse(part.text) == "your" && e.args[0].o != op::you)
        suggest(c.error(part, "'your trait pool' after a subject other than 'you'; write 'in their trait pool'"), "their");
    } else if (part.k == kind::money_term) {
      e.args.push_back({op::number, {}, c.number_value(part), {}, c.at(part)});
    } else {
      add_made(e.args, [&] { return c.check_amount(part, s); });
    }
  }
  // `no cards in hand`; `you have 0 cards in hand`, `0M`: none, not "at least none" (always true).
  if (hand && e.args.size() < 2) e.args.push_back({op::number, {}, 0, {}, c.at(n)});
  if (!compared && reads_none(e)) e.text = intern_name("exactly");
  e.word = c.word(n, words::comparisons(), name_of(e), "comparison");
  return e;
}

// `you have the most money`, `an opponent has the fewest cards in hand`: the subject is among
// every player's most (docs/rulings.md, The player with the most); args[0] the players,
// args[1] the most_of filter over every player.
expr checker::conditions::have_most(checker& c, const node& n, scope& s) {
  expr e{op::has_most, {}, 0, {}, c.at(n)};
  e.args.push_back(players(c, n.children[0], s));
  expr most{op::most_of, intern_collapsed(n.children[1].text), 0, {}, c.at(n.children[1]), most_word(n.children[1])};
  add_made(most.args, [&] { return c.check_most_quantity(n.children[2], s); });
  e.args.push_back(std::move(most));
  return e;
}

// `this has at least 5 development counters`, `this has 3 development counters or more`: the
// card's counters compared (003 Glossary DEVELOPMENT), read as `the number of development
// counters on this >= 5`; with no comparison written, at least (as `you have 3M`).
// `this has 3 or more damage` (blind batch 24): the damage on it, read as `the damage on this >= 3`.
expr checker::conditions::has_counters(checker& c, const node& n, scope& s) {
  static constexpr std::array<const char*, 6> symbols = {"", "=", "<", ">", "<=", ">="};  // by words::comparison
  const bool damage = std::any_of(n.children.begin() + 1, n.children.end(), [](const node& k) { return k.k == kind::word; });
  const char* what = damage ? "damage" : "development counters";
  expr counters{damage ? op::damage_on : op::counters_on, {}, 0, {}, c.at(n.children[0])};
  add_made(counters.args, [&] { return c.check_selection(n.children[0], s); });
  // Counters and damage are on cards (001 Glossary DEVELOPMENT): `if they have 3 ...` after a
  // target card checked once and stopped the game (blind design batch 18, D14).
  if (!names_cards(counters.args[0]))
    c.error(n.children[0], fmt::format("'{}' names players, and a player has no {}; the card named before is 'it' "
                                       "('if it has 3 or more {}')",
                                       name_of(counters.args[0]), what, what));
  expr e{op::compare, {}, 0, {std::move(counters)}, c.at(n)};
  const std::string twice = fmt::format("one comparison is enough: 'at least 3 {}' or '3 {} or more'", what, what);
  const node* cmp = amounts_and_comparison(c, n, s, e, twice.c_str());
  const bool compared = cmp != nullptr;
  std::string written = compared ? collapse(cmp->text) : std::string("at least");
  // `this has 0 development counters`: none, not "at least none" (always true, so the
  // condition would do nothing; a blind batch wrote it meaning none).
  if (!compared && reads_none(e)) written = "exactly";
  e.word = c.word(n, words::comparisons(), written, "comparison");
  e.text = intern_name(symbols[static_cast<std::size_t>(words::as<words::comparison>(e.word))]);
  return e;
}

// `an opponent has more money than you`, `you have fewer BQ than its controller`: the amount is
// the other player's (their total, of several).
expr checker::conditions::have_than(checker& c, const node& n, scope& s) {
  expr e = than_parts(c, players(c, n.children[0], s), n, 1, s);
  if (s.they_are_you && compares_round_player_with_itself(e.args[0], e.args[1].args[0]))  // blind design batch 29, d16
    c.error(n, "inside 'for each' over players, 'you' and 'they' both name the player of the round, so this compares "
               "that player with themself; this card's controller is 'the controller of this' ('if they have more "
               "money than the controller of this')");
  return e;
}

// `each opponent with more money than you` (qual_than): the condition `they have more money
// than you`, read of each player the selection names (run/players.cpp players_of).
expr checker::check_than(const node& n, scope& s) {
  expr they{op::player_ref, intern_name("they"), 0, {}, at(n), words::code(words::pronoun::acting)};
  return conditions::than_parts(*this, std::move(they), n, 0, s);
}

// The comparison of `SUBJECT has more money than SEL` from its comparison word at `cmp`: the
// quantity after it, then the players after `than`.
expr checker::conditions::than_parts(checker& c, expr subject, const node& n, std::size_t cmp, scope& s) {
  expr e{op::has_amount, intern_collapsed(n.children[cmp].text), 0, {}, c.at(n)};
  e.ref = checked::player_number::money;
  e.args.push_back(std::move(subject));
  e.word = c.word(n.children[cmp], words::comparisons(), name_of(e), "comparison");
  expr other{op::money_of, {}, 0, {players(c, n.children[cmp + 2], s)}, c.at(n.children[cmp + 2])};
  // docs/vocabulary.md 8: compared with several players, with their total (blind design d12
  // read `than each other player` as "than every one of them"; docs/rulings.md, Than each).
  if (const std::string them = collapse(n.children[cmp + 2].text); them.starts_with("each "))
    c.diags_.warning(c.at(n.children[3]), fmt::format("'than {}' compares with their total, not with every one of them "
                                                      "(docs/vocabulary.md 8; docs/rulings.md, Than each); to compare "
                                                      "with one player, name one ('target opponent')",
                                                      them));
  const node& quantity = n.children[cmp + 1];
  if (quantity.k == kind::word && quantity.text != "money") {  // `more cards in hand than you`
    e.ref = checked::player_number::hand;
    other.o = op::hand_of;
  }
  if (quantity.k == kind::trait) {
    e.ref = static_cast<checked::player_number>(words::trait_index(words::find(words::traits(), quantity.text)));
    other.o = op::pool_of;
    other.text = intern_name(quantity.text);
    other.word = c.word(quantity, words::traits(), name_of(other), "trait");
  }
  e.args.push_back(std::move(other));
  return e;
}

// `your trait pool is empty` (001 Buy Phase: the pool holds what was produced), `your hand is
// not empty`: a zone is read as `the number of cards in ZONE = 0`.
expr checker::conditions::empty(checker& c, const node& n, scope&) {
  const bool negate = n.children.size() > 1 && n.children.back().k == kind::modal;
  expr e;
  if (n.children[0].k == kind::pool_ref) {
    e = expr{op::pool_empty, {}, 0, {c.owner_player(n.children[0].children[0])}, c.at(n)};
  } else {
    expr cards{op::select, intern_name("cards"), 0, {}, c.at(n.children[0]), words::code(words::noun::card)};
    cards.args.push_back({op::in_zone, {}, 0, {c.check_zone(n.children[0])}, c.at(n.children[0])});
    e = expr{op::compare, intern_name("="), 0, {}, c.at(n), words::code(words::comparison::equal)};
    e.args.push_back({op::count_of, {}, 0, {std::move(cards)}, c.at(n.children[0])});
    e.args.push_back({op::number, {}, 0, {}, c.at(n)});
  }
  return maybe_not(c, n, negate, std::move(e));
}

// `it is your turn`, `it is not an opponent's buy phase`, `it is the challenge phase` (001 Turn
// Structure): value 0 the turn, else 1 + engine::phase; word whose (checked::turn_owner).
expr checker::conditions::period(checker& c, const node& n, scope&) {
  const bool negate = n.children[0].k == kind::modal;
  return maybe_not(c, n, negate, c.check_period(n, n.children[negate ? 1 : 0], n.children[negate ? 2 : 1]));
}

expr checker::check_period(const node& n, const node& whose, const node& what) {
  checker& c = *this;
  const std::string owner = collapse(whose.text);
  const checked::turn_owner o = owner == "your"   ? checked::turn_owner::yours
                                : owner == "the" ? checked::turn_owner::anyones
                                                 : checked::turn_owner::opponents;
  const std::string period = collapse(what.text);
  static constexpr std::array<std::pair<const char*, engine::phase>, 5> phases = {{
      {"accounting phase", engine::phase::accounting}, {"buy phase", engine::phase::buy},
      {"challenge phase", engine::phase::challenge},   {"divest phase", engine::phase::divest},
      {"end phase", engine::phase::end},
  }};
  checked::period p;
  for (const auto& [name, ph] : phases)
    if (period == name) p = {false, ph};
  if (p.turn && o == checked::turn_owner::anyones)
    c.error(n, "'it is the turn' always holds; say whose turn ('it is your turn', 'it is an opponent's turn')");
  expr e{op::is_period, intern_name(owner + " " + period), 0, {}, c.at(n), static_cast<std::uint8_t>(o)};
  e.ref = p;
  return e;
}

// `this was deployed this turn`: the card came into play in this turn. `a character was
// destroyed this turn`: some card that fits was destroyed in this turn, as it was (docs/rulings.md,
// Counts of the turn).
expr checker::conditions::deployed(checker& c, const node& n, scope& s) {
  const bool destroyed = n.children.size() > 1 && n.children[1].k == kind::turn_destroyed;
  const bool left = n.k == kind::cond_left;  // `a character you control left play this turn`
  expr e{left ? op::left_play : destroyed ? op::was_destroyed : op::deployed_this_turn, {}, 0, {}, c.at(n)};
  add_made(e.args, [&] { return c.check_selection(n.children[0], s); });
  if ((destroyed || left) && (e.args[0].o != op::select || names_players(e.args[0]) || e.args[0].target))
    c.error(n.children[0], fmt::format("'{} this turn' asks about the cards {} this turn, which are out of play: name "
                                       "a kind of card ('a character', 'a card with #GMO', 'a character an opponent "
                                       "controls')",
                                       left ? "left play" : "was destroyed", left ? "that left play" : "destroyed"));
  return e;
}

// `a character you control attacked this turn`, `this attacked this turn`: some card that fits
// attacked since the turn began, in play or as it was when it left play (001 Challenge Phase,
// Attacking; docs/rulings.md, Counts of the turn). Of one card or some cards (`a`, a number),
// not of each (`each character attacked`: write the count, `you control no character that ...`).
expr checker::conditions::attacked(checker& c, const node& n, scope& s) {
  expr e{op::attacked_turn, {}, 0, {}, c.at(n)};
  add_made(e.args, [&] { return c.check_selection(n.children[0], s); });
  const expr& sel = e.args[0];
  if (names_players(sel))
    c.error(n.children[0], "'attacked this turn' asks about cards, not players: name the cards ('a character you "
                           "control attacked this turn')");
  else if (statement_parts::names_every(sel))
    c.error(n.children[0], "'attacked this turn' asks whether some card that fits attacked: write 'a' or a number "
                           "('a character you control attacked this turn', '2 characters you control attacked this "
                           "turn'), or count them ('the number of characters you control that attacked this turn')");
  return e;
}

// The amounts of a counted condition (its children after the first) checked into `e.args`,
// and its one comparison, if written (`at least 3 ...`, `3 ... or more`); a second is an
// error, `twice` saying what to write.
auto checker::conditions::amounts_and_comparison(checker& c, const node& n, scope& s, expr& e, const char* twice) -> const node* {
  const node* cmp = nullptr;
  for (std::size_t i = 1; i < n.children.size(); ++i) {
    const node& part = n.children[i];
    if (part.k == kind::word) continue;  // `damage` of `this has 3 damage`
    if (part.k != kind::cmp) {
      add_made(e.args, [&] { return c.check_amount(part, s); });
      continue;
    }
    if (cmp) c.error(part, twice);
    cmp = &part;
  }
  return cmp;
}

// `you played 2 or more events this turn`, `an opponent played an event this turn` (001
// Advanced Rules): the player's events of the turn compared, as `you have 3M` compares money
// (none written: at least; `an event`: at least 1; `an opponent`: some opponent did).
// `you played 2 or more events this turn`; `an opponent bought a card this turn` (the same, of
// the player's buys: 001 Buy Phase).
expr checker::conditions::played(checker& c, const node& n, scope& s) {
  const bool bought = n.k == kind::cond_bought;
  const node* verb = n.find(kind::word);
  const bool sold = bought && verb && verb->text == "sold";  // `you sold a card this turn` (001 Divest Phase)
  expr e{op::has_amount, intern_name("at least"), 0, {}, c.at(n)};
  e.ref = sold ? checked::player_number::sold : bought ? checked::player_number::bought : checked::player_number::events;
  e.args.push_back(c.check_selection(n.children[0], s));
  if (!names_players(e.args[0]))
    c.error(n.children[0], sold ? "a player sells cards: the subject of 'sold ... cards this turn' is a player, such as "
                                  "'you' or 'an opponent' (001 Divest Phase)"
                           : bought ? "a player buys cards: the subject of 'bought ... cards this turn' is a player, such as "
                                      "'you' or 'an opponent' (001 Buy Phase)"
                                    : "a player plays events: the subject of 'played ... events this turn' is a player, "
                                      "such as 'you' or 'an opponent' (001 Advanced Rules)");
  const node* cmp = amounts_and_comparison(c, n, s, e, bought ? "one comparison is enough: 'at least 2 cards' or '2 cards or more'"
                                                               : "one comparison is enough: 'at least 2 events' or '2 events or more'");
  if (cmp) e.text = intern_collapsed(cmp->text);
  if (e.args.size() < 2) e.args.push_back({op::number, {}, 1, {}, c.at(n)});  // `an event`
  // `you played 0 events this turn`: none, not "at least none" (always true; blind design batch 29, d11)
  if (!cmp && reads_none(e)) e.text = intern_name("exactly");
  e.word = c.word(n, words::comparisons(), name_of(e), "comparison");
  return e;
}

// `the stack is empty`; `an event an opponent controls is on the stack` (001 Advanced Rules):
// the items on the stack are events, abilities and effects, named by their source (7.3).
expr checker::conditions::stack(checker& c, const node& n, scope& s) {
  const bool negate = !n.children.empty() && n.children.back().k == kind::modal;
  if (n.children.empty() || n.children[0].k == kind::modal) return maybe_not(c, n, negate, expr{op::stack_empty, {}, 0, {}, c.at(n)});
  expr e{op::on_stack, {}, 0, {}, c.at(n)};
  add_made(e.args, [&] { return c.check_selection(n.children[0], s); });
  const expr& sel = e.args[0];
  const auto noun = words::as<words::noun>(sel.word);
  if (sel.o != op::select || sel.target ||
      (noun != words::noun::event && noun != words::noun::ability && noun != words::noun::effect))
    c.error(n.children[0], "'is on the stack' asks about the events, abilities or effects waiting there (001 Advanced "
                           "Rules): name them, as 'an event an opponent controls is on the stack' or 'an ability is "
                           "on the stack'");
  return maybe_not(c, n, negate, std::move(e));
}

expr checker::conditions::state(checker& c, const node& n, scope& s) {
  expr e{op::has_state, {}, 0, {}, c.at(n)};
  add_made(e.args, [&] { return c.check_selection(n.children[0], s); });
  const bool negate = n.children[1].k == kind::modal;
  what_it_is(c, n.children[negate ? 2 : 1], s, e);
  return maybe_not(c, n, negate, std::move(e));
}

void checker::conditions::what_it_is(checker& c, const node& st, scope& s, expr& e) {
  if (st.k == kind::qual_in_zone) {
    // `this is in your hand`; `this is in an open market`: any player's (manner::any_players).
    e.o = op::in_zone;
    const node& z = st.children[0];
    expr zone = z.k == kind::zone ? c.check_zone(z, true) : expr{op::zone, intern_name("open market"), 0, {}, c.at(z)};
    if (z.k != kind::zone) {
      zone.word = c.word(z, words::zones(), name_of(zone), "zone");
      zone.ref = checked::manner::any_players;
    }
    e.args.push_back(expr{op::in_zone, {}, 0, {std::move(zone)}, c.at(st)});
  } else if (st.k == kind::selection) {
    e.o = op::adjacent;
    add_made(e.args, [&] { return c.check_selection(st, s); });
  } else if (st.k == kind::noun) {
    e.o = op::is_kind;
    e.text = intern_name(st.text);
    e.word = c.word(st, words::nouns(), name_of(e), "noun");
  } else {
    e.o = op::has_state;
    e.text = intern_collapsed(st.text);  // `in play`: two words
    if (std::find(state_words.begin(), state_words.end(), name_of(e)) == state_words.end()) {
      std::string guess = same_meaning(name_of(e), state_words);
      suggest(c.error(st, fmt::format("unknown state '{}'{}; a card can be: {}", name_of(e), did_you_mean(guess),
                                      known_list(state_words))), guess);
    } else {
      e.word = c.word(st, words::states(), name_of(e), "card state");
    }
  }
}

// Indexed by kind from cond_or to cond_stack.
checker::conditions::check checker::conditions::for_kind(kind k) {
  static constexpr kind_table<check, kind::cond_or, kind::cond_stack> table([](auto set) {
    set(kind::cond_or, any_or_all);
    set(kind::cond_and, any_or_all);
    set(kind::cond_not, negated);
    set(kind::cond_state, state);
    set(kind::cond_has, has);
    set(kind::cond_control, controls);
    set(kind::cond_compare, compare);
    set(kind::cond_did, did);
    set(kind::cond_rules, rules);
    set(kind::cond_have, have);
    set(kind::cond_have_than, have_than);
    set(kind::cond_has_counters, has_counters);
    set(kind::cond_empty, empty);
    set(kind::cond_turn, period);
    set(kind::cond_deployed, deployed);
    set(kind::cond_left, deployed);
    set(kind::cond_attacked, attacked);
    set(kind::cond_have_most, have_most);
    set(kind::cond_played, played);
    set(kind::cond_bought, played);
    set(kind::cond_stack, stack);
  });
  return table[k];
}

expr checker::check_condition(const node& n, scope s) {
  if (const conditions::check f = conditions::for_kind(n.k)) return f(*this, n, s);
  error(n, "expected a condition");
  return expr{op::nothing, {}, 0, {}, at(n)};
}

expr checker::check_own_duration(const node& n, const scope& s, const expr& subject) {
  if (s.in_rule || s.in_pattern || n.k != kind::duration_while || names_players(subject)) return check_duration(n, s);
  scope own = s;
  own.bound = own.it_in_play = true;
  own.it_annihilated = own.it_in_zone = own.it_bonded = false;
  own.chosen = 0;  // `it` names one card at a time
  own.it_target = own.other_target = {};
  return check_duration(n, own);
}

expr checker::check_duration(const node& n, const scope& s) {
  if (n.k == kind::duration_until_end_of_turn) {
    // A rule holds while its card is in play (001 Advanced Rules): it has no turn to end.
    if (s.in_rule)
      error(n, fmt::format("a rule holds for as long as its card is in play, so it cannot last '{}'; make "
                           "the change an effect ('ability: engage this -> this gets +2 BQ until end of turn'), or make "
                           "the rule hold 'while' a condition does",
                           collapse(n.text)));
    const std::string period = n.children.empty() ? "turn" : collapse(n.children[0].text);
    const op o = period == "turn"             ? op::until_end_of_turn
                 : period == "your next turn" ? op::until_end_of_next_turn
                 : period == "phase"          ? op::until_end_of_phase
                 : period == "accounting" ? op::until_controller_accounting
                 : period == "combat"     ? op::until_end_of_combat
                                          : op::until_next_turn;
    return expr{o, {}, 0, {}, at(n)};
  }
  expr e{op::while_condition, {}, 0, {}, at(n)};
  scope inner = s;
  inner.in_while = true;
  add_made(e.args, [&] { return check_condition(n.children[0], inner); });
  return e;
}

}  // namespace megacorp
