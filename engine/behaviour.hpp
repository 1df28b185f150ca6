// The interface through which card text reaches the engine. The engine offers it events
// and asks it rule queries; the interpreter implements it by running card text. The
// engine itself names no keyword.
#pragma once

#include "engine/event_log.hpp"
#include "engine/small_vector.hpp"
#include "engine/target.hpp"
#include "engine/types.hpp"

#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace engine {

struct card_def;
struct state;
struct stack_item;
struct duration;
struct delayed_effect;
class ops;

// When the engine offers an event to card text (docs/rulings.md, Triggers). At once: at the
// moment of the rules the event belongs to, to the cards it is about: a card's own
// deployment, attack, block, combat damage, destruction, annihilation or orphaning, and
// the turn player's cards as the turn begins, the cashflow step begins (disengaged cards
// only, 001 Accounting Phase) and the turn ends; every card in a network as the game
// begins. After the action: every event some text waits for, once the action that caused
// it is done, to every card in a network and the event's own cards (ops::fire_observed).
// Card text says which of the two each of its triggers waits for.
enum class trigger_timing : std::uint8_t { at_once, after_action };

// What happens to a card that card text may replace ("instead of this being ...").
enum class replaceable : std::uint8_t {
  destroyed,       // 001 Challenge Phase, Damage (the glossary keywords that replace a destruction)
  to_open_market,  // a card in play going to an open market: destroyed, sold, discarded from play
  annihilated,     // 001 Glossary: ANNIHILATE (a card in play)
  dealt_damage,    // damage about to be dealt to a card in play (001 Challenge Phase, Damage)
};

// A replacement applied to an event: the card whose text it is, and which of its abilities
// (card behaviour's numbering).
struct applied_replacement {
  card_id holder = no_card;
  std::int32_t ability = -1;
  friend bool operator==(const applied_replacement&, const applied_replacement&) = default;
};

// An event about to happen to a card, which card text may replace.
struct destruction {
  card_id card = no_card;
  card_id by = no_card;     // the card whose damage or effect causes it, if any
  bool in_combat = false;   // by combat damage
  // While an attack is under way (combat_state::active), by combat damage or by card text
  // (001 Glossary: card text that "destroys another card during combat").
  bool during_combat = false;
  replaceable what = replaceable::destroyed;
  // Replacements already applied to this event: the text of one that lets the event go on
  // ("if you did not { destroy this }") offers it to the ones after it, not to itself.
  int skip = 0;
  destroyed_how how = destroyed_how::by_rule;  // a destruction's: by a rule, in combat, by an effect
  // A destruction's rule: combat or direct damage reaching a trait, a trait lowered to the
  // damage on it, a `destroy`, an upkeep not paid... One going on after a replacement (its
  // text's `destroy this`) keeps the first's (`destroyed by damage` still hears it).
  cause why{};
  // Damage (what == dealt_damage): how much, in which trait. Its replacement's text may
  // prevent some of it or send it to another card (docs/rulings.md, Damage prevented or
  // redirected); then what is left goes on after the replacement, to `to`, offered to the
  // replacements not applied to it yet, as the same damage.
  int amount = 0;
  trait t = trait::iq;
  card_id to = no_card;  // the card it goes on to (no_card: `card`)
  bool goes_on = false;  // the text named the damage: what is left of it is dealt
  // The replacements applied to this damage so far: each applies to it once (so a
  // redirection back and forth ends).
  small_vector<applied_replacement, 2> applied{};
};

