// Checking the names a scenario uses: players, cards, cells, phases, traits, zones and numbers.
#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/state.hpp"
#include "ir/names.hpp"
#include "check/check_parts.hpp"
#include "check/scenario_check_parts.hpp"

namespace megacorp {

using syntax::kind;
using syntax::node;

namespace {

constexpr int max_amount = 999999;

struct phase_name {
  const char* word;
  engine::phase phase;
};
// The phases a scenario may start in or advance to (001 Turn Structure: ABCDE); a
// scenario may also start before the game, at its bids or mulligans (001 Beginning of the
// game).
constexpr phase_name phase_names[] = {{"accounting", engine::phase::accounting}, {"buy", engine::phase::buy},
                                      {"challenge", engine::phase::challenge},   {"divest", engine::phase::divest},
                                      {"end", engine::phase::end}};
constexpr phase_name setup_phase_names[] = {{"bidding", engine::phase::bidding}, {"mulligan", engine::phase::mulligan}};

}  // namespace

int scenario_checker::number(const node& n) {
  std::string_view text = n.text;
  bool negative = !text.empty() && text.front() == '-';
  if (negative) text.remove_prefix(1);
  std::size_t digits = 0;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
  int value = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + digits, value);
  if (ec != std::errc() || value > max_amount) {
    error(n, fmt::format("number {} is too large (at most {})", text.substr(0, digits), max_amount));
    return 0;
  }
  return negative ? -value : value;
}

engine::cell scenario_checker::cell(const node& n) {
  engine::cell c{number(n.children[0]), number(n.children[1])};
  // The engine caps a network at [-network_radius, network_radius] (docs/engine.md).
  if (std::abs(c.x) > engine::network_radius || std::abs(c.y) > engine::network_radius) {
    error(n, fmt::format("cell {},{} is outside the network grid; coordinates run from {} to {} (docs/engine.md)", c.x,
                         c.y, -engine::network_radius, engine::network_radius));
    return {0, 0};
  }
  return c;
}

// The grammar's trait_lit lets only engine::trait_names through.
engine::trait scenario_checker::trait(const node& n) const { return engine::parse_trait(n.text).value_or(engine::trait::iq); }

std::optional<engine::phase> scenario_checker::phase(const node& n, bool setup) {
  std::vector<std::string> words;
  if (setup)
    for (const phase_name& p : setup_phase_names) {
      if (n.text == p.word) return p.phase;
      words.emplace_back(p.word);
    }
  for (const phase_name& p : phase_names) {
    if (n.text == p.word) return p.phase;
    words.emplace_back(p.word);
  }
  std::string guess = closest(n.text, words);
  suggest(error(n, fmt::format("unknown phase '{}'; expected {}accounting, buy, challenge, divest or end{}", n.text,
                               setup ? "bidding, mulligan, " : "", did_you_mean(guess))), guess);
  return std::nullopt;
}

int scenario_checker::player(const node& n) {
  std::string_view name = n.text;
  if (n.k == kind::possessive) name = name.substr(0, name.size() - 2);  // drop 's
  for (std::size_t i = 0; i < players_.size(); ++i)
    if (players_[i] == name) return static_cast<int>(i);
  std::string list;
  for (const auto& p : players_) list += fmt::format("{}{}", list.empty() ? "" : ", ", p);
  std::string guess = closest(name, players_);
  diagnostic& d = error(n, fmt::format("unknown player '{}'; the players are {}{}", name, list.empty() ? "(none)" : list,
                                       did_you_mean(guess)));
  suggest(d, guess.empty() || n.k != kind::possessive ? guess : guess + "'s");  // `Ana's`
  return -1;
}

std::string scenario_checker::card_name(const node& name_node) {
  std::string name = unquote(name_node.text);
  if (lib_.find_card(name)) return name;
  const std::string guess = closest_card_name(lib_, name);
  suggest(error(name_node, fmt::format("unknown card \"{}\"{}", name, did_you_mean(guess))), guess.empty() ? "" : quote(guess));
  return {};
}

std::vector<checked::setup_card> scenario_checker::card_list(const node& list) {
  std::vector<checked::setup_card> out;
  for (const node& entry : list.children) {
    int copies = 1;
    const node& name_node = entry.children.back();
    if (entry.children.size() == 2) {
      copies = number(entry.children[0]);
      if (copies < 1 || copies > 100) {
        error(entry.children[0], fmt::format("{} copies: a count runs from 1 to 100", copies));
        copies = 1;
      }
    }
    checked::setup_card c = setup_card(name_node);
    for (int i = 0; i < copies; ++i) out.push_back(c);
  }
  return out;
}

checked::card_ref scenario_checker::card_ref(const node& n) {
  checked::card_ref r;
  r.where = at(n);
  for (const node& c : n.children) {
    if (c.k == kind::possessive) r.player = player(c);
    else if (c.k == kind::name) r.name = card_name(c);
    else if (c.k == kind::cell) r.at = cell(c);
    else if (c.k == kind::number) r.copy = std::max(1, number(c));
  }
  r.business = n.find(kind::name) == nullptr;
  return r;
}

// `on "X", Nick`: cards and players, in the order written (a player's name is checked
// like any player named in the scenario).
std::vector<checked::target_ref> scenario_checker::target_refs(const node& n, std::size_t from) {
  std::vector<checked::target_ref> out;
  for (std::size_t i = from; i < n.children.size(); ++i) {
    const node& c = n.children[i];
    if (c.k == kind::card_ref) out.push_back({.card = card_ref(c)});
    else if (c.k == kind::player_name) {
      checked::target_ref r;
      r.card.where = at(c);
      r.player = player(c);
      out.push_back(std::move(r));
    }
  }
  return out;
}

std::vector<checked::card_ref> scenario_checker::card_refs(const node& n, std::size_t from) {
  std::vector<checked::card_ref> out;
  for (std::size_t i = from; i < n.children.size(); ++i)
    if (n.children[i].k == kind::card_ref) out.push_back(card_ref(n.children[i]));
  return out;
}

checked::zone_ref scenario_checker::zone_ref(const node& n, int actor) {
  checked::zone_ref z;
  z.where = at(n);
  const node& whose = n.children[0];
  if (whose.k == kind::possessive) {
    z.player = player(whose);
  } else if (actor < 0) {
    error(whose, fmt::format("'{}' means the acting player; an expectation names the player, such as {}'s", whose.text,
                             players_.empty() ? "Ana" : players_.front()));
  } else {
    z.player = actor;
  }
  z.zone = checked::pile_zone(collapse_blanks(n.children[1].text)).value_or(engine::zone::network);  // pile_name
  return z;
}

}  // namespace megacorp
