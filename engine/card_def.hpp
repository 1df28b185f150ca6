// Immutable card definitions and the card database shared by every copy of a game.
#pragma once

#include "engine/types.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

// What a printed card says, as far as the engine needs it. Card text (abilities)
// is not here: it reaches the engine through card_behaviour (behaviour.hpp), keyed by
// the opaque `behaviour` handle.
struct card_def {
  std::string name;
  std::uint8_t types = 0;  // bit set of card_type
  bool resource = false;   // green back: belongs in the resource deck (001 Making a Deck)
  engine::faction faction = faction::none;
  engine::cost cost;       // money + trait costs (001 Buy Phase)
  trait_values traits{};   // null = "-" (001 Traits)
  std::vector<std::string> tags;  // #TAGS, without the '#'
  int valuation = 0;       // a business's buy-out price; other cards use cost.money
  std::string business;    // for a founder: the name of its business
  std::uint32_t behaviour = 0;  // opaque handle understood by the card_behaviour in use

  bool is(card_type t) const { return (types >> static_cast<int>(t)) & 1U; }
  card_def& with(card_type t) {
    types = static_cast<std::uint8_t>(types | (1U << static_cast<int>(t)));
    return *this;
  }
  bool has_tag(std::string_view tag) const;
  // Printed valuation: what a buyer pays and a sale earns (001 How to Buy a Card,
  // Divest Phase). A business prints it separately (001 Winning the Game, 3.).
  int printed_valuation() const { return is(card_type::business) ? valuation : cost.money; }
};

// The card database: definitions addressed by def_id, looked up by name.
class card_db {
 public:
  def_id add(card_def def);
  const card_def& operator[](def_id id) const { return defs_[id]; }
  std::optional<def_id> find(std::string_view name) const;
  std::size_t size() const { return defs_.size(); }

 private:
  std::vector<card_def> defs_;
};

}  // namespace engine
