// The rows of docs/vocabulary.md (docgen/reference_page.cpp): every card field has one, every record of the
// vocabulary tables has one, every example checks against the bundled library and uses the
// entry whose row it is in, and every statement op, every other op of the checked tree,
// every entry of the small word families (vocabulary/words.hpp), every cost and every
// kind of keyword parameter has one record.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "grammar/parser.hpp"
#include "grammar/vocabulary.hpp"
#include "ir/name_table.hpp"
#include "library/library.hpp"
#include "vocabulary/card_fields.hpp"
#include "docgen/reference_page.hpp"
#include "run/evaluator.hpp"
#include "ir/render.hpp"
#include "docgen/construct_docs.hpp"
#include "vocabulary/cost_statements.hpp"
#include "vocabulary/event_triggers.hpp"
#include "vocabulary/param_kinds.hpp"
#include "vocabulary/rule_table.hpp"
#include "docgen/statements.hpp"
#include "docgen/words_doc.hpp"
#include "tests/lang/bundled_library.hpp"

using namespace megacorp;

namespace {

// An example as a whole source: a `keyword` form as it stands, else its line inside an
// event card (`on resolve:`, a rule on playing it or on what playing it costs) or a
// character card.
std::string example_source(std::string_view example) {
  if (example.starts_with("keyword ")) return std::string(example) + "\n";
  const bool plays = (example.find("be played") != std::string_view::npos || example.find(" to play") != std::string_view::npos) &&
                     example.find("at any time") == std::string_view::npos;
  const bool event = example.starts_with("on resolve:") || plays;
  return std::string("card \"Vocabulary Example\" {\n  type: ") + (event ? "event" : "character") +
         "\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n  " + std::string(example) + "\n" +
         (plays ? "  on resolve: gain 1M\n" : "") + "}\n";
}

// The example checked beside the bundled library (sharing its parsed sources); the checked
// abilities of its card or keyword. Check errors fail the test.
struct checked_example {
  std::unique_ptr<library> lib = std::make_unique<library>();
  const std::vector<checked::ability>* abilities = nullptr;
  const checked::keyword* keyword = nullptr;  // when the example is a `keyword` form
};

// `text` checked beside the bundled library (sharing its parsed sources); the library
// holds the source the diagnostics point into.
std::unique_ptr<library> check_source(const std::string& text, diagnostics& diags) {
  auto lib = std::make_unique<library>();
  for (const auto& s : test::bundled_library().sources()) lib->add_parsed(s);
  lib->add_source("example.mc", text, diags);
  lib->check(diags);
  return lib;
}

checked_example check_example(const doc_record& d) {
  checked_example out;
  diagnostics diags;
  const std::string text = example_source(d.example);
  out.lib = check_source(text, diags);
  INFO("example of `" << d.words << "`:\n" << text << format_text(diags));
  CHECK_FALSE(diags.has_errors());
  if (const checked::card* c = out.lib->find_card("Vocabulary Example")) out.abilities = &c->abilities;
  for (const auto& k : out.lib->keywords())
    if (k->name.starts_with("REFERENCE ")) {
      out.abilities = &k->abilities;
      out.keyword = k.get();
    }
  CHECK(out.abilities != nullptr);
  CHECK_FALSE((out.abilities && out.abilities->empty()));
  return out;
}

void require_row(const doc_record& d) {
  INFO("row `" << d.words << "`");
  CHECK(std::string_view(d.does).size() > 3);
  CHECK(std::string_view(d.example).size() > 3);
}

// The record's row is complete, its example checks, and the example's first ability is of
// kind `k` and passes `is_it` (it is the entry's: a trigger on that phrase, ...).
template <class Test>
void require_first_ability(const doc_record& d, checked::ability_kind k, Test is_it) {
  require_row(d);
  checked_example x = check_example(d);
  if (!x.abilities || x.abilities->empty()) return;
  const checked::ability& a = x.abilities->front();
  INFO(d.example);
  CHECK(a.kind == k);
  CHECK(is_it(a));
}

bool uses(const checked::expr& e, checked::op o) {
  if (e.o == o) return true;
  for (const checked::expr& a : e.args)
    if (uses(a, o)) return true;
  return false;
}

// The first expression of op `o` in `e` (depth first), or null.
const checked::expr* find_op(const checked::expr& e, checked::op o) {
  if (e.o == o) return &e;
  for (const checked::expr& a : e.args)
    if (const checked::expr* found = find_op(a, o)) return found;
  return nullptr;
}

// Whether `e` holds an op of `ops` whose word is `w` (a family's entry, checked::expr::word).
bool uses_word(const checked::expr& e, std::initializer_list<checked::op> ops, std::uint8_t w) {
  if (e.word == w && std::find(ops.begin(), ops.end(), e.o) != ops.end()) return true;
  for (const checked::expr& a : e.args)
    if (uses_word(a, ops, w)) return true;
  return false;
}

// Every entry `spellings` names has exactly one record in `docs` (none for `unknown`, none
// for an entry without a spelling), and its example checks and reads the entry in one of
// `ops` (except `skip`, a word no example can hold there).
template <class E>
void require_family(std::span<const words::spelling<E>> spellings, std::span<const words::word_doc<E>> docs,
                    std::initializer_list<checked::op> ops, E skip = E{}) {
  std::vector<E> entries;
  for (const words::spelling<E>& sp : spellings)
    if (std::find(entries.begin(), entries.end(), sp.word) == entries.end()) entries.push_back(sp.word);
  CHECK(docs.size() == entries.size());
  for (E e : entries) {
    INFO("entry " << static_cast<int>(words::code(e)));
    CHECK(std::count_if(docs.begin(), docs.end(), [&](const words::word_doc<E>& d) { return d.word == e; }) == 1);
    CHECK(words::doc_of(docs, e) != nullptr);
  }
  for (const words::word_doc<E>& d : docs) {
    require_row(d.doc);
    CHECK(d.word != E{});
    checked_example x = check_example(d.doc);
    if (!x.abilities || d.word == skip) continue;
    bool used = false;
    for (const checked::ability& a : *x.abilities)
      for (const checked::expr* t : {&a.trigger, &a.cost, &a.effect}) used = used || uses_word(*t, ops, words::code(d.word));
    INFO(d.doc.example << " reads `" << d.doc.words << "`");
    CHECK(used);
  }
}

}  // namespace