// Yes/no questions the rules ask about a card; the answer starts at the rule's default
// and card text may change it.
enum class rule_query : std::uint8_t {
  can_be_sold,                 // 001 Divest Phase (default yes)
  can_be_bought,               // 001 Buy Phase: from a hand, an open market or a network (default yes)
  discarded_at_end,            // 001 End Phase: events are discarded (default yes for events)
  can_engage,                  // 001 Card States (default yes)
  // Combat (001 Challenge Phase). `other` is the opposing card where there is one.
  can_attack,                  // self may attack (default: it is a character)
  needs_engage_to_attack,      // self engages when it attacks (default yes)
  can_be_attacked,             // self may be attacked by `other` (default yes)
  ignores_surround,            // self may attack a Surrounded card (default no)
  can_attack_bonded,           // self may attack a card bonded under a pile's top (default no, 001 Bonding)
  can_block,                   // self may block the attack of `other` (default yes)
  can_retaliate,               // self may retaliate against `other` (default yes)
  // The stack (001 Advanced Rules, Glossary TARGET).
  can_be_played_any_time,      // self is played like an event: a card not an event bought from the hand at any time; under events-in-own-turn an event outside its own turn (default no)
  can_be_targeted,             // self may be targeted by the effect of `other` (default yes)
  can_target_bonded,           // self's effects may target a card bonded under a pile's top (default no, 001 Bonding)
  // Deploying (001 Deploying and Docking) and control.
  can_be_deployed_onto,        // `other` may be deployed onto self's space; self then bonds under it (default no)
  can_be_controlled_twice,     // a player may control two copies of self; if not, the newest stays (default yes)
  can_disengage,               // 001 Card States: self may be disengaged (Accounting Phase, card text) (default yes)
  can_be_played,               // 001 Advanced Rules: the event self may be played by the player whose hand holds it (default yes)
  can_be_deployed_free,        // self may be bought from its player's hand without paying its cost, money or traits (default no)
  can_be_activated,            // 001 Advanced Rules: an activated ability of self may be activated by its controller (default yes)
  // Questions about a player, asked of their business (001 Beginning of the game: each
  // player's own; its owner is the player, whatever happened to it; docs/rulings.md,
  // Players who cannot lose or gain).
  can_lose_game,               // 001 Winning the Game: self's owner may lose the game (default yes; a concession is never asked)
  can_gain_money,              // 001 Resources: self's owner may gain money (default yes)
  hand_revealed,               // 001 Hand ("Your hand is hidden"): self's owner plays with their hand revealed to every player (default no)
  // Obligations (`rule: this must attack`, docs/rulings.md "Must"): what a player has to do
  // when able, before passing or among the choices of a decision (default no).
  must_attack,                 // self attacks this turn if able; `other`: a target it must choose
  must_be_attacked,            // attacks by `other` go to self when they can
  must_block,                  // self blocks the attack of `other` when eligible
  must_be_blocked,             // `other`, when eligible, blocks the attack of self
  must_retaliate,              // self retaliates against `other` when eligible
  must_be_sold,                // its controller sells self in the Divest Phase if able
  must_be_bought,              // the turn player buys self in the Buy Phase if able
  must_be_targeted,            // an effect of `other` that can target self targets it
  must_be_engaged,             // self is engaged whenever it is in a network
};
inline constexpr int rule_query_count = static_cast<int>(rule_query::must_be_engaged) + 1;

// Numbers the rules ask about a card.
enum class rule_number : std::uint8_t {
  valuation,              // 001 Buy/Divest: the printed valuation unless text changes it
  attacks_allowed,        // attacks self may make per turn (001 Challenge Phase: 1)
  retaliations_allowed,   // retaliations self may deal per turn (001 Challenge Phase: 1)
  damage_step,            // lower steps deal combat damage first (001 Challenge Phase: all 1)
  attack_reach,           // 0: any space; n: only spaces within card radius n of self
  // 0: one target; area_code(shape): every card in that area (001 Glossary, attacks on an area).
  attack_area,
  attack_trait,           // -1: any trait; else the only trait self attacks with (same order as trait)
  buy_cost_change,        // money added to the price when the turn player buys self (negative: less; 0)
  play_cost_change,       // money added to what playing the event self costs (negative: less; 0)
  activate_cost_change,   // money added to each payment of the costs of self's activated abilities (0)
  upkeep_cost_change,     // money added to self's UPKEEP cost at the upkeep step (001 Accounting Phase; 0)
  unbond_cost_change,     // money added to what unbonding self costs; `other`: the card whose text unbonds (0)
  iq, eq, mq, bq,         // a trait's value (001 Traits): printed unless text changes it; same order as trait
  traits_of,              // the card whose traits self has, as they are now, null ones too (no_card: its own)
  // the cards an attack by self must be declared blocked by (0: none; `rule: this must be
  // blocked by at least 2 cards`, docs/rulings.md "Must"; 001 Challenge Phase, Blocking)
  blockers_required,
  // traits added to one trait of the price when the turn player buys self (negative: less; 0),
  // never below none; same order as trait (`rule: cards with #GMO you buy cost 1 BQ less`)
  buy_iq_cost_change, buy_eq_cost_change, buy_mq_cost_change, buy_bq_cost_change,
  // traits added to one trait of what playing the event self costs (negative: less; 0),
  // never below none; same order as trait (`rule: events you play cost 1 IQ less`)
  play_iq_cost_change, play_eq_cost_change, play_mq_cost_change, play_bq_cost_change,
};

