// Choices, searches and places: what a statement asks the acting player for, each a
// pending decision (engine/decision.hpp).
#include "run/evaluator_parts.hpp"

#include "engine/limits.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "engine/behaviour.hpp"
#include "engine/decision.hpp"
#include "engine/network.hpp"
#include "ir/render.hpp"

namespace megacorp::run_parts {

namespace {
// What a choice asks, and the keyword whose text asks it (blind rules batch 94: a refusal of
// DEAD DROP's "combined valuation" named no keyword).
std::string question_text(const eval_context& c, const expr& sel, const std::string& what) {
  // a keyword's parameters with their values (`combined valuation 4 or less`, not `x`: blind rules batch 96)
  std::string out = what.empty() ? render_bound(sel, c.use) : what;
  if (c.use && c.use->def) out += fmt::format(" ({})", c.use->def->name);
  return out;
}

// `destroy a character at random` (op::chosen_at_random): the generator picks, no player.
bool chosen_at_random(const expr& sel) {
  return sel.o == op::select &&
         std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) { return f.o == op::chosen_at_random; });
}

// `wanted` of `options` drawn by the game's seeded generator, one after the other (docs/rulings.md,
// At random); fewer when fewer are there.
std::vector<card_id> draw_among(const eval_context& c, engine::ops& o, std::vector<card_id> options, int wanted) {
  std::vector<card_id> out;
  for (; wanted > 0 && !options.empty(); --wanted) {
    const auto i = static_cast<std::ptrdiff_t>(o.random_below(options.size(), c.self, engine::rule::card_text));
    out.push_back(options[static_cast<std::size_t>(i)]);
    options.erase(options.begin() + i);
  }
  return out;
}
}  // namespace

// Every question of cards goes through these two, so a selection marked `at random` is drawn
// whichever statement asks, with whichever options (an engage's turnable cards too).
card_id ask_for_card(const eval_context& c, engine::ops& o, const expr& sel, const std::vector<card_id>& options,
                     bool optional, const std::string& what) {
  if (chosen_at_random(sel)) {
    const std::vector<card_id> drawn = draw_among(c, o, options, 1);
    return drawn.empty() ? no_card : drawn.front();
  }
  engine::choice_request r;
  r.player = c.you;
  r.source = c.self;
  r.what = question_text(c, sel, what);
  r.optional = optional;
  r.options = options;
  const std::vector<card_id> chosen = o.ask_cards(r);
  if (chosen.empty() || o.asked()) return chosen.empty() ? no_card : chosen.front();  // held: its placeholder
  o.record(engine::path::text_card_chosen, {.kind = engine::event_kind::choice_made, .player = c.you, .card = c.self, .card2 = chosen.front(),
            .why = sel.target ? engine::rule::target_chosen : engine::rule::choose});
  return chosen.front();
}

// The acting player chooses that many different cards among `options`, one pending
// decision per card (engine/decision.hpp): never more than fit, and at least `at_least`
// of them or all there are.
std::vector<card_id> ask_for_cards(const eval_context& c, engine::ops& o, const expr& sel, const std::vector<card_id>& options,
                                   how_many n, const std::string& what) {
  if (chosen_at_random(sel)) return draw_among(c, o, options, n.at_least);
  engine::choice_request r;
  r.player = c.you;
  r.source = c.self;
  r.what = question_text(c, sel, what);
  r.at_most = n.at_most;
  r.at_least = std::min(n.at_least, static_cast<int>(options.size()));
  r.optional = r.at_least == 0;
  r.options = options;
  const std::vector<card_id> chosen = o.ask_cards(r);
  if (o.asked()) return chosen;  // held: its placeholder, nothing recorded
  for (card_id x : chosen)
    o.record(engine::path::text_cards_chosen, {.kind = engine::event_kind::choice_made, .player = c.you, .card = c.self, .card2 = x,
              .why = sel.target ? engine::rule::target_chosen : engine::rule::choose});
  return chosen;
}

