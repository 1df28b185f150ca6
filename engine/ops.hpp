// Engine primitives: the only code that changes a game in play. Each public method that
// changes the state records an event with its cause: a change players are told of, or the
// engine's bookkeeping (event_log.hpp is_bookkeeping); tests/engine/ops_events_tests.cpp
// drives each method, and fails on a method it has no row for. Rules code (flow, combat, stack, apply) and
// card behaviour (through behaviour.hpp) read the state through st(), which is const, and
// change it through the named methods here (scripts/check_state_writes.sh keeps it so).
// Building a board before play writes a fresh state directly: new_game (setup.hpp) and
// position (position.hpp, the board builder scenarios and tests use) until start();
// apply() (apply.cpp) commits or rolls back an action as a whole (docs/engine.md).
#pragma once

#include "engine/behaviour.hpp"
#include "engine/cause.hpp"
#include "engine/decision.hpp"
#include "engine/event_log.hpp"
#include "engine/limits.hpp"
#include "engine/path_watch.hpp"
#include "engine/rule_memo.hpp"
#include "engine/state.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <utility>
#include <stdexcept>
#include <vector>

namespace engine {

class ops {
 public:
  // `answers`: the answers to questions card text asks, in order (engine/decision.hpp);
  // a question past them throws decision_needed, which apply() turns into a pending decision,
  // unless the questions are held (hold_questions).
  ops(state& s, event_log* log, const std::vector<answer>* answers = nullptr) : game_(s), log_(log) {
    tape_.answers = answers;
  }
  // The game, read-only: every change goes through a method below.
  const state& st() const { return game_; }
  // Every change is recorded: into the log when there is one, and kept for the card text
  // that waits for events of its kind (fire_observed). `at`: the path by which it arose,
  // one id a site (engine/paths.hpp).
  // Returns the event as recorded, its path set. Bookkeeping is not progress (recorded())
  // and no card text waits for it.
  event record(path at, event e) {
    e.at = at;
    e.in_combat = game().combat.active();
    if (log_) log_->record(e);
    if (path_watch* w = watching_paths) [[unlikely]]
      w->produced(e, game());
    if (is_bookkeeping(e.kind)) return e;
    ++recorded_;
    if (game().behaviour && game().behaviour->watches(e.kind)) {
      observed_.push_back({e, {observed_count_++, effect_}});
    }
    return e;
  }
  // One effect (docs/rulings.md, Holders that left play in the same action): the events
  // recorded while it is open count as simultaneous with the leaving of a card it takes out
  // of play, whose text hears them all. Opened by each statement of card text and by the
  // rules that destroy several cards at once (combat damage, lowered traits, orphans).
  class one_effect {
   public:
    explicit one_effect(ops& o) : o_(o), was_(std::exchange(o.effect_, ++o.effects_)) {}
    ~one_effect() { o_.effect_ = was_; }
    one_effect(const one_effect&) = delete;
    one_effect& operator=(const one_effect&) = delete;

   private:
    ops& o_;
    std::uint32_t was_;
  };
  // The parties of the combat `e` happened in: the combat under way, or the one that ended
  // during this action; none when `e` happened outside a combat.
  combat_parties combat_of(const event& e) const;
  // Questions card text asks a player mid-action (engine/decision.hpp): answered from the
  // answers given so far, else the action stops here with the question pending.
  // The question's decision_needed, with the events logged so far (engine/decision.hpp);
  // with the questions held, the question kept (the first one only) instead.
  void need(const choice_request& r, std::vector<card_id> picked);
  // Questions held (apply's runs; engine/decision.hpp): a question without an answer is
  // kept, not thrown, and its ask returns a placeholder answer (one it could have had: the
  // first option, or none when optional, `no`, 0). From then on the game is frozen: any
  // ops method that would touch it throws the question (game()), so the state stays as it
  // was when the question was put, as if it had been thrown there. Card text and the rules
  // return as soon as they see asked(); what they read meanwhile changes nothing.
  void hold_questions() { holds_ = true; }
  bool asked() const { return question_.has_value(); }
  decision_needed take_question() { return std::move(*question_); }
  // The question's text, written by its asker once it is put (a `may`'s text, rendered only then).
  void name_question(std::string what) { question_->question.what = std::move(what); }
  // A combat's end run as a scope ends (engine/combat_damage.cpp), as it runs while a thrown
  // question unwinds: a change made past the frozen game, only for the question put inside
  // that scope (asked_before: whether one was put before it began).
  void end_combat_as_scope_ends(bool asked_before, path at, cause why);
  bool ask_may(const choice_request& r);                    // a "may": yes or no
  std::vector<card_id> ask_cards(const choice_request& r);  // the options picked (none if optional)
  std::optional<cell> ask_cell(const choice_request& r);    // a place, or none if optional
  player_id ask_player(const choice_request& r);            // one of r.players, or no_player if optional
  int ask_amount(const choice_request& r);                  // one of 0..r.up_to
  int ask_mode(const choice_request& r);                    // one of r.open_modes
  // The amount the last ask_amount of this action chose (a cost's `pay x`), then none (0):
  // the stack item keeps it (stack_item::amount).
  int take_chosen_amount() { return std::exchange(chosen_amount_, 0); }
  // One of 0..n-1 drawn from the game's seeded generator (`discard a card at random`).
  // Recorded (random_drawn): the generator is part of the game.
  std::size_t random_below(std::size_t n, card_id source, cause why);
  // The development counters remove_counters took off cards since the last call (a cost's
  // `remove all development counters from this`), then none: the stack item keeps them
  // (stack_item::removed) for `the number of development counters removed this way`.
  int take_counters_removed() { return std::exchange(counters_removed_, 0); }
  // The cards put into a zone and the money lost, paid or transferred since this ops began
  // (a player leaving the game aside): card text's `that many` / `that much` is the difference
  // around its statement before (docs/rulings.md, That many). And the development counters
  // put on or taken off cards, for `if you did` after a statement that only moves counters.
  struct tally {
    std::int64_t cards = 0, money = 0, counters = 0;
  };
  tally done() const { return done_; }
  // The one card the costs being paid chose (`destroy another character you control`), which
  // `it` names in the effect (docs/rulings.md, A card that left play): card behaviour names
  // it as it pays, the stack item keeps it (stack_item::it), then none.
  void name_cost_card(card_id c) { cost_card_ = c; }
  card_id take_cost_card() { return std::exchange(cost_card_, no_card); }
  // The space card c was in just before it left play during this action, its last known
  // place (a bonded card's: its pile top's), as `adjacent to this` in the text of a card that
  // left reads it (docs/rulings.md, A cost that takes its card out of play); where it is
  // now if it did not leave; none outside a network.
  target_space last_known_place(card_id c) const;
  // The numbers card c had as it last was in play, when it left play during this action
  // and is not in play now (its last known information: docs/rulings.md, A card that left
  // play); none otherwise. Taken as it left, before the cards under it went (a pile's top
  // with what its pile gave it). The runner of card text decides when to read them.
  const card_numbers* last_known_numbers(card_id c) const;
  // The controller card c had as it last was in play, when it left play during this action
  // and is not in play now; its controller now otherwise. Its text that waits for its leaving
  // is done by that player (docs/reference.md 6; docs/rulings.md, A card that left play).
  player_id last_known_controller(card_id c) const;
  // The game with card c back as it last was in play, in `scratch`, when it left play during
  // this action and is not in play now; null otherwise. Card text reads its state there
  // (`if it is orphaned` after `when a card you control is destroyed`), as its numbers are read
  // from last_known_numbers (docs/rulings.md, A card that left play).
  const state* as_it_left(card_id c, state& scratch) const;

