// Actions as readable strings.
#include "engine/action.hpp"

#include "engine/behaviour.hpp"
#include "engine/state.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <string_view>

namespace engine {

namespace {
std::string card_name(const state& s, card_id c) {
  return c < s.cards.size() ? fmt::format("\"{}\"", s.def(c).name) : std::string("an unknown card");
}
std::string where(const state& s, card_id c) {
  if (c >= s.cards.size()) return "";
  const card_instance& ci = s.card(c);
  switch (ci.zone) {
    case zone::hand: return " from the hand";
    case zone::open_market: return fmt::format(" from player {}'s open market", ci.zone_player + 1);
    case zone::network: return fmt::format(" from player {}'s network at {},{}", ci.zone_player + 1, ci.x, ci.y);
    default: return "";
  }
}
std::string listed_names(const state& s, const action& a, const char* none) {
  std::string out;
  for (card_id c : a.cards) {
    if (c == no_card) continue;
    if (!out.empty()) out += ", ";
    out += card_name(s, c);
  }
  return out.empty() ? none : out;
}
// A mode of the pending question, quoted as its text reads (`"they lose 3M"`), or its number.
std::string mode_text(const state& s, int mode) {
  const auto& modes = s.pending ? s.pending->question.modes : std::vector<std::string>{};
  if (mode >= 0 && static_cast<std::size_t>(mode) < modes.size()) return fmt::format("\"{}\"", modes[static_cast<std::size_t>(mode)]);
  return fmt::format("mode {}", mode + 1);
}
// " on X, player 2": what a play or activation targets, or nothing.
std::string targets_text(const state& s, const action& a) {
  std::string out;
  for (const target& t : a.targets) {
    if (t.none()) continue;
    out += out.empty() ? " on " : ", ";
    out += t.is_card() ? card_name(s, t.card) : fmt::format("player {}", t.player + 1);
  }
  return out;
}
// ", mode 2 "draw 2 cards"": the mode of its `choose one` chosen with a play or activation
// (docs/rulings.md, Modes), or nothing.
std::string mode_chosen_text(const state& s, const action& a) {
  if (a.mode < 0) return "";
  const int ability = a.kind == action_kind::play ? -1 : a.value;
  const std::string named = a.card < s.cards.size() && s.behaviour ? s.behaviour->mode_name(s, a.card, ability, a.mode) : "";
  return named.empty() ? fmt::format(", mode {}", a.mode + 1) : fmt::format(", mode {} \"{}\"", a.mode + 1, named);
}
// " from player 2's open market": an event played from there is bought (docs/rulings.md, An
// event bought from an open market); nothing for one played from the hand.
std::string market_words(const state& s, card_id c) {
  if (c >= s.cards.size() || s.card(c).zone != zone::open_market) return "";
  return fmt::format(" from player {}'s open market", s.card(c).zone_player + 1);
}
// An activated ability by its name in card text (card_behaviour::ability_name), else by number.
// An area attack's facing other than the default east (variant area-direction-chosen).
std::string facing_words(int value) {
  if (value == 0) return {};
  if (value < 0 || value >= static_cast<int>(facing_names.size())) return fmt::format(" facing {}", value);
  return fmt::format(" facing {}", facing_names[static_cast<std::size_t>(value)]);
}

std::string ability_text(const state& s, const action& a) {
  std::string named = a.card < s.cards.size() && s.behaviour ? s.behaviour->ability_name(s, a.card, a.value) : "";
  if (named.empty() || named == "its effect") return fmt::format("ability {}", a.value + 1);
  return "ability " + named;
}
}  // namespace

std::string to_string(const action& a, const state& s) {
  const int p = a.player + 1;
  switch (a.kind) {
    case action_kind::bid: return fmt::format("player {} bids {}", p, a.value);
    case action_kind::mulligan: return fmt::format("player {} mulligans", p);
    case action_kind::keep_hand: return fmt::format("player {} keeps the hand", p);
    case action_kind::pay_upkeep: return fmt::format("player {} pays the upkeep of {}", p, card_name(s, a.card));
    case action_kind::decline_upkeep:
      return fmt::format("player {} does not pay the upkeep of {}", p, card_name(s, a.card));
    case action_kind::buy_revealed:
      return fmt::format("player {} buys the revealed {} and deploys it at {},{}", p, card_name(s, a.card), a.at.x,
                         a.at.y);
    case action_kind::bottom_revealed: return fmt::format("player {} puts the revealed resource at the bottom", p);
    case action_kind::produce:
      return fmt::format("player {} engages {} to produce {}", p, card_name(s, a.card), to_string(a.t));
    case action_kind::buy:
      if (a.network == no_player)
        return fmt::format("player {} buys out {}{}", p, card_name(s, a.card), where(s, a.card));
      return fmt::format("player {} buys {}{}{} and deploys it in player {}'s network at {},{}", p,
                         card_name(s, a.card), where(s, a.card), a.value == 1 ? " for free" : "", a.network + 1, a.at.x,
                         a.at.y);
    case action_kind::sell:
      if (a.card < s.cards.size() && s.card(a.card).zone == zone::hand)  // 001 Glossary UNIQUE
        return fmt::format("player {} reveals and sells every copy of {} in their hand", p, card_name(s, a.card));
      return fmt::format("player {} sells {}", p, card_name(s, a.card));
    case action_kind::attack:
      return fmt::format("player {} attacks {},{} in player {}'s network with {} using {}{}", p, a.at.x, a.at.y,
                         a.network + 1, card_name(s, a.card), to_string(a.t), facing_words(a.value));
    case action_kind::block: return fmt::format("player {} blocks with {}", p, listed_names(s, a, "no card"));
    case action_kind::retaliate: return fmt::format("player {} retaliates with {}", p, listed_names(s, a, "no card"));
    case action_kind::assign: {
      std::string parts;
      for (std::size_t i = 0; i < a.cards.size(); ++i)
        if (a.cards[i] != no_card)
          parts += fmt::format("{}{} to {}", parts.empty() ? "" : ", ", a.amounts[i], card_name(s, a.cards[i]));
      return fmt::format("player {} assigns {}", p, parts.empty() ? "no damage" : parts);
    }
    case action_kind::play:
      return fmt::format("player {} plays {}{} at {},{}{}{}{}", p, card_name(s, a.card), market_words(s, a.card), a.at.x,
                         a.at.y, a.value == 1 ? " for free" : "", mode_chosen_text(s, a), targets_text(s, a));
    case action_kind::activate:
      return fmt::format("player {} activates {} of {}{}{}", p, ability_text(s, a), card_name(s, a.card),
                         mode_chosen_text(s, a), targets_text(s, a));
    case action_kind::pass: return fmt::format("player {} passes{}", p, s.priority.open() ? " priority" : "");
    case action_kind::accept: return fmt::format("player {} accepts", p);
    case action_kind::decline:
      return fmt::format("player {} declines{}", p, s.pending && !s.pending->picked.empty() ? " to choose more" : "");
    case action_kind::choose: return fmt::format("player {} chooses {}", p, card_name(s, a.card));
    case action_kind::choose_cell: return fmt::format("player {} chooses {},{}", p, a.at.x, a.at.y);
    case action_kind::choose_player: return fmt::format("player {} chooses player {}", p, a.whom + 1);
    case action_kind::choose_amount: return fmt::format("player {} chooses {}M", p, a.value);
    case action_kind::choose_mode: return fmt::format("player {} chooses {}", p, mode_text(s, a.value));
    case action_kind::concede: return fmt::format("player {} concedes", p);
    case action_kind::begin_turn: return fmt::format("player {}'s turn begins", p);
  }
  return "?";
}

// The stable text form ------------------------------------------------------------------

namespace {

constexpr std::array<std::string_view, static_cast<std::size_t>(action_kind::begin_turn) + 1> kind_names = {
    "bid",     "mulligan", "keep_hand", "pay_upkeep", "decline_upkeep", "buy_revealed", "bottom_revealed",
    "produce", "buy",      "sell",      "attack",     "block",          "retaliate",    "assign",
    "play",    "activate", "pass",      "accept",     "decline",        "choose",       "choose_cell",
    "choose_player", "choose_amount", "choose_mode", "concede", "begin_turn"};
static_assert(kind_names.back() == "begin_turn", "one name per action kind, in order");

template <class List>
std::string joined(const List& l, auto&& keep) {
  std::string out;
  for (std::size_t i = 0; i < l.size(); ++i)
    if (keep(i)) out += fmt::format("{}{}", out.empty() ? "" : ",", l[i]);
  return out;
}

bool parse_int(std::string_view v, long long lo, long long hi, long long& out) {
  if (v.empty()) return false;
  bool neg = v.front() == '-';
  if (neg) v.remove_prefix(1);
  if (v.empty() || v.size() > 12) return false;
  long long n = 0;
  for (char ch : v) {
    if (ch < '0' || ch > '9') return false;
    n = n * 10 + (ch - '0');
  }
  out = neg ? -n : n;
  return out >= lo && out <= hi;
}

// `23,p2`: card ids and players (from 1), at most max_targets; `-` a target not chosen
// (one of a mode not chosen, docs/rulings.md, Modes).
bool parse_targets(std::string_view v, target_list& into) {
  std::size_t i = 0;
  for (std::size_t from = 0; from <= v.size(); ++i) {
    const std::size_t to = std::min(v.find(',', from), v.size());
    std::string_view one = v.substr(from, to - from);
    long long n = 0;
    if (i >= into.size()) return false;
    if (one == "-") {
      into[i] = target{};
    } else if (!one.empty() && one.front() == 'p') {
      if (!parse_int(one.substr(1), 1, 255, n)) return false;
      into[i] = target::of_player(static_cast<player_id>(n - 1));
    } else {
      if (!parse_int(one, 0, no_card - 1, n)) return false;
      into[i] = target::of_card(static_cast<card_id>(n));
    }
    from = to + 1;
  }
  return true;
}

}  // namespace

// `KIND p=P [card=C] [net=N] [at=X,Y] [t=TRAIT] [v=V] [cards=C,C..] [amounts=A,A..]
// [targets=T,T..] [whom=N] [mode=M]`: players numbered from 1, cards by their id in the game; a
// target is a card id or `p` and a player's number (`targets=23,p2`), `-` one not chosen
// before one chosen; a mode numbered from 1; fields left at their defaults are left out.
std::string to_text(const action& a) {
  std::string out = fmt::format("{} p={}", kind_names[static_cast<std::size_t>(a.kind)], a.player + 1);
  if (a.card != no_card) out += fmt::format(" card={}", a.card);
  if (a.network != no_player) out += fmt::format(" net={}", a.network + 1);
  if (a.at != cell{}) out += fmt::format(" at={},{}", a.at.x, a.at.y);
  if (a.t != trait::iq) out += fmt::format(" t={}", to_string(a.t));
  if (a.value != 0) out += fmt::format(" v={}", a.value);
  const std::string cards = joined(a.cards, [&](std::size_t i) { return a.cards[i] != no_card; });
  if (!cards.empty()) out += " cards=" + cards;
  if (std::any_of(a.amounts.begin(), a.amounts.end(), [](auto n) { return n != 0; }))
    out += " amounts=" + joined(a.amounts, [](std::size_t) { return true; });
  // targets are listed from the first to the last chosen
  const auto last = std::find_if(a.targets.rbegin(), a.targets.rend(), [](const target& t) { return !t.none(); });
  std::string targets;
  for (auto t = a.targets.begin(); t != last.base(); ++t) {
    targets += targets.empty() ? "" : ",";
    targets += t->none() ? std::string("-") : t->is_card() ? fmt::format("{}", t->card) : fmt::format("p{}", t->player + 1);
  }
  if (!targets.empty()) out += " targets=" + targets;
  if (a.whom != no_player) out += fmt::format(" whom={}", a.whom + 1);
  if (a.mode >= 0) out += fmt::format(" mode={}", a.mode + 1);
  return out;
}

std::optional<action> parse_action(std::string_view line, std::string* error) {
  auto fail = [&](std::string why) -> std::optional<action> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  std::vector<std::string_view> words;
  for (std::size_t i = 0; i < line.size();) {
    while (i < line.size() && line[i] == ' ') ++i;
    std::size_t j = i;
    while (j < line.size() && line[j] != ' ') ++j;
    if (j > i) words.push_back(line.substr(i, j - i));
    i = j;
  }
  if (words.empty()) return fail("an empty line is not an action");
  action a;
  const auto kind = std::find(kind_names.begin(), kind_names.end(), words[0]);
  if (kind == kind_names.end()) return fail(fmt::format("'{}' is not an action", words[0]));
  a.kind = static_cast<action_kind>(kind - kind_names.begin());
  bool has_player = false;
  for (std::size_t w = 1; w < words.size(); ++w) {
    const std::size_t eq = words[w].find('=');
    if (eq == std::string_view::npos) return fail(fmt::format("'{}' is not a field (NAME=VALUE)", words[w]));
    const std::string_view key = words[w].substr(0, eq), v = words[w].substr(eq + 1);
    long long n = 0, m = 0;
    auto list = [&](auto& into, long long lo, long long hi) {
      std::size_t i = 0;
      for (std::size_t from = 0; from <= v.size(); ++i) {
        const std::size_t to = std::min(v.find(',', from), v.size());
        if (i >= into.size() || !parse_int(v.substr(from, to - from), lo, hi, n)) return false;
        into[i] = static_cast<std::remove_reference_t<decltype(into[0])>>(n);
        from = to + 1;
      }
      return true;
    };
    if (key == "p" && parse_int(v, 1, 255, n)) a.player = static_cast<player_id>(n - 1), has_player = true;
    else if (key == "card" && parse_int(v, 0, no_card - 1, n)) a.card = static_cast<card_id>(n);
    else if (key == "net" && parse_int(v, 1, 255, n)) a.network = static_cast<player_id>(n - 1);
    else if (key == "at" && v.find(',') != std::string_view::npos &&
             parse_int(v.substr(0, v.find(',')), -127, 127, n) && parse_int(v.substr(v.find(',') + 1), -127, 127, m))
      a.at = {static_cast<int>(n), static_cast<int>(m)};
    else if (key == "t" && parse_trait(v)) a.t = *parse_trait(v);
    else if (key == "v" && parse_int(v, -1000000, 1000000, n)) a.value = static_cast<int>(n);
    else if (key == "cards" && list(a.cards, 0, no_card - 1)) continue;
    else if (key == "amounts" && list(a.amounts, -30000, 30000)) continue;
    else if (key == "targets" && parse_targets(v, a.targets)) continue;
    else if (key == "whom" && parse_int(v, 1, 255, n)) a.whom = static_cast<player_id>(n - 1);
    else if (key == "mode" && parse_int(v, 1, 100, n)) a.mode = static_cast<std::int8_t>(n - 1);
    else return fail(fmt::format("'{}' is not a valid field", words[w]));
  }
  if (!has_player) return fail("an action names its player (p=N)");
  return a;
}

}  // namespace engine