TEST_CASE("every word of the small families has one record, whose example reads it", "[vocabulary_doc]") {
  using checked::op;
  // `space` is no selection (a check error there): its example shows where the word is read.
  require_family(words::nouns(), words::noun_docs(), {op::select, op::top_of_zone, op::is_kind}, words::noun::space);
  require_family(words::states(), words::state_docs(), {op::with_state, op::has_state});
  require_family(words::zones(), words::zone_docs(), {op::zone});
  require_family(words::owners(), words::owner_docs(), {op::player_ref});
  require_family(words::pronouns(), words::pronoun_docs(), {op::player_ref});
  require_family(words::controllers(), words::controller_docs(), {op::controlled_by});
  require_family(words::determiners(), words::determiner_docs(), {op::number});
  require_family(words::comparisons(), words::comparison_docs(), {op::compare, op::has_amount});
  require_family(words::traits(), words::trait_docs(),
                 {op::deal_damage, op::produce, op::take_traits, op::modify_trait, op::trait_of, op::trait_arg});
}

TEST_CASE("every selection, qualifier, zone, condition, amount and duration op has one record, whose example uses it",
          "[vocabulary_doc]") {
  using checked::op;
  const std::vector<const std::vector<constructs::op_doc>*> sections = {
      &constructs::selections(), &constructs::qualifiers(), &constructs::zones(),
      &constructs::conditions(), &constructs::amounts(),    &constructs::durations()};
  std::size_t records = 0, documented = 0;
  for (const auto* docs : sections) records += docs->size();
  for (auto o = 0; o < static_cast<int>(checked::op_count); ++o) {
    if (!constructs::documented(static_cast<op>(o))) continue;
    ++documented;
    INFO("op " << checked::op_name(static_cast<op>(o)));
    std::size_t count = 0;
    for (const auto* docs : sections)
      count += std::count_if(docs->begin(), docs->end(), [o](const constructs::op_doc& d) { return d.o == static_cast<op>(o); });
    CHECK(count == 1);
    CHECK(constructs::doc_of(static_cast<op>(o)) != nullptr);
  }
  CHECK(records == documented);
  for (const auto* docs : sections)
    for (const constructs::op_doc& d : *docs) {
      require_row(d.doc);
      CHECK(constructs::documented(d.o));
      checked_example x = check_example(d.doc);
      if (!x.abilities) continue;
      bool used = false;
      for (const checked::ability& a : *x.abilities) used = used || uses(a.trigger, d.o) || uses(a.cost, d.o) || uses(a.effect, d.o);
      INFO(d.doc.example << " uses op " << checked::op_name(d.o));
      CHECK(used);
    }
}