  // Money and trait pools (001 Resources). pay_* require the amount to be held; a gain
  // past max_amount throws amount_limit. Each money change names its path (`at`): trigger
  // phrases answer money events (`when an opponent gains money`), so every caller is a site
  // of its own (docs/engine.md, "Path ids"; docs/rulings.md, Money gained and lost).
  // `asked`: where the gain asks whether p can gain money (rule_query::can_gain_money; if
  // not, nothing is gained and the log says why: docs/rulings.md, Players who cannot lose or gain).
  void gain_money(path at, path asked, player_id p, amount n, cause why, card_id source = no_card);
  // `by`: the keyword whose text asks the payment (UPKEEP's, 001 Accounting Phase), if one.
  void pay_money(path at, player_id p, amount n, cause why, card_id source = no_card, keyword_rule by = {});
  // Money lost to no one (`target opponent loses 2M`): as a payment to the bank, logged as a loss.
  void lose_money(path at, player_id p, amount n, cause why, card_id source = no_card);
  // A receiver who cannot gain money (asked at `asked`) receives nothing and the giver keeps
  // it. Returns what moved (n or 0).
  amount transfer_money(path at, path asked, player_id from, player_id to, amount n, cause why, card_id source = no_card);
  void add_to_pool(path at, player_id p, trait t, amount n, cause why, card_id source = no_card);
  void spend_pool(path at, player_id p, trait t, amount n, cause why, card_id source = no_card, keyword_rule by = {});
  // Pays a cost to the bank: its money (at `at`), then its traits from the pool.
  void pay_cost(path at, player_id p, const cost& c, cause why, card_id source = no_card, keyword_rule by = {});
  void empty_pools(cause why);