// The cards a statement acts on: `a card ...` is one the player chooses (a pending
// decision), `2 cards ...` as many (see counted), `each card ...` every match, `this`
// and `it` themselves.
// A target or a chosen card is what `it` names in the statements after it ("deal 2 BQ
// damage to target character, its controller loses 1 M"); chosen cards are `them`, and so
// are the top cards of a pile ("reveal the top card of your main deck, you may put it on
// the bottom": `it` is the card revealed, docs/vocabulary.md pronouns).
std::vector<card_id> pick_cards(const eval_context& c, const expr& sel, engine::ops& o, bool say_none) {
  const std::optional<how_many> n = counted(c, sel);
  // ... and a card of the event, once acted on (`deal 2 BQ damage to the card that destroyed
  // it, its controller loses 1M`: that card's controller; blind design batch 29, d01)
  const bool names = (sel.o == op::select && (sel.target || is_choice(c, sel) || n)) || sel.o == op::top_of_zone ||
                     is_event_card(c, sel);
  std::vector<card_id> out;
  if (n || is_choice(c, sel)) {
    const std::vector<card_id> options = choice_options(c, sel);
    if (options.empty() && say_none && !o.asked())  // none: nothing happens, and the log says so (issue 27)
      o.record(engine::path::text_choice_no_card, {.kind = engine::event_kind::nothing_happened, .player = c.you, .card = c.self,
                                                   .card2 = c.self, .why = engine::rule::nothing_to_choose});
    if (!options.empty() && n) out = ask_for_cards(c, o, sel, options, *n);
    else if (const card_id x = options.empty() ? no_card : ask_for_card(c, o, sel, options, false); x != no_card)
      out.push_back(x);
  } else {
    out = select_cards(c, sel);
  }
  if (o.asked()) return {};  // a question held: nothing is acted on (engine::ops::hold_questions)
  if (names && c.found) *c.found = out;
  return out;
}

std::vector<card_id> pick_named(const eval_context& c, const expr& sel, engine::ops& o) {
  std::vector<card_id> out = pick_cards(c, sel, o);
  if (sel.o == op::select && c.found) *c.found = out;
  return out;
}

// How many cards a search may find: `a card` one; `2 cards` and `up to 2 cards` two;
// `at least 2 cards` and `any number of` no limit. The player may always find fewer, since
// the player searches and a search of a hidden zone may fail to find (see search below).
int search_limit(const eval_context& c, const expr& sel) {
  constexpr int no_limit = engine::unlimited_count;
  for (const expr& f : sel.args) {
    if (f.o != op::number) continue;
    if (as<determiner>(c, f.word) == determiner::any_number || as<determiner>(c, f.word) == determiner::at_least) return no_limit;
    if (!f.args.empty()) return amount(c, f.args[0]);  // `up to N`, `N`
  }
  return 1;
}

// The piles a search of zone `z` looks through: `pile` itself, unless `z` names no deck.
// 001 The Zones of the Game, Important Note: "If a card asks you to search a deck and
// doesn't specify which one. You can choose to search either your Resource Deck or your
// Main Deck." (a choice of two named options, `chooses mode "main deck"`). Variants:
// 003/000 Zones, Note, both decks; the main deck only.
std::vector<const engine::card_pile*> searched_decks(const eval_context& c, engine::ops& o, player_id owner,
                                                     const expr& z, const engine::card_pile* pile) {
  if (as<words::zone>(c, z.word) != words::zone::deck) return {pile};
  const engine::player_state& ps = c.s->player(owner);
  switch (c.s->rules.unnamed_deck_search) {
    case engine::deck_search::main_deck: return {&ps.main_deck};
    case engine::deck_search::both_decks: return {&ps.main_deck, &ps.resource_deck};
    case engine::deck_search::either_deck: break;
  }
  engine::choice_request r;
  r.player = c.you;
  r.source = c.self;
  const std::string whose = owner == c.you ? "" : fmt::format(" of player {}", owner + 1);
  r.what = fmt::format("which deck{} to search (001 The Zones of the Game, Important Note: a deck not named is either "
                       "deck, the player's choice)", whose);
  r.modes = {"resource deck", "main deck"};
  r.open_modes = {0, 1};
  const bool resource = o.ask_mode(r) == 0;
  if (o.asked()) return {};  // a question held: no deck searched
  o.record(engine::path::text_resource_chosen, {.kind = engine::event_kind::choice_made, .player = c.you, .card = c.self, .amount = resource ? 1 : 0,
            .why = engine::rule::card_text});
  return {resource ? &ps.resource_deck : &ps.main_deck};
}