TEST_CASE("each trigger phrase's example is a trigger on that phrase", "[vocabulary_doc]") {
  for (std::size_t i = 0; i < event_triggers::phrases().size(); ++i)
    require_first_ability(event_triggers::phrase_doc(i), checked::ability_kind::triggered, [&](const checked::ability& a) {
      return event_triggers::phrase_of(a.trigger.ref) == checked::trigger_phrase(i);
    });
}

TEST_CASE("each step's example waits for that step", "[vocabulary_doc]") {
  for (std::size_t i = 0; i < event_triggers::step_names().size(); ++i)
    require_first_ability(event_triggers::step_doc(i), checked::ability_kind::triggered, [&](const checked::ability& a) {
      const auto* step = event_triggers::step_of(a.trigger.ref);
      return step && static_cast<std::size_t>(step->step) == i;
    });
}

TEST_CASE("the example of `for the first time each turn` triggers once a turn", "[vocabulary_doc]") {
  require_first_ability(event_triggers::first_time_doc(), checked::ability_kind::triggered,
                        [](const checked::ability& a) { return a.trigger.value == 1 && !a.trigger.args.empty(); });
}

TEST_CASE("each rule phrase's example is a rule on that phrase, each modal's one with that modal", "[vocabulary_doc]") {
  for (const rule_table::entry& e : rule_table::all())
    require_first_ability(e.doc, checked::ability_kind::rule,
                          [&](const checked::ability& a) { return rule_table::decode(a.trigger.ref).e == &e; });
  for (rule_table::modal m : rule_table::all_modals)
    require_first_ability(rule_table::modal_doc(m), checked::ability_kind::rule, [&](const checked::ability& a) {
      const rule_table::form f = rule_table::decode(a.trigger.ref);
      return f.e != nullptr && f.m == m;
    });
}

TEST_CASE("each replacement's example replaces that event", "[vocabulary_doc]") {
  for (std::size_t i = 0; i < event_triggers::replacement_texts().size(); ++i)
    require_first_ability(event_triggers::replacement_doc(i), checked::ability_kind::replacement, [&](const checked::ability& a) {
      return event_triggers::replacement_of(name_of(a.trigger)) ==
             event_triggers::replacement_of(event_triggers::replacement_texts()[i]);
    });
}

TEST_CASE("every statement op has a record, whose example uses it, and a runner", "[vocabulary_doc]") {
  using checked::op;
  for (auto o = static_cast<int>(statements::first_statement); o <= static_cast<int>(statements::last_statement); ++o) {
    INFO("op " << checked::op_name(static_cast<op>(o)));
    CHECK(has_runner(static_cast<op>(o)));  // run/effects.cpp: a word with no runner cannot exist
    const doc_record* d = statements::doc_of(static_cast<op>(o));
    REQUIRE(d != nullptr);
    require_row(*d);
  }
  CHECK(statements::all().size() ==
        static_cast<std::size_t>(statements::last_statement) - static_cast<std::size_t>(statements::first_statement) + 1);
  auto check_uses = [](const statements::statement_doc& s, bool in_rule) {
    checked_example x = check_example(s.doc);
    if (!x.abilities) return;
    bool used = false;
    for (const checked::ability& a : *x.abilities)
      used = used || (in_rule ? a.kind == checked::ability_kind::rule && uses(a.trigger, s.o)
                              : uses(a.effect, s.o) || uses(a.cost, s.o));
    INFO(s.doc.example << " uses op " << checked::op_name(s.o));
    CHECK(used);
  };
  for (const statements::statement_doc& s : statements::all()) check_uses(s, false);
  for (const statements::statement_doc& s : statements::rule_changes()) check_uses(s, true);
}

