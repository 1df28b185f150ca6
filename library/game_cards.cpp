#include "library/game_cards.hpp"

namespace megacorp {

namespace {

engine::card_def to_engine(const checked::card& c, std::uint32_t index) {
  engine::card_def d;
  d.name = c.name;
  // checked::card_type bits 0..5 and engine::card_type follow the same order.
  static_assert(checked::character == 1 << static_cast<int>(engine::card_type::character));
  static_assert(checked::location == 1 << static_cast<int>(engine::card_type::location));
  d.types = static_cast<std::uint8_t>(c.types & 0x3F);
  d.resource = c.is(checked::resource);
  d.faction = c.side;
  d.cost.money = static_cast<int>(c.price.money);
  for (int t = 0; t < engine::trait_count; ++t) {
    d.cost.traits[t] = static_cast<int>(c.price.traits[t]);
    if (c.traits[t]) d.traits[t] = static_cast<std::int8_t>(*c.traits[t]);
  }
  d.tags = c.tags;
  d.valuation = static_cast<int>(c.valuation.value_or(0));
  d.business = c.business;
  d.behaviour = index;
  return d;
}

}  // namespace

std::shared_ptr<const engine::card_db> make_card_db(const library& lib) {
  auto db = std::make_shared<engine::card_db>();
  std::uint32_t index = 0;
  for (const auto& c : lib.cards()) db->add(to_engine(*c, index++));
  return db;
}

}  // namespace megacorp
