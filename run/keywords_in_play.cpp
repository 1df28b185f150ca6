// The keywords a card has now: printed, gained (until end of turn, or from rules of cards
// in play) and lost, and the abilities that come with them.
#include "run/evaluator_parts.hpp"

#include "engine/limits.hpp"
#include "engine/ops.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace megacorp {

using namespace run_parts;

namespace {

// The cards in play whose rules give or take keywords: state::granting, which the text
// behaviour keeps (card_behaviour::gives_keywords); in a state without behaviour, those of
// the cards in play whose text does (checked::card::grants_keywords), looked up.
template <class F>
void for_each_granter(const library& lib, const engine::state& s, F&& f) {
  if (s.behaviour) {
    for (card_id x : s.granting) f(x);
    return;
  }
  for (card_id x : s.in_play) {
    const checked::card& cc = *lib.cards()[s.def(x).behaviour];
    if (cc.grants_keywords || (cc.passes_keywords && s.card(x).zone == engine::zone::bonded)) f(x);
  }
}

// 001 Bonding: "The First (top) card of the pile gains all keywords of the cards bonded to
// it": a card bonded under `card` gives it the keywords it prints, BOND too, but TERRAIN's
// (001 Glossary TERRAIN: "Cards that this card Bonds to do not gain this effect";
// keyword::bonds_under_deployed); under variant bond-stays-with-its-card not BOND's either
// (keyword::bonds_by_statement; docs/rulings.md, Bonded cards' keywords).
bool passed_to_top(const engine::rules_options& r, const checked::keyword_use& u) {
  return u.def && !u.def->bonds_under_deployed && !(u.def->bonds_by_statement && r.bond_stays_with_its_card);
}

void add_pile_keywords(const eval_context& c, card_id holder, card_id card, std::vector<const checked::keyword_use*>& out) {
  const engine::card_instance& hi = c.s->card(holder);
  if (hi.zone != engine::zone::bonded || hi.host != card || c.s->rules.bonding_passes_tags_only) return;
  for (const checked::keyword_use& u : checked_card(c, holder).keywords)
    if (passed_to_top(c.s->rules, u)) out.push_back(&u);
}

// Whether this thread is reading the keywords of a card for a `gains the keywords of` rule:
// that card's own such rules are not followed then (no chain, so no loop).
thread_local bool reading_keywords_of = false;

// `rule: SUBJECT gains the keywords of SEL [while ...]`: each keyword the one card in a
// network SEL names has now (printed or gained, not lost, with its arguments; not through
// another such rule), read again at every question; none when SEL names no such card, or
// `card` itself (docs/rulings.md, Copies).
void keywords_read(const eval_context& c, const expr& sel, card_id card, std::vector<const checked::keyword_use*>& out) {
  if (reading_keywords_of || !can_evaluate(sel, *c.off)) return;
  const std::vector<card_id> named = anchors(c, sel);
  if (named.size() != 1 || named[0] == card || !in_network(*c.s, named[0])) return;
  reading_keywords_of = true;
  struct done_t {
    ~done_t() { reading_keywords_of = false; }
  } done;
  for (const checked::keyword_use* u : keywords_now(c, named[0])) out.push_back(u);
}

thread_local rule_place cut{};

}  // namespace

std::size_t rule_index(const checked::card& holder, const bound_ability& b) {
  constexpr std::size_t per_keyword = 64;  // more abilities than a keyword has
  auto place_in = [&](const std::vector<checked::ability>& all) {
    for (std::size_t i = 0; i < all.size(); ++i)
      if (&all[i] == b.ability) return i;
    return all.size();
  };
  if (!b.use) return place_in(holder.abilities);
  const std::size_t in_keyword = place_in(b.use->def->abilities);
  const auto& printed = holder.keywords;
  const auto k = std::find_if(printed.begin(), printed.end(), [&](const checked::keyword_use& u) { return &u == b.use; });
  const std::size_t keyword =
      k != printed.end() ? static_cast<std::size_t>(k - printed.begin()) : printed.size() + static_cast<std::size_t>(b.use->def->id);
  return holder.abilities.size() + keyword * per_keyword + in_keyword;
}

