// Checking a scenario form (docs/scenarios.md): its items in order, each handed to the part that checks it.
#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "check/checker.hpp"
#include "check/deck_checker.hpp"
#include "ir/names.hpp"
#include "check/scenario_check_parts.hpp"
#include "vocabulary/variants.hpp"

namespace megacorp {

using syntax::kind;
using syntax::node;

void scenario_checker::run(const node& n, checked::scenario& s) {
  current_ = &s;
  declare_players(n, s);
  std::map<kind, const node*> seen;
  auto once = [&](const node& item, const char* key) {
    if (auto it = seen.find(item.k); it != seen.end()) {
      error(item, fmt::format("'{}:' is given twice in this scenario", key))
          .notes.push_back({severity::note, at(*it->second), "first given here", {}});
      return false;
    }
    seen[item.k] = &item;
    return true;
  };
  std::size_t player_index = 0;
  for (std::size_t i = 1; i < n.children.size(); ++i) {
    const node& item = n.children[i];
    switch (item.k) {
      case kind::setup_rules:
        if (!once(item, "rules")) break;
        for (const node& w : item.children) {
          std::string name(w.text);
          if (!apply_variant(name, s.rules, lib_.variants())) {
            suggest(error(w, unknown_variant(name, lib_.variants())), closest_variant(name, lib_.variants()));
          }
          s.variants.push_back(name);
        }
        break;
      case kind::setup_seed:
        if (once(item, "seed")) s.seed = static_cast<std::uint64_t>(number(item.children[0]));
        break;
      case kind::setup_turn:
        if (!once(item, "turn")) break;
        s.turn_player = std::max(0, player(item.children[0]));
        s.phase = phase(item.children[1], true).value_or(engine::phase::buy);
        if (item.children.size() > 2) {
          s.turn_number = number(item.children[2]);
          if (s.turn_number < 1) error(item.children[2], "turns are numbered from 1");
        }
        break;
      case kind::setup_pending:
        if (once(item, "pending")) s.pending = unquote(item.children[0].text);
        break;
      case kind::setup_cites:
        if (!once(item, "cites")) break;
        for (const node& w : item.children) s.cites.push_back({std::string(w.text), at(w)});
        break;
      case kind::setup_player:
        if (player_index < s.players.size() && s.players[player_index].name == item.children[0].text)
          setup_player(item, s.players[player_index++]);
        break;
      case kind::deck: declare_deck(item, s); break;
      case kind::scenario_action: s.steps.push_back({action(item), std::nullopt}); break;
      case kind::scenario_expect: s.steps.push_back({std::nullopt, expectation(item)}); break;
      case kind::field_unknown: {
        std::string guess = closest(item.children[0].text, {"rules", "seed", "turn", "pending", "cites"});
        suggest(error(item.children[0], fmt::format("unknown item '{}' in a scenario; expected rules:, seed:, turn:, "
                                                    "pending:, cites:, player, an action or expect{}", item.children[0].text,
                                                    did_you_mean(guess))), guess);
        break;
      }
      default: break;
    }
  }
  if (s.steps.empty())
    error(n.children[0], "this scenario has no actions and no expectations, so it would test nothing");
  if (s.players.empty()) only_deck_expectations(s);
  check_board(s);
}

// `deck "NAME" { ... }`: checked as a library's deck, the rules' refusals kept with it.
void scenario_checker::declare_deck(const node& n, checked::scenario& s) {
  const std::string name = unquote(n.children[0].text);
  if (const checked::scenario_deck* old = find_deck(s, name)) {
    error(n.children[0], fmt::format("deck \"{}\" is written twice in this scenario", name))
        .notes.push_back({severity::note, old->contents.where, "first written here", {}});
    return;
  }
  checked::scenario_deck d;
  d.contents.name = name;
  d.contents.where = at(n.children[0]);
  const std::size_t errors_before = diags_.error_count();
  deck_checker(lib_, file_, diags_, &d.refusals).check(n, d.contents);
  if (d.refusals.empty() && diags_.error_count() == errors_before) d.held = deck_rules_held(lib_, d.contents);
  s.decks.push_back(std::move(d));
}

const checked::scenario_deck* scenario_checker::find_deck(const checked::scenario& s, const std::string& name) {
  for (const checked::scenario_deck& d : s.decks)
    if (d.contents.name == name) return &d;
  return nullptr;
}

// Without players there is no game: only decks are checked.
void scenario_checker::only_deck_expectations(const checked::scenario& s) {
  for (const checked::step& step : s.steps) {
    const bool deck = step.expect && (step.expect->kind == checked::expect_kind::deck_legal ||
                                      step.expect->kind == checked::expect_kind::deck_refused);
    if (!deck)
      diags_.error(step.action ? step.action->where : step.expect->where,
                   "a scenario without players checks decks only ('expect deck \"NAME\" is legal'); declare the players "
                   "('player NAME { ... }') to play a game");
  }
}

void check_scenario(const definitions& lib, const source_file* file, const syntax::node& n, checked::scenario& s,
                    diagnostics& diags) {
  scenario_checker(lib, file, diags).run(n, s);
}

}  // namespace megacorp
