#include "library/library.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "grammar/input.hpp"
#include "grammar/parser.hpp"
#include "engine/limits.hpp"
#include "engine/types.hpp"
#include "check/checker.hpp"
#include "ir/name_table.hpp"
#include "ir/render.hpp"
#include "vocabulary/rule_table.hpp"
#include "vocabulary/vocabulary.hpp"
#include "vocabulary/words.hpp"

namespace megacorp {

std::size_t default_check_threads() {
  const char* set = std::getenv("MEGACORP_CHECK_THREADS");
  if (set && set[0] >= '1' && set[0] <= '8' && set[1] == '\0') return static_cast<std::size_t>(set[0] - '0');
  return 1;  // two threads measured no faster on two quiet cores (docs/benchmarks.md, Stop 47)
}

library::library() : check_threads_(default_check_threads()) {}
library::~library() = default;

std::shared_ptr<const parsed_source> parse_source(std::string name, std::string text, diagnostics& diags) {
  auto p = std::make_shared<parsed_source>();
  p->file = std::make_unique<source_file>(std::move(name), std::move(text));
  p->tree = parse(*p->file, diags);
  return p;
}

void library::add_source(std::string name, std::string text, diagnostics& diags) {
  // Messages take their example keywords from what is loaded first: the prelude.
  if (!vocabulary_) vocabulary_ = std::make_unique<parse_vocabulary>(base_vocabulary());
  auto p = std::make_shared<parsed_source>();
  p->file = std::make_unique<source_file>(std::move(name), std::move(text));
  p->tree = parse(*p->file, diags, *vocabulary_);
  add_keywords(*vocabulary_, p->tree);
  sources_.push_back(std::move(p));
}

void library::add_parsed(std::shared_ptr<const parsed_source> source) { sources_.push_back(std::move(source)); }

bool library::add_path(const std::filesystem::path& path, diagnostics& diags) {
  std::error_code ec;
  if (path != "-" && std::filesystem::is_directory(path, ec)) {
    std::vector<listing_problem> problems;
    std::vector<std::filesystem::path> files = list_mc_files(path, problems);
    for (const auto& p : problems) diags.error({}, "cannot read '" + p.path.string() + "': " + p.message);
    bool ok = problems.empty();
    for (const auto& f : files) ok = add_path(f, diags) && ok;
    return ok;
  }
  std::string text, error;
  if (!read_input(path, text, error)) {
    diags.error({}, "cannot read '" + (path == "-" ? std::string("standard input") : path.string()) + "': " + error);
    return false;
  }
  add_source(path == "-" ? "<stdin>" : path.lexically_normal().string(), std::move(text), diags);
  return true;
}

namespace {

// Rules that give keywords, or take them from cards other than `this` (`rule: ... gains
// FLYING`, `rule: this gains the keywords of the chosen card`, `characters an opponent
// controls lose FLYING`); a card's own losses are read from the card itself.
bool grants(const checked::ability& a) {
  if (a.kind != checked::ability_kind::rule) return false;
  const checked::expr& r = a.trigger;
  return r.o == checked::op::grant_keyword || r.o == checked::op::grant_keywords_of ||
         (r.o == checked::op::remove_keyword && !r.args.empty() && r.args[0].o != checked::op::this_card);
}
bool takes(const checked::ability& a) { return grants(a) && a.trigger.o == checked::op::remove_keyword; }
bool any_grants(const std::vector<checked::ability>& abilities) {
  return std::any_of(abilities.begin(), abilities.end(), grants);
}
bool any_takes(const std::vector<checked::ability>& abilities) {
  return std::any_of(abilities.begin(), abilities.end(), takes);
}

// Whether `e` reads a parameter: of any keyword, or of `within` (the keyword whose
// abilities are being noted: `gains WARD #t` in a keyword with `t: tag`).
bool names_parameter(const checked::expr& e, const checked::keyword* within) {
  if (e.o == checked::op::parameter || (within && names_param_of(e, *within))) return true;
  return std::any_of(e.args.begin(), e.args.end(), [&](const checked::expr& a) { return names_parameter(a, within); });
}

// What settling does at a node, by its op (note_granted_uses): most nodes need only the walk.
enum class settle_step : std::uint8_t { walk, trait, trait_if_named, grant_rule, grant_keyword };
constexpr std::array<settle_step, checked::op_count> settle_steps = [] {
  using checked::op;
  std::array<settle_step, checked::op_count> steps{};
  for (const op o : {op::deal_damage, op::produce, op::take_traits, op::modify_trait, op::trait_of, op::trait_arg})
    steps[static_cast<std::size_t>(o)] = settle_step::trait;
  steps[static_cast<std::size_t>(op::remove_damage)] = settle_step::trait_if_named;
  steps[static_cast<std::size_t>(op::grant_rule)] = settle_step::grant_rule;
  steps[static_cast<std::size_t>(op::grant_keyword)] = settle_step::grant_keyword;
  return steps;
}();
settle_step settle_step_of(const checked::expr& e) { return settle_steps[static_cast<std::size_t>(e.o)]; }

// The trait each trait word names, for the runner (words::trait in checked::expr::word):
// damage, produce, modifiers, `the BQ of`, and traits given as keyword arguments.
void note_trait(checked::expr& e) {
  const settle_step step = settle_step_of(e);
  if (step != settle_step::trait && (step != settle_step::trait_if_named || e.text == checked::name_id{})) return;
  const std::string& name = name_of(e);
  words::trait w{};  // as words::find, comparing inline (same_text)
  for (const words::spelling<words::trait>& sp : words::traits())
    if (same_text(sp.text, name)) {
      w = sp.word;
      break;
    }
  e.word = words::code(w);
}
void note_traits(checked::expr& e) {
  note_trait(e);
  for (checked::expr& a : e.args) note_traits(a);
}

using card_ptrs = std::vector<std::unique_ptr<checked::card>>;
using keyword_ptrs = std::vector<std::unique_ptr<checked::keyword>>;
using use_ptrs = std::vector<std::unique_ptr<checked::keyword_use>>;
// What settling the trees makes: the uses `gains KEYWORD ARGS` gives, and the rules effects
// give (`target character cannot attack until end of turn`).
struct made_by_text {
  use_ptrs& uses;
  keyword_ptrs& rules;
  diagnostics& diags;
  bool too_many_uses = false;  // refused once, at the first over the limit
  bool too_many_rules = false;
};

// `SEL cannot attack until end of turn`: the rule given, held as a keyword of its own that
// no text can name, whose one ability is the rule (subject `this`); a card that has it
// answers the rule's questions as if the rule were printed on it. The node's ref is its
// place (checked::given_rule, 16 bits: more is refused).
void note_granted_rule(checked::expr& e, made_by_text& made) {
  keyword_ptrs& rules = made.rules;
  if (e.args.size() < 2) return;
  if (rules.size() == std::numeric_limits<std::uint16_t>::max()) {
    if (!std::exchange(made.too_many_rules, true))
      made.diags.error(e.where, fmt::format("too many rules given by effects: the text loaded gives more than {}, and "
                                            "this is the first one over the limit",
                                            rules.size()));
    return;
  }
  auto k = std::make_unique<checked::keyword>();
  k->name = render(e.args[1]);
  if (k->name.rfind("this ", 0) == 0) k->name.erase(0, 5);
  if (k->name.rfind("that player ", 0) == 0) k->name.erase(0, 12);  // a rule given to players
  k->id = static_cast<checked::keyword_id>(definitions::max_names);  // none of the library's: never lost or named
  k->given_rule = true;
  k->where = k->form = e.args[1].where;
  checked::ability a;
  a.kind = checked::ability_kind::rule;
  a.trigger = e.args[1];
  a.where = e.where;
  k->abilities.push_back(std::move(a));
  k->bare.def = k.get();
  e.ref = static_cast<checked::given_rule>(rules.size());
  rules.push_back(std::move(k));
}

// A game addresses card definitions by engine::def_id; one more than it can address is
// an error at the first card over the limit, not a failure when a game starts.
void refuse_too_many_cards(const card_ptrs& cards, diagnostics& diags) {
  constexpr std::size_t max_cards = std::numeric_limits<engine::def_id>::max();
  if (cards.size() > max_cards)
    diags.error(cards[max_cards]->where, "too many definitions: " + std::to_string(cards.size()) +
                                             " cards are loaded and a game holds at most " + std::to_string(max_cards) +
                                             "; this is the first one over the limit");
}

// Keywords and tags are numbered in 16 bits (checked::keyword_id, checked::tag_id).
void refuse_too_many_names(const definitions& lib, diagnostics& diags) {
  constexpr std::size_t most = definitions::max_names;
  if (lib.keywords().size() > most)
    diags.error(lib.keywords()[most]->where, fmt::format("too many keywords: {} are loaded and a library holds at most {}; "
                                                         "this is the first one over the limit", lib.keywords().size(), most));
  for (const auto& c : lib.cards())
    if (std::find(c->tag_ids.begin(), c->tag_ids.end(), static_cast<checked::tag_id>(most)) != c->tag_ids.end()) {
      diags.error(c->where, fmt::format("too many tags: the cards name more than {} different tags; this card has one over the limit", most));
      return;
    }
}

// `gains KEYWORD ARGS`: each such use is made once, into `uses`, so a card that gains it
// holds the arguments as a printed keyword does; the keyword node's granted_use is its place
// in `uses` + 1 (16 bits: more is refused). An argument naming the granting keyword's own parameter has no value of its own
// here: such uses are made per use of the granting keyword (make_granted_uses_by_use).
// The same walk notes the trait words (note_trait): the trees are read from memory once.
// A use copies its arguments before the walk reaches them, so `uses` are noted after.
void note_granted_use(const definitions& lib, checked::expr& e, const checked::keyword* within, made_by_text& made) {
  use_ptrs& uses = made.uses;
  if (e.args.size() > 1 && !e.args[1].args.empty() && !names_parameter(e.args[1], within))
    if (const checked::keyword* k = lib.find_keyword(name_of(e.args[1]))) {
      if (uses.size() == std::numeric_limits<std::uint16_t>::max()) {
        if (!std::exchange(made.too_many_uses, true))
          made.diags.error(e.args[1].where, fmt::format("too many keywords with arguments given by effects: the text "
                                                        "loaded gives more than {}, and this is the first one over the limit",
                                                        uses.size()));
      } else {
        uses.push_back(std::make_unique<checked::keyword_use>(checked::keyword_use{k, e.args[1].args, e.args[1].where}));
        e.args[1].granted_use = static_cast<std::uint16_t>(uses.size());
      }
    }
}

// The walk of note_granted_use, note_granted_rule and note_trait: one look at a table by
// op at each node, the one step its op needs.
void note_granted_uses(const definitions& lib, checked::expr& e, const checked::keyword* within, made_by_text& made) {
  switch (settle_step_of(e)) {
    case settle_step::walk: break;
    case settle_step::trait:
    case settle_step::trait_if_named: note_trait(e); break;
    case settle_step::grant_rule: note_granted_rule(e, made); break;
    case settle_step::grant_keyword: note_granted_use(lib, e, within, made); break;
  }
  for (checked::expr& a : e.args) note_granted_uses(lib, a, within, made);
}

void note_granted_uses(const definitions& lib, checked::ability& a, const checked::keyword* within, made_by_text& made) {
  for (checked::expr* e : {&a.trigger, &a.cost, &a.effect}) note_granted_uses(lib, *e, within, made);
}

// `rule: this loses X [while ...]`: the keyword X, taken from the card that has the rule.
checked::keyword* taken_from_holder(const checked::ability& a, const std::vector<std::unique_ptr<checked::keyword>>& keywords) {
  const checked::expr& r = a.trigger;
  if (a.kind != checked::ability_kind::rule || r.o != checked::op::remove_keyword || r.args.size() < 2) return nullptr;
  if (r.args[0].o != checked::op::this_card) return nullptr;
  const auto* id = std::get_if<checked::keyword_id>(&r.args[1].ref);
  return id && static_cast<std::size_t>(*id) < keywords.size() ? keywords[static_cast<std::size_t>(*id)].get() : nullptr;
}

// A card's abilities, printed ones first, then those of its keywords, and whether its
// rules give or take keywords.
void bind_abilities(checked::card& c) {
  c.passes_keywords = std::any_of(c.keywords.begin(), c.keywords.end(),
                                  [](const checked::keyword_use& u) { return u.def && !u.def->bonds_under_deployed; });
  std::size_t count = c.abilities.size();
  for (const auto& k : c.keywords) count += k.def ? k.def->abilities.size() : 0;
  c.bound.clear();
  c.bound.reserve(count);  // one block, not one per doubling
  for (const auto& a : c.abilities) c.bound.push_back({&a, nullptr});
  for (const auto& k : c.keywords)
    if (k.def)
      for (const auto& a : k.def->abilities) c.bound.push_back({&a, &k});
  c.loses_own = std::any_of(c.bound.begin(), c.bound.end(), [](const checked::bound_ability& b) {
    return b.ability->kind == checked::ability_kind::rule && b.ability->trigger.o == checked::op::remove_keyword;
  });
  c.grants_keywords = any_grants(c.abilities);
  c.takes_keywords = any_takes(c.abilities);
  for (const auto& k : c.keywords)
    if (k.def) {
      c.grants_keywords = c.grants_keywords || any_grants(k.def->abilities);
      c.takes_keywords = c.takes_keywords || any_takes(k.def->abilities);
    }
}


// `bond this to ...` anywhere in e (BOND's `when this is deployed: bond this to target card`).
bool bonds_this(const checked::expr& e) {
  if (e.o == checked::op::bond && !e.args.empty() && e.args[0].o == checked::op::this_card) return true;
  return std::any_of(e.args.begin(), e.args.end(), bonds_this);
}

// keyword::bonds_under_deployed: its text lets cards be deployed onto the card that has it
// (TERRAIN's `rule: this can be deployed onto`), which bonds under them.
bool bonds_under_deployed(const checked::keyword& k) {
  return std::any_of(k.abilities.begin(), k.abilities.end(), [](const checked::ability& a) {
    if (a.kind != checked::ability_kind::rule) return false;
    const rule_table::form f = a.trigger.o == checked::op::select ? rule_table::decode(a.trigger.ref) : rule_table::form{};
    return f.e && f.e->query == engine::rule_query::can_be_deployed_onto;
  });
}

// keyword::bonds_by_statement: its text bonds the card that has it by a statement (BOND's
// `when this is deployed: bond this to target card`).
bool bonds_by_statement(const checked::keyword& k) {
  return std::any_of(k.abilities.begin(), k.abilities.end(), [](const checked::ability& a) {
    return a.kind != checked::ability_kind::rule && bonds_this(a.effect);
  });
}

// Activations a turn are counted for a card's first engine::max_counted_abilities activated
// abilities (card_instance::activations): a card with more, its keywords' included, is
// refused at the first one past them.
void refuse_uncounted_abilities(const checked::card& c, diagnostics& diags) {
  int n = 0;
  for (const checked::bound_ability& b : c.bound)
    if (b.ability->kind == checked::ability_kind::activated && ++n == engine::max_counted_abilities + 1)
      diags.error(b.use ? c.where : b.ability->where, fmt::format("card \"{}\" has more than {} activated abilities (its keywords' "
                                                "included); the engine counts the activations of at most {} a card "
                                                "(engine::max_counted_abilities)",
                                                c.name, engine::max_counted_abilities, engine::max_counted_abilities));
}

// After checking, each card once, while its trees are in the cache: its abilities' granted
// uses and trait words, its keywords' trait words, its bound abilities.
void settle_card(const definitions& lib, checked::card& c, made_by_text& made) {
  for (auto& a : c.abilities) note_granted_uses(lib, a, nullptr, made);
  for (auto& u : c.keywords)
    for (auto& arg : u.args) note_traits(arg);
  bind_abilities(c);
  refuse_uncounted_abilities(c, made.diags);
}

// Then the keywords' abilities, then the uses made (whose arguments were copied before the
// walk reached them).
void settle_keywords(const definitions& lib, const keyword_ptrs& keywords, made_by_text& made) {
  for (auto& k : keywords)
    for (auto& a : k->abilities) note_granted_uses(lib, a, k.get(), made);
  for (auto& u : made.uses)
    for (auto& arg : u->args) note_traits(arg);
}

}  // namespace

void library::check(diagnostics& diags) {
  const std::size_t before = diags.list().size();
  checked_on_ = check_once(diags, check_threads_);
  if (checked_on_ > 0) return;
  diags.truncate(before);  // a tag no card prints: its id follows the order it is met in
  checked_on_ = check_once(diags, 1);
}

// What each keyword's text does that the runner looks for only where it is (keyword's flags).
void library::mark_keywords() {
  for (auto& k : keywords_) {
    k->bonds_under_deployed = bonds_under_deployed(*k);
    k->bonds_by_statement = bonds_by_statement(*k);
    k->gives_keywords = any_grants(k->abilities);
    k->takes_keywords = any_takes(k->abilities);
    some_keyword_gives_ = some_keyword_gives_ || k->gives_keywords;
    some_keyword_takes_ = some_keyword_takes_ || k->takes_keywords;
  }
  for (auto& k : keywords_)
    for (const checked::ability& a : k->abilities)
      if (checked::keyword* taken = taken_from_holder(a, keywords_)) {
        taken->taken_by_own_rules = true;
        k->loses_own = true;
      }
}

std::size_t library::check_once(diagnostics& diags, std::size_t threads) {
  clear_checked();
  // Every tree made from here on is the library's: its lists come from its arena.
  checked::arena_scope in_library(trees_);
  made_by_text made{granted_uses_, granted_rules_, diags};
  some_card_grants_ = some_card_takes_ = some_card_passes_ = some_keyword_gives_ = some_keyword_takes_ = false;
  // Each card is settled after it is checked (the keywords are checked before the cards),
  // in the order of cards_ whatever the threads, so the uses and rules made are numbered
  // as that order.
  bool keywords_marked = false;
  const std::size_t used = checker(*this, sources_, diags).run([&](checked::card& c) {
    if (!keywords_marked) mark_keywords();  // the keywords are checked before the cards
    keywords_marked = true;
    for (const auto& u : c.keywords)
      if (u.def && !u.args.empty()) printed_uses_.push_back(&u);
    settle_card(*this, c, made);
    some_card_grants_ = some_card_grants_ || c.grants_keywords;
    some_card_takes_ = some_card_takes_ || c.takes_keywords;
    some_card_passes_ = some_card_passes_ || c.passes_keywords;
  }, threads);
  if (used == 0) return 0;
  refuse_too_many_cards(cards_, diags);
  refuse_too_many_names(*this, diags);
  settle_keywords(*this, keywords_, made);
  make_granted_uses_by_use();
  return used;
}

}  // namespace megacorp
