// Statements on players: money, the trait pool, drawing cards, winning and losing the game.
#include "run/statement_runners.hpp"

#include <algorithm>
#include <array>

namespace megacorp::run_parts {

void run_gain_money(eval_context& c, const expr& e, engine::ops& o) {
  o.gain_money(engine::path::text_gained, engine::path::text_gain_allowed, c.you, std::max(0, amount(c, e.args[0])), why, c.self);
}

namespace {
// A player loses money by card text (the one site of path text_lost).
void lose_by_text(engine::ops& o, player_id p, engine::amount n, card_id source) {
  o.lose_money(engine::path::text_lost, p, n, why, source);
}

// `take` and `give`: a transfer (docs/rulings.md, Players who cannot lose or gain). When the
// receiver cannot gain it nothing moves; under variant blocked-transfer-still-lost the giver
// loses it anyway, to the bank.
void transfer_or_lose(engine::ops& o, engine::path at, engine::path asked, player_id from, player_id to, engine::amount n,
                      card_id source) {
  if (o.transfer_money(at, asked, from, to, n, why, source) == 0 && o.st().rules.blocked_transfer_still_lost)
    lose_by_text(o, from, n, source);
}

// The players a transfer moves money with: those it names (transfer_named), with the
// acting player's choice among them where it names one of several.
std::vector<player_id> transfer_players(const eval_context& c, const expr& sel, engine::ops& o) {
  return sel.o == op::you ? transfer_named(c, sel) : players_acted_on(c, sel, o);
}
}  // namespace

void run_take_money(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // From each player named, what they have up to the amount (001 Resources: money
  // cannot be negative); nothing from yourself.
  const engine::amount n = std::max(0, amount(c, e.args[0]));
  for (player_id p : transfer_players(c, e.args[1], o)) {
    const engine::amount taken = std::min<engine::amount>(n, s.player(p).money);
    if (p != c.you && taken > 0) transfer_or_lose(o, engine::path::text_taken, engine::path::text_take_gain_allowed, p, c.you, taken, c.self);
    else if (p != c.you && n > 0)  // the log says so (issue 27)
      o.record(engine::path::text_take_refused, {.kind = engine::event_kind::nothing_happened, .player = c.you, .other = p,
                                                 .card2 = c.self, .amount = n, .why = engine::rule::no_money_taken});
  }
}

void run_give_money(eval_context& c, const expr& e, engine::ops& o) {
  // To each player named in turn, the amount while you have it (001 Resources: money
  // cannot be negative); nothing to yourself.
  const engine::amount n = std::max(0, amount(c, e.args[0]));
  for (player_id p : transfer_players(c, e.args[1], o)) {
    const engine::amount given = std::min<engine::amount>(n, o.st().player(c.you).money);
    if (p != c.you && given > 0) transfer_or_lose(o, engine::path::text_given, engine::path::text_give_gain_allowed, c.you, p, given, c.self);
    else if (p != c.you && n > 0)  // the log says so (issue 27)
      o.record(engine::path::text_give_refused, {.kind = engine::event_kind::nothing_happened, .player = c.you, .other = p,
                                                 .card2 = c.self, .amount = n, .why = engine::rule::no_money_given});
  }
}

void run_lose_money(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // Losing more than is held takes what there is (001 Resources: money cannot be negative).
  const engine::amount n = std::min<engine::amount>(std::max(0, amount(c, e.args[0])), s.player(c.you).money);
  if (n > 0) lose_by_text(o, c.you, n, c.self);
}

namespace {
// `pay x` as a cost: the player chooses x, from 0M to what their money pays (with the
// ability's cost change), at most engine::max_chosen_amount (docs/rulings.md, A cost the
// player chooses).
int choose_x(const eval_context& c, const expr& pay, engine::ops& o) {
  const std::int64_t money = o.st().player(c.you).money - cost_change_of(c, pay);
  engine::choice_request r;
  r.player = c.you;
  r.source = c.self;
  r.what = "the amount x to pay (pay x)";
  r.up_to = static_cast<int>(std::clamp<std::int64_t>(money, 0, engine::max_chosen_amount));
  // Targets that read x were chosen with the play: only the amounts under which they still
  // fit (none of them payable: every amount, as the play was allowed for some x).
  if (c.x_allowed)
    for (int n : *c.x_allowed)
      if (n <= r.up_to) r.amounts.push_back(n);
  return o.ask_amount(r);
}
}  // namespace

// `pay 2M`, `pay 1M + 1BQ`: all of it, the traits from the trait pool, or nothing.
void run_pay_money(eval_context& c, const expr& e, engine::ops& o) {
  if (e.args[0].o == op::chosen_amount && c.chosen < 0) c.chosen = choose_x(c, e, o);
  const engine::cost price = price_of(c, e);
  if (affords(o.st(), c.you, price)) {
    // One site, a path for each thing paid (engine/paths.hpp).
    static constexpr std::array<engine::path, 3> paths = {engine::path::text_paid, engine::path::ability_cost_paid,
                                                          engine::path::additional_cost_paid};
    o.pay_cost(paths[static_cast<std::size_t>(c.pays)], c.you, price, why, c.self);
  } else if (c.did) {
    *c.did = false;  // a payment that cannot be made is not made
  }
}

void run_produce(eval_context& c, const expr& e, engine::ops& o) {
  // 001 Buy Phase: traits go to the player's pool. In another player's turn too: every
  // pool empties at the End Phase ("Then all Trait pools empty"; docs/rulings.md).
  o.add_to_pool(engine::path::text_produced, c.you, trait_of_word(c, e), std::max(0, amount(c, e.args[0])), engine::rule::text_produce, c.self);
}

// `take 2 BQ from target opponent`: from each player named, what their trait pool holds of the
// trait up to N, into the acting player's pool (001 Buy Phase: a pool holds traits, none
// below nothing); nothing from yourself.
void run_take_traits(eval_context& c, const expr& e, engine::ops& o) {
  const engine::trait t = trait_of_word(c, e);
  const engine::amount n = std::max(0, amount(c, e.args[0]));
  for (player_id p : transfer_players(c, e.args[1], o)) {
    const engine::amount taken = std::min<engine::amount>(n, o.st().player(p).pool[static_cast<std::size_t>(t)]);
    if (p == c.you || taken <= 0) continue;
    o.spend_pool(engine::path::text_traits_taken, p, t, taken, why, c.self);
    o.add_to_pool(engine::path::text_traits_received, c.you, t, taken, why, c.self);
  }
}

void run_draw(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  for (int i = amount(c, e.args[0]); i > 0 && !s.over(); --i) o.draw(engine::path::text_drawn, c.you, engine::rule::draw);
}

void run_win_game(eval_context& c, const expr& e, engine::ops& o) {
  for (player_id p : players_acted_on(c, e.args[0], o)) {
    if (e.o == op::win_game) o.win(engine::path::text_win_asked, p, engine::rule::card_effect_win);
    else o.lose(engine::path::text_lose_asked, p, engine::loss_reason::card_effect, engine::rule::card_effect_win);
  }
}

}  // namespace megacorp::run_parts