  // Card state (001 Card States) and counters (001 #Projects).
  // Engages c unless a rule says it cannot be engaged (001 Glossary TERRAIN C., rule query
  // can_engage): every path that engages a card comes here, so none can skip the rule.
  // Returns whether c was engaged.
  bool engage(path at, card_id c, cause why);
  void disengage(path at, card_id c, cause why);
  void add_counters(path at, card_id c, int n, cause why);
  // Takes up to n counters off (003 Glossary DEVELOPMENT); none recorded when it has none.
  void remove_counters(path at, card_id c, int n, cause why);
  // Marks n damage in trait t on a card in a network (001 Damage: "Damage does not lower
  // the trait, it is simply assigned"). Destruction is the caller's check. Returns the
  // event recorded, or none when card text replaced the damage.
  // The event's card is where the damage was dealt: another than c when a replacement
  // redirected it (docs/rulings.md, Damage prevented or redirected).
  std::optional<event> deal_damage(path at, card_id c, trait t, int n, cause why, card_id source, keyword_rule by = {});
  // The damage a `dealt damage` replacement's text is replacing (replacement_depth() when
  // its text began to run): it may prevent n of it (the rest goes on; returns how much was
  // prevented) or send it on to card `to` in play instead.
  int replacement_depth() const { return static_cast<int>(replacing_.size()) - 1; }
  const destruction& damage_replaced(int depth) const { return replacing_.at(static_cast<std::size_t>(depth)); }
  int prevent_damage(int depth, int n);
  void redirect_damage(int depth, card_id to);
  // The replacement about to run for the innermost event being replaced: it applies to that
  // event once (destruction::applied).
  // (These three change the event being replaced, which lives in ops, not the state: its
  // outcome is recorded by deal_damage.)
  void replacement_applies(card_id holder, int ability) { replacing_.back().applied.push_back({holder, ability}); }
  // Damage a replacement's `prevent the first N of that damage each turn` prevented this
  // turn (state::prevented), and adding to it.
  int prevented_this_turn(card_id holder, int ability) const;
  void add_prevented(card_id holder, int ability, int n);
  // Whether ability `ability` of `holder` triggered this turn under `for the first time each
  // turn` (state::fired_once), and counting that it did: only for a card in play (one out of
  // play is a new card when it comes back; docs/rulings.md, The first time each turn).
  bool fired_this_turn(card_id holder, int ability) const;
  void count_trigger(card_id holder, int ability, cause why);
  // Delayed effects (state::delayed; docs/rulings.md, Delayed effects): card text makes one
  // (delay), to run once at its moment. run_delayed runs, in the order they were made, those
  // whose moment it is (next_turn: player p's turn begins; end_of_phase: an End Phase
  // begins), each taken off the list as it acts, through card_behaviour::run_delayed; one made
  // meanwhile waits for the next such moment.
  void delay(const delayed_effect& d);
  void run_delayed(lasts_until moment, player_id p);
  // One-shot replacements (state::shields; docs/rulings.md, The next time): card text makes one
  // (make_shield) on a card in play; use_shield says the k-th applied, preventing `prevented`
  // of the damage it was left (one with none left, or waiting for the next event, is used up
  // and taken off the list).
  void make_shield(const shield& x);
  void use_shield(std::size_t k, int prevented);
  // Changes a card's trait by n until the end of the turn (state::modifiers), or while
  // the condition `lasts` names holds.
  void modify_trait_until_end_of_turn(card_id c, trait t, int n, cause why, card_id source, const duration& lasts = {});
  // A card gains a keyword until the end of the turn (state::grants; `keyword` is the
  // interpreter's number for it), or while a condition holds. Gaining one it already has
  // the same way does nothing more. `outweighed`: card text found that a rule in play takes
  // the keyword as it is given (event::after 1), so the log says so from the event, not from
  // a later state in which the gift may have ended (docs/rulings.md, A keyword given and taken).
  void grant_until_end_of_turn(card_id c, int keyword, cause why, card_id source, const duration& lasts = {},
                               bool outweighed = false);
  void take_until_end_of_turn(card_id c, int keyword, cause why, card_id source,  // loses the keyword
                              const duration& lasts = {});
  // Card text would give c a keyword it has already: it does not gain it, and the change
  // that would have lasted is not made (001 Glossary CARD KEYWORDS; rule::keyword_once).
  // Card text gives player p the rule numbered `rule` for a time (state::player_rules); the
  // same rule from the same card for the same time is kept once.
  void give_player_rule(player_id p, int rule, cause why, card_id source, const duration& lasts) {
    const player_rule r{p, static_cast<std::uint16_t>(rule), source, lasts};
    if (std::find(game().player_rules.begin(), game().player_rules.end(), r) == game().player_rules.end()) game().player_rules.push_back(r);
    record(path::player_rule_given, {.kind = event_kind::player_rule_given, .player = p, .other = lasts.player, .card2 = source,
                                     .amount = rule, .why = why, .lasts = lasts.ends});
  }
  void keyword_not_gained(card_id c, int keyword, card_id source) {
    record(path::keyword_not_gained, {.kind = event_kind::keyword_not_gained, .player = game().card(c).controller, .card = c, .card2 = source,
            .amount = keyword, .why = rule::keyword_once});
  }
  void modify_valuation_until_end_of_turn(card_id c, int n, cause why, card_id source, const duration& lasts = {});
  // The rules' check after every action: each change that lasts while a condition holds
  // ends if card text says it no longer does (card_behaviour::still_holds).
  void end_lapsed_changes();
  // 001 Glossary (regeneration): "reset all of its Trait scores to their original printed
  // value", removing all damage and every change until end of turn.
  void reset(card_id c, cause why);
  // A card bought out of a network is deployed anew (docs/rulings.md, Bought from a network:
  // 001 Card States, "All cards come into play (i.e.: deployed) in a disengaged state"): it
  // arrives without its damage, counters and changes, as a card from a hand would. Unless
  // variant bought-card-keeps-damage. Recorded (card_reset) when it had any of them.
  void arrive_anew(card_id c, cause why);
  // Takes up to n damage in trait t off a card in a network (card text: `remove 2 BQ damage
  // from ...`); returns how much it took (none when it had none there).
  int remove_damage(card_id c, trait t, int n, cause why, card_id source);

