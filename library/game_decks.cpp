#include "library/game_decks.hpp"

#include <fmt/format.h>

namespace megacorp {

namespace {

engine::def_id lookup(const engine::card_db& db, const std::string& name, deck_list_result& out) {
  if (auto id = db.find(name)) return *id;
  out.problems.push_back("no card named \"" + name + "\" in the card database");
  return 0;
}

void add_entries(const std::vector<checked::deck_entry>& entries, const engine::card_db& db,
                 std::vector<engine::def_id>& pile, deck_list_result& out) {
  for (const auto& e : entries) {
    const engine::def_id id = lookup(db, e.name, out);
    for (std::int64_t i = 0; i < e.count; ++i) pile.push_back(id);
  }
}

}  // namespace

deck_list_result make_deck_list(const checked::deck& d, const engine::card_db& db) {
  deck_list_result out;
  out.deck.business = lookup(db, d.business, out);
  out.deck.founder = lookup(db, d.founder, out);
  add_entries(d.resources, db, out.deck.resource, out);
  add_entries(d.main, db, out.deck.main, out);
  return out;
}

engine::new_game_result new_deck_game(std::shared_ptr<const engine::card_db> db,
                                      std::shared_ptr<const engine::card_behaviour> behaviour,
                                      const std::vector<const checked::deck*>& decks, std::uint64_t seed,
                                      engine::rules_options rules, engine::event_log* log) {
  engine::new_game_result out;
  std::vector<engine::deck_list> lists;
  for (const checked::deck* d : decks) {
    deck_list_result r = make_deck_list(*d, *db);
    if (r.problems.empty()) r.problems = engine::validate_deck(r.deck, *db);
    for (const auto& p : r.problems) out.problems.push_back("deck \"" + d->name + "\": " + p);
    lists.push_back(std::move(r.deck));
  }
  if (!out.problems.empty()) return out;
  return engine::new_game(std::move(db), std::move(behaviour), lists, seed, rules, log);
}

std::string no_such_deck(const library& lib, const std::string& name) {
  std::string known;
  for (const auto& d : lib.decks()) known += fmt::format("{}\"{}\"", known.empty() ? "" : ", ", d->name);
  return fmt::format("no deck named \"{}\" in the library; {}", name,
                     known.empty() ? "it holds no deck" : "its decks are " + known);
}

}  // namespace megacorp