// 001 Glossary (DISASTER LEVEL, MUTATION, DEAD DROP): the player looks through the zones
// for cards that fit and may find fewer (a search of a hidden zone may fail to find).
std::vector<card_id> search(const eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = *c.s;
  const expr& sel = e.args.back();
  std::vector<card_id> pool;
  player_id owner = engine::no_player;
  for (std::size_t i = 0; i + 1 < e.args.size(); ++i) {
    owner = zone_player(c, e.args[i], owner);
    if (zone_kind(c, e.args[i]) == zone::network) {  // the cards of that network, pile tops (001 Bonding)
      for (card_id x : s.player(owner).network.cells)
        if (x != no_card && matches(c, sel, x)) pool.push_back(x);
      continue;
    }
    const auto* pile = pile_of(c, s, owner, e.args[i]);
    if (!pile) unsupported(e.args[i], fmt::format("a search of '{}'", render(e.args[i])));
    for (const engine::card_pile* p : searched_decks(c, o, owner, e.args[i], pile))
      for (auto it = p->rbegin(); it != p->rend(); ++it)  // top first
        if (matches(c, sel, *it)) pool.push_back(*it);
  }
  // A search that finds nothing says so (blind rules batch 78: the log did not tell it from a
  // search that never ran).
  if (pool.empty() && !o.asked())
    o.record(engine::path::text_search_found_nothing, {.kind = engine::event_kind::nothing_happened, .player = c.you,
                                                       .card = c.self, .why = engine::rule::search_found_nothing});
  int budget = 1 << 30;  // `with combined valuation x or less`
  for (const expr& f : sel.args)
    if (f.o == op::combined_valuation_at_most) budget = amount(c, f.args[0]);
  // One choice of all the cards found (001 Glossary DEAD DROP: "one or more Equipment
  // cards with a combined valuation of 7 or lower").
  engine::choice_request r;
  r.player = c.you;
  r.source = c.self;
  r.what = question_text(c, sel, {});
  r.optional = true;
  r.at_most = search_limit(c, sel);
  r.limit = budget;
  for (card_id x : pool) {
    const int v = engine::valuation_of(s, x);
    if (v > budget) continue;
    r.options.push_back(x);
    r.weights.push_back(v);
  }
  if (r.options.empty()) return {};
  const std::vector<card_id> found = o.ask_cards(r);
  if (o.asked()) return {};  // a question held: nothing found
  for (card_id x : found)
    o.record(engine::path::text_cards_ordered, {.kind = engine::event_kind::choice_made, .player = c.you, .card = c.self, .card2 = x,
              .why = engine::rule::card_text});
  return found;
}

// Where `card` docks in `net`'s network, among `cells`: the acting player picks (a
// pending decision, answered like MOVE's).
std::optional<engine::cell> ask_place(const eval_context& c, engine::ops& o, const expr& e, card_id card, player_id net,
                                      const std::vector<engine::cell>& cells) {
  engine::choice_request r;
  r.player = c.you;
  r.source = c.self;
  r.what = render(e);
  r.card = card;
  r.network = net;
  r.cells = cells;
  return o.ask_cell(r);
}