rule_place rule_cut() { return cut; }

bool before_cut(card_id holder, std::size_t index) { return holder < cut.holder || (holder == cut.holder && index < cut.index); }

bool keyword_rule_counts(card_id holder, std::size_t index) { return cut.every_keyword_rule || before_cut(holder, index); }

// Variant rules-read-printed-cards: the cut before every rule, so none counts.
cut_scope::cut_scope(const engine::state& s, card_id holder, std::size_t index, rule_changes changes) : saved_(cut) {
  cut = s.rules.rules_read_printed_cards ? rule_place{0, 0, false} : rule_place{holder, index, changes == rule_changes::number};
}
cut_scope::~cut_scope() { cut = saved_; }

namespace {

// A keyword a card in play has only gained (from an effect or a rule), whose rules give or
// take keywords (checked::keyword::gives_keywords): its holder and the keyword as gained.
struct giver {
  card_id holder = no_card;
  const checked::keyword_use* use = nullptr;
  bool operator==(const giver&) const = default;
};
const std::vector<giver>& givers_now(const eval_context& c);  // below: settled in rounds

// `rule: SUBJECT gains KEYWORD [while ...]` of every card in play, bonded ones included
// (001 Bonding: "their continuous abilities are still active"), and the keywords of the
// cards bonded under `card` (add_pile_keywords). Printed abilities only, so a grant never
// depends on another grant's keyword abilities.
void add_rule_grants(const eval_context& c, card_id card, std::vector<const checked::keyword_use*>& out) {
  if (c.depth >= max_depth) return;
  const engine::state& s = *c.s;
  auto consider = [&](card_id holder, std::size_t index, const checked::ability& a, const checked::keyword_use* use) {
    const expr& r = a.trigger;
    const bool of_card = r.o == op::grant_keywords_of;
    if (a.kind != checked::ability_kind::rule || (r.o != op::grant_keyword && !of_card) || r.args.size() < 2) return;
    if (!keyword_rule_counts(holder, index) || !can_evaluate(r.args[0], *c.off)) return;
    const cut_scope read_before(s, holder, index, rule_changes::keywords);
    eval_context inner = context_for(*c.lib, s, holder, use, *c.off);
    inner.depth = c.depth + 1;
    if (!matches(inner, r.args[0], card)) return;
    if (r.args.size() > 2 && r.args[2].o == op::while_condition &&
        (!can_evaluate(r.args[2], *c.off) || !holds(inner, r.args[2].args[0])))
      return;
    if (of_card) return keywords_read(inner, r.args[1], card, out);
    if (const checked::keyword_use* with_args = c.lib->granted_use(r.args[1].granted_use)) out.push_back(with_args);
    else if (const checked::keyword_use* filled = c.lib->granted_use(use, r.args[1])) out.push_back(filled);
    else if (!r.args[1].args.empty()) unsupported(r.args[1], "a keyword argument that names a parameter of another keyword");
    else out.push_back(&keyword_of(c, r.args[1]).bare);
  };
  auto of_holder = [&](card_id holder) {
    const checked::card& cc = checked_card(c, holder);
    if (cc.passes_keywords) add_pile_keywords(c, holder, card, out);
    if (!cc.grants_keywords) return;
    for (const bound_ability& b : abilities_of(cc)) consider(holder, rule_index(cc, b), *b.ability, b.use);
  };
  if (c.grant_holders) {
    for (card_id holder : *c.grant_holders) of_holder(holder);
  } else if (c.lib->some_card_grants() || c.lib->some_card_passes()) {
    for_each_granter(*c.lib, s, of_holder);
  }
  // Then the rules of keywords the holders only gained (reference §2: "and its abilities").
  if (!c.lib->some_keyword_gives()) return;
  for (const giver& g : givers_now(c)) {
    const checked::card& hc = checked_card(c, g.holder);
    for (const checked::ability& a : g.use->def->abilities) consider(g.holder, rule_index(hc, {&a, g.use}), a, g.use);
  }
}

}  // namespace

