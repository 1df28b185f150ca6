// The scenario runner: board setup, strict script execution and expectations.
#include "interp/scenario/scenario_runner.hpp"

#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "engine/behaviour.hpp"
#include "engine/invariants.hpp"
#include "engine/network.hpp"
#include "engine/network_graph.hpp"
#include "engine/position.hpp"
#include "engine/rules.hpp"
#include "interp/run/evaluator.hpp"
#include "interp/scenario/scenario_text.hpp"
#include "interp/run/text_behaviour.hpp"

namespace megacorp {

namespace {

using checked::action_kind;
using checked::expect_kind;
using engine::card_id;
using engine::no_card;
using engine::player_id;
using engine::zone;

using zone_mask = unsigned;
constexpr zone_mask bit(zone z) { return 1U << static_cast<unsigned>(z); }
constexpr zone_mask in_play = bit(zone::network) | bit(zone::bonded);
constexpr zone_mask anywhere = ~0U;

// A step failed: the message says what was expected and what was found.
struct step_failed {
  explicit step_failed(std::string m, std::string d = {}) : message(std::move(m)), detail(std::move(d)) {}
  std::string message;
  std::string detail;  // printed after the step's source line: e.g. the options the game offered
};

// Runs one scenario. A question card text asks mid-action (a "may", a card to choose, a
// place) is the game's pending decision, answered by the script's next step.
class runner {
 public:
  runner(const library& lib, const std::shared_ptr<const engine::card_db>& db, const checked::scenario& sc)
      : lib_(lib), db_(db), sc_(sc) {
    r_.sc = &sc;
  }
  scenario_result run();

 private:
  const engine::state& st() const { return pos_->st(); }
  // The game in play, to change: only through engine::apply (which runs ops), or put back
  // to a copy taken before a trial (setup() builds the board through position first).
  engine::state& game() { return pos_->st(); }
  std::string player_name(int p) const { return sc_.players[static_cast<std::size_t>(p)].name; }
  // `"Gnost Cleric"` or `Nicole's business`, as the script names it.
  std::string ref_text(const checked::card_ref& r) const {
    return r.business ? player_name(r.player) + "'s business" : fmt::format("\"{}\"", r.name);
  }
  std::string place(card_id c) const;

  void setup();
  void run_action(const checked::scenario_action& a);
  void advance(const checked::scenario_action& a);
  void apply(const engine::action& a);
  void pass_priority_until(const engine::action& a);
  void pass_once();  // the player holding priority passes (implicitly)
  void finish_stack();
  int ability_index(card_id source, const std::string& name) const;
  // The engine action a scripted action stands for; throws step_failed with the reason
  // when it names no card in the game or the engine cannot do it yet.
  engine::action to_engine(const checked::scenario_action& a) const;
  card_id resolve(const checked::card_ref& r, zone_mask zones, int zone_player, const char* where_words) const;
  std::vector<card_id> matches(const checked::card_ref& r, zone_mask zones, int zone_player) const;
  std::string waiting_for() const;
  void expect(const checked::expectation& e);      // expect_now, saying what the game still waits for
  void expect_now(const checked::expectation& e);
  std::vector<card_id> pile(int player, zone z) const;  // top first
  std::string names(const std::vector<card_id>& cards) const;
  void fail_at(const checked::step* current, const step_failed& f);
  // Answers the pending question with a script step (chooses, declines, moves): the
  // engine answers it stands for, applied in turn; step_failed when it does not fit.
  void answer(const checked::scenario_action& a);
  void answer_with(const engine::action& a);
  std::string question(const engine::choice_request& r) const;
  std::string still_open() const;  // for a failed expectation: what the game still waits for

