// Engine primitives for money and trait pools (ops.hpp): gains, payments, transfers,
// each bounded by max_amount and recorded.
#include "engine/ops.hpp"

#include "engine/invariants.hpp"
#include "engine/rules.hpp"

#include <algorithm>
#include <string>

namespace engine {

namespace {

// a + n, or amount_limit when it would pass max_amount (engine/types.hpp).
amount added(amount a, amount n, const char* what, player_id p) {
  if (n > max_amount - a)
    throw amount_limit(std::string("player ") + std::to_string(p + 1) + "'s " + what + " would pass " +
                       std::to_string(max_amount) + " (the engine's ceiling for amounts, docs/engine.md)");
  return a + n;
}
}  // namespace

// A player card text says cannot gain money gains none (docs/rulings.md, Players who
// cannot lose or gain): the log says so.
bool ops::may_gain(path asked, player_id p, amount n, card_id source) {
  if (n <= 0 || can_gain_money(game(), asked, p)) return true;
  record(path::gain_prevented, {.kind = event_kind::nothing_happened, .player = p, .card = source, .amount = n,
                                .why = rule::cannot_gain_money});
  return false;
}

void ops::gain_money(path at, path asked, player_id p, amount n, cause why, card_id source) {
  if (n < 0) engine_bug("negative gain");
  if (!may_gain(asked, p, n, source)) return;
  game().player(p).money = added(game().player(p).money, n, "money", p);
  game().bank_flow += n;
  record(at, {.kind = event_kind::money_changed, .player = p, .card = source, .amount = n, .why = why});
}

void ops::sell(path at, path paid_at, path gain_asked, card_id c, player_id seller, cause why, bool phase_sale) {
  const player_id holder = game().card(c).controller;
  const bool business = game().player(holder).business == c;
  gain_money(paid_at, gain_asked, seller, sale_value(game(), c), why, c);
  count_sale(seller, c, why, phase_sale);
  if (!to_open_market(at, c, why) && !game().rules.sale_replaced_unheard)  // replaced: still a sale
    record(path::sale_replaced, {.kind = event_kind::card_sold, .player = seller, .card = c, .why = why});
  if (business) lose(path::lose_business_sold_asked, holder, loss_reason::business_lost, rule::business_lost);
}

void ops::pay_money(path at, player_id p, amount n, cause why, card_id source, keyword_rule by) {
  if (n < 0 || n > game().player(p).money) engine_bug("payment larger than money held");
  game().player(p).money -= n;
  game().bank_flow -= n;
  done_.money += n;
  record(at, {.kind = event_kind::money_changed, .player = p, .card = source, .amount = -n, .why = why, .by = by});
}

void ops::lose_money(path at, player_id p, amount n, cause why, card_id source) {
  if (n < 0 || n > game().player(p).money) engine_bug("loss larger than money held");
  game().player(p).money -= n;
  game().bank_flow -= n;
  done_.money += n;
  record(at, {.kind = event_kind::money_changed, .player = p, .card = source, .amount = -n, .why = why});
}

amount ops::transfer_money(path at, path asked, player_id from, player_id to, amount n, cause why, card_id source) {
  if (n < 0 || n > game().player(from).money) engine_bug("transfer larger than money held");
  if (!may_gain(asked, to, n, source)) return 0;  // nothing moves: the giver keeps it
  game().player(to).money = added(game().player(to).money, n, "money", to);
  game().player(from).money -= n;
  done_.money += n;
  record(at, {.kind = event_kind::money_transferred, .player = from, .other = to, .card = source, .amount = n,
          .why = why});
  return n;
}

void ops::add_to_pool(path at, player_id p, trait t, amount n, cause why, card_id source) {
  amount& have = game().player(p).pool[static_cast<int>(t)];
  have = added(have, n, "trait pool", p);
  record(at, {.kind = event_kind::pool_changed, .player = p, .card = source, .amount = n, .t = t, .why = why});
}

void ops::spend_pool(path at, player_id p, trait t, amount n, cause why, card_id source, keyword_rule by) {
  amount& have = game().player(p).pool[static_cast<int>(t)];
  if (n < 0 || n > have) engine_bug("trait payment larger than the pool");
  have -= n;
  record(at, {.kind = event_kind::pool_changed, .player = p, .card = source, .amount = -n, .t = t, .why = why, .by = by});
}

void ops::pay_cost(path at, player_id p, const cost& c, cause why, card_id source, keyword_rule by) {
  if (c.money > 0) pay_money(at, p, c.money, why, source, by);
  for (trait t : all_traits)
    if (const int n = c.traits[static_cast<int>(t)]; n > 0) spend_pool(at, p, t, n, why, source, by);
}

void ops::empty_pools(cause why) {
  for (player_id p = 0; p < game().player_count(); ++p) {
    auto& pool = game().player(p).pool;
    if (std::any_of(pool.begin(), pool.end(), [](int v) { return v != 0; })) {
      pool.fill(0);
      record(path::pools_emptied, {.kind = event_kind::pools_emptied, .player = p, .why = why});
    }
  }
}

}  // namespace engine
