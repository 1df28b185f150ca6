// Test support implementation.
#include "support.hpp"

#include "engine/flow.hpp"
#include "engine/invariants.hpp"

#include <catch2/catch.hpp>

using namespace engine;

namespace test {

namespace {
offered step_offered(const event& e) {
  const bool began = e.kind == event_kind::step_began, ended = e.kind == event_kind::step_ended;
  if (began && e.step == turn_step::game) return offered::game_begins;
  if (began && e.step == turn_step::turn) return offered::turn_begins;
  if (began && e.step == turn_step::cashflow_step) return offered::cashflow_step;
  if (ended && e.step == turn_step::turn) return offered::turn_ends;
  return offered::other;
}
}  // namespace

// The engine offers an event at once to several cards through has_event_trigger
// (ops::fire_all), so that is where `seen` records it; only cards whose handle does
// something there say yes.
bool test_behaviour::has_event_trigger(const event& e, const state& s, card_id self, trigger_timing when) const {
  if (when != trigger_timing::at_once) return false;
  const offered step = step_offered(e);
  seen.emplace_back(step, self);
  const auto h = s.def(self).behaviour;
  // CASHFLOW's own condition, "that are not engaged" (001 Accounting Phase): the step is
  // offered to engaged cards too (docs/rulings.md, Engaged cards and the cashflow step).
  const bool pays = (h == cashflow_1 || h == cashflow_2_keep_1) && !s.card(self).engaged;
  return (step == offered::cashflow_step && pays) ||
         (e.kind == event_kind::card_deployed && e.card == self && h == wins_when_deployed) ||
         (step == offered::turn_ends && h == echoes_at_end);
}

void test_behaviour::on_event(const event& e, const state&, card_id self, ops& api, trigger_timing when) const {
  if (when != trigger_timing::at_once) return;
  const state& s = api.st();
  const offered step = step_offered(e);
  const auto h = s.def(self).behaviour;
  if (step == offered::cashflow_step && h == cashflow_1) api.gain_money(path::none, path::none, s.card(self).controller, 1, rule::card_text, self);
  if (step == offered::cashflow_step && h == cashflow_2_keep_1)
    api.gain_money(path::none, path::none, s.card(self).controller, 2, rule::card_text, self);
  if (e.kind == event_kind::card_deployed && e.card == self && h == wins_when_deployed)
    api.win(path::none, s.card(self).controller, rule::card_effect_win);
  if (step == offered::turn_ends && h == echoes_at_end) api.fire(e, self);
}

std::optional<cost> test_behaviour::cost_to_keep(const state& s, card_id self) const {
  if (s.def(self).behaviour == cashflow_2_keep_1) return cost{.money = 1};
  return std::nullopt;
}

bool test_behaviour::query(rule_query q, const state& s, card_id self, bool default_answer, card_id) const {
  const auto h = s.def(self).behaviour;
  if (h == stays_at_end && q == rule_query::discarded_at_end) return false;
  if (h == not_for_sale && (q == rule_query::can_be_sold || q == rule_query::can_be_bought)) return false;
  return default_answer;
}

int test_behaviour::number(rule_number q, const state& s, card_id self, int default_value, card_id) const {
  if (s.def(self).behaviour == worth_15 && q == rule_number::valuation) return 15;
  return default_value;
}

namespace {

card_def make(std::string name, std::initializer_list<card_type> types, int money, trait_values traits,
              std::uint32_t behaviour = none) {
  card_def d;
  d.name = std::move(name);
  for (card_type t : types) d.with(t);
  d.cost.money = money;
  d.traits = traits;
  d.behaviour = behaviour;
  return d;
}

constexpr std::optional<std::int8_t> null_trait{};
std::optional<std::int8_t> v(int x) { return static_cast<std::int8_t>(x); }

std::shared_ptr<const card_db> build() {
  auto db = std::make_shared<card_db>();
  auto business = make("Genome Holdings", {card_type::business}, 0, {v(3), v(3), v(2), v(10)});
  business.valuation = 30;
  business.faction = faction::incarnate;
  db->add(business);
  auto raamaa = make("Raamaa, Incarnate Hierarch", {card_type::character, card_type::founder}, 6,
                     {v(2), v(2), null_trait, v(4)});
  raamaa.business = "Genome Holdings";
  raamaa.tags = {"GMO"};
  db->add(raamaa);
  auto temple = make("Gnost Temple", {card_type::business}, 0, {v(4), v(2), v(5), v(4)});
  temple.valuation = 25;
  db->add(temple);
  auto illithis = make("Illithis, Gnost Prophet", {card_type::character, card_type::founder}, 5,
                       {v(3), v(2), v(3), v(1)});
  illithis.business = "Gnost Temple";
  db->add(illithis);
  db->add(make("Incarnate Neonate", {card_type::character}, 2, {v(2), v(1), null_trait, v(2)}));
  auto hierarch = make("Incarnate Hierarch", {card_type::character}, 4, {v(3), v(2), null_trait, v(3)});
  hierarch.cost.traits[static_cast<int>(trait::bq)] = 3;  // 001 Buy Phase example: 4 money and 3 BQ
  db->add(hierarch);
  db->add(make("Gnost Cleric", {card_type::character}, 3, {v(1), v(1), v(2), v(2)}));
  db->add(make("Kurzwel Cultist", {card_type::character}, 1, {v(1), v(0), v(1), v(1)}));
  db->add(make("Heracles, Senior Counsel", {card_type::character}, 5, {v(4), v(3), v(2), v(1)}));
  db->add(make("Psionic Scream", {card_type::event}, 2, {v(0), null_trait, v(0), null_trait}));
  db->add(make("Stock Market Crash", {card_type::event}, 3, {null_trait, null_trait, v(0), null_trait}, stays_at_end));
  db->add(make("Hypermarket", {card_type::location}, 5, {null_trait, v(1), null_trait, v(4)}, worth_15));
  db->add(make("Forest", {card_type::location}, 2, {null_trait, null_trait, null_trait, v(3)}));
  db->add(make("Gallian Lineage", {card_type::equipment}, 2, {null_trait, null_trait, null_trait, v(1)}));
  db->add(make("Faithful Clerk", {card_type::character}, 2, {v(1), v(1), v(1), v(1)}, not_for_sale));
  db->add(make("Golden Parachute", {card_type::event}, 9, {null_trait, null_trait, null_trait, null_trait},
               wins_when_deployed));
  auto resource = [&](std::string name, int money, trait_values t, std::uint32_t h) {
    auto d = make(std::move(name), {card_type::character}, money, t, h);
    d.resource = true;
    db->add(d);
  };
  resource("Affluent Customers", 1, {v(0), v(1), v(0), v(0)}, cashflow_1);
  resource("Selfish Consumers", 0, {v(0), v(0), v(0), v(1)}, none);
  resource("Compulsive Consumers", 1, {v(1), v(0), v(0), v(0)}, cashflow_2_keep_1);
  db->add(make("Echo Chamber", {card_type::location}, 1, {v(1), v(1), v(1), v(1)}, echoes_at_end));
  return db;
}

deck_list deck(std::string_view business, std::string_view founder) {
  deck_list d;
  d.business = def(business);
  d.founder = def(founder);
  for (auto name : {"Incarnate Neonate", "Incarnate Hierarch", "Gnost Cleric", "Kurzwel Cultist",
                    "Heracles, Senior Counsel", "Psionic Scream", "Stock Market Crash", "Hypermarket", "Forest",
                    "Gallian Lineage"})
    for (int i = 0; i < 4; ++i) d.main.push_back(def(name));
  d.main.push_back(def("Golden Parachute"));
  d.main.push_back(def("Faithful Clerk"));
  for (int i = 0; i < 10; ++i) d.resource.push_back(def("Affluent Customers"));
  for (int i = 0; i < 6; ++i) d.resource.push_back(def("Selfish Consumers"));
  for (int i = 0; i < 4; ++i) d.resource.push_back(def("Compulsive Consumers"));
  return d;
}

}  // namespace

std::shared_ptr<const card_db> database() {
  static const std::shared_ptr<const card_db> db = build();
  return db;
}

def_id def(std::string_view name) {
  const auto d = database()->find(name);
  if (!d) FAIL("no card named " << name);
  return *d;
}

deck_list deck_a() { return deck("Genome Holdings", "Raamaa, Incarnate Hierarch"); }
deck_list deck_b() { return deck("Gnost Temple", "Illithis, Gnost Prophet"); }

void act(state& s, const action& a, event_log* log) {
  const verdict v = check(s, a);
  INFO("action: " << to_string(a, s));
  INFO("refused: " << v.reason);
  REQUIRE(v.ok());
  apply(s, a, log);
  check_invariants(s);
}

state started_game(std::uint64_t seed, rules_options rules, int players, std::shared_ptr<const test_behaviour> behaviour,
                   event_log* log) {
  std::vector<deck_list> decks;
  for (int i = 0; i < players; ++i) decks.push_back(i % 2 == 0 ? deck_a() : deck_b());
  auto r = new_game(database(), behaviour ? behaviour : std::make_shared<test_behaviour>(), decks, seed, rules, log);
  REQUIRE(r.problems.empty());
  state s = std::move(*r.game);
  if (s.phase == phase::bidding)
    for (player_id p = 0; p < players; ++p) act(s, act::bid(p, p == 0 ? 1 : 0), log);
  while (s.phase == phase::mulligan) act(s, act::keep_hand(s.decider()), log);
  return s;
}

card_id find(const state& s, std::string_view name, zone z, player_id p) {
  card_id found = no_card;
  for (card_id c = 0; c < s.cards.size(); ++c)
    if (s.def(c).name == name && s.card(c).zone == z && s.card(c).zone_player == p) found = c;
  return found;
}

namespace {
card_id take(state& s, std::string_view name, player_id owner) {
  for (zone z : {zone::main_deck, zone::resource_deck, zone::open_market, zone::hand})
    if (card_id c = find(s, name, z, owner); c != no_card) return c;
  FAIL("no free card named " << name);
  return no_card;
}
}  // namespace

card_id place(state& s, std::string_view name, player_id owner, player_id network, cell at, bool engaged) {
  const card_id c = take(s, name, owner);
  ops o(s, nullptr);
  o.deploy(engine::path::none, c, network, at, rule::card_text, false);
  if (engaged) o.engage(engine::path::none, c, rule::card_text);
  return c;
}

card_id to_hand(state& s, std::string_view name, player_id owner) {
  const card_id c = take(s, name, owner);
  ops(s, nullptr).put(engine::path::none, c, zone::hand, owner, true, rule::card_text);
  return c;
}

void pass_phase(state& s, player_id p, event_log* log) {
  act(s, act::pass(p), log);
  while (s.priority.open() && !s.over() && !s.pending) act(s, act::pass(s.decider()), log);
}

void advance_to(state& s, phase ph, event_log* log) {
  for (int guard = 0; guard < 1000 && s.phase != ph && !s.over(); ++guard) {
    const player_id p = s.decider();
    if (s.phase == phase::accounting && s.step == accounting_step::upkeep) {
      const card_id c = flow::pending_upkeep(s).front();  // not a play: events are legal here too
      act(s, is_legal(s, act::pay_upkeep(p, c)) ? act::pay_upkeep(p, c) : act::decline_upkeep(p, c), log);
    } else if (s.phase == phase::accounting && s.step == accounting_step::reveal) {
      act(s, act::bottom_revealed(p), log);
    } else {
      act(s, act::pass(p), log);
    }
  }
  REQUIRE(s.phase == ph);
}

void advance_to_turn(state& s, int turn, phase ph, event_log* log) {
  for (int guard = 0; guard < 50 && s.turn_number < turn && !s.over(); ++guard) {
    advance_to(s, phase::end, log);
    pass_phase(s, s.active, log);
  }
  REQUIRE(s.turn_number == turn);
  advance_to(s, ph, log);
}

void advance_to_turn_of(state& s, player_id p, phase ph, event_log* log) {
  for (int guard = 0; guard < 50 && !(s.active == p && s.phase == ph) && !s.over(); ++guard) {
    if (s.phase == phase::end || s.active != p) advance_to(s, s.phase == phase::end ? phase::accounting : phase::end, log);
    else advance_to(s, ph, log);
  }
  REQUIRE((s.active == p && s.phase == ph));
}

}  // namespace test