  // Zones. Piles keep their top at the back; `to_top` false puts a card at the bottom.
  // Returns the event recorded.
  event put(path at, card_id c, zone z, player_id zone_player, bool to_top, cause why, std::int16_t after = 0);
  // 001 The Zones of the Game: "Cards in the annihilated zone cannot come back". A card there
  // that card text would move to zone `to`: its nothing-happened, recorded (the checker
  // refuses text that names one; `this` or `it` may reach one, docs/rulings.md); else none.
  std::optional<event> stays_annihilated(card_id c, zone to);
  void shuffle(player_id p, zone deck, cause why);
  // Shows a card to every player (card text's `reveal`): recorded, and known to all until
  // it changes zone or its pile is shuffled (card_instance::shown).
  void reveal(card_id c, player_id by, cause why) {
    game().card(c).shown = true;
    record(path::revealed, {.kind = event_kind::card_revealed, .player = by, .card = c, .from = game().card(c).zone, .why = why});
  }
  // Shows a card to one player (card text's `look at`): recorded, and known to that player
  // alone until it changes zone or its pile is shuffled (card_instance::seen).
  void look(card_id c, player_id by, cause why) {
    game().card(c).seen = static_cast<std::uint8_t>(game().card(c).seen | 1u << by);
    record(path::looked_at, {.kind = event_kind::card_looked_at, .player = by, .other = game().card(c).zone_player, .card = c, .from = game().card(c).zone, .why = why});
  }
  // Card text's `choose` picked `chosen` for card `by` in play, which keeps it as `the chosen
  // card` until it leaves play or chooses again (card_instance::chosen; docs/rulings.md,
  // The chosen card): recorded as a choice_made of amount 1.
  void keep_chosen(path at, card_id by, card_id chosen, player_id p, cause why) {
    game().card(by).chosen = chosen;
    record(at, {.kind = event_kind::choice_made, .player = p, .card = by, .card2 = chosen, .amount = 1, .why = why});
  }
  // The players who knew card `c` (`seen`, card_instance::seen) still know it after a move
  // they saw the end of: a put on top of or on the bottom of a pile (docs/rulings.md,
  // Looking at cards). No event: nothing changes that anyone sees.
  void still_known(card_id c, std::uint8_t seen) {
    game().card(c).seen = seen;
    record(path::card_still_known, {.kind = event_kind::card_still_known, .player = game().card(c).zone_player, .card = c,
                                    .amount = seen, .why = rule::still_known});
  }
  // Draw from the main deck; an empty deck makes the player lose (001 Winning 5.).
  bool draw(path at, player_id p, cause why);
  // Deploy a card disengaged at a cell of `network_owner`'s network, then offer its
  // deployment at once to its text (001 Deploying and Docking). The caller checked the cell.
  void deploy(path way, card_id c, player_id network_owner, cell at, cause why, bool fire_trigger = true);
  void move_in_network(path at, card_id c, cell to, cause why);     // 001 Glossary: move
  // A card in a network (not a business) and its pile move to a free cell of player
  // `into`'s network, not deployed anew (docs/rulings.md, Control changes); the caller
  // checked the cell and changes the controller.
  void move_to_network(path at, card_id c, player_id into, cell to, cause why);
  void swap_in_network(card_id a, card_id b, cause why);   // 001 Glossary: swap
  // Player `to` controls card `c` in play and its pile from now (001 Card States: "cards that
  // you control played on an opponent's network"): it stays where it is, and leaves the
  // attack it is in. `lasts` null: for good; else until end of turn or while its condition
  // holds, then back to its controller before (docs/rulings.md, Control changes). To its
  // controller already: nothing, but a change for good still ends the changes for a time.
  void change_control(path at, card_id c, player_id to, cause why, card_id source, const duration* lasts);
  // Card `c` in play becomes a copy of card `of`: it takes the definition `of` reads now (a
  // copy of a copy copies what that one copies) and keeps all else. `lasts` null: until it
  // leaves play; else until end of turn or while its condition holds (docs/rulings.md, Copies).
  void become_copy(card_id c, card_id of, cause why, card_id source, const duration* lasts);
  void bond(path at, card_id under, card_id host, cause why);
  // Whether bonding `under` (in play) under `host` engages `host` (000 Glossaire BOND).
  bool bonding_engages_host(card_id under, card_id host) const;       // 001 Bonding
  // A card from outside play deployed under a pile top without paying its costs (bonded,
  // as 001 Glossary's mutations deploy a card under another): its deployment is recorded
  // and offered at once to its text.
  void deploy_under(path at, card_id under, card_id host, cause why);
  // Destroy: to the owner's open market (001 Damage). The cards under a pile top are
  // destroyed as well (001 Bonding), by that rule (docs/rulings.md, Piles destroyed); one
  // that is not (card text replaced its destruction) stays in play in the top's space. Destroying a
  // business makes its player lose (001 Winning the Game 4.). Card text may replace it
  // first (behaviour.hpp); `by` is the card that destroys, if any, and `how` how (the
  // event records both: a trigger tells combat from an effect, and names the destroyer);
  // `named`, the keyword whose text destroys it (UPKEEP unpaid), if the engine asked it;
  // `market`, the player whose open market it goes to when not its owner's (a declined
  // upkeep, docs/rulings.md). A card another player controls goes to its
  // owner's, the move citing that rule (001 Damage: "its owner's Open Market Pile").
  void destroy(path at, card_id c, cause why, card_id by = no_card, destroyed_how how = destroyed_how::by_rule,
               keyword_rule named = {}, player_id market = no_player);
  // Annihilate (Glossary ANNIHILATE): into the annihilated zone of `into` (default: its
  // owner's), replacements offered first, then told at once to its text.
  void annihilate(path at, card_id c, cause why, player_id into = no_player);
  // Remove a network card and its pile to the owners' open markets without a loss check
  // for businesses (used for selling, discarding).
  // Whether it went there (false: card text replaced its way there).
  bool to_open_market(path at, card_id c, cause why, player_id to = no_player);
  // Sell network card c (001 Divest Phase: "for its Valuation and receive that much money"):
  // `seller` (its controller, or the network's player under variant any-card-in-your-network)
  // gains its sale value, then it goes to its owner's open market; a business sold loses its
  // controller the game. `phase_sale`: the seller's one Divest Phase sale is counted.
  // `paid_at`: the path of the money the seller receives, `gain_asked` where it asks whether
  // the seller can gain it (the card goes either way).
  void sell(path at, path paid_at, path gain_asked, card_id c, player_id seller, cause why, bool phase_sale);

  // Control and ownership change (buying): recorded when either changes.
  void set_owner_and_controller(card_id c, player_id p, cause why);

