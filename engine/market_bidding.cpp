// Variant open-market-bidding (engine/market_bidding.hpp).
#include "engine/market_bidding.hpp"

#include "engine/legality.hpp"
#include "engine/network.hpp"

#include <fmt/format.h>

namespace engine {

std::vector<cell> bid_places(const state& s, player_id p, card_id c) {
  std::vector<cell> out;
  for (cell at : dockable_cells(s.player(p).network))
    if (deploy_ok(s, act::buy(p, c, p, at), no_card, nullptr)) out.push_back(at);
  return out;
}

namespace {

// Whether q may bid more than `high` money for c: the money, the trait costs from their pool
// (001 How to Buy a Card: "traits must be paid") and a place for it.
bool may_outbid(const state& s, player_id q, card_id c, cost price, int high) {
  price.money = high + 1;
  return !s.player(q).lost && affordable(s, q, price, "bid for", c, nullptr) && !bid_places(s, q, c).empty();
}

// q's bid: how much above `best`, 0 passing (a pending decision, engine/decision.hpp).
int ask_raise(ops& o, player_id q, card_id c, const winning_bid& best) {
  choice_request r;
  r.player = q;
  r.source = c;
  r.what = fmt::format("how much more than player {}'s bid of {} money to bid for \"{}\", 0 to pass (002 Layout "
                       "Functions: Bidding, \"they may bid for the card by paying a higher valuation value\")",
                       best.player + 1, best.money, o.st().name_of(c));
  r.up_to = static_cast<int>(o.st().player(q).money - best.money);
  return o.ask_amount(r);
}

}  // namespace

winning_bid open_market_bidding(ops& o, player_id buyer, card_id c, const cost& price) {
  const state& s = o.st();
  const int n = s.player_count();
  winning_bid best{buyer, price.money};
  std::vector<bool> passed(static_cast<std::size_t>(n), false);
  // Each round asks every player still bidding once; a bid raises the price by at least one
  // money, and no player bids more than they hold, so the bidding ends.
  for (bool raised = true; raised;) {
    raised = false;
    for (int i = 1; i <= n; ++i) {
      const auto q = static_cast<player_id>((buyer + i) % n);
      if (q == best.player || passed[q]) continue;
      const int more = may_outbid(s, q, c, price, best.money) ? ask_raise(o, q, c, best) : 0;
      if (more == 0) {
        passed[q] = true;
        continue;
      }
      best = {q, best.money + more};
      raised = true;
    }
  }
  return best;
}

void buy_by_bid(ops& o, const winning_bid& w, card_id c, const cost& price) {
  const state& s = o.st();
  cost paid = price;
  paid.money = w.money;
  o.pay_cost(path::market_bid_paid, w.player, paid, rule::open_market_bid, c);
  o.count_buy(w.player, c, rule::open_market_bid);
  o.set_owner_and_controller(c, w.player, rule::open_market_bid);
  choice_request r;
  r.player = w.player;
  r.source = c;
  r.card = c;
  r.network = w.player;
  r.cells = bid_places(s, w.player, c);
  r.what = fmt::format("where \"{}\", won by the bid, is deployed in your network (001 Buy Phase: \"Once a card is "
                       "bought, it must be deployed immediately\")",
                       s.name_of(c));
  const std::optional<cell> at = o.ask_cell(r);
  // 001 Buy Phase: "Once a card is bought, it must be deployed immediately."
  if (at) o.deploy(path::bid_won_deployed, c, w.player, *at, rule::deploy);
}

}  // namespace engine
