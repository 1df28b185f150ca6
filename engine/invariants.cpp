// check_invariants: fails loudly when the state is inconsistent.
#include "engine/invariants.hpp"

#include "engine/behaviour.hpp"

#include <fmt/format.h>

#include <vector>

namespace engine {

namespace {
template <class... Args>
[[noreturn]] void fail(fmt::format_string<Args...> f, Args&&... args) {
  throw invariant_violation("invariant violated: " + fmt::format(f, std::forward<Args>(args)...));
}
}  // namespace

void engine_bug(const std::string& what) { throw std::logic_error("engine bug: " + what); }

namespace {

// What the invariants are checked against: each card's count of places, the money held.
struct tally {
  std::vector<int> seen;
  long long money = 0;
  int revealed = 0;
  bool setup = false;  // bidding or mulligans
};

void place(const state& s, tally& t, card_id c, zone z, player_id p) {
  if (c >= s.cards.size()) fail("card id {} out of range in player {}'s {}", c, p + 1, to_string(z));
  const card_instance& ci = s.card(c);
  if (ci.zone != z || ci.zone_player != p)
    fail("card {} is listed in player {}'s {} but records {} of player {}", c, p + 1, to_string(z), to_string(ci.zone),
         ci.zone_player + 1);
  ++t.seen[c];
}

// Each card a player's piles and network list records that place; the grid agrees.
void check_player_places(const state& s, tally& t, player_id p) {
  const player_state& ps = s.player(p);
  for (card_id c : ps.main_deck) place(s, t, c, zone::main_deck, p);
  for (card_id c : ps.resource_deck) place(s, t, c, zone::resource_deck, p);
  for (card_id c : ps.hand) place(s, t, c, zone::hand, p);
  for (card_id c : ps.open_market) place(s, t, c, zone::open_market, p);
  for (card_id c : ps.annihilated) place(s, t, c, zone::annihilated, p);
  for (card_id c : ps.out_of_game) place(s, t, c, zone::out_of_game, p);
  for (int i = 0; i < network_cells; ++i) {
    const card_id c = ps.network.cells[i];
    if (c == no_card) continue;
    place(s, t, c, zone::network, p);
    if (!(s.cell_of(c) == network_grid::at_index(i)))
      fail("card {} sits in cell {} of player {}'s network but records {},{}", c, i, p + 1, s.card(c).x, s.card(c).y);
  }
}

// Money and pools are never negative; a player in the game has a business in play.
void check_player_holdings(const state& s, tally& t, player_id p) {
  const player_state& ps = s.player(p);
  if (ps.money < 0) fail("player {} has negative money {}", p + 1, ps.money);
  t.money += ps.money;
  for (int i = 0; i < trait_count; ++i) {
    if (ps.pool[i] < 0) fail("player {} has a negative trait pool", p + 1);
    // Card text may give a player traits in another's turn (`each player produces 1 BQ`);
    // every pool empties at the end of the Accounting Phase and at the End Phase (001).
    if (ps.pool[i] != 0 && t.setup) fail("player {} has a trait pool before the game begins", p + 1);
  }
  // Mid-action (a question pending, engine/decision.hpp) the rules' checks have not run yet;
  // a player card text says cannot lose the game stays without one (docs/rulings.md, Players
  // who cannot lose or gain; asked directly: no path of the game asks it here).
  if (!ps.lost && !t.setup && !s.over() && !s.pending && s.card(ps.business).zone != zone::network &&
      !(s.behaviour && !s.behaviour->query(rule_query::can_lose_game, s, ps.business, true, no_card)))
    fail("player {} is in the game without a business in play", p + 1);
}

// The places no player's list holds: bonded under a pile, revealed, set aside.
void check_unlisted_place(const state& s, tally& t, card_id c) {
  const card_instance& ci = s.card(c);
  switch (ci.zone) {
    case zone::bonded:
      if (ci.host >= s.cards.size() || s.card(ci.host).zone != zone::network ||
          s.card(ci.host).zone_player != ci.zone_player)
        fail("bonded card {} does not hang under a network card of its network", c);
      ++t.seen[c];
      break;
    case zone::revealed:
      ++t.revealed;
      ++t.seen[c];
      if (!s.over() && (s.phase != phase::accounting || s.step != accounting_step::reveal || ci.zone_player != s.active))
        fail("card {} is revealed outside the reveal step", c);
      break;
    case zone::set_aside:
      ++t.seen[c];
      if (!t.setup && !s.over() && !s.player(ci.owner).lost) fail("card {} is still set aside after setup", c);
      break;
    default: break;
  }
}

// A card's owner, place, the indexes of cards in play, and what only cards in play carry.
void check_card(const state& s, tally& t, card_id c) {
  const card_instance& ci = s.card(c);
  if (ci.owner >= s.player_count() || ci.controller >= s.player_count()) fail("card {} has a bad owner", c);
  check_unlisted_place(s, t, c);
  if (s.in_play.contains(c) != in_play(ci.zone))
    fail("card {} is {} but the index of cards in play says otherwise", c, to_string(ci.zone));
  if (s.ruled.contains(c) != (s.in_play.contains(c) && s.behaviour && s.behaviour->has_rules(s.def(c))))
    fail("card {} is {} of the index of cards in play with rules, wrongly", c, s.ruled.contains(c) ? "part" : "not part");
  if (s.bonded.contains(c) != (ci.zone == zone::bonded))
    fail("card {} is {} of the index of bonded cards, wrongly", c, s.bonded.contains(c) ? "part" : "not part");
  if (s.passing.contains(c) != s.passes_keywords(c))
    fail("card {} is {} of the index of bonded cards that pass keywords, wrongly", c, s.passing.contains(c) ? "part" : "not part");
  if (s.granting.contains(c) != s.grants_keywords(c))
    fail("card {} is {} of the index of cards in play that give keywords, wrongly", c,
         s.granting.contains(c) ? "part" : "not part");
  if (!in_play(ci.zone)) {
    if (ci.engaged) fail("card {} is engaged outside play", c);
    for (auto d : ci.damage)
      if (d != 0) fail("card {} carries damage outside play", c);
  }
}

// Effects until end of turn only ever concern cards in play.
void check_changes(const state& s) {
  const std::size_t n = s.cards.size();
  for (const trait_modifier& m : s.modifiers)
    if (m.card >= n || !in_play(s.card(m.card).zone))
      fail("a trait modifier refers to card {}, which is not in play", m.card);
  for (const keyword_grant& g : s.grants)
    if (g.card >= n || !in_play(s.card(g.card).zone))
      fail("a keyword granted until end of turn refers to card {}, which is not in play", g.card);
  for (const control_change& c : s.control_changes)
    if (c.card >= n || !in_play(s.card(c.card).zone) || c.back_to >= s.player_count())
      fail("a change of control refers to card {}, which is not in play, or to no player", c.card);
  for (const damage_prevented& p : s.prevented)
    if (p.holder >= n || !in_play(s.card(p.holder).zone) || p.amount < 0)
      fail("damage prevented this turn is counted for card {}, which is not in play, or is negative", p.holder);
  for (const trigger_fired& f : s.fired_once)
    if (f.holder >= n || !in_play(s.card(f.holder).zone))  // a replacement's number is below 0 (trigger_fired)
      fail("an ability triggered for the first time this turn is counted for card {}, which is not in play", f.holder);
  for (const shield& x : s.shields)
    if (x.card >= n || !in_play(s.card(x.card).zone) || x.left == 0)
      fail("a next-time replacement waits on card {}, which is not in play, or has nothing left to prevent", x.card);
  for (const copy_change& c : s.copies)
    if (c.card >= n || !in_play(s.card(c.card).zone) || c.back_to >= s.db->size())
      fail("a copy refers to card {}, which is not in play, or to no card definition", c.card);
}

// An attack in progress: only in the Challenge Phase, its attacker a network card of the
// turn player, its blockers distinct network cards of the target's network.
void check_combat(const state& s) {
  const combat_state& cb = s.combat;
  if (!cb.active()) return;
  const std::size_t n = s.cards.size();
  if (s.phase != phase::challenge) fail("an attack is in progress in the {}", to_string(s.phase));
  if (cb.attacker >= n || s.card(cb.attacker).zone != zone::network || s.card(cb.attacker).controller != s.active)
    fail("the attacker {} is not a network card of the turn player", cb.attacker);
  if (cb.blocker_count > max_defenders) fail("{} blockers", cb.blocker_count);
  for (int i = 0; i < cb.blocker_count; ++i) {
    const card_id b = cb.blockers[i];
    if (b >= n || s.card(b).zone_player != cb.network) fail("blocker {} is not in the target's network", b);
    for (int j = 0; j < i; ++j)
      if (cb.blockers[j] == b) fail("blocker {} is declared twice", b);
  }
}

// The stack (001 Advanced Rules): each item's source is in play (an item whose source
// leaves play is cancelled) unless the item's own costs took it out of play or it is a
// trigger or a copy, and a round of priority is open while anything waits.
void check_stack(const state& s) {
  for (const stack_item& item : s.stack)
    if (item.source >= s.cards.size() ||
        (!item.source_paid && !item.triggered() && !item.copy && !in_play(s.card(item.source).zone)))
      fail("a stack item's source {} is not in play", item.source);
  if (!s.stack.empty() && !s.priority.open() && !s.over()) fail("the stack holds effects but no player has priority");
}

// Each card in one place; money adds up with the bank's flow; a finished game has its winner.
void check_totals(const state& s, const tally& t) {
  for (card_id c = 0; c < s.cards.size(); ++c)
    if (t.seen[c] != 1) fail("card {} (\"{}\") is in {} places", c, s.def(c).name, t.seen[c]);
  if (t.money != s.initial_money + s.bank_flow)
    fail("money does not add up: players hold {}, expected {}", t.money, s.initial_money + s.bank_flow);
  if (s.over()) {
    if (s.players_left() > 1) fail("the game is over with {} players left", s.players_left());
    if (s.players_left() == 1 && (s.winner == no_player || s.player(s.winner).lost)) fail("the winner is wrong");
  }
}

}  // namespace

void check_invariants(const state& s) {
  tally t;
  t.seen.assign(s.cards.size(), 0);
  // A finished game is frozen as it stood: a revealed resource or set-aside cards may remain.
  t.setup = s.phase == phase::bidding || s.phase == phase::mulligan;
  for (player_id p = 0; p < s.player_count(); ++p) {
    check_player_places(s, t, p);
    check_player_holdings(s, t, p);
  }
  for (card_id c = 0; c < s.cards.size(); ++c) check_card(s, t, c);
  if (t.revealed > 1) fail("{} resources are revealed at once", t.revealed);
  check_changes(s);
  check_combat(s);
  check_stack(s);
  check_totals(s, t);
}

}  // namespace engine
