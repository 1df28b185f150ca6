// Internal to run/effects*.cpp: the statement runners by family (effects.cpp tables them by op).
#pragma once

#include "engine/ops.hpp"
#include "run/evaluator_parts.hpp"

namespace megacorp::run_parts {

// The cause a statement's changes give: card text.
inline constexpr engine::cause why = engine::rule::card_text;

// What players have: money, their trait pool, cards drawn, the game (effects_players.cpp).
void run_gain_money(eval_context& c, const expr& e, engine::ops& o);
void run_take_money(eval_context& c, const expr& e, engine::ops& o);
void run_give_money(eval_context& c, const expr& e, engine::ops& o);
void run_lose_money(eval_context& c, const expr& e, engine::ops& o);
void run_pay_money(eval_context& c, const expr& e, engine::ops& o);
void run_produce(eval_context& c, const expr& e, engine::ops& o);
void run_take_traits(eval_context& c, const expr& e, engine::ops& o);
void run_draw(eval_context& c, const expr& e, engine::ops& o);
void run_win_game(eval_context& c, const expr& e, engine::ops& o);  // and lose_game

// Finding, showing and moving cards: between zones, into, within and out of a network,
// into and out of piles (effects_moving.cpp).
void run_search(eval_context& c, const expr& e, engine::ops& o);
void run_reveal(eval_context& c, const expr& e, engine::ops& o);
void run_choose(eval_context& c, const expr& e, engine::ops& o);
void run_look(eval_context& c, const expr& e, engine::ops& o);
void run_put(eval_context& c, const expr& e, engine::ops& o);
void run_discard(eval_context& c, const expr& e, engine::ops& o);
void run_deploy(eval_context& c, const expr& e, engine::ops& o);
void run_redeploy(eval_context& c, const expr& e, engine::ops& o);
void run_move(eval_context& c, const expr& e, engine::ops& o);
void run_swap(eval_context& c, const expr& e, engine::ops& o);
void run_bond(eval_context& c, const expr& e, engine::ops& o);
void run_unbond(eval_context& c, const expr& e, engine::ops& o);

// Changing cards in play: engaged or not, destroyed, counters, damage, traits, keywords,
// valuation (effects_cards.cpp).
void run_engage(eval_context& c, const expr& e, engine::ops& o);   // and disengage
void run_destroy(eval_context& c, const expr& e, engine::ops& o);  // and annihilate
void run_sell(eval_context& c, const expr& e, engine::ops& o);
void run_add_counters(eval_context& c, const expr& e, engine::ops& o);
void run_remove_counters(eval_context& c, const expr& e, engine::ops& o);
void run_shuffle(eval_context& c, const expr& e, engine::ops& o);
// A target card an amount or a condition names is `it` after it (`gain the number of
// development counters on target card you control M, then destroy it`; the checker's name_targets).
void name_target_in(eval_context& c, const expr& e);
void run_deal_damage(eval_context& c, const expr& e, engine::ops& o);
void run_redirect_damage(eval_context& c, const expr& e, engine::ops& o);  // `deal that damage to SEL`
void run_prevent_damage(eval_context& c, const expr& e, engine::ops& o);
void run_remove_damage(eval_context& c, const expr& e, engine::ops& o);
void run_gain_control(eval_context& c, const expr& e, engine::ops& o);
void run_become_copy(eval_context& c, const expr& e, engine::ops& o);
void run_grant_keywords_of(eval_context& c, const expr& e, engine::ops& o);
void run_exchange_control(eval_context& c, const expr& e, engine::ops& o);
void run_cancel(eval_context& c, const expr& e, engine::ops& o);
void run_copy(eval_context& c, const expr& e, engine::ops& o);
void run_modify_trait(eval_context& c, const expr& e, engine::ops& o);
void run_grant_keyword(eval_context& c, const expr& e, engine::ops& o);
void run_grant_rule(eval_context& c, const expr& e, engine::ops& o);
void run_remove_keyword(eval_context& c, const expr& e, engine::ops& o);
void run_modify_valuation(eval_context& c, const expr& e, engine::ops& o);
void run_reset(eval_context& c, const expr& e, engine::ops& o);

}  // namespace megacorp::run_parts