// The question of trait t's value: iq..bq follow the order of trait (001 Traits).
constexpr rule_number trait_number(trait t) {
  return static_cast<rule_number>(static_cast<int>(rule_number::iq) + static_cast<int>(t));
}
// The question of trait t's share of a price: first is buy_iq_cost_change or
// play_iq_cost_change, the four following the order of trait.
constexpr rule_number trait_cost_number(rule_number first, int t) {
  return static_cast<rule_number>(static_cast<int>(first) + t);
}
// The trait whose value q asks, or none when q is not one of iq..bq.
constexpr std::optional<trait> trait_asked(rule_number q) {
  const int t = static_cast<int>(q) - static_cast<int>(rule_number::iq);
  if (t < 0 || t >= trait_count) return std::nullopt;
  return static_cast<trait>(t);
}

class card_behaviour {
 public:
  virtual ~card_behaviour();
  // Events as triggers (docs/rulings.md, Triggers): the engine records every change as an
  // event (event_log.hpp) and offers it to card text `when` (trigger_timing). `watches`
  // says whether any card's text waits after the action for events of kind k (asked for
  // every event: keep it cheap); `has_event_trigger` whether `holder`'s text waits for `e`
  // at that time, in `seen` (the game as the event saw it: cards it took out of play as
  // they were); `on_event` runs that text.
  virtual bool watches(event_kind k) const;
  virtual bool has_event_trigger(const event& e, const state& seen, card_id holder, trigger_timing when) const;
  virtual void on_event(const event& e, const state& seen, card_id holder, ops& api, trigger_timing when) const;
  // Offered before a card is destroyed: true when card text replaced the destruction
  // (the replacement has then run through `api`), false to let it happen.
  virtual bool replace_destruction(const destruction& d, ops& api) const;
  // Whether card text (or a shield) would replace d, without running it: the search
  // replace_destruction makes (the state check's kept_from_lethal, flow.hpp).
  virtual bool would_replace_destruction(const destruction& d, const state& s) const;
  // The cost of keeping `self` at the upkeep step (001 Accounting Phase), or none.
  // Paying is optional; a card whose cost is not paid is destroyed.
  virtual std::optional<cost> cost_to_keep(const state& s, card_id self) const;
  // The keyword whose text gives that cost (UPKEEP), for the payment and the destruction to
  // name it; none by default.
  virtual keyword_rule keyword_to_keep(const state& s, card_id self) const;
  virtual bool query(rule_query q, const state& s, card_id self, bool default_answer, card_id other) const;
  // Whether any card text could ever answer q (the engine skips questions nobody changes).
  virtual bool may_answer(rule_query q) const;
  // Whether card text could answer q about a card of definition d that is out of play (a
  // card in a hand): its printed rules answer q, or some rule answers q about cards other
  // than its own (a card out of play gains no keyword). Default: none can.
  virtual bool may_answer_out_of_play(rule_query q, const card_def& d) const;
  // Whether may_answer_out_of_play(q, d) holds for some d that is not an event: a library
  // question, asked once before a hand is scanned (default: none can).
  virtual bool may_answer_out_of_play_for_some_non_event(rule_query q) const;
  // Whether the printed text of a card of definition d (its keywords' included) has rules
  // that answer the rules' questions or give or take keywords: such cards in play are kept
  // in state::ruled, so that a question reads them alone (default: none has).
  virtual bool has_rules(const card_def& d) const;
  // Whether the printed text of a card of definition d has rules that give or take other
  // cards' keywords (`rule: the card this is bonded to gains KEYWORD`): such cards in
  // play are kept in state::granting, the only ones a keyword query reads for grants
  // (default: none has; implies has_rules).
  virtual bool gives_keywords(const card_def& d) const;
  // Whether a card of definition d prints keywords that the top of a pile gains while it
  // is bonded under that top (001 Bonding: "The First (top) card of the pile gains all
  // keywords of the cards bonded to it"): such bonded cards are kept in state::granting
  // too (default: none does).
  virtual bool passes_keywords(const card_def& d) const;
  // Whether the condition of a change that lasts while it holds (state.hpp, duration) still
  // holds for `changed`, the card changed (default yes).
  virtual bool still_holds(const state& s, card_id changed, const duration& d) const;
  // Runs a delayed effect whose moment has come (state::delayed, ops::run_delayed; default:
  // nothing, no card text makes one).
  virtual void run_delayed(const delayed_effect& d, ops& api) const;
  virtual int number(rule_number q, const state& s, card_id self, int default_value, card_id other) const;
  // Whether number(q) may differ from its default: ask_number skips the call when not (a
  // trait read asks traits_of every time). Bit q of numbers_changed_; every number unless
  // the behaviour narrows it.
  bool may_change(rule_number q) const { return (numbers_changed_ >> static_cast<unsigned>(q)) & 1U; }
  // Whether number(q) may come out below its default (a rule that lowers a trait): bit q of
  // numbers_lowered_; every number unless the behaviour narrows it. A trait no text can
  // lower is at least its printed value, which the check after every action reads first
  // (has_lethal_damage).
  bool may_lower(rule_number q) const { return (numbers_lowered_ >> static_cast<unsigned>(q)) & 1U; }
  // Which card text decided a query's answer, for refusals: e.g. `"Sky Warden" (KEYWORD):
  // cannot be attacked by cards without KEYWORD while this is disengaged`, its parameters
  // as the card gives them; and when a keyword's rule decided, the books' section that
  // defines the keyword ("001 Glossary CAMOUFLAGE"). Both empty if none.
  struct explanation {
    std::string section, text;
  };
  virtual explanation explain(rule_query q, const state& s, card_id self, card_id other) const;
  // The keyword whose rule set a query's answer, or changed a number, for `self` (none when
  // the default stands or plain card text decided), for the event it decides.
  virtual keyword_rule keyword_that_decided(rule_query q, const state& s, card_id self, card_id other) const;
  virtual keyword_rule keyword_that_changed(rule_number q, const state& s, card_id self, int default_value,
                                            card_id other) const;

