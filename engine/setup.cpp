// Deck validation and the start of a game.
#include "engine/setup.hpp"

#include "engine/book_numbers.hpp"
#include "engine/flow.hpp"
#include "engine/ops.hpp"

#include <fmt/format.h>

#include <map>

namespace engine {

std::vector<std::string> validate_deck(const deck_list& deck, const card_db& db) {
  std::vector<std::string> out;
  auto known = [&](def_id d) { return d < db.size(); };
  // 001 Where Business is War: "a Business with its respective founder" (001 The Business and
  // its Founder (Red)); the sections are the ones the deck checker (check/check_decks.cpp) names.
  if (!known(deck.business) || !db[deck.business].is(card_type::business)) {
    out.push_back("the deck needs one business card (001 Where Business is War)");
  }
  if (!known(deck.founder) || !db[deck.founder].is(card_type::founder)) {
    out.push_back("the deck needs one founder card (001 Where Business is War)");
  } else if (known(deck.business) && db[deck.founder].business != db[deck.business].name) {
    out.push_back(fmt::format("founder \"{}\" belongs to \"{}\", not to business \"{}\" (001 Where Business is War: "
                              "a Business with its respective founder)",
                              db[deck.founder].name, db[deck.founder].business, db[deck.business].name));
  }
  // "You must have at least 20 resource cards ... as many of the same resource as you desire."
  if (deck.resource.size() < book::min_resource_deck)
    out.push_back(fmt::format("the resource deck has {} cards; at least {} are needed (001 The Resource Deck (Green))",
                              deck.resource.size(), book::min_resource_deck));
  for (def_id d : deck.resource)
    if (!known(d) || !db[d].resource) {
      out.push_back(fmt::format("\"{}\" is not a resource card and cannot be in the resource deck (001 The Resource Deck (Green))",
                                known(d) ? db[d].name : "?"));
      break;
    }
  // "The minimum deck size is 40 cards, and you can have up to 4 copies of any given card."
  if (deck.main.size() < book::min_main_deck)
    out.push_back(fmt::format("the main deck has {} cards; at least {} are needed (001 The Main Deck (Blue))",
                              deck.main.size(), book::min_main_deck));
  std::map<def_id, int> copies;
  for (def_id d : deck.main) {
    if (!known(d)) {
      out.push_back("the main deck names an unknown card");
      continue;
    }
    if (db[d].resource || db[d].is(card_type::business))
      out.push_back(fmt::format("\"{}\" cannot be in the main deck (001 The Main Deck (Blue))", db[d].name));
    if (++copies[d] == book::max_copies_in_main_deck + 1)
      out.push_back(fmt::format("the main deck has more than {} copies of \"{}\" (001 The Main Deck (Blue))",
                                book::max_copies_in_main_deck, db[d].name));
  }
  return out;
}

new_game_result new_game(std::shared_ptr<const card_db> db, std::shared_ptr<const card_behaviour> behaviour,
                         const std::vector<deck_list>& decks, std::uint64_t seed, rules_options rules,
                         event_log* log) {
  new_game_result result;
  if (decks.size() < 2 || decks.size() > max_players)
    result.problems.push_back(fmt::format("{} players: a game has two to four players", decks.size()));
  for (std::size_t i = 0; i < decks.size(); ++i)
    for (auto& p : validate_deck(decks[i], *db)) result.problems.push_back(fmt::format("player {}: {}", i + 1, p));
  if (!result.problems.empty()) return result;

  state s;
  s.db = std::move(db);
  s.behaviour = std::move(behaviour);
  s.rules = rules;
  s.rng.reseed(seed);
  s.players.resize(decks.size());
  auto add = [&](def_id d, player_id p, zone z) {
    card_instance ci;
    ci.def = d;
    ci.owner = ci.controller = ci.zone_player = p;
    ci.zone = z;
    return s.add_card(ci);
  };
  for (player_id p = 0; p < decks.size(); ++p) {
    const deck_list& d = decks[p];
    player_state& ps = s.players[p];
    ps.business = add(d.business, p, zone::set_aside);
    add(d.founder, p, zone::set_aside);
    for (def_id m : d.main) ps.main_deck.push_back(add(m, p, zone::main_deck));
    for (def_id r : d.resource) ps.resource_deck.push_back(add(r, p, zone::resource_deck));
  }
  s.initial_money = book::starting_money * static_cast<long long>(decks.size());
  if (s.cards.size() >= no_card) {
    result.problems.push_back("too many cards in one game");
    return result;
  }
  ops o(s, log);
  // 001: "Both players must shuffle their decks."
  for (player_id p = 0; p < s.player_count(); ++p) {
    o.shuffle(p, zone::main_deck, rule::shuffle_decks);
    o.shuffle(p, zone::resource_deck, rule::shuffle_decks);
  }
  flow::open_bidding(o);
  result.game = std::move(s);
  return result;
}

}  // namespace engine