// 001 Bonding: "redeploy the Unbound card legally in any Network": whose network, among
// `nets` (a pending decision, answered as a player).
player_id ask_network(const eval_context& c, engine::ops& o, const expr& e, card_id card,
                      const std::vector<player_id>& nets) {
  engine::choice_request r;
  r.player = c.you;
  r.source = c.self;
  r.what = fmt::format("whose network \"{}\" docks in ({}; 001 Bonding: \"in any Network\")", o.st().def(card).name,
                       render(e));
  r.players = nets;
  const player_id chosen = o.ask_player(r);
  if (chosen != engine::no_player && !o.asked())
    o.record(engine::path::text_player_picked, {.kind = engine::event_kind::choice_made, .player = c.you, .other = chosen, .card = c.self,
              .why = engine::rule::card_text});
  return chosen;
}

// Where `deploy SEL [adjacent to X]` may put `card`: the free cells next to the anchor where a
// card docks (001 Glossary DEAD DROP: "deploy them adjacent to the card"), or without a place,
// the dockable cells of your network; then, among those places, the spaces whose card it may
// be deployed onto (001 Glossary TERRAIN: "As you deploy a card you may choose to deploy it in
// the space occupied by this card", whatever deploys it; blind rules batch 109, DP16). With the
// network's player. The deploying player picks among them (deploy_place).
std::optional<std::pair<player_id, std::vector<engine::cell>>> places_for(const eval_context& c, const expr& e, card_id card) {
  const engine::state& s = *c.s;
  auto onto = [&](player_id net, engine::cell at) {
    const card_id here = s.player(net).network.at(at);
    return here != no_card && here != card && s.card(here).zone == zone::network &&
           engine::ask(s, engine::path::text_deploy_onto_offered, engine::rule_query::can_be_deployed_onto, here, false, card);
  };
  for (std::size_t i = 1; i < e.args.size(); ++i) {
    if (e.args[i].o != op::adjacent_to) unsupported(e.args[i], "a place other than 'adjacent to' a card");
    const card_id anchor = single(c, e.args[i].args[0]);
    const engine::target_space place = anchor == no_card ? engine::target_space{} : place_of(c, anchor);
    if (place.network == engine::no_player) return std::nullopt;
    const player_id net = place.network;
    std::vector<engine::cell> cells, onto_cells;
    for (engine::cell at : engine::orthogonal_neighbours(engine::cell{place.x, place.y})) {
      if (engine::deploy_refusal(s.player(net).network, at).empty()) cells.push_back(at);
      else if (onto(net, at)) onto_cells.push_back(at);
    }
    cells.insert(cells.end(), onto_cells.begin(), onto_cells.end());
    return std::pair{net, std::move(cells)};
  }
  std::vector<engine::cell> cells = engine::dockable_cells(s.player(c.you).network);
  if (s.behaviour && s.behaviour->may_answer(engine::rule_query::can_be_deployed_onto))
    for (int i : engine::occupied_list(s.player(c.you).network))
      if (const engine::cell at = engine::network_grid::at_index(i); onto(c.you, at)) cells.push_back(at);
  return std::pair{c.you, std::move(cells)};
}

// The cell `card` is deployed to among `cells` (not empty): the deploying player picks, a
// pending decision answered like MOVE's (001 Deploying and Docking: "simply place it next
// to another card"); a single cell is not asked (nothing to decide). Variant
// effect-deploys-clockwise: the first cell (clockwise from north, docs/rulings.md).
engine::cell deploy_place(const eval_context& c, engine::ops& o, const expr& e, card_id card, player_id net,
                          const std::vector<engine::cell>& cells) {
  if (cells.size() == 1 || c.s->rules.effect_deploys_clockwise) return cells.front();
  const std::optional<engine::cell> at = ask_place(c, o, e, card, net, cells);
  return at ? *at : cells.front();
}

}  // namespace megacorp::run_parts
