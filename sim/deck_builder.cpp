#include "sim/deck_builder.hpp"

#include <algorithm>
#include <charconv>
#include <vector>

#include <fmt/format.h>

namespace megacorp::sim {

namespace {

// Vigna's splitmix64 stream: the n-th draw is a pure function of the seed.
struct draws {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
  // Takes one name out of `pool` at random.
  std::string take(std::vector<std::string>& pool) {
    const std::size_t i = below(pool.size());
    std::string name = std::move(pool[i]);
    pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(i));
    return name;
  }
};

// The names of the cards that pass `keep`, sorted.
template <class Keep>
std::vector<std::string> names_where(const engine::card_db& db, Keep keep) {
  std::vector<std::string> out;
  for (engine::def_id d = 0; d < db.size(); ++d)
    if (keep(db[d])) out.push_back(db[d].name);
  std::sort(out.begin(), out.end());
  return out;
}

bool is_founder_of_some(const engine::card_db& db, const engine::card_def& business) {
  for (engine::def_id d = 0; d < db.size(); ++d)
    if (db[d].is(engine::card_type::founder) && db[d].business == business.name) return true;
  return false;
}

}  // namespace

std::string deck_source(const checked::deck& d) {
  const auto list = [](const std::vector<checked::deck_entry>& entries) {
    std::vector<std::string> parts;
    for (const checked::deck_entry& e : entries) parts.push_back(fmt::format("{} \"{}\"", e.count, e.name));
    return fmt::format("{}", fmt::join(parts, ", "));
  };
  return fmt::format("deck \"{}\" {{\n  business: \"{}\"\n  founder: \"{}\"\n  resources: {}\n  main: {}\n}}\n", d.name,
                     d.business, d.founder, list(d.resources), list(d.main));
}

std::optional<std::uint64_t> drawn_deck_seed(const std::string& name) {
  const std::string prefix = "drawn:";
  if (name.rfind(prefix, 0) != 0) return std::nullopt;
  std::uint64_t seed = 0;
  const char* begin = name.data() + prefix.size();
  const char* end = name.data() + name.size();
  const auto [at, err] = std::from_chars(begin, end, seed);
  if (begin == end || err != std::errc() || at != end) return std::nullopt;
  return seed;
}

std::optional<checked::deck> draw_deck(const engine::card_db& db, std::uint64_t seed) {
  draws rng{seed};
  std::vector<std::string> businesses = names_where(db, [&](const engine::card_def& c) {
    return c.is(engine::card_type::business) && is_founder_of_some(db, c);
  });
  if (businesses.empty()) return std::nullopt;
  checked::deck deck;
  deck.name = fmt::format("drawn:{}", seed);
  deck.business = rng.take(businesses);
  const engine::card_def& business = db[*db.find(deck.business)];
  deck.founder = names_where(db, [&](const engine::card_def& c) {
    return c.is(engine::card_type::founder) && c.business == business.name;
  }).front();
  const auto in_faction = [&](const engine::card_def& c) {
    return c.faction == engine::faction::none || c.faction == business.faction;
  };
  std::vector<std::string> resources = names_where(db, [&](const engine::card_def& c) { return c.resource && in_faction(c); });
  const auto main_card = [&](const engine::card_def& c) {
    return in_faction(c) && !c.resource && !c.is(engine::card_type::business) && !c.is(engine::card_type::founder);
  };
  std::vector<std::string> cheap = names_where(db, [&](const engine::card_def& c) {
    return main_card(c) && c.is(engine::card_type::character) && c.cost.money <= 2;
  });
  std::vector<std::string> characters = names_where(db, [&](const engine::card_def& c) {
    return main_card(c) && c.is(engine::card_type::character) && c.cost.money > 2;
  });
  std::vector<std::string> others = names_where(db, [&](const engine::card_def& c) {
    return main_card(c) && !c.is(engine::card_type::character);
  });
  if (resources.size() < 5) return std::nullopt;
  for (int k = 0; k < 5; ++k) deck.resources.push_back({4, rng.take(resources), {}});
  std::int64_t held = 0;
  const auto fill = [&](std::vector<std::string>& pool, std::int64_t upto) {
    while (held < upto && !pool.empty()) {
      const std::int64_t copies = std::min<std::int64_t>(1 + static_cast<std::int64_t>(rng.below(4)), upto - held);
      deck.main.push_back({copies, rng.take(pool), {}});
      held += copies;
    }
  };
  fill(cheap, 16);
  fill(characters, 28);
  fill(others, 40);
  for (std::vector<std::string>* rest : {&cheap, &characters}) fill(*rest, 40);
  if (held < 40) return std::nullopt;
  return deck;
}

}  // namespace megacorp::sim