TEST_CASE("every cost has a record, whose example is an ability paying it; the checker refuses other costs",
          "[vocabulary_doc]") {
  using checked::op;
  std::vector<op> seen;
  for (const cost_statements::cost_doc& d : cost_statements::all()) {
    INFO("cost " << checked::op_name(d.o));
    require_row(d.doc);
    CHECK((d.o >= statements::first_statement && d.o <= statements::last_statement));
    CHECK(std::find(seen.begin(), seen.end(), d.o) == seen.end());
    seen.push_back(d.o);
    CHECK(cost_statements::doc_of(d.o) == &d.doc);
    CHECK(cost_statements::names().find(d.name) != std::string::npos);
    // an `ability` line, or a keyword form holding one (`do PARAM` needs the keyword's parameter)
    CHECK((std::string_view(d.doc.example).starts_with("ability") || std::string_view(d.doc.example).starts_with("keyword ")));
    checked_example x = check_example(d.doc);
    if (!x.abilities) continue;
    CHECK(std::any_of(x.abilities->begin(), x.abilities->end(), [&](const checked::ability& a) {
      return a.kind == checked::ability_kind::activated && uses(a.cost, d.o);
    }));
  }
  // Each statement, as its own record's example writes it, made the cost of an ability: the
  // checker refuses it as a cost exactly when the table has no row for it.
  std::size_t tried = 0;
  for (const statements::statement_doc& st : statements::all()) {
    if (st.o == op::sequence) continue;
    checked_example x = check_example(st.doc);
    if (!x.abilities) continue;
    const checked::expr* written = nullptr;
    for (const checked::ability& a : *x.abilities)
      for (const checked::expr* t : {&a.cost, &a.effect})
        if (!written) written = find_op(*t, st.o);
    REQUIRE(written != nullptr);
    const std::string cost = render(*written);
    diagnostics diags;
    const std::unique_ptr<library> lib = check_source(example_source("ability: " + cost + " -> draw 1 card"), diags);
    const std::string text = format_text(diags);
    INFO("`" << cost << "` as a cost:\n" << text);
    CHECK((text.find("cannot be a cost; costs are: " + cost_statements::names()) != std::string::npos) ==
          !cost_statements::payable(st.o));
    ++tried;
  }
  CHECK(tried + 1 == statements::all().size());
}

TEST_CASE("every keyword parameter kind has a spelling and a record, whose example declares one", "[vocabulary_doc]") {
  using checked::param_kind;
  for (auto k = 0; k <= static_cast<int>(param_kind::effect); ++k) {
    const auto kind = static_cast<param_kind>(k);
    INFO("kind " << param_kinds::name(kind));
    CHECK(param_kinds::find(param_kinds::name(kind)) == kind);
    CHECK(param_kinds::names().find(param_kinds::name(kind)) != std::string::npos);
    CHECK(param_kinds::doc_of(kind) != nullptr);
  }
  CHECK(param_kinds::all().size() == static_cast<std::size_t>(param_kind::effect) + 1);
  for (const param_kinds::spelling& sp : param_kinds::spellings()) {
    // each spelling declares its kind: `(x: money)` is a cost
    diagnostics diags;
    std::unique_ptr<library> lib = check_source(
        std::string("keyword \"REFERENCE SPELLED\" (p: ") + sp.text + ") { when your turn begins: draw 1 card }\n", diags);
    INFO(sp.text << ": " << format_text(diags));
    CHECK_FALSE(diags.has_errors());
    const checked::keyword* k = lib->find_keyword("REFERENCE SPELLED");
    REQUIRE(k != nullptr);
    REQUIRE(k->params.size() == 1);
    CHECK(k->params[0].kind == sp.kind);
  }
  for (const param_kinds::kind_doc& d : param_kinds::all()) {
    require_row(d.doc);
    CHECK(std::string_view(d.doc.example).starts_with("keyword "));
    checked_example x = check_example(d.doc);
    INFO(d.doc.example);
    REQUIRE(x.keyword != nullptr);
    CHECK(std::any_of(x.keyword->params.begin(), x.keyword->params.end(),
                      [&](const checked::keyword_param& p) { return p.kind == d.kind; }));
  }
}

