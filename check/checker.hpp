// The checker: turns syntax trees into checked definitions, reporting every error.
// Internal to the language; users go through library::check() (library/library.hpp).
#pragma once

#include <array>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/diagnostics.hpp"
#include "grammar/syntax.hpp"
#include "grammar/parsed_source.hpp"
#include "ir/checked.hpp"
#include "ir/definitions.hpp"
#include "ir/name_table.hpp"
#include "vocabulary/words.hpp"

namespace megacorp {

// Checks one scenario form (check_scenario.cpp).
void check_scenario(const definitions& lib, const source_file* file, const syntax::node& n, checked::scenario& s,
                    diagnostics& diags);

// Whether `a` and `b` are the same text: their sizes, then their bytes, inline (g++ calls
// std::string_view's compare out of line for ==, about 45 instructions a call).
inline bool same_text(std::string_view a, std::string_view b) {
  return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size()) == 0);
}
// Whether `text` begins (ends) with `part`, inline as same_text (std::string_view's
// starts_with and ends_with call compare out of line).
inline bool starts_text(std::string_view text, std::string_view part) {
  return text.size() >= part.size() && same_text(std::string_view(text.data(), part.size()), part);
}
inline bool ends_text(std::string_view text, std::string_view part) {
  return text.size() >= part.size() && same_text(text.substr(text.size() - part.size()), part);
}

class checker {
 public:
  // Checks every form of `sources` into `lib`.
  checker(definitions& lib, const std::vector<std::shared_ptr<const parsed_source>>& sources, diagnostics& diags)
      : lib_(lib), sources_(sources), diags_(diags) {}
  // `settle`, if given, is called with each card after it is checked, in card order
  // (library::check notes what the runner needs of them). The cards are checked on up to
  // `threads` threads (check_parallel.cpp), with the same result as on one. Returns the
  // threads the cards took, or 0 when the run must be made again on one thread (a tag met
  // that no card prints: its id would follow the threads' timing); the library and `diags`
  // then hold a partial check.
  std::size_t run(const std::function<void(checked::card&)>& settle = {}, std::size_t threads = 1);

 private:
  using node = syntax::node;

  // The fields of one card (field_type .. field_art), each as first given.
  class card_fields {
   public:
    static bool is_field(syntax::kind k) { return k >= syntax::kind::field_type && k <= syntax::kind::field_art; }
    const node* get(syntax::kind k) const { return nodes_[index(k)]; }
    bool has(syntax::kind k) const { return get(k) != nullptr; }
    void set(syntax::kind k, const node* n) { nodes_[index(k)] = n; }

   private:
    static std::size_t index(syntax::kind k) {
      return static_cast<std::size_t>(k) - static_cast<std::size_t>(syntax::kind::field_type);
    }
    static constexpr std::size_t count =
        static_cast<std::size_t>(syntax::kind::field_art) - static_cast<std::size_t>(syntax::kind::field_type) + 1;
    std::array<const node*, count> nodes_{};
  };

