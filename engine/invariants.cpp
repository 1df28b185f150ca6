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

void check_invariants(const state& s) {
  const std::size_t n = s.cards.size();
  std::vector<int> seen(n, 0);
  auto place = [&](card_id c, zone z, player_id p) {
    if (c >= n) fail("card id {} out of range in player {}'s {}", c, p + 1, to_string(z));
    const card_instance& ci = s.card(c);
    if (ci.zone != z || ci.zone_player != p)
      fail("card {} is listed in player {}'s {} but records {} of player {}", c, p + 1, to_string(z),
           to_string(ci.zone), ci.zone_player + 1);
    ++seen[c];
  };
  long long money = 0;
  // A finished game is frozen as it stood: a revealed resource or set-aside cards may remain.
  const bool setup = s.phase == phase::bidding || s.phase == phase::mulligan;
  for (player_id p = 0; p < s.player_count(); ++p) {
    const player_state& ps = s.player(p);
    for (card_id c : ps.main_deck) place(c, zone::main_deck, p);
    for (card_id c : ps.resource_deck) place(c, zone::resource_deck, p);
    for (card_id c : ps.hand) place(c, zone::hand, p);
    for (card_id c : ps.open_market) place(c, zone::open_market, p);
    for (card_id c : ps.annihilated) place(c, zone::annihilated, p);
    for (card_id c : ps.out_of_game) place(c, zone::out_of_game, p);
    for (int i = 0; i < network_cells; ++i) {
      const card_id c = ps.network.cells[i];
      if (c == no_card) continue;
      place(c, zone::network, p);
      if (!(s.cell_of(c) == network_grid::at_index(i)))
        fail("card {} sits in cell {} of player {}'s network but records {},{}", c, i, p + 1, s.card(c).x, s.card(c).y);
    }
    if (ps.money < 0) fail("player {} has negative money {}", p + 1, ps.money);
    money += ps.money;
    for (int t = 0; t < trait_count; ++t) {
      if (ps.pool[t] < 0) fail("player {} has a negative trait pool", p + 1);
      // Card text may give a player traits in another's turn (`each player produces 1 BQ`);
      // every pool empties at the end of the Accounting Phase and at the End Phase (001).
      if (ps.pool[t] != 0 && setup) fail("player {} has a trait pool before the game begins", p + 1);
    }
    // Mid-action (a question pending, engine/decision.hpp) the rules' checks have not run yet.
    if (!ps.lost && !setup && !s.over() && !s.pending && s.card(ps.business).zone != zone::network)
      fail("player {} is in the game without a business in play", p + 1);
  }
  int revealed = 0;
  for (card_id c = 0; c < n; ++c) {
    const card_instance& ci = s.card(c);
    if (ci.owner >= s.player_count() || ci.controller >= s.player_count()) fail("card {} has a bad owner", c);
    switch (ci.zone) {
      case zone::bonded: {
        if (ci.host >= n || s.card(ci.host).zone != zone::network || s.card(ci.host).zone_player != ci.zone_player)
          fail("bonded card {} does not hang under a network card of its network", c);
        ++seen[c];
        break;
      }
      case zone::revealed:
        ++revealed;
        ++seen[c];
        if (!s.over() && (s.phase != phase::accounting || s.step != accounting_step::reveal || ci.zone_player != s.active))
          fail("card {} is revealed outside the reveal step", c);
        break;
      case zone::set_aside:
        ++seen[c];
        if (!setup && !s.over() && !s.player(ci.owner).lost) fail("card {} is still set aside after setup", c);
        break;
      default: break;
    }
    if (s.in_play.contains(c) != in_play(ci.zone))
      fail("card {} is {} but the index of cards in play says otherwise", c, to_string(ci.zone));
    if (s.ruled.contains(c) != (s.in_play.contains(c) && s.behaviour && s.behaviour->has_rules(s.def(c))))
      fail("card {} is {} of the index of cards in play with rules, wrongly", c, s.ruled.contains(c) ? "part" : "not part");
    if (!in_play(ci.zone)) {
      if (ci.engaged) fail("card {} is engaged outside play", c);
      for (auto d : ci.damage)
        if (d != 0) fail("card {} carries damage outside play", c);
    }
  }
  if (revealed > 1) fail("{} resources are revealed at once", revealed);
  // Effects until end of turn only ever concern cards in play.
  for (const trait_modifier& m : s.modifiers)
    if (m.card >= n || !in_play(s.card(m.card).zone))
      fail("a trait modifier refers to card {}, which is not in play", m.card);
  for (const keyword_grant& g : s.grants)
    if (g.card >= n || !in_play(s.card(g.card).zone))
      fail("a keyword granted until end of turn refers to card {}, which is not in play", g.card);
  // An attack in progress: only in the Challenge Phase, its attacker a network card of
  // the turn player, its blockers distinct network cards of the target's network.
  if (const combat_state& cb = s.combat; cb.active()) {
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
  // trigger, and a round of priority is open while anything waits.
  for (const stack_item& item : s.stack)
    if (item.source >= n || (!item.source_paid && !item.triggered() && !in_play(s.card(item.source).zone)))
      fail("a stack item's source {} is not in play", item.source);
  if (!s.stack.empty() && !s.priority.open() && !s.over()) fail("the stack holds effects but no player has priority");
  for (card_id c = 0; c < n; ++c)
    if (seen[c] != 1) fail("card {} (\"{}\") is in {} places", c, s.def(c).name, seen[c]);
  if (money != s.initial_money + s.bank_flow)
    fail("money does not add up: players hold {}, expected {}", money, s.initial_money + s.bank_flow);
  if (s.over()) {
    if (s.players_left() > 1) fail("the game is over with {} players left", s.players_left());
    if (s.players_left() == 1 && (s.winner == no_player || s.player(s.winner).lost)) fail("the winner is wrong");
  }
}

}  // namespace engine