const checked::keyword_use* granted_keyword(const library& lib, std::size_t id) {
  const auto& all = lib.keywords();
  if (id < all.size()) return &all[id]->bare;
  id -= all.size();
  if (id < lib.granted_use_count()) return lib.granted_use(static_cast<std::int64_t>(id) + 1);
  id -= lib.granted_use_count();
  if (id < lib.granted_rules().size()) return &lib.granted_rules()[id]->bare;
  id -= lib.granted_rules().size();
  return id < lib.printed_uses().size() ? lib.printed_uses()[id] : nullptr;
}

std::optional<std::size_t> grant_number(const library& lib, const checked::keyword_use& u) {
  const auto& rules = lib.granted_rules();
  if (!u.def || std::any_of(rules.begin(), rules.end(), [&](const auto& r) { return r.get() == u.def; })) return std::nullopt;
  if (u.args.empty()) return static_cast<std::size_t>(u.def->id);
  std::size_t base = lib.keywords().size();
  for (std::size_t i = 0; i < lib.granted_use_count(); ++i)
    if (lib.granted_use(static_cast<std::int64_t>(i) + 1) == &u) return base + i;
  base += lib.granted_use_count() + rules.size();
  const auto& printed = lib.printed_uses();
  const auto at = std::find(printed.begin(), printed.end(), &u);
  if (at == printed.end()) return std::nullopt;
  return base + static_cast<std::size_t>(at - printed.begin());
}

std::size_t granted_rule_number(const library& lib, std::int64_t value) {
  return lib.keywords().size() + lib.granted_use_count() + static_cast<std::size_t>(value) - 1;
}

engine::card_set grant_holders(const library& lib, const engine::state& s) {
  engine::card_set out;
  if (!lib.some_card_grants() && !lib.some_card_passes()) return out;
  if (s.behaviour) return s.granting;
  for_each_granter(lib, s, [&](card_id x) { out.insert(x); });
  return out;
}

// The numbers being answered on this thread: a serial for the stack as it is now.
namespace {
thread_local std::uint64_t frame_now = 0;
thread_local std::uint64_t frames_made = 0;
}  // namespace

number_frame::number_frame() : outer_(frame_now) { frame_now = ++frames_made; }
number_frame::~number_frame() { frame_now = outer_; }

