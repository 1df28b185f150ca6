// Conditions and amounts: read from a state, never changing it.
#include "run/evaluator_parts.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include <fmt/format.h>

#include "ir/render.hpp"

#include "engine/behaviour.hpp"
#include "vocabulary/variants.hpp"

namespace megacorp {

using namespace run_parts;

// A declared variant is its bit; a built-in one is on when selecting it again changes nothing.
bool rules_in_force(const engine::state& s, const checked::expr& e) {
  const auto* v = std::get_if<checked::variant_ref>(&e.ref);
  if (v && v->declared) return declared_variant_on(s.rules, v->index);
  engine::rules_options with = s.rules;
  if (!v || v->index >= rules_variants().size()) unsupported(e, "a rules variant the checker did not resolve");
  rules_variants()[v->index].apply(with);
  return with == s.rules;
}

namespace {

// `if a card you control is engaged`: some card that fits does (a choice's determiner
// read as "there is one"); `each character you control is engaged`: every one that fits
// does (so does none when none fits); `2 cards you control are damaged`: that many do, as
// `you control 2 cards` counts; otherwise the one card the subject names, if there is one.
template <class Test>
bool about(const eval_context& c, const expr& e, Test&& test) {
  const expr& sel = e.args[0];
  if (sel.o == op::select && !sel.target) {
    const std::vector<card_id> fits = choice_options(c, sel, reads_piles(c));  // a condition reads piles too
    if (is_choice(c, sel)) return std::any_of(fits.begin(), fits.end(), test);
    if (const std::optional<how_many> n = counted(c, sel)) {
      const auto k = std::count_if(fits.begin(), fits.end(), test);
      return k >= n->at_least && k <= n->at_most;
    }
    return std::all_of(fits.begin(), fits.end(), test);
  }
  const card_id x = single(c, sel);
  return x != no_card && test(x);
}

bool any_of(const eval_context& c, const expr& e) {
  return std::any_of(e.args.begin(), e.args.end(), [&](const expr& a) { return holds(c, a); });
}
bool all_of(const eval_context& c, const expr& e) {
  return std::all_of(e.args.begin(), e.args.end(), [&](const expr& a) { return holds(c, a); });
}
bool negate(const eval_context& c, const expr& e) { return !holds(c, e.args[0]); }
bool has_state(const eval_context& c, const expr& e) {
  return about(c, e, [&](card_id x) { return run_parts::has_state(c, x, e); });
}
bool has_tag(const eval_context& c, const expr& e) {
  const checked::tag_id t = tag(c, e);
  return about(c, e, [&](card_id x) { return has_tag_now(c, x, t); });
}
bool has_keyword(const eval_context& c, const expr& e) {
  const checked::keyword& k = keyword_of(c, e);
  return about(c, e, [&](card_id x) { return megacorp::has_keyword(c, x, k); });
}
// `X is adjacent to SEL`: the filter's reading (run_parts::adjacent_to), of each card X names.
bool adjacent(const eval_context& c, const expr& e) {
  return about(c, e, [&](card_id a) { return run_parts::adjacent_to(c, a, e.args[1]); });
}
bool is_in_zone(const eval_context& c, const expr& e) {
  return about(c, e, [&](card_id x) { return filter_passes(c, e.args[1], x); });
}
bool is_kind(const eval_context& c, const expr& e) {
  return about(c, e, [&](card_id x) { return noun_fits(c.s->def(x), as<noun>(c, e.word)); });
}
// `if you did`: the last `may` of the effect was taken; with none before it (value 1, issue 27,
// p27), the statement just before was carried out: it moved cards, money or development
// counters (its tally; blind design batch 43, d18: `remove a development counter from ...`).
bool did(const eval_context& c, const expr& e) {
  if (e.value == 1 && !c.tally) unsupported(e, "'did' without a statement before it");
  if (e.value != 1 && !c.did) unsupported(e, "'did' without a 'may' before it");
  const bool done = e.value == 1 ? c.tally->total.cards > 0 || c.tally->total.money > 0 || c.tally->total.counters > 0 : *c.did;
  return checked::payload<checked::outcome>(e) == checked::outcome::did ? done : !done;
}
bool rules_are(const eval_context& c, const expr& e) { return rules_in_force(*c.s, e); }
// `you control at least 3 cards with #INFRASTRUCTURE`; `an opponent controls a
// character`: some opponent does; `each opponent controls ...`: every one does. The cards
// counted are those a count of the same selection reads (in_play_for: the cards under
// piles' tops too, but under bonded-cards-not-counted), by who controls them (control_of).
// Whether player p controls the cards `PLAYER controls N SEL` asks for.
bool controls_enough(const eval_context& c, const expr& e, player_id p) {
  const engine::state& s = *c.s;
  const expr& sel = e.args[1];
  const bool piles = reads_piles(c) || names_bonded(c, sel);
  int n = 0;
  for (card_id card : s.in_play)
    if (in_play_for(c, sel, card, piles) && control_of(s, card, piles) == p && matches(c, sel, card, piles)) ++n;
  for (const expr& f : sel.args) {
    if (f.o != op::number || f.args.empty()) continue;
    const int k = amount(c, f.args[0]);
    if (as<determiner>(c, f.word) == determiner::at_least) return n >= k;
    if (as<determiner>(c, f.word) == determiner::up_to) return n <= k;
    return n == k;
  }
  return n >= 1;
}
bool controls(const eval_context& c, const expr& e) {
  const std::vector<player_id> who = players_of(c, e.args[0]);
  auto fits = [&](player_id p) { return controls_enough(c, e, p); };
  if (is_player_noun(c, e.args[0]) && words::chooses_one(determiner_of(c, e.args[0])))
    return std::any_of(who.begin(), who.end(), fits);
  return !who.empty() && std::all_of(who.begin(), who.end(), fits);
}
}  // namespace

// l against r by e's comparison word (`or more`, `less than`, `=`, ...).
bool run_parts::compared(const eval_context& c, const expr& e, int l, int r) {
  switch (as<comparison>(c, e.word)) {
    case comparison::equal: return l == r;
    case comparison::less: return l < r;
    case comparison::greater: return l > r;
    case comparison::at_most: return l <= r;
    case comparison::at_least: return l >= r;
    case comparison::unknown: break;
  }
  unsupported(e, fmt::format("the comparison of '{}'", render(e)));
}

namespace {
// `the BQ of target character`: its current value (001 Traits). Of several cards (`the BQ
// of each character you control`, `of a card you control`: each that fits, as in `the
// number of`): their total (docs/rulings.md, Choices in counts). A card with a null trait
// adds nothing: it "simply doesn't have that trait at all" (001 Traits, Important Note);
// none when no card named has the trait.
std::optional<int> trait_amount(const eval_context& c, const expr& e) {
  std::optional<long long> total;
  for (card_id x : anchors(c, e.args[0], reads_piles(c)))
    if (const auto v = card_number(c, x, static_cast<checked::card_number>(trait_of_word(c, e))))
      total = total.value_or(0) + *v;
  if (!total) return std::nullopt;
  return clamp_int(*total);
}
// A trait no card named has is compared with nothing: the comparison does not hold (001
// Traits, Important Note: a null trait "cannot be interacted with").
bool compare(const eval_context& c, const expr& e) {
  for (const expr& side : e.args)
    if (side.o == op::trait_of && !trait_amount(c, side)) return false;
  return compared(c, e, amount(c, e.args[0]), amount(c, e.args[1]));
}

// `the number of cards PLAYER drew this turn` (001 Hand), of several players their total. In a
// `draws a card` trigger, of the player who drew: as that draw left it (the happening's amount,
// c.dealt), so that each of two cards drawn at once is counted in its turn (docs/rulings.md,
// Cards drawn this turn).
int drawn_this_turn(const eval_context& c, const checked::expr& e) {
  long long total = 0;
  for (player_id p : players_of(c, e.args[0]))
    total += p == c.that_player && c.heard_draw > 0 ? c.heard_draw : c.s->player(p).drawn_this_turn;
  return clamp_int(total);
}
// `the number of events PLAYER played this turn` (001 Advanced Rules), `the number of cards
// PLAYER bought this turn` (001 Buy Phase), of several players their total.
int played_this_turn(const eval_context& c, const checked::expr& e) {
  long long total = 0;
  for (player_id p : players_of(c, e.args[0]))
    total += e.o == op::bought_by ? c.s->player(p).bought_this_turn
             : e.o == op::sold_by ? c.s->player(p).cards_sold_this_turn
                                  : c.s->player(p).events_played_this_turn;
  return clamp_int(total);
}

// Whether the card `d` kept as it was destroyed fitted `sel` then: read in a copy of the game
// with the card back in its place as it was (its controller, state, pile), and its numbers
// (traits with their changes, valuation, damage) as they were (docs/rulings.md, Counts of the
// turn). Another card in its space since keeps the space.
bool fitted_as_destroyed(const eval_context& c, const expr& sel, const engine::destroyed_card& d) {
  engine::state was = *c.s;
  const card_id id = d.numbers.card;
  was.card(id) = d.was;
  was.set_zone(id, d.was.zone);
  if (d.was.zone == engine::zone::network) {
    card_id& slot = was.player(d.was.zone_player).network.cells[engine::network_grid::index({d.was.x, d.was.y})];
    if (slot == no_card) slot = id;
  }
  eval_context then = c;
  then.s = &was;
  then.counted_was = &d.numbers;
  return matches(then, sel, id, reads_piles(c));
}

// The cards of the turn a count or condition reads: destroyed (every way: engine::ops::destroy,
// the cards under a destroyed top), or gone out of play any way (engine::ops::put).
const std::vector<engine::destroyed_card>& gone_this_turn(const eval_context& c, op o) {
  return o == op::left_count || o == op::left_play ? c.s->left_play : c.s->destroyed;
}

// `the number of SEL destroyed this turn`, `the number of SEL that left play this turn`: the
// cards since the turn began that fitted SEL as they were.
int destroyed_this_turn(const eval_context& c, const checked::expr& e) {
  int n = 0;
  for (const engine::destroyed_card& d : gone_this_turn(c, e.o)) n += fitted_as_destroyed(c, e.args[0], d) ? 1 : 0;
  return n;
}

// `lose 1M for each character destroyed this way`: the cards the effect's statements so far
// destroyed (those of the turn from the mark its outermost sequence took) that fitted as they were.
int destroyed_this_way(const eval_context& c, const checked::expr& e) {
  const std::vector<engine::destroyed_card>& gone = c.s->destroyed;
  const std::size_t from = std::min(c.destroyed_from, gone.size());
  int n = 0;
  for (std::size_t i = from; i < gone.size(); ++i) n += fitted_as_destroyed(c, e.args[0], gone[i]) ? 1 : 0;
  return n;
}

// `a character was destroyed this turn`, `a character left play this turn`: some card of the
// turn fitted as it was.
bool was_destroyed(const eval_context& c, const expr& e) {
  const std::vector<engine::destroyed_card>& gone = gone_this_turn(c, e.o);
  return std::any_of(gone.begin(), gone.end(),
                     [&](const engine::destroyed_card& d) { return fitted_as_destroyed(c, e.args[0], d); });
}

// `a character you control attacked this turn`: the cards that fit and attacked since the turn
// began, those in play now and those that left play as they were (a card back in play is a new
// object that has not: engine::state::set_zone), are at least one, or as many as SEL counts;
// `this attacked this turn` of a card out of play reads it as it last was in play
// (docs/rulings.md, Counts of the turn; variant attacked-in-play-only: those in play only).
bool attacked_this_turn(const eval_context& c, const expr& e) {
  const expr& sel = e.args[0];
  const auto attacked_now = [&](card_id x) { return engine::in_play(c.s->card(x).zone) && c.s->card(x).attacks > 0; };
  const std::vector<engine::destroyed_card>& gone = c.s->left_play;
  const bool count_gone = !c.s->rules.attacked_in_play_only;  // variant attacked-in-play-only
  if (sel.o == op::select && !sel.target) {
    const std::vector<card_id> fits = choice_options(c, sel, reads_piles(c));
    const auto k = std::count_if(fits.begin(), fits.end(), attacked_now) +
                   std::count_if(gone.begin(), gone.end(), [&](const engine::destroyed_card& d) {
                     return count_gone && d.was.attacks > 0 && fitted_as_destroyed(c, sel, d);
                   });
    const std::optional<how_many> n = counted(c, sel);
    return n ? k >= n->at_least && k <= n->at_most : k > 0;
  }
  const card_id x = single(c, sel);
  if (x == no_card || engine::in_play(c.s->card(x).zone)) return x != no_card && attacked_now(x);
  const auto last = std::find_if(gone.rbegin(), gone.rend(), [&](const engine::destroyed_card& d) { return d.numbers.card == x; });
  return last != gone.rend() && last->was.attacks > 0;
}

// A player's money (001 Resources), the traits of one kind in their pool (001 Buy Phase), their
// events played or cards bought this turn, or the cards in their hand (001 The Zones of the Game;
// in a draw trigger, as the draw heard left it).
int player_number(const eval_context& c, player_id p, checked::player_number what) {
  const engine::player_state& ps = c.s->player(p);
  if (what == checked::player_number::money) return clamp_int(ps.money);
  if (what == checked::player_number::events) return ps.events_played_this_turn;
  if (what == checked::player_number::bought) return ps.bought_this_turn;
  if (what == checked::player_number::sold) return ps.cards_sold_this_turn;
  if (what == checked::player_number::hand) return std::max(0, static_cast<int>(ps.hand.size()) - drawn_after_heard(c, p));
  if (what == checked::player_number::open_market) return static_cast<int>(ps.open_market.size());
  if (what == checked::player_number::main_deck) return static_cast<int>(ps.main_deck.size());
  if (what == checked::player_number::resource_deck) return static_cast<int>(ps.resource_deck.size());
  return clamp_int(ps.pool[static_cast<std::size_t>(what)]);
}
// The players of a condition's subject (`you have ...`, `an opponent has ...`) that fit it:
// their amount compared (op::has_amount), or among every player's most (op::has_most, tied
// ones too: docs/rulings.md, The player with the most), in seat order.
std::vector<player_id> players_that_have(const eval_context& c, const expr& e) {
  std::vector<player_id> who = players_of(c, e.args[0]);
  if (e.o == op::has_most) {
    const std::vector<player_id> chosen = most_players(c, e.args[1], players_in_game(c));
    std::erase_if(who, [&](player_id p) { return std::find(chosen.begin(), chosen.end(), p) == chosen.end(); });
    return who;
  }
  const int r = amount(c, e.args[1]);
  const auto what = checked::payload<checked::player_number>(e);
  std::erase_if(who, [&](player_id p) { return !compared(c, e, player_number(c, p, what), r); });
  return who;
}
bool some_player(const eval_context& c, const expr& subject) {
  return is_player_noun(c, subject) && words::chooses_one(determiner_of(c, subject));
}
// `you have at most 5M`; `an opponent has more money than you`: some opponent does; `each
// opponent has ...`: every one does (as `controls`). `you have the most money`: likewise.
bool has_amount(const eval_context& c, const expr& e) {
  const std::size_t fit = players_that_have(c, e).size();
  return some_player(c, e.args[0]) ? fit > 0 : fit > 0 && fit == players_of(c, e.args[0]).size();
}
// `it is your turn`, `it is an opponent's buy phase` (001 Turn Structure): whose turn it is,
// and which phase (checked::period).
bool is_period(const eval_context& c, const expr& e) {
  const engine::state& s = *c.s;
  bool whose = true;
  switch (static_cast<checked::turn_owner>(e.word)) {
    case checked::turn_owner::yours: whose = s.active == c.you; break;
    case checked::turn_owner::opponents: whose = s.active != c.you; break;
    case checked::turn_owner::anyones: break;
    case checked::turn_owner::unknown: unsupported(e, "whose turn");
  }
  const auto when = checked::payload<checked::period>(e);
  return whose && (when.turn || s.phase == when.phase);
}
// `this was deployed this turn`: in play, deployed since the turn began (001 Deploying and
// Docking: "attack on the turn that they are deployed").
bool deployed_this_turn(const eval_context& c, const expr& e) {
  return about(c, e, [&](card_id x) {
    const engine::card_instance& ci = c.s->card(x);
    return engine::in_play(ci.zone) && ci.deployed_at > c.s->deploys_before_turn;
  });
}
// `your trait pool is empty`: no trait of any kind in it (001 Buy Phase).
bool pool_empty(const eval_context& c, const expr& e) {
  const std::vector<player_id> who = players_of(c, e.args[0]);
  return !who.empty() && std::all_of(who.begin(), who.end(), [&](player_id p) {
    const auto& pool = c.s->player(p).pool;
    return std::all_of(pool.begin(), pool.end(), [](auto n) { return n == 0; });
  });
}

// 001 Advanced Rules: "the last Ability or Event on the stack is the first one to resolve";
// an item resolving has left it, so its own text reads what waits under it.
bool stack_empty(const eval_context& c, const expr&) { return c.s->stack.empty(); }
// `an event an opponent controls is on the stack`: some item whose source fits, of the kind
// the noun names (an event's effect, an ability, or either for `effect`).
bool on_stack(const eval_context& c, const expr& e) {
  const expr& sel = e.args[0];
  const words::noun n = as<words::noun>(c, sel.word);
  return std::any_of(c.s->stack.begin(), c.s->stack.end(), [&](const engine::stack_item& i) {
    if ((n == words::noun::event && !i.is_event()) || (n == words::noun::ability && i.is_event())) return false;
    return matches(c, sel, i.source, false);
  });
}

// One function per condition op, indexed by op; none: not a condition.
using condition = bool (*)(const eval_context&, const expr&);
constexpr std::size_t condition_ops = static_cast<std::size_t>(op::on_stack) + 1;
constexpr std::array<condition, condition_ops> conditions() {
  std::array<condition, condition_ops> t{};
  t[static_cast<std::size_t>(op::any_of)] = any_of;
  t[static_cast<std::size_t>(op::all_of)] = all_of;
  t[static_cast<std::size_t>(op::negate)] = negate;
  t[static_cast<std::size_t>(op::has_state)] = has_state;
  t[static_cast<std::size_t>(op::has_tag)] = has_tag;
  t[static_cast<std::size_t>(op::has_keyword)] = has_keyword;
  t[static_cast<std::size_t>(op::adjacent)] = adjacent;
  t[static_cast<std::size_t>(op::is_kind)] = is_kind;
  t[static_cast<std::size_t>(op::in_zone)] = is_in_zone;
  t[static_cast<std::size_t>(op::did)] = did;
  t[static_cast<std::size_t>(op::rules_are)] = rules_are;
  t[static_cast<std::size_t>(op::deployed_this_turn)] = deployed_this_turn;
  t[static_cast<std::size_t>(op::was_destroyed)] = was_destroyed;
  t[static_cast<std::size_t>(op::left_play)] = was_destroyed;
  t[static_cast<std::size_t>(op::attacked_turn)] = attacked_this_turn;
  t[static_cast<std::size_t>(op::controls)] = controls;
  t[static_cast<std::size_t>(op::compare)] = compare;
  t[static_cast<std::size_t>(op::has_amount)] = has_amount;
  t[static_cast<std::size_t>(op::has_most)] = has_amount;
  t[static_cast<std::size_t>(op::pool_empty)] = pool_empty;
  t[static_cast<std::size_t>(op::is_period)] = is_period;
  t[static_cast<std::size_t>(op::stack_empty)] = stack_empty;
  t[static_cast<std::size_t>(op::on_stack)] = on_stack;
  return t;
}
constexpr std::array<condition, condition_ops> condition_table = conditions();

}  // namespace

// `if an opponent has more money than you { take 2M from that player }`: the players of a
// condition on some player that fit it, in seat order (blind design batch 25, d14); `if its
// controller controls no other characters { that player loses 3M }`: the player a condition
// on one named player names (blind design batch 40, d17); none for any other condition.
std::vector<player_id> run_parts::players_fitting(const eval_context& c, const expr& e) {
  if ((e.o != op::has_amount && e.o != op::has_most && e.o != op::controls) || e.args.empty()) return {};
  const expr& who = e.args[0];
  if (who.o == op::player_ref && as<pronoun>(c, who.word) != pronoun::acting) return players_of(c, who);
  if (!some_player(c, who)) return {};
  if (e.o != op::controls) return players_that_have(c, e);
  std::vector<player_id> fit = players_of(c, who);
  std::erase_if(fit, [&](player_id p) { return !controls_enough(c, e, p); });
  return fit;
}

bool holds(const eval_context& c, const expr& e) {
  const auto i = static_cast<std::size_t>(e.o);
  if (i >= condition_table.size() || !condition_table[i]) unsupported(e, "this condition");
  return condition_table[i](c, e);
}

namespace {
// `that many` / `that much` (docs/rulings.md, That many): what the statement just before did,
// the cards it put into a zone (value 0) or the money lost, paid or taken (1); one player's
// own count in a statement of players its subject names, else the total.
int that_many(const eval_context& c, const expr& e) {
  if (!c.tally) return e.value == 1 ? c.heard_money : 0;  // a money trigger's event (run_sequence)
  const statement_tally& t = *c.tally;
  const bool own = c.own_count && c.you != engine::no_player && (t.players >> c.you & 1U);
  const engine::ops::tally& done = own ? t.each[static_cast<std::size_t>(c.you)] : t.total;
  return clamp_int(e.value == 1 ? done.money : done.cards);
}
}  // namespace

namespace {
// What `for each` counts as an amount, not as the cards a selection names.
bool counts_per_each(op o) {
  return o == op::counters_on || o == op::counters_removed || o == op::played_by || o == op::destroyed_count || o == op::destroyed_way || o == op::left_count;
}

// `the number of SEL`, `for each SEL`: the players that fit where SEL names players (`for each
// opponent`: each player in the game but you; issue 27, p12), else the cards that fit.
int count_fits(const eval_context& c, const expr& sel) {
  if (sel.o == op::you || is_player_noun(c, sel)) return static_cast<int>(players_of(c, sel).size());
  if (c.heard_draw > 0 && !c.hand_as_drawn) {  // in a draw trigger, the hand as that draw left it (filters.cpp in_zone)
    eval_context counting = c;
    counting.hand_as_drawn = true;
    return count_fits(counting, sel);
  }
  return static_cast<int>(every_fit(c, sel, reads_piles(c)).size());  // a count reads piles too
}
// The quantity `the greatest BQ among SEL` reads (e.args[0]) of each card or player its
// selection names, one at a time: a card's trait (none when null: 001 Traits, Important Note,
// it is left out) or valuation, a player's money.
std::vector<int> each_quantity(const eval_context& c, const expr& q) {
  std::vector<int> values;
  if (q.o == op::money_of) {
    for (player_id p : players_of(c, q.args[0])) values.push_back(player_number(c, p, checked::player_number::money));
    return values;
  }
  const auto what = q.o == op::valuation_of ? checked::card_number::valuation
                                            : static_cast<checked::card_number>(trait_of_word(c, q));
  for (card_id x : anchors(c, q.args[0], reads_piles(c)))
    if (const auto v = card_number(c, x, what)) values.push_back(*v);
  return values;
}
// `the greatest ... among`: the largest value (`the least`: the smallest); 0 when none fits.
int extreme_amount(const eval_context& c, const expr& e) {
  const std::vector<int> values = each_quantity(c, e.args[0]);
  if (values.empty()) return 0;
  const bool least = as<comparison>(c, e.word) == comparison::less;
  return least ? *std::min_element(values.begin(), values.end()) : *std::max_element(values.begin(), values.end());
}
// The amounts that read cards or players, where `you` may stand; not `that many` (what the
// player doing it did: docs/reference.md, 9) nor what wraps another amount.
bool reads_you(op o) {
  switch (o) {
    case op::count_of: case op::per_each: case op::trait_of: case op::money_of: case op::pool_of: case op::hand_of:
    case op::extreme_of: case op::drawn_by: case op::played_by: case op::bought_by: case op::sold_by: case op::destroyed_count: case op::destroyed_way: case op::left_count:
    case op::damage_on: case op::counters_on: case op::valuation_of: return true;
    default: return false;
  }
}
// An amount in a statement other players do, read as the card's controller reads it: `you`
// is the controller, `they` / `their` the player doing it (eval_context::amount_you).
eval_context as_controller(const eval_context& c) {
  eval_context mine = c;
  if (mine.that_player == engine::no_player && (!mine.named_players || mine.named_players->empty())) mine.that_player = c.you;
  mine.you = c.amount_you;
  mine.card_you = c.amount_you;
  mine.amount_you = engine::no_player;
  return mine;
}
}  // namespace

int amount(const eval_context& c, const expr& e) {
  if (c.amount_you != engine::no_player && c.amount_you != c.you && reads_you(e.o)) return amount(as_controller(c), e);
  switch (e.o) {
    case op::number: return clamp_int(e.value);
    case op::cost_arg: return clamp_int(e.value);
    case op::parameter: {
      const expr* arg = parameter(c, e);
      if (!arg) unsupported(e, fmt::format("the parameter '{}' outside its keyword", render(e)));
      return amount(c, *arg);
    }
    case op::negate: return -amount(c, e.args[0]);
    case op::count_of: return count_fits(c, e.args[0]);
    case op::per_each:  // once per card or player that fits, or per counter (`for each development counter on
                        // this`), per event played or per card destroyed this turn
      return amount(c, e.args[0]) * (counts_per_each(e.args[1].o) ? amount(c, e.args[1]) : count_fits(c, e.args[1]));
    case op::damage_dealt: return c.dealt;
    case op::chosen_amount: return std::max(0, c.chosen);
    case op::counters_removed: return c.removed;
    case op::replaced_damage:  // what is left of the damage a replacement replaces
      return c.work && c.replaced.depth >= 0 ? c.work->damage_replaced(c.replaced.depth).amount : 0;
    case op::trait_of: return trait_amount(c, e).value_or(0);
    case op::money_of:
    case op::hand_of:
    case op::pool_of: {  // of several players, their total
      long long total = 0;
      const auto what = e.o == op::money_of  ? checked::player_number::money
                        : e.o == op::hand_of ? checked::player_number::hand
                                             : static_cast<checked::player_number>(trait_of_word(c, e));
      for (player_id p : players_of(c, e.args[0])) total += player_number(c, p, what);
      return clamp_int(total);
    }
    case op::extreme_of: return extreme_amount(c, e);
    case op::half_of: {  // rounded down (docs/rulings.md, Half)
      const int whole = amount(c, e.args[0]);
      return whole >= 0 ? whole / 2 : -((1 - whole) / 2);
    }
    case op::drawn_by: return drawn_this_turn(c, e);
    case op::played_by: case op::bought_by: case op::sold_by: return played_this_turn(c, e);
    case op::destroyed_count: case op::left_count: return destroyed_this_turn(c, e);
    case op::destroyed_way: return destroyed_this_way(c, e);
    case op::that_many: return that_many(c, e);
    case op::damage_on:
    case op::counters_on:
    case op::valuation_of: {  // of several cards, their total (as `the TRAIT of`)
      const auto what = e.o == op::damage_on     ? checked::card_number::damage
                        : e.o == op::counters_on ? checked::card_number::counters
                                                 : checked::card_number::valuation;
      long long total = 0;
      for (card_id x : anchors(c, e.args[0], reads_piles(c))) total += card_number(c, x, what).value_or(0);
      return clamp_int(total);
    }
    default: unsupported(e, "this amount");
  }
}


}  // namespace megacorp