  // Setup (001 Beginning of the game). The first player chosen also becomes the turn player.
  void choose_first_player(player_id p, cause why) {
    game().first_player = game().active = p;
    record(path::first_player_chosen, {.kind = event_kind::first_player_chosen, .player = p, .why = why});
  }
  void place_bid(player_id p, int bid, cause why) {
    game().player(p).bid = bid;
    record(path::bid_placed, {.kind = event_kind::bid_placed, .player = p, .amount = bid, .why = why});
  }
  // The first player drawn from the game's RNG among `among` (001: a random first player).
  void choose_first_player_at_random(const std::vector<player_id>& among, cause why) {
    choose_first_player(among[game().rng.below(among.size())], why);
  }
  // The bids tie, counted (001: three ties -> random); `bid_again`: every player bids again.
  void count_bid_tie(bool bid_again, cause why);
  void count_mulligan(player_id p, cause why);
  void keep_hand(player_id p, cause why);

  // The turn (001 Turn Structure). new_turn: `p`'s turn begins in the Accounting Phase;
  // the per-turn counts and the combat record start afresh.
  void new_turn(player_id p, cause why);
  // p announces event c from their hand (001 Advanced Rules: "announced from the hand, paid for
  // its cost, deployed onto the Network, and is put on the Stack"): recorded, and counted for
  // the turn (`the number of events PLAYER played this turn`), cancelled later or not. `by`:
  // the keyword that lets it be played now, if one does.
  void event_played(path at, player_id p, card_id c, cause why, keyword_rule by = {});
  // A buy of c by p, counted for the turn (`cannot buy more than 1 card each turn`): buy_counted.
  void count_buy(player_id p, card_id c, cause why);
  void set_phase(phase ph, player_id who, cause why) {  // the phase changes (phase_changed)
    if (!game().modifiers.empty() || !game().grants.empty() || !game().player_rules.empty())
      end_changes({lasts_until::end_of_phase}, no_player, why);
    if (game().phase == phase::accounting && ph != phase::accounting) end_changes({lasts_until::this_accounting}, no_player, why);
    game().phase = ph;
    record(path::phase_set, {.kind = event_kind::phase_changed, .player = who, .phase_to = ph, .why = why});
  }
  void set_accounting_step(accounting_step step, cause why);  // recorded when it changes
  void mark_upkeep_decided(card_id c, bool paid, cause why);  // 001 Accounting Phase
  // Player p activates c's ability (ability_activated): one more activation of it this turn
  // (card_instance::activations; `activate only once each turn`).
  void activated(path at, player_id p, card_id c, int ability, cause why);
  // A card p sold, counted for the turn (`the number of cards you sold this turn`): sale_counted.
  // `phase_sale`: the Divest Phase's one sale too (001 Divest Phase: "you can only sell ONE card").
  void count_sale(player_id p, card_id c, cause why, bool phase_sale);
  void begin_end_process(cause why);  // 001 End Phase: no player may take any actions from now
  // Whether a network card is orphaned when last looked at (flow::notice_orphans): recorded
  // when it changes (asked after every action: nothing is written otherwise).
  void set_orphaned(card_id c, bool orphaned) {
    if (game().card(c).orphaned == orphaned) return;
    game().card(c).orphaned = orphaned;
    record(path::orphan_flag_set, {.kind = event_kind::orphan_flag_set, .player = game().card(c).controller, .card = c,
                                   .amount = orphaned ? 1 : 0, .why = rule::orphaned});
  }
  void complete_turn(player_id p, cause why);
  // 001 End Phase: the changes until end of turn end; those lasting while a condition holds go on.
  void end_changes_until_end_of_turn();
  void end_changes(std::initializer_list<lasts_until> ends, player_id whose, cause why);

  // The combat record (001 Challenge Phase; state::combat). start_combat: an attack is
  // declared, `declared` its record; it counts for the attacker, and nothing is reset in it
  // yet. It counts for the card attacked (the declaration's card2), or, with `area` (001
  // Glossary, attacks on an area), every defender there takes the attack, with no blocks. The
  // declaration is recorded as `declaration` words it from the state with the combat begun.
  template <class Declaration>
  event start_combat(path at, const combat_state& declared, const std::vector<card_id>* area, Declaration declaration) {
    begin_combat(declared, area);
    const event e = declaration(game());
    if (!area && e.card2 != no_card) ++game().card(e.card2).times_attacked, game().combat.attacked = e.card2;
    return record(at, e);
  }
  // A blocker joins the combat; `declared` (its blockers_declared) is recorded and returned.
  event add_blocker(path at, card_id b, const event& declared) {
    game().combat.blockers[game().combat.blocker_count++] = b;
    return record(at, declared);
  }
  void set_combat_step(combat_step step, cause why);  // recorded when it changes
  // The attack begins (combat_state::begun), recorded as the combat's step, blocks, set again.
  void begin_attack(cause why);
  event declare_retaliation(path at, card_id b, player_id p, cause why, keyword_rule by = {});  // b, a blocker, retaliates
  // A declared retaliation that deals no damage after all (its card gone, or card text
  // forbidding it when its damage step comes), recorded: it is not the card's retaliation of
  // the turn (001 Challenge Phase, Damage: "can only deal damage in retaliation once per
  // turn"; blind rules batch 82, case 03). Variant withheld-retaliation-counts: it is.
  void withhold_retaliation(path at, const event& withheld);
  // A retaliation whose damage was 0 or prevented dealt none: not counted (001 Challenge
  // Phase, Damage: "can only deal damage in retaliation once per turn"), but under variant
  // withheld-retaliation-counts.
  void retaliation_dealt_nothing(card_id b);
  void set_retaliation_decider(player_id p, cause why);  // recorded when it changes
  void fell(card_id c, cause why);  // lethal damage as a damage step ends
  // c, dealt damage that did not destroy it, kept by a printed 0 (001 Traits: Important Note;
  // variant printed-zero-not-destroyed): the log says why, at `at`; nothing when none did.
  void note_printed_zero(path at, card_id c);
  void split_damage(int blocker, int n, cause why);
  // Only the blockers with `keep` set stay, in their order (the others left the network);
  // each one that goes is recorded.
  void keep_blockers(const std::array<bool, max_defenders>& keep, cause why);
  // The attack is nullified (001 Challenge Phase: its target space emptied): recorded, and
  // the combat ends (end_combat); `step_ends` false clears the record without recording
  // the combat step's end (combat.cpp's advance()).
  void nullify_attack(path at, cause why, bool step_ends = true);
  // The combat is over: its record goes, and card text waiting for its end is told.
  void end_combat(path at, cause why);
  // A card left play (put): the combat forgets it. An attack whose attacker left ends; a
  // blocker that left is no longer one, and with none left the attack is nullified. Not
  // while damage is dealt (combat_step::damage): the damage step ends the combat itself.
  void leave_combat(card_id c);
  // Sets the controller of `c` and its pile, and records it at `at` (trigger phrases answer
  // control_changed: each caller names its path).
  void set_controller(path at, card_id c, player_id to, cause why, card_id source, bool ends);
  // Ends record i of state::control_changes (docs/rulings.md, Control changes): the card
  // goes back, recorded, or a newer change of it goes on, which will hand it back there.
  void end_control_change(std::size_t i);
  // Ends record i of state::copies: the card is what it was before that copy, unless a newer
  // copy of it goes on, which then hands it back there when it ends.
  void end_copy(std::size_t i, cause why);

