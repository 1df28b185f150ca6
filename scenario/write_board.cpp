// A scenario's board as text, a position as a board, and the expectations of a position
// (scenario/write_parts.hpp; docs/scenarios.md, Setup and Expectations).
#include <algorithm>

#include <fmt/format.h>

#include "scenario/write_parts.hpp"

namespace megacorp::scenario_write {

namespace {

using engine::zone;

constexpr std::array<const char*, 7> phase_words = {"bidding", "mulligan", "accounting", "buy", "challenge", "divest", "end"};
static_assert(phase_words.size() == static_cast<std::size_t>(engine::phase::game_over));  // every phase but the game's end
const char* phase_word(engine::phase p) { return phase_words.at(static_cast<std::size_t>(p)); }

// `{ 2 "A", "B" }`: runs of one card counted (at most 100 a run, the checker's bound), six
// entries a line.
std::string card_list(const std::vector<std::string>& names, const std::string& indent) {
  if (names.empty()) return "{ }";
  std::vector<std::string> entries;
  for (std::size_t i = 0; i < names.size();) {
    std::size_t run = 1;
    while (i + run < names.size() && names[i + run] == names[i] && run < 100) ++run;
    entries.push_back(run == 1 ? quoted(names[i]) : fmt::format("{} {}", run, quoted(names[i])));
    i += run;
  }
  std::string out = "{ ";
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (i > 0) out += i % 6 == 0 ? ",\n" + indent + "  " : ", ";
    out += entries[i];
  }
  return out + " }";
}

std::vector<std::string> names_of(const std::vector<checked::setup_card>& cards) {
  std::vector<std::string> out;
  for (const checked::setup_card& c : cards) out.push_back(c.name);
  return out;
}

std::string entries(const std::vector<checked::deck_entry>& list) {
  std::string out;
  for (const checked::deck_entry& e : list) out += fmt::format("{}{} {}", out.empty() ? "" : ", ", e.count, quoted(e.name));
  return out;
}

void deck_lines(const checked::deck& d, std::vector<std::string>& out) {
  out.push_back(fmt::format("deck {} {{", quoted(d.name)));
  out.push_back(fmt::format("  business: {}", quoted(d.business)));
  out.push_back(fmt::format("  founder: {}", quoted(d.founder)));
  out.push_back("  resources: " + entries(d.resources));
  out.push_back("  main: " + entries(d.main));
  out.push_back("}");
}

std::string cell_line(const checked::setup_cell& c, const checked::scenario& b) {
  std::string out = fmt::format("{} at {},{}", quoted(c.card.name), c.at.x, c.at.y);
  if (c.engaged) out += ", engaged";
  for (int t = 0; t < engine::trait_count; ++t)
    if (const int d = c.damage[static_cast<std::size_t>(t)]; d != 0)
      out += fmt::format(", {} {} damage", d, engine::to_string(static_cast<engine::trait>(t)));
  if (c.counters != 0) out += fmt::format(", {} counters", c.counters);
  if (c.owner >= 0) out += ", owned by " + b.players.at(static_cast<std::size_t>(c.owner)).name;
  if (!c.bonded.empty()) out += ", bonded " + card_list(names_of(c.bonded), "      ");
  return out;
}

void player_lines(const checked::setup_player& p, const checked::scenario& b, std::vector<std::string>& out) {
  if (p.deck) {
    out.push_back(fmt::format("player {} {{ deck: {} }}", p.name, quoted(p.deck->name)));
    return;
  }
  out.push_back(fmt::format("player {} {{", p.name));
  out.push_back(fmt::format("  money: {}", p.money));
  std::string pool;
  for (int t = 0; t < engine::trait_count; ++t)
    if (const int n = p.pool[static_cast<std::size_t>(t)]; n != 0)
      pool += fmt::format("{}{} {}", pool.empty() ? "" : ", ", n, engine::to_string(static_cast<engine::trait>(t)));
  if (!pool.empty()) out.push_back("  pool: " + pool);
  using engine::zone;
  const std::pair<zone, const std::vector<checked::setup_card>*> piles[] = {
      {zone::hand, &p.hand}, {zone::main_deck, &p.main_deck}, {zone::resource_deck, &p.resource_deck},
      {zone::open_market, &p.open_market}, {zone::annihilated, &p.annihilated}};
  for (const auto& [z, cards] : piles)
    if (!cards->empty()) out.push_back(fmt::format("  {} {}", checked::pile_word_of(z), card_list(names_of(*cards), "  ")));
  out.push_back("  network {");
  for (const checked::setup_cell& c : p.network) out.push_back("    " + cell_line(c, b));
  out.push_back("  }");
  out.push_back("}");
}

}  // namespace