  // Events and activated abilities (001 Advanced Rules). `ability` numbers a card's
  // activated abilities 0..ability_count-1; -1 stands for an event's own effect.
  virtual int ability_count(const state& s, card_id self) const;
  virtual std::string ability_name(const state& s, card_id self, int ability) const;
  // Whether the costs can be paid now, and paying them (choices through `api`). Costs
  // are paid when the ability is activated and never refunded (001 Glossary CANCEL).
  // (`why` gets the cost that cannot be paid). Ability -1: an event's additional costs,
  // paid as it is played, after its `cost:` and before it is deployed. `payer`: the player who
  // plays or activates it (an event played from an open market is its buyer's to pay, not the
  // market player's: docs/rulings.md, An event bought from an open market).
  virtual bool can_pay(const state& s, player_id payer, card_id self, int ability, std::string* why) const;
  // `targets`: those the play or activation chose (a cost's `pay x` may be asked only the
  // amounts under which they are still targets: `target character with valuation x or less`).
  virtual void pay(ops& api, player_id payer, card_id self, int ability, const target_list& targets) const;
  // The traits those costs pay from the trait pool, as they read now (`pay 1M + 2IQ`): a
  // player produces outside the Buy Phase to pay them (legality.hpp, traits_owed). None by
  // default; never asked when abilities_may_pay_traits() is false. An event's additional
  // costs together; of card self's activated abilities, the most of each trait that one of
  // them pays (each is paid alone, so the most is what the pool may lack), read in one
  // listing of its abilities.
  virtual cost additional_trait_costs(const state& s, player_id payer, card_id event) const;
  virtual cost most_ability_trait_costs(const state& s, card_id self) const;
  bool abilities_may_pay_traits() const { return abilities_pay_traits_; }
  // Whether some cost of card self, as it reads now, may pay traits (false: the two above
  // answer none, and need not be asked). Asked of every card in
  // play whenever a player may produce to pay (traits_owed).
  virtual bool may_pay_traits(const state& s, card_id self) const;
  // Targets are chosen when it is played (001 Glossary TARGET): how many, and whether
  // `t` (a card in play or a player in the game) fits the i-th (if not, `why` gets what
  // the text asks for).
  virtual int target_count(const state& s, card_id source, int ability) const;
  virtual bool can_target(const state& s, card_id source, int ability, int i, target t, std::string* why) const;
  // Whether card target `t` still fits the slot-th target of an item on the stack as it
  // resolves, read as the item resolves (its controller, its chosen x, its other targets;
  // docs/rulings.md, A target that no longer fits). By default, can_target's answer.
  virtual bool target_still_fits(const state& s, const stack_item& item, int slot, target t) const;
  // Whether the targets, each of which can_target accepts, fit together: a target read
  // with an earlier one (`target opponent may pay 2M; if they did not { destroy target
  // character they control }`, chosen in text order) fits the one chosen before it.
  virtual bool targets_agree(const state& s, card_id source, int ability, const target_list& targets, std::string* why) const;
  // The text of mode m of the `choose one` whose mode is chosen with the play or activation
  // (target_range::mode), as the card prints it; empty by default.
  virtual std::string mode_name(const state& s, card_id source, int ability, int m) const;
  // How many cards the i-th target takes (target.hpp): one by default.
  virtual target_range targets_taken(const state& s, card_id source, int ability, int i) const;
  // Resolves an item taken off the stack.
  virtual void resolve(const stack_item& item, ops& api) const;