  // The stack and rounds of priority (001 Advanced Rules; state::stack, state::priority).
  // Puts an item on the stack, keeping the space of each card target (001 Glossary TARGET).
  void push_stack(const stack_item& item, cause why);
  // The top item taken off to resolve, and what becomes of it (`outcome`: effect_resolved,
  // or effect_cancelled when its targets are gone) recorded.
  stack_item pop_stack(path at, const event& outcome) {
    const stack_item item = game().stack.back();
    game().stack.pop_back();
    record(at, outcome);
    return item;
  }
  void open_priority(player_id first, int passes, bool closes_phase) {
    game().priority = {.holder = first, .passes = static_cast<std::uint8_t>(passes), .closes_phase = closes_phase};
    record(path::priority_opened, {.kind = event_kind::priority_opened, .player = first, .amount = passes,
                                   .why = rule::priority_opens});
  }
  // Priority goes to `to`; `passed`: the holder passed (a player out of the game does not).
  void move_priority(player_id to, bool passed) {
    const player_id from = game().priority.holder;
    if (passed) ++game().priority.passes;
    game().priority.holder = to;
    record(path::priority_moved, {.kind = event_kind::priority_moved, .player = to, .other = from, .amount = passed ? 1 : 0,
                                  .why = rule::priority});
  }
  void close_priority() {  // recorded when a round was open
    const bool was_open = game().priority.open();
    game().priority = {};
    if (was_open)
      record(path::priority_closed, {.kind = event_kind::priority_closed, .why = rule::priority_round_ends});
  }

  // Game end (001 Winning the Game). A loser leaves; the last player left wins. `asked`:
  // where the loss asks whether the player can lose the game (rule_query::can_lose_game);
  // a player who cannot does not, and the log says why (docs/rulings.md, Players who
  // cannot lose or gain).
  void lose(path asked, player_id p, loss_reason r, cause why);
  // A concession is never prevented (docs/rulings.md, Players who cannot lose or gain), nor
  // a buy-out, whose legality asked (engine/check.cpp): the player loses.
  void lose_anyway(player_id p, loss_reason r, cause why);
  // Several players lose at the same moment (001 End Phase: "if any player has no
  // money"); if nobody is left the game is drawn.
  void lose_together(path asked, const std::vector<player_id>& losers, loss_reason r, cause why);
  void win(path asked, player_id p, cause why);  // every other player loses (001 Winning 6.)
  // The stack (001 Advanced Rules). Cancels the topmost item whose source is `source`;
  // a cancelled event is destroyed (001 Glossary CANCEL). False if there is none.
  // `by`: the card whose text cancels it (the event is destroyed by that effect).
  bool cancel(path at, card_id source, cause why, card_id by = no_card);
  // Card text copies the topmost item whose source is `source` (docs/rulings.md, Copies on
  // the stack): a copy on top of the stack with the original's targets and amounts,
  // controlled by `p`, not a card (not played, deployed, bought or sold); with
  // `new_targets`, p may then change each of its single targets, one decision each
  // (stack::choose_new_targets). `by`: the card whose text copies. False if there is none.
  bool copy_item(path at, card_id source, player_id p, card_id by, bool new_targets);
  // The top item's target `slot` becomes t (a copy's new target), with the space it is in;
  // the choice is recorded (choice_made).
  void retarget_top(path at, std::size_t slot, target t, cause why);
  // Variant triggers-use-the-stack (docs/rulings.md, When triggers act): card text puts a
  // trigger on the stack, its targets chosen, and a round of priority opens, the turn
  // player first (001 Advanced Rules), once the triggers offered with it are there too:
  // nobody acts while they are being put there (each resets the round).
  void push_trigger(const stack_item& item) {
    push_stack(item, rule::trigger_on_stack);
    open_priority(game().active, 0, false);
  }