TEST_CASE("the vocabulary page has a row for each record, and cites every keyword", "[vocabulary_doc]") {
  const library& lib = test::bundled_library();
  const std::string page = render_reference_page(lib);
  auto has_row = [&](const doc_record& d) {
    INFO(d.words);
    CHECK(page.find(std::string("`") + d.example + "`") != std::string::npos);
  };
  for (std::size_t i = 0; i < event_triggers::phrases().size(); ++i) has_row(event_triggers::phrase_doc(i));
  for (std::size_t i = 0; i < event_triggers::step_names().size(); ++i) has_row(event_triggers::step_doc(i));
  has_row(event_triggers::first_time_doc());
  for (const rule_table::entry& e : rule_table::all()) has_row(e.doc);
  for (rule_table::modal m : rule_table::all_modals) has_row(rule_table::modal_doc(m));
  for (std::size_t i = 0; i < event_triggers::replacement_texts().size(); ++i) has_row(event_triggers::replacement_doc(i));
  for (const statements::statement_doc& s : statements::all()) has_row(s.doc);
  for (const auto* docs : {&constructs::selections(), &constructs::qualifiers(), &constructs::zones(),
                           &constructs::conditions(), &constructs::amounts(), &constructs::durations()})
    for (const constructs::op_doc& d : *docs) has_row(d.doc);
  auto has_rows = [&](auto docs) {
    for (const auto& d : docs) has_row(d.doc);
  };
  has_rows(words::noun_docs());
  has_rows(words::state_docs());
  has_rows(words::zone_docs());
  has_rows(words::owner_docs());
  has_rows(words::pronoun_docs());
  has_rows(words::controller_docs());
  has_rows(words::determiner_docs());
  has_rows(words::comparison_docs());
  has_rows(words::trait_docs());
  has_rows(cost_statements::all());
  has_rows(param_kinds::all());
  CHECK(render_reference_page(lib) == page);  // the same bytes every time
  // Each keyword of the prelude is built from the tables' entries, so some row cites it.
  REQUIRE(lib.keywords().size() > 20);
  for (const auto& k : lib.keywords()) {
    INFO(k->name);
    const std::string cited = "Glossary ";
    bool found = false;
    for (std::size_t at = page.find(cited); at != std::string::npos && !found; at = page.find(cited, at + 1)) {
      const std::size_t end = page.find(" |", at);
      std::string list = page.substr(at, end - at) + ",";  // "Glossary BOND; Glossary MUTATION,"
      std::replace(list.begin(), list.end(), ';', ',');
      found = list.find(" " + k->name + ",") != std::string::npos;
    }
    CHECK(found);
  }
  // Without a library, the rows cite only the sections the tables hold.
  const library none;
  CHECK(render_reference_page(none).size() < page.size());
}