  // What names mean at the point being checked.
  struct scope;
  void no_coming_back(const node& n, const checked::expr& moved, const scope& s);
  // `target player draws 2 cards, then loses 2M`: a verb agreeing with the players before
  // (its `s`) where the statement is the acting player's; refused (check_statements.cpp).
  void subject_not_carried(const node& before, const node& st);
  // `you may pay 2M, if you did not { ... }`: a `did not` inside the `may` it asks about.
  void declined_inside_may(const node& st, const checked::expr& added);
  void each_answer_of_several(const checked::expr& may, checked::expr& added);
  void host_when_unbonded(const checked::ability& a);
  void host_in_activated(const checked::ability& a);
  // What is asked of a card's abilities together, after its fields (check_card, check_chunk).
  void whole_card_checks(const checked::card& c);
  // A card whose text makes it a copy of another, and has other text, which a copy drops.
  void copy_drops_own_text(const std::vector<checked::ability>& abilities);
  struct scope {
    const std::vector<checked::keyword_param>* params = nullptr;  // inside a keyword definition
    bool bound = false;          // `it` / `them` refer to something
    bool in_rule = false;        // static rules cannot target
    // A rule's subject, when not `this`, for the `it` in its `while` (selections::pronoun);
    // one card (`the card this is bonded to`) or several (`each character you control`).
    const node* rule_subject = nullptr;
    bool rule_subject_one = false;
    bool in_pattern = false;     // a trigger's or a replacement's selections: matched, never played, so no targets
    bool in_while = false;       // a `while` condition, read after the effect is done: no `may`, no targets
    bool in_cost = false;        // only payable statements
    bool modes_played = false;   // an event's effect or an activated ability's: a mode's targets are chosen with the play (docs/rulings.md, Modes)
    bool x_chosen = false;       // an activated ability's costs or effect, its costs paying `pay x`: `x` is that amount
    bool counters_removed = false;  // its costs remove development counters: `... removed this way` counts them
    bool destroys_before = false;   // a statement before it in the effect destroys or deals damage: `... destroyed this way` counts
    bool it_taken_out = false;      // the statement just before destroys or annihilates its object: `it` has left play unless replaced
    // What the statement just before counts, for `that many` / `that much` after it
    // (docs/rulings.md, That many): counts_cards, counts_money, both or none.
    std::uint8_t counted = 0;
    // For `if you did` (vocabulary.md 8): a `may` (or `activate:`) came before it in the same
    // effect, whose taking it asks; else what the statement just before in the effect counts,
    // whether it was carried out (moved cards or money) being what it asks (issue 27, p27).
    bool may_before = false;
    std::uint8_t done_before = 0;
    // ... and that statement's doer is players other than `you` (`each opponent discards a
    // card`): `you did` after it would ask what you did not do (docs/vocabulary.md 8).
    bool others_did_before = false;
    bool damage_known = false;   // in a "deals damage" trigger: `the damage dealt` has a value
    bool damage_replaced = false;  // in a `dealt damage` replacement: `that damage` names the damage replaced
    // In a trigger on a two-party event: the words that name the other party (`the card
    // that destroyed it`); unknown elsewhere (vocabulary/event_triggers.hpp party_word).
    words::pronoun party = words::pronoun::unknown;
    bool seller_known = false;   // ... on a buy out of a network: `the seller` names whose network it left
    bool it_annihilated = false; // `it` / `them` were found by a search of an annihilated zone
    bool this_annihilated = false;  // after `when this is annihilated`: `this` is in the annihilated zone
    bool it_in_play = false;     // `it` / `them` were chosen, targeted or looped over in play
    bool it_bonded = false;      // `it` / `them` were chosen or looped over among bonded cards
    bool it_in_zone = false;     // `it` / `them` were found, chosen or looped over in a hand, deck, open market or annihilated zone
    bool looked = false;         // a `look at` came before: `the rest` names what it looked at
    bool looked_in_hand = false; // that `look at` looked at cards in a hand: `discard one of them` can discard them
    // The cards the `choose` statements just before (in a row) chose, 2 for two or more:
    // `them` names them all (docs/rulings.md, Another player's choice).
    int chosen = 0;
    // In or after a statement whose subject is players (`target opponent may pay 2M; ...`):
    // `they` names them as the effect runs, so not yet as its targets are chosen.
    bool they_named = false;
    // ... and that statement's subject was one target player (`target opponent may ...`), the
    // last target player so far: chosen before the targets after it, so `target character
    // they control` is chosen among that player's cards (docs/rulings.md, Targets in text order).
    bool they_target = false;
    // In `for each PLAYERS { ... }`, before another statement names players: `you` and
    // `they` both name the player of the round (docs/vocabulary.md, `for each`).
    bool they_are_you = false;
    // The statement just before acted on `one of them`: `them` names that one card, as `it` does.
    bool them_is_it = false;
    // The statement just before acted on two targets or more (`target character you control
    // gets +the BQ of target character an opponent controls BQ`): the one `it` names and
    // another, rendered, for the warning at `it` (issue 27, d14); none otherwise.
    checked::name_id it_target{}, other_target{};
    // The statement just before swapped two cards or exchanged their control: `them` names
    // both, `it` the first (checked::first_named_it), a target or not; kept into a delayed
    // effect made just after, which keeps the cards `them` names (run_delayed).
    bool two_named = false;
    std::string_view subject;    // for messages: "card", "keyword", ...
  };