namespace {

// Keyword questions asked inside keyword questions ----------------------------------------
// A rule that gives or takes keywords is read one level deeper (eval_context::depth, up to
// max_depth); when its subject or condition reads keywords (`each character without FLYING
// gains ...`, `... while you control a character with FLYING`) each level asks again about
// the cards, once for each such rule in play and each card its condition reads, so the work
// grew as that number to the 16th power (docs/benchmarks.md, Stop 41). While the outermost
// keyword question lasts the game is only read, so an inner one has one answer for its card,
// keyword, depth, whether a `gains the keywords of` rule is being read, and the numbers being
// answered (number_frame): it is worked out once, and forgotten when the outermost ends.
struct memo_key {
  const engine::state* s = nullptr;
  std::uint64_t frame = 0;
  const checked::keyword* keyword = nullptr;  // null: the keywords gained
  card_id card = no_card;
  int depth = 0;
  bool reading = false;
  rule_place read_before;  // the cut: rules after it do not count
  bool operator==(const memo_key&) const = default;
};

struct memo_hash {
  std::size_t operator()(const memo_key& k) const {
    const auto mix = [](std::uint64_t h, std::uint64_t v) { return (h ^ v) * 0x9E3779B97F4A7C15ULL; };
    std::uint64_t h = mix(reinterpret_cast<std::uintptr_t>(k.s), k.frame);
    h = mix(h, reinterpret_cast<std::uintptr_t>(k.keyword));
    h = mix(h, (std::uint64_t{k.read_before.holder} << 32) ^ k.read_before.index);
    return static_cast<std::size_t>(mix(h, (std::uint64_t{k.card} << 8) | (static_cast<std::uint64_t>(k.depth) << 1) | k.reading));
  }
};

// What kept answers were worked out under: the library, what a test switched off, and the
// game's stamp (engine/rule_memo.hpp; 0: a game outside a scope over it).
struct kept_under {
  const library* lib = nullptr;
  const switched_off* off = nullptr;
  std::uint64_t stamp = 0;
  // Whether they hold for c, whose game's stamp is `now`: the same library, switches and stamp.
  bool holds(const eval_context& c, std::uint64_t now) const { return c.lib == lib && c.off == off && now == stamp; }
};

struct keyword_memo {
  int open = 0;  // keyword questions under way on this thread
  // Stamp 0 when the outermost question is asked outside a scope over its game, whose answers
  // then last only while it does.
  kept_under under;
  std::unordered_map<memo_key, std::vector<const checked::keyword_use*>, memo_hash> gained;
  std::unordered_map<memo_key, bool, memo_hash> lost;
};
thread_local keyword_memo memo;

void forget_givers();  // below

void forget_kept_answers() {
  if (!memo.gained.empty() || !memo.lost.empty()) {
    memo.gained.clear();
    memo.lost.clear();
  }
}

// Every keyword question opens one. The outermost one keeps the answers of the one before
// only while the game did not change (the same stamp, not 0); its end forgets them unless
// the game's stamp may tell the next one whether it changed.
struct memo_scope {
  explicit memo_scope(const eval_context& c) {
    if (memo.open++ != 0) return;
    const std::uint64_t now = engine::rule_memo_stamp(*c.s);
    if (now != 0 && memo.under.holds(c, now)) return;
    forget_kept_answers();
    memo.under = {c.lib, c.off, now};
  }
  ~memo_scope() {
    if (--memo.open != 0 || memo.under.stamp != 0) return;
    forget_kept_answers();
    forget_givers();
  }
  memo_scope(const memo_scope&) = delete;
  memo_scope& operator=(const memo_scope&) = delete;
  engine::nested_reading reading;  // a question asked meanwhile is not an outermost one (rule_memo.hpp)
};

// Under the cut of a rule that changes a number every keyword rule counts, as with no cut.
memo_key key_of(const eval_context& c, card_id card, const checked::keyword* keyword) {
  return {c.s, frame_now, keyword, card, c.depth, reading_keywords_of, cut.every_keyword_rule ? rule_place{} : cut};
}

// The answer of `work`, from the memo once it is known: for a question asked inside another
// (depth above 0), and for an outermost one while the game's stamp says it did not change;
// an outermost question outside a scope over its game is worked out (nothing could reuse it).
template <class T, class F>
T remembered(std::unordered_map<memo_key, T, memo_hash>& known, const eval_context& c, card_id card,
             const checked::keyword* keyword, F&& work) {
  memo_scope scope(c);
  if (c.depth == 0 && memo.under.stamp == 0) return work();
  const memo_key key = key_of(c, card, keyword);
  if (const auto at = known.find(key); at != known.end()) return at->second;
  T answer = work();
  known.emplace(key, answer);
  return answer;
}

// Variant same-keyword-gained-twice-not-gained (docs/rulings.md, The same keyword with other
// arguments; 001 Glossary CARD KEYWORDS read literally: "If a card would gain more than one of
// the same keyword, it doesn't gain it"): a keyword gained from two sources at once, with the
// same arguments or others, is not gained (blind rules batch 118: two CASHFLOW 1 kept it).
// By default the one given first counts: the readers keep the first use of each keyword.
void drop_twins(std::vector<const checked::keyword_use*>& gained) {
  std::vector<const checked::keyword*> twins;
  for (std::size_t i = 0; i < gained.size(); ++i)
    for (std::size_t j = i + 1; j < gained.size(); ++j)
      if (gained[i]->def == gained[j]->def) twins.push_back(gained[i]->def);
  std::erase_if(gained, [&](const checked::keyword_use* u) { return std::find(twins.begin(), twins.end(), u->def) != twins.end(); });
}

// The keywords a card has gained: from effects until end of turn (state::grants) and from
// the rules of cards in play.
std::vector<const checked::keyword_use*> granted_now(const eval_context& c, card_id card) {
  std::vector<const checked::keyword_use*> out;
  for (const engine::keyword_grant& g : c.s->grants)
    if (g.card == card && !g.lost)
      if (const checked::keyword_use* u = granted_keyword(*c.lib, g.keyword)) out.push_back(u);
  add_rule_grants(c, card, out);
  if (c.s->rules.same_keyword_gained_twice_not_gained && out.size() > 1) drop_twins(out);
  return out;
}

std::vector<const checked::keyword_use*> granted(const eval_context& c, card_id card) {
  return remembered(memo.gained, c, card, nullptr, [&] { return granted_now(c, card); });
}

bool prints_keyword(const checked::card& cc, const checked::keyword& keyword);  // below

// Whether a rule of a keyword the card only gained takes a keyword from the card itself
// (FLYING gained, and engaged: its `this loses FLYING while this is engaged ...`); as for
// printed keywords, reference §2: a card that gained a keyword has "its abilities".
template <class Takes>
bool taken_by_own_gained(const eval_context& c, card_id card, const checked::card& cc, Takes&& takes) {
  for (const checked::keyword_use* u : granted(c, card)) {
    if (!u->def || prints_keyword(cc, *u->def)) continue;
    for (const checked::ability& a : u->def->abilities)
      if (takes(card, rule_index(cc, {&a, u}), a, u)) return true;
  }
  return false;
}

// Whether a rule that takes keywords, of a keyword some card in play only gained, takes the
// keyword (GROUNDER gained until end of turn, or from another card's rule, grounds its
// neighbours as printed GROUNDER does; docs/rulings.md, Keywords that gained keywords give).
template <class Takes>
bool taken_by_givers(const eval_context& c, Takes&& takes) {
  for (const giver& g : givers_now(c)) {
    if (!g.use->def->takes_keywords) continue;
    const checked::card& hc = checked_card(c, g.holder);
    for (const checked::ability& a : g.use->def->abilities)
      if (takes(g.holder, rule_index(hc, {&a, g.use}), a, g.use)) return true;
  }
  return false;
}

// Whether the card has lost a keyword it has: until end of turn by an effect, or now by a
// rule: of the card itself (`rule: this loses FLYING while this is engaged`) or of another
// card in play (`rule: characters an opponent controls lose FLYING`).
bool loses_keyword_now(const eval_context& c, card_id card, const checked::card& cc, const checked::keyword& keyword) {
  for (const engine::keyword_grant& g : c.s->grants)  // an effect until end of turn
    if (g.card == card && g.lost && g.keyword == static_cast<std::size_t>(keyword.id)) return true;
  if (c.depth >= max_depth) return false;
  auto takes = [&](card_id holder, std::size_t index, const checked::ability& a, const checked::keyword_use* use) {
    const expr& rule = a.trigger;
    if (a.kind != checked::ability_kind::rule || rule.o != op::remove_keyword) return false;
    if (rule.args.size() < 2 || &keyword_of(c, rule.args[1]) != &keyword || !can_evaluate(rule.args[0], *c.off)) return false;
    if (!keyword_rule_counts(holder, index)) return false;
    const cut_scope read_before(*c.s, holder, index, rule_changes::keywords);
    eval_context inner = context_for(*c.lib, *c.s, holder, use, *c.off);
    inner.depth = c.depth + 1;
    if (!matches(inner, rule.args[0], card)) return false;
    const bool lasting = rule.args.size() < 3;
    return lasting || (rule.args[2].o == op::while_condition && can_evaluate(rule.args[2], *c.off) &&
                       holds(inner, rule.args[2].args[0]));
  };
  auto any_of_holder = [&](card_id holder, const checked::card& of) {
    for (const bound_ability& b : abilities_of(of))
      if (takes(holder, rule_index(of, b), *b.ability, b.use)) return true;
    return false;
  };
  if (cc.loses_own && any_of_holder(card, cc)) return true;
  if (keyword.taken_by_own_rules && taken_by_own_gained(c, card, cc, takes)) return true;
  if (c.lib->some_keyword_takes() && taken_by_givers(c, takes)) return true;
  if (!c.lib->some_card_takes()) return false;
  auto of_holder = [&](card_id holder) {
    if (holder == card) return false;  // its own rules: above
    const checked::card& hc = checked_card(c, holder);
    return hc.takes_keywords && any_of_holder(holder, hc);
  };
  if (c.grant_holders) {
    for (card_id holder : *c.grant_holders)
      if (of_holder(holder)) return true;
    return false;
  }
  bool taken = false;
  for_each_granter(*c.lib, *c.s, [&](card_id holder) { taken = taken || of_holder(holder); });
  return taken;
}

bool loses_keyword(const eval_context& c, card_id card, const checked::card& cc, const checked::keyword& keyword) {
  return remembered(memo.lost, c, card, &keyword, [&] { return loses_keyword_now(c, card, cc, keyword); });
}

bool prints_keyword(const checked::card& cc, const checked::keyword& keyword) {
  return std::any_of(cc.keywords.begin(), cc.keywords.end(), [&](const checked::keyword_use& k) { return k.def == &keyword; });
}

bool among(const std::vector<const checked::keyword_use*>& gained, const checked::keyword& keyword) {
  return std::any_of(gained.begin(), gained.end(), [&](const checked::keyword_use* u) { return u->def == &keyword; });
}

// Keywords given by keywords a card only gained -------------------------------------------
// reference §2 and vocabulary 4.2: a card that gained a keyword has it "and its abilities",
// so the rules of a gained keyword give keywords too (RALLY gained until end of turn gives
// its neighbours DRILLED; CONTAGION gained spreads on). Such keywords feed one another, so
// their holders are settled together once per outermost keyword question, in rounds: each
// round reads every card in play, in card order, with the holders the round before found,
// until a round finds the same ones (with rules that only give, the least such set; a cycle
// of cards giving each other ends there). Past engine::max_keyword_rounds the text gives
// and takes in turn without end: rules_loop, naming the keywords.
// The table is a function of the game, the library and what a test switched off: kept while
// the outermost question lasts, and past it while the game does not change (its stamp,
// engine/rule_memo.hpp; 0 outside a scope over the game, then forgotten at the question's end).
struct givers_table {
  const engine::state* s = nullptr;  // the game settled; null: none yet
  kept_under under;                   // its stamp: engine::rule_memo_stamp of s when settled
  bool settling = false;    // a round is under way: questions read the table as it is
  std::vector<giver> givers;
};
thread_local givers_table table;

void forget_givers() {
  if (table.settling || table.under.stamp != 0) return;  // kept: givers_now compares the stamp
  table.s = nullptr;
  table.givers.clear();
}

bool givers_known(const eval_context& c) {
  // stamp 0: kept for this game object while it does not change (no stamp to compare)
  return table.s == c.s && table.under.holds(c, table.under.stamp == 0 ? 0 : engine::rule_memo_stamp(*c.s));
}

// The answers kept so far read the holders of the round before: forgotten between rounds.
void forget_answers() {
  memo.gained.clear();
  memo.lost.clear();
}

// One round: each card in play with a keyword it only gained whose rules give keywords,
// once per keyword, and not lost.
std::vector<giver> givers_round(const eval_context& c) {
  std::vector<giver> out;
  for (card_id holder : c.s->in_play) {
    const checked::card& hc = checked_card(c, holder);
    const eval_context top = context_for(*c.lib, *c.s, holder, nullptr, *c.off);
    for (const checked::keyword_use* u : granted(top, holder)) {
      if (!u->def || !u->def->gives_keywords || prints_keyword(hc, *u->def)) continue;
      if (std::any_of(out.begin(), out.end(), [&](const giver& g) { return g.holder == holder && g.use->def == u->def; }))
        continue;
      if (!loses_keyword(top, holder, hc, *u->def)) out.push_back({holder, u});
    }
  }
  return out;
}

[[noreturn]] void givers_loop(const eval_context& c, const std::vector<giver>& last) {
  std::string named;
  for (const giver& g : last)
    named += (named.empty() ? "" : ", ") + g.use->def->name + " of \"" + c.s->def(g.holder).name + "\"";
  throw engine::rules_loop("keywords that cards gained keep giving and taking keywords without settling (more than " +
                           std::to_string(engine::max_keyword_rounds) + " rounds, engine::max_keyword_rounds): " + named);
}

const std::vector<giver>& givers_now(const eval_context& c) {
  if (table.settling || givers_known(c)) return table.givers;
  // No keyword gained by an effect and no rule giving one: nothing gained gives.
  if (c.s->grants.empty() && !c.lib->some_card_grants() && !c.lib->some_card_passes()) {
    table.s = nullptr;
    table.givers.clear();
    return table.givers;
  }
  table.s = nullptr;  // known only once settled (a rules_loop leaves it unknown)
  table.givers.clear();
  table.settling = true;
  struct restore_t {  // every rule counts while settling, and no `gains the keywords of` is being read
    rule_place cut_before = cut;
    bool reading_before = reading_keywords_of;
    ~restore_t() {
      cut = cut_before;
      reading_keywords_of = reading_before;
      table.settling = false;
      forget_answers();
    }
  } restore;
  cut = rule_place{};
  reading_keywords_of = false;
  for (int round = 1;; ++round) {
    forget_answers();
    std::vector<giver> next = givers_round(c);
    if (next == table.givers) break;
    if (round == engine::max_keyword_rounds) givers_loop(c, next);
    table.givers = std::move(next);
  }
  table.s = c.s;
  table.under = {c.lib, c.off, engine::rule_memo_stamp(*c.s)};
  return table.givers;
}

}  // namespace