  const library& lib_;
  std::shared_ptr<const engine::card_db> db_;
  const checked::scenario& sc_;
  std::optional<engine::position> pos_;
  engine::event_log log_;
  scenario_result r_;
  std::size_t next_ = 0;                       // the next step of the script
  const checked::step* current_ = nullptr;     // the step being run
};

// Setup ------------------------------------------------------------------------------

engine::def_id def_of(const engine::card_db& db, const std::string& name) { return *db.find(name); }

void runner::setup() {
  pos_.emplace(db_, make_text_behaviour(lib_), static_cast<int>(sc_.players.size()), sc_.rules, sc_.seed);
  auto ids = [&](const std::vector<checked::setup_card>& cards) {
    std::vector<engine::def_id> out;
    for (const auto& c : cards) out.push_back(def_of(*db_, c.name));
    return out;
  };
  for (std::size_t i = 0; i < sc_.players.size(); ++i) {
    const checked::setup_player& p = sc_.players[i];
    const auto pid = static_cast<player_id>(i);
    pos_->player(pid).money = p.money;
    for (int t = 0; t < engine::trait_count; ++t) pos_->player(pid).pool[t] = p.pool[static_cast<std::size_t>(t)];
    pos_->add_pile(pid, zone::main_deck, ids(p.main_deck));
    pos_->add_pile(pid, zone::resource_deck, ids(p.resource_deck));
    pos_->add_pile(pid, zone::hand, ids(p.hand));
    pos_->add_pile(pid, zone::open_market, ids(p.open_market));
    pos_->add_pile(pid, zone::annihilated, ids(p.annihilated));
    for (const checked::setup_cell& c : p.network) {
      const auto owner = static_cast<player_id>(c.owner < 0 ? pid : c.owner);
      const card_id top = pos_->add_to_network(def_of(*db_, c.card.name), owner, pid, c.at);
      pos_->card(top).engaged = c.engaged;
      for (int t = 0; t < engine::trait_count; ++t)
        pos_->card(top).damage[t] = static_cast<std::int16_t>(c.damage[static_cast<std::size_t>(t)]);
      pos_->card(top).counters = static_cast<std::int16_t>(c.counters);
      for (const auto& b : c.bonded) pos_->add_bonded(def_of(*db_, b.name), owner, top);
    }
  }
  // Say which cards in the game have text the engine does not run yet (the stack,
  // activated abilities, replacement effects), so a report never hides it.
  for (const auto& card : st().cards) {
    const checked::card& c = *lib_.cards()[card.def];
    const std::string& n = c.name;
    if (!text_not_run(c).empty() && std::find(r_.text_not_run.begin(), r_.text_not_run.end(), n) == r_.text_not_run.end())
      r_.text_not_run.push_back(n);
  }
  auto problems = pos_->start(static_cast<player_id>(sc_.turn_player), sc_.phase, sc_.turn_number, &log_);
  if (!problems.empty()) throw step_failed{"the board is not a legal position: " + problems.front()};
}

// Finding cards ----------------------------------------------------------------------

std::string runner::place(card_id c) const {
  const engine::card_instance& ci = st().card(c);
  const std::string whose = player_name(ci.zone_player) + "'s";
  switch (ci.zone) {
    case zone::network: return fmt::format("in {} network at {},{}", whose, ci.x, ci.y);
    case zone::bonded: return fmt::format("bonded under \"{}\" in {} network", st().def(ci.host).name, whose);
    case zone::revealed: return fmt::format("revealed from {} resource deck", whose);
    default: return fmt::format("in {} {}", whose, engine::to_string(ci.zone));
  }
}

std::vector<card_id> runner::matches(const checked::card_ref& r, zone_mask zones, int zone_player) const {
  std::vector<card_id> out;
  const engine::state& s = st();
  if (r.business) {
    const card_id b = s.player(static_cast<player_id>(r.player)).business;
    if (b != no_card && (zones & bit(s.card(b).zone))) out.push_back(b);
    return out;
  }
  for (card_id c = 0; c < s.cards.size(); ++c) {
    const engine::card_instance& ci = s.card(c);
    if (s.def(c).name != r.name || !(zones & bit(ci.zone))) continue;
    if (r.player >= 0 && ci.zone_player != r.player) continue;
    if (zone_player >= 0 && ci.zone_player != zone_player) continue;
    if (r.at && (ci.zone != zone::network || !(s.cell_of(c) == *r.at))) continue;
    out.push_back(c);
  }
  return out;
}

card_id runner::resolve(const checked::card_ref& r, zone_mask zones, int zone_player, const char* where_words) const {
  std::vector<card_id> found = matches(r, zones, zone_player);
  const std::string what = ref_text(r);
  if (found.size() == 1) return found.front();
  if (found.empty()) {
    std::string elsewhere;
    for (card_id c : matches(r, anywhere, -1)) elsewhere += (elsewhere.empty() ? "" : "; ") + place(c);
    throw step_failed{fmt::format("there is no {} {}{}", what, where_words,
                                  elsewhere.empty() ? " (nor anywhere else in the game)" : " (there is one " + elsewhere + ")")};
  }
  std::string where;
  for (card_id c : found) where += (where.empty() ? "" : "; ") + place(c);
  throw step_failed{fmt::format("{} is ambiguous: {} cards match ({}); say which, e.g. Nicole's \"{}\" or \"{}\" at 1,0",
                                what, found.size(), where, r.name, r.name)};
}

std::vector<card_id> runner::pile(int player, zone z) const {
  const engine::player_state& ps = st().player(static_cast<player_id>(player));
  std::vector<card_id> out;
  switch (z) {
    case zone::main_deck: out.assign(ps.main_deck.begin(), ps.main_deck.end()); break;
    case zone::resource_deck: out.assign(ps.resource_deck.begin(), ps.resource_deck.end()); break;
    case zone::hand: out.assign(ps.hand.begin(), ps.hand.end()); break;
    case zone::open_market: out.assign(ps.open_market.begin(), ps.open_market.end()); break;
    case zone::annihilated: out.assign(ps.annihilated.begin(), ps.annihilated.end()); break;
    default:
      for (card_id c : ps.network.cells)
        if (c != no_card) out.push_back(c);
      return out;
  }
  std::reverse(out.begin(), out.end());  // engine piles keep their top at the back
  return out;
}

std::string runner::names(const std::vector<card_id>& cards) const {
  std::string out;
  for (card_id c : cards) out += fmt::format("{}\"{}\"", out.empty() ? "" : ", ", st().def(c).name);
  return "{ " + out + (out.empty() ? "}" : " }");
}

// Actions ----------------------------------------------------------------------------

int runner::ability_index(card_id source, const std::string& name) const {
  // The source's activated abilities, as the behaviour numbers them; named by the ability's
  // name or by the keyword that gives it (`activates "MOVE" of ...`).
  std::vector<bound_ability> all;
  for (const bound_ability& b : active_abilities(context_for(lib_, st(), source, nullptr), source))
    if (b.ability->kind == checked::ability_kind::activated) all.push_back(b);
  std::string known;
  for (std::size_t i = 0; i < all.size(); ++i) {
    const std::string n = !all[i].ability->name.empty() ? all[i].ability->name : all[i].use ? all[i].use->def->name : "";
    if (n == name) return static_cast<int>(i);
    known += fmt::format("{}\"{}\"", known.empty() ? "" : ", ", n);
  }
  throw step_failed{fmt::format("\"{}\" has no activated ability \"{}\"{}", st().def(source).name, name,
                                known.empty() ? "; it has none" : "; it has " + known)};
}

engine::action runner::to_engine(const checked::scenario_action& a) const {
  const auto p = static_cast<player_id>(a.player);
  auto in_play_card = [&](std::size_t i) { return resolve(a.cards[i], in_play, -1, "in play"); };
  auto targets_of = [&](const checked::scenario_action& act) {
    engine::target_list t{};
    if (act.targets.size() > engine::max_targets)
      throw step_failed{fmt::format("{} targets are named; an effect has at most {}", act.targets.size(), engine::max_targets)};
    for (std::size_t i = 0; i < act.targets.size(); ++i) {
      const checked::target_ref& r = act.targets[i];
      t[i] = r.player >= 0 ? engine::target::of_player(static_cast<player_id>(r.player))
                           : engine::target::of_card(resolve(r.card, in_play, -1, "in play"));
    }
    return t;
  };
  switch (a.kind) {
    case action_kind::bid: return engine::act::bid(p, a.amounts.front());
    case action_kind::mulligan: return engine::act::mulligan(p);
    case action_kind::keep_hand: return engine::act::keep_hand(p);
    case action_kind::pay_upkeep: return engine::act::pay_upkeep(p, in_play_card(0));
    case action_kind::decline_upkeep: return engine::act::decline_upkeep(p, in_play_card(0));
    case action_kind::buy_revealed: {
      for (card_id c = 0; c < st().cards.size(); ++c)
        if (st().card(c).zone == zone::revealed) return engine::act::buy_revealed(p, c, *a.at);
      throw step_failed{"no resource card is revealed (001 Accounting Phase: the top resource is revealed after "
                        "the upkeep step)"};
    }
    case action_kind::bottom_revealed: return engine::act::bottom_revealed(p);
    case action_kind::produce: return engine::act::produce(p, in_play_card(0), a.trait);
    case action_kind::buy: {
      const checked::zone_ref from = a.from.value_or(checked::zone_ref{a.player, zone::hand, {}});
      const zone_mask zones = from.zone == zone::network ? in_play : bit(from.zone);
      const std::string words = fmt::format("in {}'s {}", player_name(from.player), engine::to_string(from.zone));
      const card_id c = resolve(a.cards.front(), zones, from.player, words.c_str());
      return engine::act::buy(p, c, static_cast<player_id>(a.network < 0 ? a.player : a.network), *a.at);
    }
    case action_kind::buy_out:
      return engine::act::buy_out(p, st().player(static_cast<player_id>(a.network)).business);
    case action_kind::sell: return engine::act::sell(p, in_play_card(0));
    case action_kind::pass: return engine::act::pass(p);
    case action_kind::concede: return engine::act::concede(p);
    case action_kind::attack: {
      // "Ana attacks T with A using BQ": the target space is where T stands (001 Challenge Phase).
      const card_id target = in_play_card(0);
      const card_id attacker = in_play_card(1);
      // A card bonded under a pile's top is attacked at its top's space (the engine says
      // whether the attacker may: 001 Bonding).
      const engine::card_instance& ti = st().card(target);
      if (ti.zone == zone::bonded)
        return engine::act::attack(p, attacker, ti.zone_player, st().cell_of(ti.host), a.trait, target);
      return engine::act::attack(p, attacker, ti.zone_player, st().cell_of(target), a.trait);
    }
    case action_kind::block:
    case action_kind::no_block:
    case action_kind::retaliate:
    case action_kind::no_retaliate:
    case action_kind::assign: {
      if (a.cards.size() > engine::max_blockers && (a.kind == action_kind::block || a.kind == action_kind::no_block))
        throw step_failed{fmt::format("{} cards are listed; an attack has at most {} blockers, the cards adjacent to "
                                      "its target (001 Challenge Phase: Blocking)", a.cards.size(), engine::max_blockers)};
      if (a.cards.size() > static_cast<std::size_t>(engine::max_defenders))
        throw step_failed{fmt::format("{} cards are listed; an attack has at most {} defenders (an area of "
                                      "3x3, the largest the 001 Glossary names)", a.cards.size(), engine::max_defenders)};
      engine::card_list cards = engine::no_cards;
      engine::amount_list amounts{};
      for (std::size_t i = 0; i < a.cards.size(); ++i) {
        cards[i] = in_play_card(i);
        if (i < a.amounts.size()) amounts[i] = static_cast<std::int16_t>(std::clamp(a.amounts[i], -30000, 30000));
      }
      if (a.kind == action_kind::assign) return engine::act::assign(p, cards, amounts);
      if (a.kind == action_kind::block || a.kind == action_kind::no_block) return engine::act::block(p, cards);
      return engine::act::retaliate(p, cards);
    }
    case action_kind::play: {
      const std::string words = fmt::format("in {}'s hand", player_name(a.player));
      const card_id c = resolve(a.cards[0], bit(zone::hand), a.player, words.c_str());
      // Without `at X,Y`, the event goes to the first dockable cell of the player's network
      // (docs/scenarios.md).
      engine::cell at{};
      if (a.at) {
        at = *a.at;
      } else {
        const auto cells = engine::dockable_cells(st().player(p).network);
        if (cells.empty()) throw step_failed{fmt::format("{}'s network has no free cell to deploy \"{}\" onto", player_name(a.player), a.cards[0].name)};
        at = cells.front();
      }
      return engine::act::play(p, c, at, targets_of(a));
    }
    case action_kind::activate: {
      const card_id source = in_play_card(0);
      return engine::act::activate(p, source, ability_index(source, a.ability), targets_of(a));
    }
    default: break;
  }
  // `advances` is run by advance() and answers (chooses, declines, moves) by answer();
  // every other kind is handled above.
  throw step_failed{fmt::format("'{}' is not an action the engine takes", checked::action_kind_name(a.kind))};
}

std::string runner::waiting_for() const {
  const engine::state& s = st();
  const player_id d = s.decider();
  if (d == engine::no_player) return "the game is over";
  // One line per kind of action and card; the cells a card could go to are counted.
  struct option {
    engine::action first;
    int cells = 0;
  };
  std::vector<option> options;
  for (const engine::action& a : engine::legal_actions(s)) {
    // Deploying actions differ only by cell: one line per card and network.
    auto same = [&](const option& o) {
      const bool deploys = a.kind == engine::action_kind::buy || a.kind == engine::action_kind::buy_revealed;
      if (!deploys) return o.first == a;
      return o.first.kind == a.kind && o.first.card == a.card && o.first.t == a.t && o.first.network == a.network;
    };
    if (auto it = std::find_if(options.begin(), options.end(), same); it != options.end()) ++it->cells;
    else options.push_back({a, 1});
  }
  std::string list;
  const std::size_t shown = std::min<std::size_t>(options.size(), 12);
  for (std::size_t i = 0; i < shown; ++i) {
    list += "\n    - " + with_player_names(engine::to_string(options[i].first, s), sc_);
    if (options[i].cells > 1) list += fmt::format(" (or at any of {} other cells)", options[i].cells - 1);
  }
  if (options.size() > shown) list += fmt::format("\n    - ... and {} more", options.size() - shown);
  const char* step = s.step == engine::accounting_step::upkeep ? ", upkeep step"
                     : s.step == engine::accounting_step::reveal ? ", reveal step" : "";
  return fmt::format("the game is waiting for {} ({}{}); the options are:{}", player_name(d), engine::to_string(s.phase),
                     s.phase == engine::phase::accounting ? step : "", list);
}

bool is_response(engine::action_kind k) {
  return k == engine::action_kind::play || k == engine::action_kind::activate || k == engine::action_kind::pass;
}

void runner::pass_once() {
  engine::apply(game(), engine::act::pass(st().decider()), &log_);
  engine::check_invariants(st());
}

// Priority passes are implicit (DESIGN.md): before a response by another player, the
// players holding priority pass until it reaches them; before any other action, until the
// round is over (the stack resolved, or the phase's closing window passed).
void runner::pass_priority_until(const engine::action& a) {
  const engine::state& s = st();
  for (int guard = 0; guard < 10000 && s.priority.open() && !s.over(); ++guard) {
    if (is_response(a.kind) && s.decider() == a.player) return;
    pass_once();
  }
}

// The end of the script passes priority until the stack is empty.
void runner::finish_stack() {
  const engine::state& s = st();
  for (int guard = 0; guard < 10000 && !s.stack.empty() && s.priority.open() && !s.over(); ++guard) pass_once();
}

void runner::apply(const engine::action& a) {
  const engine::state& s = st();
  if (s.pending) {
    const engine::choice_request& q = s.pending->question;
    const std::string who = player_name(q.player);
    throw step_failed{fmt::format("the game asks {}; write '{} chooses ...', '{} declines' or '{} moves ...' here",
                                  question(q), who, who, who)};
  }
  pass_priority_until(a);
  // Strict choices: only the player the game waits for may act.
  if (s.decider() != a.player)
    throw step_failed{fmt::format("{} cannot act now", player_name(a.player)), waiting_for()};
  if (engine::verdict v = engine::check(s, a); !v)
    throw step_failed{fmt::format("refused: {}", with_player_names(v.reason, sc_)), waiting_for()};
  engine::apply(game(), a, &log_);
  engine::check_invariants(s);  // a broken invariant is an engine bug: it throws
}

void runner::advance(const checked::scenario_action& a) {
  // Pass phase windows until the named phase of this turn begins (001 Turn Structure).
  const auto p = static_cast<player_id>(a.player);
  const int turn = st().turn_number;
  const std::string target(engine::to_string(a.phase));
  if (st().active != p)
    throw step_failed{fmt::format("{} cannot advance: it is {}'s turn", player_name(p), player_name(st().active))};
  if (static_cast<int>(st().phase) > static_cast<int>(a.phase))
    throw step_failed{fmt::format("the {} of this turn is already over (the game is in the {})", target,
                                  engine::to_string(st().phase))};
  while (st().phase != a.phase) {
    if (st().over()) throw step_failed{fmt::format("the game ended before the {}", target)};
    if (st().turn_number != turn) throw step_failed{fmt::format("the turn ended before the {}", target)};
    if (st().priority.open()) {  // a window for the other players: they pass (implicitly)
      apply(engine::act::pass(st().decider()));
      continue;
    }
    const engine::action pass = engine::act::pass(p);
    if (st().decider() != p || !engine::is_legal(st(), pass))
      throw step_failed{fmt::format("cannot advance to the {}", target), waiting_for()};
    apply(pass);
  }
}

bool is_answer(action_kind k) { return k == action_kind::choose || k == action_kind::decline || k == action_kind::move; }

void runner::run_action(const checked::scenario_action& a) {
  if (a.kind == action_kind::advance) return advance(a);
  if (is_answer(a.kind)) return answer(a);
  apply(to_engine(a));
}

// Expectations -----------------------------------------------------------------------

std::string card_count(std::size_t n) { return fmt::format("{} card{}", n, n == 1 ? "" : "s"); }

void runner::expect_now(const checked::expectation& e) {
  const engine::state& s = st();
  auto fail = [](std::string m) { throw step_failed{std::move(m)}; };
  auto one = [&](std::size_t i) { return resolve(e.cards[i], in_play, -1, "in play"); };
  const std::string who = e.player >= 0 ? player_name(e.player) : "";
  const std::string zone_words =
      e.zone ? fmt::format("{}'s {}", e.zone->player >= 0 ? player_name(e.zone->player) : "?", engine::to_string(e.zone->zone))
             : "";
  switch (e.kind) {
    case expect_kind::refused: {
      std::string reason;
      if (is_answer(e.action->kind)) {
        // An answer is judged against the question (asked once the stack resolves, if need
        // be); the answer is tried on a copy and taken back.
        const engine::state before = st();
        const engine::event_log log_before = log_;
        try {
          answer(*e.action);
        } catch (const step_failed& f) {
          reason = f.message;
        }
        game() = before;
        log_ = log_before;
        if (reason.empty()) fail("expected the answer to be refused, but the rules allow it");
        if (reason.find(e.text) == std::string::npos)
          fail(fmt::format("expected a refusal because \"{}\", but it was refused with: {}", e.text, reason));
        return;
      }
      try {
        const engine::action a = to_engine(*e.action);
        // The action is judged where it would be taken: after the implicit passes that
        // close a window of priority opened by an attack or blocks (nothing resolves there).
        engine::state after_window = s;
        if (!is_response(a.kind) && s.priority.open() && s.stack.empty() && !s.priority.closes_phase) after_window.priority = {};
        if (after_window.decider() != a.player)
          reason = fmt::format("{} cannot act now: {}", player_name(a.player), waiting_for());
        else if (engine::verdict v = engine::check(after_window, a); !v)
          reason = with_player_names(v.reason, sc_);
      } catch (const step_failed& f) {
        reason = f.message;
      }
      if (reason.empty()) fail("expected the action to be refused, but the rules allow it");
      if (reason.find(e.text) == std::string::npos)
        fail(fmt::format("expected a refusal because \"{}\", but it was refused with: {}", e.text, reason));
      return;
    }
    case expect_kind::log: {
      for (const engine::event& ev : log_.events())
        if (with_player_names(describe_with_text(ev, s, lib_), sc_).find(e.text) != std::string::npos) return;
      return fail(fmt::format("expected an event containing \"{}\" in the log; there is none (the events are below)", e.text));
    }
    case expect_kind::turn:
      if (s.active == e.player && s.phase == e.phase && !s.over()) return;
      return fail(fmt::format("expected {}'s turn, {}; it is {}'s turn, {}", who, engine::to_string(e.phase),
                              player_name(s.active), engine::to_string(s.phase)));
    case expect_kind::winner:
      if (s.over() && s.winner == e.player) return;
      return fail(fmt::format("expected {} to have won; {}", who,
                              !s.over() ? std::string("the game is not over")
                              : s.winner == engine::no_player ? std::string("the game was drawn")
                                                              : player_name(s.winner) + " won"));
    case expect_kind::lost:
      if (s.player(static_cast<player_id>(e.player)).lost) return;
      return fail(fmt::format("expected {} to have lost; {} is still in the game", who, who));
    case expect_kind::money: {
      const engine::amount have = s.player(static_cast<player_id>(e.player)).money;
      if (have == e.value) return;
      return fail(fmt::format("expected {} to have {}M; {} has {}M", who, e.value, who, have));
    }
    case expect_kind::pool: {
      const engine::amount have = s.player(static_cast<player_id>(e.player)).pool[static_cast<int>(e.trait)];
      if (have == e.value) return;
      return fail(fmt::format("expected {} {} in {}'s trait pool; there is {}", e.value, engine::to_string(e.trait), who,
                              have));
    }
    case expect_kind::zone_is:
    case expect_kind::zone_empty:
    case expect_kind::zone_count: {
      const std::vector<card_id> cards = pile(e.zone->player, e.zone->zone);
      if (e.kind == expect_kind::zone_empty) {
        if (cards.empty()) return;
        return fail(fmt::format("expected {} to be empty; it holds {}", zone_words, names(cards)));
      }
      if (e.kind == expect_kind::zone_count) {
        if (cards.size() == static_cast<std::size_t>(e.value)) return;
        return fail(fmt::format("expected {} in {}; it holds {}: {}", card_count(static_cast<std::size_t>(e.value)),
                                zone_words, card_count(cards.size()), names(cards)));
      }
      std::vector<std::string> want, have;
      for (const auto& c : e.contents) want.push_back(c.name);
      for (card_id c : cards) have.push_back(s.def(c).name);
      // Order matters for piles (decks, open market), not for hand, network, annihilated.
      const bool ordered = e.zone->zone == zone::main_deck || e.zone->zone == zone::resource_deck ||
                           e.zone->zone == zone::open_market;
      auto w = want, h = have;
      if (!ordered) std::sort(w.begin(), w.end()), std::sort(h.begin(), h.end());
      if (w == h) return;
      std::string expected;
      for (const auto& n : want) expected += fmt::format("{}\"{}\"", expected.empty() ? "" : ", ", n);
      return fail(fmt::format("expected {} to be {{ {} }}{}; it is {}", zone_words, expected,
                              ordered ? " (top first)" : "", names(cards)));
    }
    case expect_kind::in_zone:
    case expect_kind::on_top: {
      const zone_mask zones = e.zone->zone == zone::network ? in_play : bit(e.zone->zone);
      const std::vector<card_id> found = matches(e.cards[0], zones, e.zone->player);
      const std::vector<card_id> cards = pile(e.zone->player, e.zone->zone);
      if (e.kind == expect_kind::in_zone && !found.empty()) return;
      if (e.kind == expect_kind::on_top && !cards.empty() && std::find(found.begin(), found.end(), cards.front()) != found.end())
        return;
      std::string elsewhere;
      for (card_id c : matches(e.cards[0], anywhere, -1)) elsewhere += (elsewhere.empty() ? "" : "; ") + place(c);
      return fail(fmt::format("expected {} {} {}; {} holds {}{}", ref_text(e.cards[0]),
                              e.kind == expect_kind::on_top ? "on top of" : "in", zone_words, zone_words, names(cards),
                              elsewhere.empty() ? "" : fmt::format(" (\"{}\" is {})", e.cards[0].name, elsewhere)));
    }
    case expect_kind::damage:
    case expect_kind::total_damage: {
      const engine::card_instance& ci = s.card(one(0));
      int have = 0;
      for (int t = 0; t < engine::trait_count; ++t)
        if (e.kind == expect_kind::total_damage || t == static_cast<int>(e.trait)) have += ci.damage[t];
      if (have == e.value) return;
      const std::string trait = e.kind == expect_kind::damage ? std::string(engine::to_string(e.trait)) + " " : "";
      return fail(fmt::format("expected {} to have {} {}damage; it has {}", ref_text(e.cards[0]), e.value, trait, have));
    }
    case expect_kind::counters: {
      const int have = s.card(one(0)).counters;
      if (have == e.value) return;
      return fail(fmt::format("expected {} to have {} counters; it has {}", ref_text(e.cards[0]), e.value, have));
    }
    case expect_kind::trait: {
      // The current value: printed, changed by rules and by effects until end of turn.
      const auto now = engine::trait_value(s, one(0), e.trait);
      if (now && *now == e.value) return;
      return fail(fmt::format("expected {} to have {} {}; it has {}", ref_text(e.cards[0]), engine::to_string(e.trait),
                              e.value, now ? std::to_string(*now) : std::string("none (a null trait)")));
    }
    case expect_kind::valuation: {
      const card_id c = one(0);
      const int have = engine::valuation_of(s, c);
      if (have == e.value) return;
      return fail(fmt::format("expected {} to have valuation {}; it has {}", ref_text(e.cards[0]), e.value, have));
    }
    case expect_kind::at: {
      const card_id top = s.player(static_cast<player_id>(e.zone->player)).network.at(*e.at);
      const std::vector<card_id> found = matches(e.cards[0], anywhere, -1);
      // `Nicole's business` names one card; a quoted name, any card of that name.
      const bool named = e.cards[0].business ? std::find(found.begin(), found.end(), top) != found.end()
                                             : top != no_card && s.def(top).name == e.cards[0].name;
      if (top != no_card && named) return;
      const std::string what = e.cards[0].business ? player_name(e.cards[0].player) + "'s business"
                                                   : fmt::format("\"{}\"", e.cards[0].name);
      std::string elsewhere;
      for (card_id c : found) elsewhere += (elsewhere.empty() ? "" : "; ") + place(c);
      return fail(fmt::format("expected {} at {},{} in {}; the cell holds {}{}", what, e.at->x, e.at->y, zone_words,
                              top == no_card ? "nothing" : fmt::format("\"{}\"", s.def(top).name),
                              elsewhere.empty() ? "" : fmt::format(" ({} is {})", what, elsewhere)));
    }
    case expect_kind::bonded_to: {
      const card_id c = resolve(e.cards[0], in_play, -1, "in play");
      const card_id host = one(1);
      if (s.card(c).zone == zone::bonded && s.card(c).host == host) return;
      return fail(fmt::format("expected {} to be bonded under \"{}\"; it is {}", ref_text(e.cards[0]), e.cards[1].name,
                              place(c)));
    }
    case expect_kind::engaged:
    case expect_kind::disengaged: {
      const bool engaged = s.card(one(0)).engaged;
      if (engaged == (e.kind == expect_kind::engaged)) return;
      return fail(fmt::format("expected {} to be {}; it is {}", ref_text(e.cards[0]), engaged ? "disengaged" : "engaged",
                              engaged ? "engaged" : "disengaged"));
    }
    case expect_kind::orphaned: {
      const card_id c = one(0);
      const player_id q = s.card(c).zone_player;
      if (engine::is_orphaned(s, c)) return;
      return fail(fmt::format("expected {} to be orphaned; it is docked to {}'s business", ref_text(e.cards[0]),
                              player_name(q)));
    }
  }
}

void runner::expect(const checked::expectation& e) {
  try {
    expect_now(e);
  } catch (step_failed& f) {
    if (e.kind != expect_kind::refused) f.message += still_open();
    throw;
  }
}

// Choices ------------------------------------------------------------------------------

std::string runner::question(const engine::choice_request& r) const {
  const std::string source = r.source == no_card ? "card text" : fmt::format("\"{}\"", st().def(r.source).name);
  if (r.may) return fmt::format("{} whether to {} ({})", player_name(r.player), r.what, source);
  if (r.asks_cell()) {
    std::string cells;
    for (engine::cell c : r.cells) cells += fmt::format("{}{},{}", cells.empty() ? "" : " ", c.x, c.y);
    return fmt::format("{} where \"{}\" moves in {}'s network (the free cells where it docks: {})",
                       player_name(r.player), st().def(r.card).name, player_name(r.network), cells);
  }
  if (r.asks_player()) {
    std::string who;
    for (player_id p : r.players) who += (who.empty() ? "" : ", ") + player_name(p);
    return fmt::format("{} to choose {} ({}); the options are {}", player_name(r.player), r.what, source, who);
  }
  return fmt::format("{} to choose {} ({}); the options are {}", player_name(r.player), r.what, source, names(r.options));
}

void runner::answer_with(const engine::action& a) {
  const engine::state& s = st();
  if (engine::verdict v = engine::check(s, a); !v)
    throw step_failed{"refused: " + with_player_names(v.reason, sc_), "the game asks " + question(s.pending->question)};
  engine::apply(game(), a, &log_);
  engine::check_invariants(s);
}

// Strict choices: `NAME chooses X, Y` picks those options in turn (and ends a choice that
// allows more); `NAME chooses` alone, or naming the cards of the question after it,
// accepts a "may"; `NAME declines` says no (or none); `NAME moves "C" to X,Y` gives a place.
// An answer written while the question is still to come (when the stack resolves) passes
// priority (implicitly) until it is asked.
void runner::answer(const checked::scenario_action& a) {
  const auto p = static_cast<player_id>(a.player);
  for (int guard = 0; guard < 10000 && !st().pending && st().priority.open() && !st().stack.empty() && !st().over(); ++guard)
    pass_once();
  if (!st().pending)
    throw step_failed{fmt::format("the game asks nothing of {} now: 'chooses', 'declines' and 'moves' answer a "
                                  "question card text asks (a 'may', a card to choose, a place to move to)",
                                  player_name(a.player)), waiting_for()};
  const engine::choice_request q = st().pending->question;
  if (q.player != p)
    throw step_failed{fmt::format("{} cannot answer: the game asks {}", player_name(a.player), question(q))};
  if (a.kind == action_kind::decline) return answer_with(engine::act::decline(p));
  if (a.kind == action_kind::move) {
    if (!q.asks_cell())
      throw step_failed{fmt::format("refused: the game asks {}, not a place", question(q))};
    const std::vector<card_id> named = matches(a.cards[0], in_play, -1);
    if (std::find(named.begin(), named.end(), q.card) == named.end())
      throw step_failed{fmt::format("refused: the card that moves is \"{}\"", st().def(q.card).name), "the game asks " + question(q)};
    if (std::find(q.cells.begin(), q.cells.end(), *a.at) == q.cells.end())
      throw step_failed{fmt::format("refused: {},{} is not a free cell where it docks", a.at->x, a.at->y), "the game asks " + question(q)};
    return answer_with(engine::act::choose_cell(p, *a.at));
  }
  if (q.may) {
    answer_with(engine::act::accept(p));
    if (a.cards.empty() && a.whom < 0) return;
    const engine::state& s = st();
    if (!s.pending || s.pending->question.player != p || s.pending->question.may || s.pending->question.asks_cell())
      throw step_failed{fmt::format("{} accepted, but no card is asked for after it", player_name(a.player))};
  } else if (q.asks_cell()) {
    throw step_failed{fmt::format("refused: the game asks {}; write '{} moves \"{}\" to X,Y'", question(q),
                                  player_name(a.player), st().def(q.card).name)};
  }
  // The cards named, each an option not named before; all of them within the limits; or
  // the player named (`Ana chooses Nick`).
  const engine::choice_request now = st().pending->question;
  if (now.asks_player() != (a.whom >= 0)) {
    if (a.whom >= 0) throw step_failed{fmt::format("refused: the game asks {}, not a player", question(now))};
    throw step_failed{fmt::format("refused: the game asks {}; write '{} chooses' and a player's name", question(now),
                                  player_name(a.player))};
  }
  if (a.whom >= 0) return answer_with(engine::act::choose_player(p, static_cast<player_id>(a.whom)));
  std::vector<card_id> chosen = st().pending->picked;
  const std::size_t first = chosen.size();
  for (const checked::card_ref& ref : a.cards) {
    const std::vector<card_id> found = matches(ref, anywhere, -1);
    const auto in = std::find_if(found.begin(), found.end(), [&](card_id c) {
      return std::find(now.options.begin(), now.options.end(), c) != now.options.end() &&
             std::find(chosen.begin(), chosen.end(), c) == chosen.end();
    });
    if (in == found.end())
      throw step_failed{fmt::format("refused: \"{}\" is not {} (the options are {})", ref.name, now.what, names(now.options)),
                        "the game asks " + question(now)};
    chosen.push_back(*in);
  }
  if (const std::string r = now.refusal(chosen); !r.empty())
    throw step_failed{fmt::format("refused: {} of {}", r, names(now.options)), "the game asks " + question(now)};
  for (std::size_t i = first; i < chosen.size(); ++i) answer_with(engine::act::choose(p, chosen[i]));
  // The named cards are all there is: a choice that allows more ends here.
  if (st().pending && st().pending->question.player == p && !st().pending->picked.empty())
    answer_with(engine::act::decline(p));
}

// What a failed expectation should know: the game is waiting in the middle of something.
std::string runner::still_open() const {
  const engine::state& s = st();
  if (s.pending) return "; the game still asks " + question(s.pending->question);
  if (s.priority.open() && !s.stack.empty())
    return fmt::format(" (the {} is still on the stack; {} may respond)",
                       s.stack.back().ability < 0 ? "event" : "ability", player_name(s.priority.holder));
  if (s.priority.open() && s.combat.active())
    return fmt::format(" (the attack waits for responses; {} may respond)", player_name(s.priority.holder));
  return "";
}

// A scenario marked pending passes as pending only when it fails for its stated reason:
// the mark's text is part of the failure message (docs/scenarios.md).
void runner::fail_at(const checked::step* current, const step_failed& f) {
  const bool as_marked = sc_.pending && f.message.find(*sc_.pending) != std::string::npos;
  r_.status = as_marked ? scenario_status::pending : scenario_status::failed;
  r_.message = f.message;
  if (sc_.pending && !as_marked)
    r_.message = fmt::format("marked pending (\"{}\"), but fails for another reason: {}", *sc_.pending, f.message);
  r_.detail = f.detail;
  r_.where = current ? (current->action ? current->action->where : current->expect->where) : sc_.where;
}

scenario_result runner::run() {
  try {
    setup();
    while (next_ < sc_.steps.size()) {
      const checked::step& step = sc_.steps[next_++];
      current_ = &step;
      if (step.action) run_action(*step.action);
      else expect(*step.expect);
      ++r_.steps_run;
    }
    current_ = nullptr;
    finish_stack();
    r_.status = sc_.pending ? scenario_status::pending_passed : scenario_status::passed;
    if (sc_.pending) r_.message = fmt::format("passes, but is marked pending (\"{}\"): remove the mark", *sc_.pending);
  } catch (const step_failed& f) {
    fail_at(current_, f);
  } catch (const text_not_supported& e) {
    fail_at(current_, step_failed{e.what()});
  } catch (const engine::rules_loop& e) {
    fail_at(current_, step_failed{e.what()});
  } catch (const engine::amount_limit& e) {
    fail_at(current_, step_failed{e.what()});
  } catch (const std::exception& e) {
    // An engine error (a broken invariant, a bug): this scenario fails, the run goes on.
    fail_at(current_, step_failed{fmt::format("the engine stopped with an error: {}", e.what())});
  }
  if (pos_) {
    for (const engine::event& ev : log_.events())
      r_.events.push_back(with_player_names(describe_with_text(ev, st(), lib_), sc_));
    for (std::size_t p = 0; p < sc_.players.size(); ++p) r_.networks.push_back(draw_network(st(), static_cast<int>(p), sc_));
  }
  return r_;
}

}  // namespace

scenario_result run_scenario(const library& lib, const std::shared_ptr<const engine::card_db>& db,
                             const checked::scenario& sc) {
  return runner(lib, db, sc).run();
}

}  // namespace megacorp