  // scope::counted: what the statement just before moved, for `that many` (cards), `that much`
  // (money) and `if you did` (any of the three: development counters too).
  static constexpr std::uint8_t counts_cards = 1, counts_money = 2, counts_counters = 4;
  checked::expr check_that_many(const node& n, const scope& s);

  // passes (checker.cpp)
  void check_keywords();
  void check_cards(const std::function<void(checked::card&)>& settle);
  void collect_names();
  void reserve_indexes();
  void collect_form(const node& form);
  void declare_variant(const node& form, std::string name);
  void warn_unread_variants();

  // keywords (check_keywords.cpp)
  void check_keyword(const node& n, checked::keyword& k);
  void check_keyword_use(const node& n, checked::keyword_use& use, const scope& s);
  // A word given as argument `index` of `use` (`gain CASHFLOW n`): a parameter of the keyword
  // whose text this is, of the argument's kind; refused with the kinds that can stand there.
  checked::expr check_param_arg(const node& arg, const checked::keyword_use& use, std::size_t index, const scope& s);

  // cards (check_cards.cpp): one function per field
  struct field_checks;
  void check_card(const node& n, checked::card& c);
  void check_card_fields(const node& n, checked::card& c, card_fields& seen);  // all but the cross-card checks
  bool first_time(const node& field, card_fields& seen);
  // Reads the named business's types if that card was checked before `c` (in card order),
  // as one thread would have: a later one is checked with its own card.
  void check_founder_business(const checked::card& c, const node* business_field);
  void reserve_parts(const node& n, checked::card& c);
  void check_card_types(const node& field, checked::card& c);
  void check_traits(const node& field, checked::card& c);
  void check_required_fields(const node& n, checked::card& c, const card_fields& seen);
  checked::cost check_cost(const node& n);
  // A cost as a value (`UPKEEP 1M + 1BQ`, `pay 2 IQ`): op::cost_arg, its money and its trait costs.
  checked::expr cost_value(const node& n);

  // decks (check_decks.cpp, through deck_checker.hpp)
  void check_deck(const node& n, checked::deck& d);