 protected:
  bool abilities_pay_traits_ = true;  // some ability's or additional cost's text may pay traits
  std::uint64_t numbers_changed_ = ~std::uint64_t{0};  // bit q: number q may be changed
  std::uint64_t numbers_lowered_ = ~std::uint64_t{0};  // bit q: number q may be lowered
};

// Convenience wrappers that fall back to the default when the state has no behaviour.
// `at`: the path by which the question is asked, one id a site (engine/paths.hpp).
bool ask(const state& s, path at, rule_query q, card_id c, bool default_answer, card_id other = no_card);
int ask_number(const state& s, rule_number q, card_id c, int default_value, card_id other = no_card);
// The questions about a player (`you cannot lose the game`, `each opponent cannot gain
// money`), asked of p's business (rule_query::can_lose_game, can_gain_money); yes before
// the businesses are placed.
bool can_lose_game(const state& s, path at, player_id p);
bool can_gain_money(const state& s, path at, player_id p);
// Whether p plays with their hand revealed (rule_query::hand_revealed, asked of p's business;
// no before the businesses are placed): every player sees it (engine::observe), and a search
// does not draw it again (engine::determinize, redraw_near_top). One path id for both.
bool hand_revealed(const state& s, player_id p);
std::optional<cost> ask_cost_to_keep(const state& s, card_id c);
// What keeping c costs at the upkeep step (001 Accounting Phase): its UPKEEP cost, its money
// changed by rules (`rule: cards you control cost 1M less upkeep`), never below nothing.
std::optional<cost> upkeep_cost(const state& s, card_id c);
keyword_rule keyword_keeping(const state& s, card_id c);
// A card's valuation (001 Buy Phase, Divest Phase): printed, changed by rules (behaviour)
// and by effects until end of turn (state::modifiers).
int valuation_of(const state& s, card_id c);
// The current value of a card's trait: printed, changed by rules (behaviour) and by
// effects until end of turn (state::modifiers); a null trait stays null (001 Traits). A card
// that has another's traits (rule_number::traits_of) starts from that card's current value,
// or its null, instead of its printed one.
std::optional<int> trait_value(const state& s, card_id c, trait t);
// Whether the trait is not null: only the printed '-' is null (001 Traits), or the null of
// the card whose traits it has.
bool has_trait(const state& s, card_id c, trait t);
// 001 Challenge Phase, Damage: "If any assets receives equal or more damage, with a
// minimum of 1 damage, than its Trait's value, it is immediately destroyed" (combat and
// direct damage alike). Under rules option trait_at_zero_destroys a trait lowered to 0
// (below a printed value above 0) is lethal without damage (003/000 Traits).
bool has_lethal_damage(const state& s, card_id c);
// 003/000 Traits: "If any card hits 0 in any trait" (a printed 0 excepted, "is not destroyed
// due to this rule"): a trait printed above 0 whose current value is 0.
bool trait_hits_zero(const state& s, card_id c);
// For a card without lethal damage: a trait printed 0, with no damage in it, that "equal
// or more damage" alone would have destroyed (001 Traits, Important Note: "A card that has a
// printed value of 0 in any trait is not destroyed due to this rule").
std::optional<trait> spared_by_printed_zero(const state& s, card_id c);
// Cards one effect destroys together (a statement's `destroy each character`, its damage to
// each, one damage step, one check of the destruction threshold, the End Phase's orphans):
// reordered so those whose destruction card text would replace go first, while every card
// whose text may replace it is still in play (docs/rulings.md, Cards destroyed together; the
// books are silent). The rest keep their order. `like`: each one's destruction but its card.
void replaced_first(const state& s, std::span<card_id> cards, destruction like);

// The keyword that decided a query's answer or changed a number (behaviour above), or none.
keyword_rule keyword_deciding(const state& s, rule_query q, card_id c, card_id other = no_card);
keyword_rule keyword_changing(const state& s, rule_number q, card_id c, int default_value, card_id other = no_card);

// ": "Card" (KEYWORD)", the keyword that changed a number from its default, or "", for a
// refusal that names the number.
std::string keyword_that_set(const state& s, rule_number q, card_id c, int default_value, card_id other = no_card);

// " (rule query NAME: <the card text that decided>)", for the end of a refusal.
std::string text_that_decided(const state& s, rule_query q, card_id c, card_id other = no_card);

}  // namespace engine