std::vector<std::string> board_lines(const checked::scenario& b) {
  std::vector<std::string> out;
  out.push_back("rules: " + (b.variants.empty() ? std::string("standard") : fmt::format("{}", fmt::join(b.variants, ", "))));
  out.push_back(fmt::format("seed: {}", b.seed));
  for (const checked::scenario_deck& d : b.decks) deck_lines(d.contents, out);
  for (const checked::setup_player& p : b.players) player_lines(p, b, out);
  const std::string& first = b.players.at(static_cast<std::size_t>(b.turn_player)).name;
  if (b.phase == engine::phase::bidding) out.push_back(fmt::format("turn: {}, bidding", first));
  else out.push_back(fmt::format("turn: {}, {}, turn {}", first, phase_word(b.phase), b.turn_number));
  return out;
}

namespace {

std::vector<checked::setup_card> pile_cards(const engine::state& s, const engine::card_pile& pile) {
  std::vector<checked::setup_card> out;
  for (auto it = pile.rbegin(); it != pile.rend(); ++it) out.push_back({s.name_of(*it), {}});  // top first
  return out;
}

checked::setup_cell cell_of(const engine::state& s, card_id c, engine::player_id p) {
  const engine::card_instance& ci = s.card(c);
  checked::setup_cell out;
  out.card = {s.name_of(c), {}};
  out.at = s.cell_of(c);
  out.engaged = ci.engaged;
  for (int t = 0; t < engine::trait_count; ++t) out.damage[static_cast<std::size_t>(t)] = ci.damage[t];
  out.counters = ci.counters;
  out.owner = ci.owner == p ? -1 : ci.owner;
  for (card_id b : s.pile_under(c)) {
    if (s.card(b).owner != ci.owner)
      throw cannot_write{fmt::format("\"{}\" is bonded under a card of another owner, which a board cannot write", s.name_of(b))};
    out.bonded.push_back({s.name_of(b), {}});
  }
  return out;
}

// What a board cannot hold: the position must be at rest between phases' windows.
void check_at_rest(const engine::state& s) {
  auto no = [](const char* why) { throw cannot_write{fmt::format("the position cannot be written as a board: {}", why)}; };
  if (s.over()) no("the game is over");
  if (s.phase == engine::phase::bidding || s.phase == engine::phase::mulligan) no("the game is still being set up");
  if (s.phase == engine::phase::accounting) no("a board in the Accounting Phase starts it again from its beginning");
  if (!s.stack.empty()) no("an effect is on the stack");
  if (s.pending) no("card text asks a question");
  if (s.combat.active()) no("an attack is under way");
  for (engine::card_id c = 0; c < s.cards.size(); ++c)
    if (s.card(c).zone == zone::revealed || s.card(c).zone == zone::set_aside || s.card(c).zone == zone::out_of_game)
      no("a card is revealed, set aside or out of the game");
  for (engine::player_id p = 0; p < s.player_count(); ++p)
    for (card_id c : s.player(p).hand)
      if (s.card(c).owner != p) no("a hand holds another player's card");
}

}  // namespace

checked::scenario board_at(const engine::state& s, const std::vector<std::string>& names) {
  check_at_rest(s);
  checked::scenario b;
  for (engine::player_id p = 0; p < s.player_count(); ++p) {
    const engine::player_state& ps = s.player(p);
    checked::setup_player& out = b.players.emplace_back();
    out.name = names.at(p);
    out.money = ps.money;
    for (int t = 0; t < engine::trait_count; ++t) out.pool[static_cast<std::size_t>(t)] = static_cast<int>(ps.pool[t]);
    out.hand = pile_cards(s, ps.hand);
    out.main_deck = pile_cards(s, ps.main_deck);
    out.resource_deck = pile_cards(s, ps.resource_deck);
    out.open_market = pile_cards(s, ps.open_market);
    out.annihilated = pile_cards(s, ps.annihilated);
    for (card_id c : ps.network.cells)
      if (c != engine::no_card) out.network.push_back(cell_of(s, c, p));
  }
  b.turn_player = s.active;
  b.phase = s.phase;
  b.turn_number = s.turn_number;
  return b;
}