  // abilities (check_abilities.cpp)
  void check_ability(const node& n, checked::ability& a, const scope& s, const checked::card* card);
  scope ability_scope(const scope& outer, const node& n);
  void check_what_runs(checked::ability& a, unsigned modes_before);
  // `they` with no player subject before it: the last target player before it (they_bound.cpp).
  void bind_they(checked::ability& a);
  checked::expr check_trigger(const node& n, scope& s);
  checked::expr check_trigger_event(const node& n, scope& s);  // what it waits for
  std::int64_t check_trigger_once(const node& once, const checked::expr& trigger);
  checked::expr check_rule(const node& n, scope& s);
  void warn_idle_permission(const node& n, std::uint8_t entry, const std::string& modal, const node& phrase);
  void unknown_rule(const node& subject, const node& phrase, const std::string& pattern, std::string_view modal);
  void players_on_card_rule(const node& n, const checked::expr& subject, const std::string& pattern, std::uint8_t entry,
                            const std::string& modal, const node& phrase);
  checked::expr check_replacement(const node& n, scope& s);
  // `activate only during your buy phase` / `activate only while C`: a while_condition.
  checked::expr check_activation_limit(const node& n, const scope& s);
  std::string phrase_pattern(const node& phrase, scope& s, checked::expr_list& objects);
  void by_an_effect(std::string& pattern, checked::expr_list& objects, const std::vector<std::string>& phrases);
  void a_player_draws(const node& phrase, const checked::expr& subject, std::string& pattern,
                      checked::expr_list& objects);
  void a_card_event(const node& subject_node, const checked::expr& subject, const std::string& pattern);
  void a_player_activates(const node& phrase, const checked::expr& subject, std::string& pattern,
                          checked::expr_list& objects);
  void a_player_money(const node& phrase, const checked::expr& subject, std::string& pattern);
  void control_of_this(const node& phrase, const checked::expr& subject, std::string_view table);
  void a_player_plays(const node& phrase, const checked::expr& subject, std::string& pattern,
                      checked::expr_list& objects);
  void check_replacement_phrase(const node& phrase, scope& s, checked::expr& e);
  void by_a_card(const node& phrase, const std::string& pattern, const checked::expr_list& objects);
  bool bought_from_your_network(const node& phrase, const checked::expr& subject, const std::string& pattern);
  void bought_by_whom(const node& subject_node, const node& phrase, const checked::expr& subject, const std::string& pattern);
  checked::expr check_drawn(const node& n, const scope& s);
  checked::expr check_trait_of(const node& n, const scope& s);
  checked::expr check_extreme(const node& n, const scope& s);  // `the greatest BQ among SEL`
  checked::expr check_half(const node& n, const scope& s);     // `half AMOUNT`, `half their money`
  checked::expr check_played(const node& n, const scope& s);
  checked::expr check_bought(const node& n, const scope& s);
  checked::expr check_players_count(const node& n, const scope& s, checked::op o, const char* not_players, const char* one_of);
  // What `for each` counts (amount_per's children): cards, the counters on them, the events a
  // player played this turn, the cards destroyed this turn.
  checked::expr check_per_counted(const node& per_node, const scope& s);
  checked::expr check_destroyed(const node& sel, const node& n, const scope& s);

  // statements (check_statements*.cpp): one function per statement kind (statement_checks.hpp)
  struct statements;
  checked::expr check_effect(const node& n, scope s);
  checked::expr check_statement(const node& n, scope& s);
  std::size_t check_joined(const node& effect, std::size_t first, scope& s, checked::expr& e);
  void check_statement(const node& n, scope& s, checked::expr& e);  // into `e`, a new node

  // selections (check_selections.cpp): its stages
  struct selections;
  void no_target_here(const node& n, const scope& s);
  checked::expr check_selection(const node& n, scope& s);
  void chosen_needs_choose(const std::vector<checked::ability>& abilities, bool is_event);
  checked::expr check_qualifier(const node& n, scope& s);
  checked::expr check_amount(const node& n, const scope& s);
  void check_amount_param(const node& n, const scope& s, checked::expr& e);
  checked::expr check_quantity(const node& n, const scope& s);   // money, pool, damage, valuation
  // `with the most money`, `with the fewest cards in hand` (docs/rulings.md, The player with the most)
  checked::expr check_most(const node& n, const scope& s);
  checked::expr check_than(const node& n, scope& s);
  checked::expr check_have(const node& n, scope& s);
  checked::expr check_most_quantity(const node& n, const scope& s);
  static std::uint8_t most_word(const node& n);  // the comparison of `most`, `fewest`, `least`
  checked::expr check_named(const node& n);                          // `named "Gnost Acolyte"`
  checked::expr check_card_number(const node& n, scope& s);      // `with BQ 1 or less`
  checked::expr owner_player(const node& n);                     // `your` as the player `you`
  // `several`: the zone may be several players' (`an opponent's hand`), as in a filter.
  checked::expr check_zone(const node& n, bool several = false);
  checked::ref check_shape(const node& n);  // its area_ref, or none after an error  // an area ACROSSxALONG, each side 1 to the network's width
  checked::expr check_keyword_ref(const node& n, const scope& s, bool with);
  void check_keyword_ref(const node& n, const scope& s, bool with, checked::expr& e);  // fills a fresh `e`

