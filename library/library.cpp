#include "library/library.hpp"

#include <algorithm>
#include <cctype>
#include <limits>

#include "grammar/input.hpp"
#include "grammar/parser.hpp"
#include "engine/types.hpp"
#include "check/checker.hpp"
#include "ir/render.hpp"
#include "vocabulary/vocabulary.hpp"
#include "vocabulary/words.hpp"

namespace megacorp {

library::library() = default;
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

void library::check(diagnostics& diags) {
  cards_.clear();
  keywords_.clear();
  decks_.clear();
  variants_.clear();
  card_index_.clear();
  keyword_index_.clear();
  deck_index_.clear();
  checker(*this, sources_, diags).run();
  // A game addresses card definitions by engine::def_id; one more than it can address is
  // an error at the first card over the limit, not a failure when a game starts.
  constexpr std::size_t max_cards = std::numeric_limits<engine::def_id>::max();
  if (cards_.size() > max_cards)
    diags.error(cards_[max_cards]->where, "too many definitions: " + std::to_string(cards_.size()) +
                                              " cards are loaded and a game holds at most " + std::to_string(max_cards) +
                                              "; this is the first one over the limit");
  // Rules that give keywords, or take them from cards other than `this` (`rule: ... gains
  // FLYING`, `characters an opponent controls lose FLYING`); a card's own losses are read
  // from the card itself.
  auto grants = [](const checked::ability& a) {
    if (a.kind != checked::ability_kind::rule) return false;
    const checked::expr& r = a.trigger;
    return r.o == checked::op::grant_keyword ||
           (r.o == checked::op::remove_keyword && !r.args.empty() && r.args[0].o != checked::op::this_card);
  };
  auto takes = [&](const checked::ability& a) { return grants(a) && a.trigger.o == checked::op::remove_keyword; };
  // `gains KEYWORD ARGS`: each such use is made once, so a card that gains it holds the
  // arguments as a printed keyword does.
  granted_uses_.clear();
  // An argument naming the granting keyword's own parameter (`gains WARD #t` in a keyword
  // with `t: tag`) has no value of its own here: such uses are made per use of the granting
  // keyword (make_granted_uses_by_use).
  const checked::keyword* within = nullptr;  // the keyword whose abilities are being noted
  auto names_parameter = [&](const checked::expr& e, auto& self) -> bool {
    if (e.o == checked::op::parameter || (within && names_param_of(e, *within))) return true;
    return std::any_of(e.args.begin(), e.args.end(), [&](const checked::expr& a) { return self(a, self); });
  };
  auto note_uses = [&](checked::expr& e, auto& self) -> void {
    if (e.o == checked::op::grant_keyword && e.args.size() > 1 && !e.args[1].args.empty() &&
        !names_parameter(e.args[1], names_parameter))
      if (const checked::keyword* k = find_keyword(e.args[1].text)) {
        granted_uses_.push_back(std::make_unique<checked::keyword_use>(
            checked::keyword_use{k, e.args[1].args, e.args[1].where}));
        e.args[1].value = static_cast<std::int64_t>(granted_uses_.size());
      }
    for (checked::expr& a : e.args) self(a, self);
  };
  auto note_ability = [&](checked::ability& a) {
    note_uses(a.trigger, note_uses);
    note_uses(a.cost, note_uses);
    note_uses(a.effect, note_uses);
  };
  for (auto& c : cards_)
    for (auto& a : c->abilities) note_ability(a);
  for (auto& k : keywords_) {
    within = k.get();
    for (auto& a : k->abilities) note_ability(a);
  }
  // The trait each trait word names, for the runner (words::trait in checked::expr::word):
  // damage, produce, modifiers, `the BQ of`, and traits given as keyword arguments.
  auto note_traits = [](checked::expr& e, auto& self) -> void {
    using checked::op;
    if (e.o == op::deal_damage || e.o == op::produce || e.o == op::modify_trait || e.o == op::trait_of ||
        e.o == op::trait_arg)
      e.word = words::code(words::find(words::traits(), e.text));
    for (checked::expr& a : e.args) self(a, self);
  };
  auto note_ability_traits = [&](checked::ability& a) {
    for (checked::expr* e : {&a.trigger, &a.cost, &a.effect}) note_traits(*e, note_traits);
  };
  for (auto& c : cards_) {
    for (auto& a : c->abilities) note_ability_traits(a);
    for (auto& u : c->keywords)
      for (auto& arg : u.args) note_traits(arg, note_traits);
  }
  for (auto& k : keywords_)
    for (auto& a : k->abilities) note_ability_traits(a);
  for (auto& u : granted_uses_)
    for (auto& arg : u->args) note_traits(arg, note_traits);
  make_granted_uses_by_use();
  some_card_grants_ = some_card_takes_ = false;
  for (auto& c : cards_) {
    c->bound.clear();
    for (const auto& a : c->abilities) c->bound.push_back({&a, nullptr});
    for (const auto& k : c->keywords)
      if (k.def)
        for (const auto& a : k.def->abilities) c->bound.push_back({&a, &k});
    c->loses_own = std::any_of(c->bound.begin(), c->bound.end(), [](const checked::bound_ability& b) {
      return b.ability->kind == checked::ability_kind::rule && b.ability->trigger.o == checked::op::remove_keyword;
    });
    c->grants_keywords = std::any_of(c->abilities.begin(), c->abilities.end(), grants);
    c->takes_keywords = std::any_of(c->abilities.begin(), c->abilities.end(), takes);
    for (const auto& k : c->keywords)
      if (k.def) {
        c->grants_keywords = c->grants_keywords || std::any_of(k.def->abilities.begin(), k.def->abilities.end(), grants);
        c->takes_keywords = c->takes_keywords || std::any_of(k.def->abilities.begin(), k.def->abilities.end(), takes);
      }
    some_card_grants_ = some_card_grants_ || c->grants_keywords;
    some_card_takes_ = some_card_takes_ || c->takes_keywords;
  }
}

}  // namespace megacorp