  // The turn player's step begins or ends (001 Turn Structure), an event card text can wait
  // for. Returns the event recorded.
  event step_edge(path at, event_kind edge, turn_step step, cause why) {
    return record(at, {.kind = edge, .player = game().active, .step = step, .why = why});
  }
  // Offers an event at once to the text of the card it is about (trigger_timing::at_once,
  // behaviour.hpp), if the state has behaviour.
  void fire(const event& e, card_id holder);
  // Offers events at once to several cards (001 is silent on the order, docs/rulings.md):
  // the turn player's cards first, then each other player's in turn order; a player whose
  // cards with text there are not all copies of one card chooses which acts next.
  struct trigger_for {
    event e;
    card_id card = no_card;  // the holder: the card whose text the event is offered to
  };
  void fire_all(std::vector<trigger_for> offers);
  // The same event offered to each of `holders` (the turn's steps).
  void fire_all(const event& e, const std::vector<card_id>& holders);
  // Runs the card text waiting for the events recorded since the last call (events as
  // triggers, docs/rulings.md): event by event in the order they happened, each event's
  // holders in turn order as fire_all; events its text causes come after, in later rounds.
  void fire_observed();
  bool has_observed() const { return !observed_.empty(); }
  // Whether card c has changed zone (a move inside a network is none) since the triggers of
  // the events they act for began to act (this round of fire_observed: an earlier trigger
  // moved it): to them it is a new card (docs/rulings.md, A card a waiting trigger named
  // that changed zone). False outside fire_observed.
  bool moved_since_event(card_id c) const;
  // How many events other than bookkeeping were recorded so far: a change of it means the
  // game changed in a way the rules' checks look at (apply.cpp settle_after_action).
  std::uint64_t recorded() const { return recorded_; }

  // Card text's work in this action (docs/install.md, "Limits on card text"): statements
  // run and cards or players a `for each` goes over. False once past text_work_budget;
  // the interpreter then stops the action with work_limit (engine/limits.hpp max_text_work).
  static constexpr std::int64_t text_work_budget = max_text_work;
  bool spend_text_work(std::int64_t n) { return (text_work_ += n) <= text_work_budget; }