  // conditions (check_conditions.cpp): one function per kind of condition
  struct conditions;
  checked::expr check_condition(const node& n, scope s);
  checked::expr check_duration(const node& n, const scope& s);
  // The duration of a change to `subject` (`gets`, `gains`, `cannot attack`, ...): in an
  // effect whose subject names cards, `it` (and `its`) in its own `while` name each card the
  // change is made to (issue 27; docs/rulings.md, Durations).
  checked::expr check_own_duration(const node& n, const scope& s, const checked::expr& subject);
  void target_owner(checked::expr& owner);
  // `your buy phase`: whose turn and which phase (001 Turn Structure), an is_period condition.
  checked::expr check_period(const node& n, const node& whose, const node& what);

  // helpers (checker.cpp, but for the inline ones)
  span at(const node& n) const { return syntax::span_of(current_file_, n); }
  diagnostic& error(const node& n, std::string message) { return diags_.error(at(n), std::move(message)); }
  // Refused: selection `sel` (at `n`) names cards out of play with a filter that fits cards in play only.
  void no_play_filters_out_of_play(const node& n, const checked::expr& sel);
  // The entry `text` has in a family's table (vocabulary/words.hpp), for
  // checked::expr::word; a spelling the grammar lets through and the table lacks is an
  // error here rather than text the runner could not run.
  template <class E>
  std::uint8_t word(const node& n, std::span<const words::spelling<E>> table, std::string_view text, const char* family) {
    E w{};  // as words::find, comparing inline
    for (const words::spelling<E>& sp : table)
      if (same_text(sp.text, text)) {
        w = sp.word;
        break;
      }
    if (w == E{}) error(n, std::string("'").append(text).append("' is not a ").append(family) + " the engine knows");
    return words::code(w);
  }
  // As word(), with the text's id among names (checked::expr::text) in `id`: each spelling of
  // the table is interned once, not at every use (a selection's noun and determiner, some
  // 24 k a MB of cards). A table other than the first this family was asked with is interned
  // at each use, as before.
  template <class E>
  std::uint8_t word_named(const node& n, std::span<const words::spelling<E>> table, std::string_view text,
                          const char* family, checked::name_id& id) {
    static const std::span<const words::spelling<E>> first = table;
    static const std::vector<checked::name_id> ids = [&] {
      std::vector<checked::name_id> v;
      for (const words::spelling<E>& s : first) v.push_back(checked::intern_name(s.text));
      return v;
    }();
    if (table.data() == first.data() && table.size() == first.size())
      for (std::size_t i = 0; i < table.size(); ++i)
        if (same_text(table[i].text, text)) {
          id = ids[i];
          return words::code(table[i].word);
        }
    id = checked::intern_name(text);
    return word(n, table, text, family);
  }
  std::int64_t number_value(const node& n);
  // "unknown keyword X, did you mean 'Y'?" at n.
  void unknown_keyword(const node& n, const std::string& name);
  const checked::keyword_param* find_param(const scope& s, std::string_view name) const;
  // The parameter of the keyword being checked, of a kind that `fits`, closest to `name`
  // (`amonut` -> `amount`), or "": a misspelt parameter's "did you mean".
  std::string closest_param(const scope& s, std::string_view name, bool (*fits)(checked::param_kind)) const;
  bool tag_known(const std::string& tag, const scope& s) const;
  // The id of tag `name` (definitions::tag). On a worker thread a tag not yet numbered is
  // not added (ids would follow the threads' timing): new_tag_met_ is set and the check is
  // run again on one thread (check_parallel.cpp).
  checked::tag_id tag_number(std::string_view name);
  // `#T`: the tag parameter of the keyword it is in that it names (`#t`), else the tag's id.
  checked::ref tag_ref(const std::string& tag, const scope& s);
  // The index of a parameter find_param returned, in s.params.
  static checked::param_id param_index(const scope& s, const checked::keyword_param* p) {
    return static_cast<checked::param_id>(p - s.params->data());
  }