ability_list active_abilities(const eval_context& c, card_id card) {
  const checked::card& cc = checked_card(c, card);
  const std::vector<const checked::keyword_use*> gained = granted(c, card);
  // Keywords can be lost only through a grant record, the card's own rules or another
  // card's rules: with none of these and nothing gained, the printed list stands.
  const bool may_lose = !c.s->grants.empty() || cc.loses_own || c.lib->some_rule_takes() ||
                        std::any_of(gained.begin(), gained.end(), [](const checked::keyword_use* u) { return u->def->loses_own; });
  if (gained.empty() && !may_lose) return ability_list::shared(abilities_of(cc));
  std::vector<bound_ability> out = abilities_of(cc);
  // 001 Glossary, CARD KEYWORDS: "If a card would gain more than one of the same keyword,
  // it doesn't gain it." A rule an effect gave is no keyword: each grant of it counts (variant
  // given-rule-once: once).
  std::vector<const checked::keyword*> had;
  for (const auto& k : cc.keywords) had.push_back(k.def);
  const bool rule_once = c.s->rules.given_rule_once;
  for (const checked::keyword_use* u : gained) {
    if ((!u->def->given_rule || rule_once) && std::find(had.begin(), had.end(), u->def) != had.end()) continue;
    had.push_back(u->def);
    for (const auto& a : u->def->abilities) out.push_back({&a, u});
  }
  if (may_lose) {
    // Whether each keyword is lost, asked once per keyword (its abilities follow each other).
    const checked::keyword* last = nullptr;
    bool lost = false;
    std::erase_if(out, [&](const bound_ability& b) {
      if (!b.use) return false;
      if (b.use->def != last) {
        last = b.use->def;
        lost = loses_keyword(c, card, cc, *last);
      }
      return lost;
    });
  }
  return ability_list::owned(std::move(out));
}

std::vector<const checked::keyword_use*> keywords_now(const eval_context& c, card_id card) {
  const checked::card& cc = checked_card(c, card);
  std::vector<const checked::keyword_use*> out;
  auto add = [&](const checked::keyword_use* u) {
    if (!u->def || std::any_of(out.begin(), out.end(), [&](const checked::keyword_use* x) { return x->def == u->def; })) return;
    if (!loses_keyword(c, card, cc, *u->def)) out.push_back(u);
  };
  for (const auto& k : cc.keywords) add(&k);
  for (const checked::keyword_use* u : granted(c, card)) add(u);
  return out;
}

bool has_keyword(const eval_context& c, card_id card, const checked::keyword& keyword) {
  const checked::card& cc = checked_card(c, card);
  if (!prints_keyword(cc, keyword) && !among(granted(c, card), keyword)) return false;
  return !loses_keyword(c, card, cc, keyword);
}

bool keyword_taken(const eval_context& c, card_id card, const checked::keyword& keyword) {
  return loses_keyword(c, card, checked_card(c, card), keyword);
}


}  // namespace megacorp