// Section 1: one record per field the grammar reads in a card (its words that start no
// ability), each example parsing as that field.
TEST_CASE("every card field has one record, whose example is that field", "[vocabulary_doc]") {
  const std::vector<std::string> items = grammar::first_words(grammar::construct::card_item);
  const std::vector<std::string> abilities = grammar::first_words(grammar::construct::ability);
  std::size_t fields = 0;
  for (const std::string& w : items) {
    if (std::find(abilities.begin(), abilities.end(), w) != abilities.end()) continue;
    ++fields;
    INFO("field " << w);
    // the row's code spans, as the page shows them: `flavour:` / `flavor:`
    const auto named = std::count_if(card_fields::all().begin(), card_fields::all().end(), [&](const card_fields::field_doc& f) {
      std::string spans = "`", want = "`";  // appended: GCC 12 -O3 warns falsely (-Wrestrict) on "`" + ...
      ((spans += f.doc.words) += "`"), ((want += w) += ":`");
      return spans.find(want) != std::string::npos;
    });
    CHECK(named == 1);
  }
  CHECK(fields == card_fields::all().size() + 1);  // `flavor:` spells `flavour:` too
  for (const card_fields::field_doc& f : card_fields::all()) {
    require_row(f.doc);
    INFO(f.doc.example);
    CHECK(std::string_view(f.doc.example).starts_with(std::string(f.name) + ": "));
    const source_file file("field.mc", std::string("card \"Field Example\" {\n  ") + f.doc.example + "\n}\n");
    diagnostics diags;
    const syntax::node tree = parse(file, diags);
    CHECK_FALSE(diags.has_errors());
    REQUIRE(tree.children.size() == 1);
    CHECK(tree.children[0].find(f.kind) != nullptr);
  }
}

namespace {

// Each kind of ability, as the line after another (issue 27, e02: a cost-change rule read
// the next line's `ability` as a selection).
const std::pair<const char*, syntax::kind> next_abilities[] = {
    {"ability: pay 1M -> draw 1 card", syntax::kind::ability_activated},
    {"ability \"Next\": pay 1M -> draw 1 card", syntax::kind::ability_activated},
    {"additional cost: discard a card in your hand", syntax::kind::ability_additional_cost},
    {"when this is deployed: draw 1 card", syntax::kind::ability_triggered},
    {"rule: this gets +1 BQ", syntax::kind::ability_rule},
    {"on resolve: draw 1 card", syntax::kind::ability_resolve},
    {"instead of this being destroyed: do nothing", syntax::kind::ability_replace},
};

// How many abilities of `kind` the card `text` parses to; -1 on a syntax error.
int parsed_abilities(const std::string& text, syntax::kind kind) {
  const source_file file("next.mc", text);
  diagnostics diags;
  const syntax::node tree = parse(file, diags);
  if (diags.has_errors() || tree.children.size() != 1) return -1;
  return static_cast<int>(std::count_if(tree.children[0].children.begin(), tree.children[0].children.end(),
                                        [&](const syntax::node& n) { return n.k == kind; }));
}

// Every example of the tables that is one ability line.
std::vector<std::string> ability_examples() {
  std::vector<std::string> out;
  for (const rule_table::entry& e : rule_table::all()) out.emplace_back(e.doc.example);
  for (rule_table::modal m : rule_table::all_modals) out.emplace_back(rule_table::modal_doc(m).example);
  for (std::size_t i = 0; i < event_triggers::phrases().size(); ++i) out.emplace_back(event_triggers::phrase_doc(i).example);
  out.emplace_back(event_triggers::first_time_doc().example);
  for (std::size_t i = 0; i < event_triggers::replacement_texts().size(); ++i)
    out.emplace_back(event_triggers::replacement_doc(i).example);
  for (const cost_statements::cost_doc& c : cost_statements::all()) out.emplace_back(c.doc.example);
  std::erase_if(out, [](const std::string& s) { return s.starts_with("keyword ") || s.find('\n') != std::string::npos; });
  return out;
}

}  // namespace

TEST_CASE("every example ability line is followed by each kind of ability as its own", "[vocabulary_doc]") {
  const std::vector<std::string> examples = ability_examples();
  CHECK(examples.size() > 100);
  for (const std::string& example : examples) {
    const std::string alone = example_source(example);
    INFO(alone);
    CHECK(parsed_abilities(alone, syntax::kind::ability_rule) >= 0);
    for (const auto& [next, kind] : next_abilities) {
      std::string text = alone;
      text.insert(text.rfind('}'), "  " + std::string(next) + "\n");
      INFO(text);
      CHECK(parsed_abilities(text, kind) == parsed_abilities(alone, kind) + 1);
    }
  }
}