namespace {

void zone_expectations(const engine::state& s, const namer& n, engine::player_id p, std::vector<std::string>& out) {
  const engine::player_state& ps = s.player(p);
  using engine::zone;
  const std::pair<zone, const engine::card_pile*> piles[] = {
      {zone::hand, &ps.hand}, {zone::main_deck, &ps.main_deck}, {zone::resource_deck, &ps.resource_deck},
      {zone::open_market, &ps.open_market}, {zone::annihilated, &ps.annihilated}};
  for (const auto& [z, pile] : piles) {
    const std::vector<std::string> names = names_of(pile_cards(s, *pile));
    out.push_back(fmt::format("expect {}'s {} is {}", n.player(p), checked::pile_word_of(z), names.empty() ? "empty" : card_list(names, "")));
  }
}

void card_expectations(const engine::state& s, const namer& n, card_id c, std::vector<std::string>& out) {
  const engine::card_instance& ci = s.card(c);
  const std::string ref = n.card(c, scenario_run::in_play, -1);
  const engine::cell at = s.cell_of(c);
  out.push_back(fmt::format("expect {} is at {},{} in {}'s network", ref, at.x, at.y, n.player(ci.zone_player)));
  out.push_back(fmt::format("expect {} is {}", ref, ci.engaged ? "engaged" : "disengaged"));
  int total = 0;
  for (int t = 0; t < engine::trait_count; ++t) {
    total += ci.damage[t];
    if (ci.damage[t] != 0)
      out.push_back(fmt::format("expect {} has {} {} damage", ref, ci.damage[t], engine::to_string(static_cast<engine::trait>(t))));
  }
  out.push_back(fmt::format("expect {} has {} damage", ref, total));
  if (ci.counters != 0) out.push_back(fmt::format("expect {} has {} counters", ref, ci.counters));
  for (card_id b : s.pile_under(c)) {
    try {
      out.push_back(fmt::format("expect {} is bonded to {}", n.card(b, scenario_run::in_play, -1), ref));
    } catch (const cannot_write&) {
      out.push_back(fmt::format("# {} is bonded to {} (its name has copies in play: not expected)", quoted(s.name_of(b)), ref));
    }
  }
}

}  // namespace

std::vector<std::string> expectation_lines(const engine::state& s, const namer& n) {
  std::vector<std::string> out;
  for (engine::player_id p = 0; p < s.player_count(); ++p) {
    const engine::player_state& ps = s.player(p);
    out.push_back(fmt::format("expect {} has {}M", n.player(p), ps.money));
    for (int t = 0; t < engine::trait_count; ++t)
      if (ps.pool[t] != 0)
        out.push_back(fmt::format("expect {} has {} {}", n.player(p), ps.pool[t], engine::to_string(static_cast<engine::trait>(t))));
    zone_expectations(s, n, p, out);
    std::vector<std::string> tops;
    for (card_id c : ps.network.cells)
      if (c != engine::no_card) tops.push_back(s.name_of(c));
    out.push_back(fmt::format("expect {}'s network is {}", n.player(p), tops.empty() ? "empty" : card_list(tops, "")));
    for (card_id c : ps.network.cells)
      if (c != engine::no_card) card_expectations(s, n, c, out);
  }
  if (s.over()) {
    if (s.winner != engine::no_player) out.push_back("expect winner: " + n.player(s.winner));
    for (engine::player_id p = 0; p < s.player_count(); ++p)
      if (s.player(p).lost) out.push_back(fmt::format("expect {} has lost", n.player(p)));
  } else if (s.phase != engine::phase::bidding && s.phase != engine::phase::mulligan) {
    out.push_back(fmt::format("expect turn: {}, {}", n.player(s.active), phase_word(s.phase)));
  }
  return out;
}

}  // namespace megacorp::scenario_write