 private:
  // At the start of player p's turn, the changes lasting until p's controller's next
  // Accounting Phase ends start counting it (start_turn).
  void arm_accounting_changes(player_id p);
  void arm_next_turn_ends(player_id p);
  // start_combat's change of the state: the combat begun, and an area's defenders in it.
  void begin_combat(const combat_state& declared, const std::vector<card_id>* area);
  template <class Lapsed> void end_lapsed_copies(Lapsed lapsed);  // end_lapsed_changes' copies
  void end_copies_of(card_id c);  // leaving play: the card is what it printed (put records the move)
  void set_text(card_id c, def_id d, cause why);  // a copy begins or ends (docs/rulings.md, Copies)
  // A founder destroyed or annihilated: recorded, and its player plays on (001 Founders).
  void founder_gone(card_id c);
  // Takes c out of its zone on its way to zone `to`. 001 The Zones of the Game: "Cards in the
  // annihilated zone cannot come back": a card there goes nowhere else (engine_bug; put,
  // deploy and bond stop first, stays_annihilated).
  void remove_from_zone(card_id c, zone to);
  // Offers an event to card text's replacements (behaviour.hpp): true when it replaced it
  // (or the card left play meanwhile, or the game ended), so the event does not happen.
  bool replaced(destruction& d);
  // deal_damage(): d offered to its replacements, then dealt where they leave it.
  std::optional<event> deal_damage_on(path at, destruction& d, cause why, keyword_rule by);
  // Card c, bonded under `was_host`, is no longer (it left the pile, or its top): recorded
  // (card_unbonded, card2 the top it was bonded to; docs/rulings.md, Unbonded).
  void unbonded(path at, card_id c, card_id was_host, cause why);
  // Puts a card already out of its zone under a pile top (001 Bonding), with its own pile.
  void place_under(path at, card_id under, card_id host, zone from, cause why);
  // destroy(): the cards under `top` destroyed with it (001 Bonding), each moved to its
  // open market; the destructions, to be offered to their text with the top's.
  std::vector<trigger_for> destroy_under(card_id top, const destruction& of_top);
  // destroy(): the cards left under a destroyed top (`was`, as it was) stay in play: the
  // first in its space, the others under it (taken out of their zone by the caller).
  void keep_in_play(const std::vector<card_id>& kept, card_id top, const card_instance& was);
  // Card c, in play, about to go to an open market: offered to the `put into an open market`
  // replacements (001 The Zones of the Game); whether one replaced the move.
  bool market_replaced(card_id c);
  // The cards under `top` follow it to their owners' open markets (docs/rulings.md, Piles that
  // leave play), each offered to the replacements first; those a replacement kept under the
  // top, taken out of their zone for keep_in_play.
  std::vector<card_id> pile_to_market(path at, card_id top);
  // Its items on the stack, as it leaves play: its triggers stay (docs/rulings.md).
  void cancel_items_of(card_id source, cause why);
  // Its items as it leaves play for zone `to`, each cancel naming the way it left
  // (docs/rulings.md, An effect whose source leaves play).
  void cancel_on_leaving(card_id source, zone to);
  std::optional<stack_item> remove_item_of(path at, card_id source, cause why, bool triggers_too);
  void leave_game(player_id p);
  // UNIQUE: the older copies of `newest` leave as it is deployed (variant
  // unique-copy-leaves-before-triggers).
  void older_copies_leave(card_id newest);
  void mark_lost(player_id p, loss_reason r, cause why);
  // Whether p can lose the game, asked at `asked`; if not, the log says so.
  bool may_lose(path asked, player_id p, loss_reason r);
  // Whether p can gain money, asked at `asked`; if not, the log says so.
  bool may_gain(path asked, player_id p, amount n, card_id source);
  void finish_if_decided(cause why);
  // Card text that triggers or replaces inside card text: beyond max_text_depth
  // (engine/limits.hpp) it is a loop that would never end, reported as an error
  // (rules_loop) naming the cards.
  // A card that changes zone is a new card to the delayed effects and to the triggers
  // waiting on the stack that named it, and is noted for moved_since_event.
  void note_zone_change(card_id c);
  // The shields waiting on card c end unused: it left play, or arrived anew (logged each).
  void shields_gone(card_id c);
  void enter_text(card_id c);
  void leave_text();
  // Fires `fire` for each of `cards` in turn order, asking a player who has several that
  // are not all copies of one card which goes next (fire_all's order).
  template <class Fire>
  void in_turn_order(std::vector<trigger_for> cards, Fire fire);
  // The game to change: with a question held, touching it throws that question (frozen).
  // Every change goes through here, so the rule answers kept (rule_memo.hpp) are forgotten:
  // a write through a reference taken here comes before any rule question that follows it
  // without another game() call (record() is one).
  state& game() {
    if (frozen_) [[unlikely]]
      throw_question();
    rule_memo_forget();
    return game_;
  }
  const state& game() const { return game_; }
  [[noreturn]] void throw_question() const;
  // A placeholder answer, kept or taken: what a held question's ask returns.
  std::vector<card_id> placeholder_cards(const choice_request& r, std::vector<card_id> picked);
  state& game_;
  bool holds_ = false;   // hold_questions
  bool frozen_ = false;  // a question is held: the game does not change any more
  std::optional<decision_needed> question_;
  event_log* log_;
  answer_tape tape_;
  std::vector<destruction> replacing_;  // events being replaced, innermost last
  int text_depth_ = 0;
  std::vector<card_id> text_chain_;
  // When an observed event happened: its place among the action's observed events, and the
  // effect it was part of (one_effect; 0: none).
  struct event_time {
    std::uint32_t seq = 0;
    std::uint32_t effect = 0;
  };
  struct observed_event {
    event e;
    event_time at;
  };
  std::vector<observed_event> observed_;  // recorded events some card text waits for, not yet fired
  std::uint32_t observed_count_ = 0;       // events observed this action
  std::uint32_t effect_ = 0;               // the effect open now (one_effect)
  std::uint32_t effects_ = 0;              // effects opened so far
  // A card that entered or left play during this action, and when: `at.seq` events had been
  // observed before it did (hears).
  struct play_change {
    card_id card = no_card;
    bool entered = false;
    event_time at;
  };
  std::vector<play_change> play_changes_;
  void note_play_change(card_id c, bool entered) { play_changes_.push_back({c, entered, {observed_count_, effect_}}); }
  // Whether card c's text hears an event of this action that happened at `at`: it was in play
  // then (it entered before, left after), or it left play in that event's effect before it
  // (docs/rulings.md, Holders that left play in the same action).
  bool hears(card_id c, event_time at) const;
  void offer_after_action(const event& e, event_time at);  // fire_observed's, for one event
  // The cards that changed zone in this round of fire_observed (noting_moves_: one is under way).
  std::vector<card_id> moved_;
  bool noting_moves_ = false;
  std::uint64_t recorded_ = 0;
  // Cards that left play during this action, as they were just before (for as_seen_by).
  std::vector<std::pair<card_id, card_instance>> last_known_;
  // Their numbers as they were just before (last_known_numbers); `pending`: taken as the card
  // began to leave (its pile still under it), not gone yet (remember_numbers, left_with_numbers).
  struct left_numbers {
    bool pending = false;
    card_numbers n;
  };
  std::vector<left_numbers> left_numbers_;
  std::vector<trait_modifier> left_modifiers_;  // the changes on them as they left (as_seen_by)
  std::vector<keyword_grant> left_grants_;      // the keywords they had gained or lost (as_seen_by)
  std::vector<trigger_fired> left_fired_;       // their abilities triggered this turn (as_seen_by)
  bool seen_as_it_left(card_id c) const;        // c's text is read from as_seen_by, not the game now
  card_numbers numbers_now(card_id c) const;  // c's numbers now (traits, valuation, damage, counters, controller)
  // c, in play, is being destroyed: kept in state::destroyed as it is (`destroyed this turn`;
  // with card text only: nothing else reads it).
  void note_destroyed(card_id c, const card_numbers* now = nullptr);  // now: c's numbers in this state, if taken
  // c, in play, is leaving it: kept in state::left_play as it was, its numbers as remember_numbers
  // took them (`left play this turn`; with card text only).
  void note_left_play(card_id c);
  // c is about to leave play: its numbers now, unless kept; those it took (null: none).
  const card_numbers* remember_numbers(card_id c);
  void left_with_numbers(card_id c);  // c has left play: the numbers remembered are its last
  void forget_pending(card_id c);     // c stayed in play after all (a replacement)
  int chosen_amount_ = 0;  // take_chosen_amount
  int counters_removed_ = 0;  // take_counters_removed
  tally done_;  // done()
  card_id cost_card_ = no_card;  // take_cost_card
  card_id destroying_ = no_card;  // the card destroy() is moving (cancel_on_leaving)
  combat_state ended_combat_{};  // the combat that ended during this action (combat_of)
  std::int64_t text_work_ = 0;  // spend_text_work
  // `also`: a holder out of play to put back as it was too (one that looks back).
  const state& as_seen_by(const event& e, state& scratch, card_id also = no_card) const;
};

// Card text whose triggers or replacements would never end (a loop among cards).
struct rules_loop : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Card text that did more work in one action than ops::text_work_budget allows: the
// action is undone, and the game cannot go on (caught wherever rules_loop is).
struct work_limit : rules_loop {
  using rules_loop::rules_loop;
};

// Money or a trait pool would pass max_amount (engine/types.hpp): card text gaining without
// end. The game cannot go on; the message names the player and the amount.
struct amount_limit : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace engine