  definitions& lib_;
  const std::vector<std::shared_ptr<const parsed_source>>& sources_;
  diagnostics& diags_;
  const source_file* current_file_ = nullptr;
  std::size_t known_tags_ = 0;  // the cards' tags: the ids below this (collect_names numbers them first)
  std::set<std::string, std::less<>> variants_read_;  // by `the rules are "NAME"`
  std::vector<std::string> known_tag_list_;
  // Where each checked form came from, in order, so check_* can be run after collection.
  struct pending {
    const source_file* file;
    const node* tree;
    void* target;
  };
  std::vector<pending> keywords_, cards_, decks_, scenarios_;
  bool worker_ = false;        // a worker's checker: adds no tag (tag_number)
  bool new_tag_met_ = false;   // ... and met a tag that was not numbered
  std::size_t merging_ = static_cast<std::size_t>(-1);  // the card being merged (checked_before), if merging
  // The cards on two threads or more (check_parallel.cpp): a worker checks a chunk of
  // cards into its own diagnostics and arena; the chunks are merged in card order.
  struct card_marks;
  struct worker;
  checker(const checker& main, diagnostics& diags);  // a worker's checker: the names collected, no pending forms
  std::size_t check_cards_on_threads(const std::function<void(checked::card&)>& settle, std::size_t threads);
  void check_chunk(const std::vector<pending>& cards, std::size_t begin, std::size_t end, std::vector<card_marks>& marks);
  void merge_card(const pending& p, const card_marks& m, diagnostics& from, const std::function<void(checked::card&)>& settle);
  bool checked_before(const checked::card& b) const;

  // `its controller` / `its owner` met in the ability being checked with no card named
  // before it (it names the card itself: docs/reference.md 2), for warn_its_ahead.
  std::vector<std::pair<span, std::string>> its_unbound_;
  // `it` in a statement's own amount with nothing before it to name (`target character gets
  // +the MQ of it BQ until end of turn`): the statement's one target card, where the statement
  // has one (statements::own_target_read); the statements and amounts being checked, and the
  // `it` read so, not yet given their statement.
  unsigned statement_depth_ = 0, amount_depth_ = 0;
  struct deeper {  // one level more of statement_depth_ or amount_depth_, while it lives
    unsigned& depth;
    explicit deeper(unsigned& d) : depth(++d) {}
    ~deeper() { --depth; }
    deeper(const deeper&) = delete;
    deeper& operator=(const deeper&) = delete;
  };
  std::vector<const syntax::node*> own_it_;
  // While a chain of changes joined by `and` is checked: the duration written last, which a
  // change without one of its own takes (check_joined).
  const syntax::node* shared_duration_ = nullptr;
  // The `choose one` statements whose modes target, checked so far, and where the last one
  // is: one ability's effect takes one (check_ability; docs/rulings.md, Modes).
  unsigned played_modes_ = 0;
  span last_played_modes_{};
  // While a card's `rule:` line is checked (check_ability): the card, whose type decides
  // whether its own cost is to buy or to play it (null: a keyword's rule).
  const checked::card* rule_card_ = nullptr;
  void warn_its_ahead(const checked::ability& a);
  void warn_counted_after_removal(const checked::ability& a);
  void warn_it_other_side(const checked::ability& a);
  void warn_it_after_party(const checked::ability& a);
  // Text that needs its card outside play where it is heard from play only (check_abilities.cpp).
  void refuse_dead_out_of_play(const checked::ability& a);
  void refuse_target_in_filter(const checked::expr& e);
};

}  // namespace megacorp
