// Hover, completion, definition, references and document symbols over stdio, with the
// expected content taken from the library and the checker's tables, not written here.
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <unistd.h>

#include <catch2/catch.hpp>

#include "grammar/vocabulary.hpp"
#include "docgen/keyword_doc.hpp"
#include "docgen/statements.hpp"
#include "lsp/rule_forms.hpp"
#include "library/library.hpp"
#include "vocabulary/vocabulary.hpp"
#include "lsp_client.hpp"

using namespace megacorp;
using namespace megacorp::test;
using json = nlohmann::json;

namespace {

const library& bundled() {
  static std::unique_ptr<library> lib = [] {
    auto l = std::make_unique<library>();
    diagnostics d;
    l->add_path(bundled_cards_dir(), d);
    l->check(d);
    return l;
  }();
  return *lib;
}

// A card of ours, a deck naming it, and room to ask for completions.
const std::string sample_text =
    "card \"Sky Prober\" {\n"                                                      // 0
    "  type: character\n"                                                          // 1
    "  cost: 2M\n"                                                                 // 2
    "  traits: IQ 1, EQ 1, MQ 1, BQ 1\n"                                           // 3
    "  keywords: FLYING\n"                                                         // 4
    "  when this is deployed: draw 1 card, deal 1 BQ damage to target card\n"      // 5
    "  rule: this cannot be blocked by cards without FLYING\n"                     // 6
    "}\n"                                                                          // 7
    "deck \"Prober Deck\" {\n"                                                     // 8
    "  business: \"Genome Holdings\"\n"                                            // 9
    "  main: 4 \"Sky Prober\", 4 \"Incarnate Neonate\"\n"                          // 10
    "}\n";                                                                         // 11

struct session {
  std::string dir = temp_folder();
  std::string path = dir + "/prober.mc";
  std::string uri = file_uri(path);
  lsp_client c;
  int id = 10;
  explicit session(const std::string& source = sample_text) {
    write_file(path, source);
    c.initialize(file_uri(dir));
    c.notify("textDocument/didOpen", {{"textDocument", {{"uri", uri}, {"languageId", "megacorp"}, {"version", 1}, {"text", source}}}});
    c.diagnostics_for(uri);
  }
  ~session() { std::filesystem::remove_all(dir); }
  json at(const std::string& method, int line, int character, json extra = json::object()) {
    json params = {{"textDocument", {{"uri", uri}}}, {"position", {{"line", line}, {"character", character}}}};
    params.update(extra);
    return c.request(id++, method, params)["result"];
  }
  std::string hover(int line, int character) {
    json r = at("textDocument/hover", line, character);
    return r.is_null() ? "" : r["contents"]["value"].get<std::string>();
  }
  std::vector<std::string> labels(int line, int character) {
    std::vector<std::string> out;
    json result = at("textDocument/completion", line, character);
    for (const json& item : result["items"]) out.push_back(item["label"]);
    return out;
  }
};

bool has(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

}  // namespace

TEST_CASE("hover: a keyword's definition and rulebook quote, a card, a trigger and a statement") {
  session s;
  std::string kw = s.hover(4, 14);
  const checked::keyword* flying = bundled().find_keyword("FLYING");
  REQUIRE(flying);
  REQUIRE_FALSE(keyword_quotes(*flying).empty());
  CHECK(kw.find(keyword_quotes(*flying)[0].text) != std::string::npos);  // the rulebook's words
  CHECK(kw.find(keyword_definition_text(*flying)) != std::string::npos);  // its prelude definition
  std::string card = s.hover(10, 14);
  CHECK(card.find("Sky Prober") != std::string::npos);
  CHECK(card.find("cost: 2M") != std::string::npos);
  CHECK(card.find("IQ 1, EQ 1, MQ 1, BQ 1") != std::string::npos);
  CHECK(card.find("draw 1 card") != std::string::npos);
  std::string library_card = s.hover(10, 30);
  const checked::card* neonate = bundled().find_card("Incarnate Neonate");
  REQUIRE(neonate);
  CHECK(library_card.find("Incarnate Neonate") != std::string::npos);
}

// The face a card's hover links: an SVG of that card in the cache folder (XDG_CACHE_HOME,
// set here for the server this test starts).
TEST_CASE("hover: a card's hover links its face, drawn into the cache folder") {
  const std::filesystem::path cache = std::filesystem::temp_directory_path() / ("megacorp-lsp-faces-" + std::to_string(::getpid()));
  std::filesystem::remove_all(cache);
  ::setenv("XDG_CACHE_HOME", cache.c_str(), 1);
  session s;
  const std::string card = s.hover(10, 14);
  const std::string link = "[The card's face](file://";
  const std::size_t at = card.find(link);
  REQUIRE(at != std::string::npos);
  const std::string path = card.substr(at + link.size(), card.find(')', at) - at - link.size());
  INFO(path);
  CHECK(path.starts_with((cache / "megacorp" / "faces").string()));
  std::ifstream in(path);
  const std::string svg{std::istreambuf_iterator<char>(in), {}};
  CHECK(svg.find("<svg") != std::string::npos);
  CHECK(svg.find("<title>Sky Prober</title>") != std::string::npos);
  CHECK(s.hover(10, 14) == card);  // the same face, the same file
  ::unsetenv("XDG_CACHE_HOME");
  std::filesystem::remove_all(cache);
  std::string trigger = s.hover(5, 18);
  CHECK(trigger.find("`is deployed`") != std::string::npos);
  CHECK(trigger.find("docs/vocabulary.md") != std::string::npos);
  CHECK(s.hover(5, 28).find("draw N cards") != std::string::npos);
  CHECK(s.hover(5, 40).find("deal N TRAIT damage to SEL") != std::string::npos);
  CHECK(s.hover(6, 22).find("cannot be blocked by SEL") != std::string::npos);
  CHECK(s.hover(7, 0).empty());
}

// `the seller` (issue 27): its row of section 7.1 on hover, and offered after `the ` in the
// effect of a trigger on a buy out of a network.
// `must be blocked by at least 2 cards` (issue 27): its own row on hover, not that of
// `cannot be blocked by SEL`, whose words it shares.
TEST_CASE("hover: a count of blockers shows its own row") {
  session s("card \"Lure Prober\" {\n"                              // 0
            "  type: character\n"                                    // 1
            "  cost: 2M\n"                                           // 2
            "  traits: IQ 1, EQ 1, MQ 1, BQ 1\n"                     // 3
            "  rule: this must be blocked by at least 2 cards\n"     // 4
            "}\n");
  const std::string row = s.hover(4, 22);
  INFO(row);
  CHECK(row.find("blockers_required") != std::string::npos);
}

TEST_CASE("hover and completion: 'the seller' after a buy out of a network") {
  session s("card \"Seller Prober\" {\n"                                              // 0
            "  type: location\n"                                                      // 1
            "  cost: 2M\n"                                                            // 2
            "  traits: IQ -, EQ -, MQ -, BQ 3\n"                                      // 3
            "  when this is bought from an opponent's network: the seller gains 2M\n"  // 4
            "}\n");
  const std::string row = s.hover(4, 55);
  INFO(row);
  CHECK(row.find("the player whose network the bought card left") != std::string::npos);
  CHECK(has(s.labels(4, 54), "seller"));
}

// `the player with the most money` (issue 27, d12): `most`, `fewest` and `least` offered after
// `the player with the `, from the grammar. (Not yet: after `if you have the `.)
TEST_CASE("completion: the player with the most money") {
  session s("card \"Prober Grant\" {\n"                                    // 0
            "  type: location\n"                                         // 1
            "  cost: 2M\n"                                               // 2
            "  traits: IQ -, EQ -, MQ -, BQ 3\n"                         // 3
            "  when your turn begins: the player with the \n"            // 4
            "}\n");
  for (const char* w : {"most", "fewest", "least"}) {
    INFO(w);
    CHECK(has(s.labels(4, 45), w));
  }
}

// Hover over `most` (`least`) shows the quantity's row (docs/vocabulary.md 7.4, 8), not the
// statement's (it showed `SEL loses KEYWORD until end of turn` over both words).
TEST_CASE("hover: most shows the row of the player with the most") {
  session s("card \"Prober Levy\" {\n"                                                 // 0
            "  type: location\n"                                                       // 1
            "  cost: 2M\n"                                                             // 2
            "  traits: IQ -, EQ -, MQ -, BQ 3\n"                                       // 3
            "  when your turn begins: the player with the most money loses 1M\n"       // 4
            "  when your turn begins: if you have the least money { gain 1M }\n"       // 5
            "}\n");
  const std::string with = s.hover(4, 46);
  INFO(with);
  CHECK(with.find("the player with the most QUANTITY") != std::string::npos);
  const std::string has = s.hover(5, 42);
  INFO(has);
  CHECK(has.find("PLAYER has the most QUANTITY") != std::string::npos);
  CHECK(s.hover(4, 57).find("with the most") == std::string::npos);  // `loses`: the statement's row
}

// A rule only (docs/vocabulary.md 4.2): its row, not "(statement)".
TEST_CASE("hover: the rule 'has the traits of' shows its row of section 4.2") {
  session s("card \"Prober Mimic\" {\n"                                               // 0
            "  type: character\n"                                                    // 1
            "  cost: 2M\n"                                                           // 2
            "  traits: IQ 1, EQ 1, MQ 1, BQ 1\n"                                     // 3
            "  when this is deployed: choose a character an opponent controls\n"     // 4
            "  rule: this has the traits of the chosen card while this is engaged\n"  // 5
            "}\n");
  const std::string row = s.hover(5, 13);
  INFO(row);
  CHECK(row.find("has the traits of SEL") != std::string::npos);
  CHECK(row.find("traits_of") != std::string::npos);
}

// Every lasting change a rule makes (docs/vocabulary.md 4.2) hovers as its row there, not
// as the statement's of section 6 (`gains the keywords of` showed `SEL gains the keywords of
// SEL DURATION`, `gets` the effect's `until end of turn` row).
TEST_CASE("hover: each rule change shows its row of section 4.2") {
  session s("card \"Rule Prober\" {\n"                                           // 0
            "  type: character\n"                                                // 1
            "  cost: 2M\n"                                                       // 2
            "  traits: IQ 1, EQ 1, MQ 1, BQ 1\n"                                 // 3
            "  when this is deployed: choose a character an opponent controls\n"  // 4
            "  rule: this gets +1 BQ while this is engaged\n"                     // 5
            "  rule: this gets +1 valuation\n"                                   // 6
            "  rule: this loses FLYING while this is engaged\n"                  // 7
            "  rule: characters you control gain FLYING\n"                       // 8
            "  rule: this gains the keywords of the chosen card\n"               // 9
            "  rule: this has the traits of the chosen card\n"                   // 10
            "}\n");
  const std::vector<std::pair<checked::op, int>> lines = {
      {checked::op::modify_trait, 5},   {checked::op::modify_valuation, 6},  {checked::op::remove_keyword, 7},
      {checked::op::grant_keyword, 8},  {checked::op::grant_keywords_of, 9}, {checked::op::copy_traits, 10}};
  CHECK(lines.size() == statements::rule_changes().size());
  for (const auto& [o, line] : lines) {
    const auto row = std::find_if(statements::rule_changes().begin(), statements::rule_changes().end(),
                                  [o = o](const statements::statement_doc& d) { return d.o == o; });
    REQUIRE(row != statements::rule_changes().end());
    const int verb = line == 8 ? 32 : 13;  // on the verb, after the subject
    const std::string text = s.hover(line, verb);
    INFO("line " << line << ": " << text);
    CHECK(text.starts_with("**`" + std::string(row->doc.words) + "`**"));
  }
}

// After a rule's subject, the lasting changes a rule makes, from their table, the verb agreeing
// with the subject; the words already typed are replaced.
TEST_CASE("completion: the rule changes after a rule's subject") {
  auto items = [](const std::string& rule) {
    session s("card \"Rule Prober\" {\n  type: character\n  cost: 2M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n"
              "  when this is deployed: choose a character an opponent controls\n"
              "  rule: " + rule + "\n}\n");
    return s.at("textDocument/completion", 5, static_cast<int>(8 + rule.size()))["items"];
  };
  auto labels = [](const json& list) {
    std::vector<std::string> out;
    for (const json& item : list) out.push_back(item["label"]);
    return out;
  };
  auto agreeing = [](const std::string& form, bool plural) {
    const std::size_t space = std::min(form.find(' '), form.size());
    return lsp::form_words(form.substr(0, space), plural) + form.substr(space);
  };
  REQUIRE(lsp::rule_change_forms().size() >= statements::rule_changes().size());
  const std::vector<std::string> one = labels(items("this ")), several = labels(items("characters you control "));
  for (const std::string& form : lsp::rule_change_forms()) {
    CHECK(has(one, form));
    CHECK(has(several, agreeing(form, true)));
    CHECK_FALSE(has(several, form));
  }
  CHECK(has(one, "has the traits of SEL"));
  CHECK(has(several, "have the traits of SEL"));
  CHECK(has(labels(items("each character you control ")), "gains the keywords of SEL"));
  CHECK_FALSE(has(labels(items("")), "gets +N TRAIT"));  // no subject yet
  const json begun = items("this gains the ");
  bool found = false;
  for (const json& item : begun)
    if (item["label"] == "gains the keywords of SEL") {
      found = true;
      CHECK(item["textEdit"]["newText"] == "gains the keywords of");
      CHECK(item["textEdit"]["range"]["start"]["character"] == 13);  // from `gains`
    }
  CHECK(found);
}

TEST_CASE("hover: a cost's row and a keyword parameter kind's") {
  session s("keyword \"PROBER TOLL\" (price: money, fee: effect) {\n"  // 0
            "  ability: engage this, do fee -> pay price\n"            // 1
            "  ability: do nothing -> draw 1 card\n"                  // 2
            "}\n");
  const std::string engage = s.hover(1, 12);
  CHECK(engage.starts_with("**`engage SEL`**"));
  CHECK(engage.find("can be paid when") != std::string::npos);
  CHECK(engage.find("turns the cards (engaged)") != std::string::npos);  // then the statement's row
  CHECK(s.hover(1, 25).starts_with("**`do PARAM`**"));
  CHECK(s.hover(2, 13).starts_with("**`do nothing`**"));
  const std::string pay = s.hover(1, 37);  // the effect: a statement, not a cost
  CHECK(pay.starts_with("**`pay MONEY` / `pay COST`**"));
  CHECK(pay.find("can be paid when") == std::string::npos);
  const std::string money = s.hover(0, 30);
  CHECK(money.starts_with("**`cost` / `money`**"));
  CHECK(money.find("argument on a card") != std::string::npos);
  CHECK(s.hover(0, 44).starts_with("**`effect`**"));
}

// `activate: COSTS -> EFFECT` (docs/rulings.md, Activating an ability): hovered with its row,
// its costs with the cost table's, offered after `may`.
TEST_CASE("hover and completion: activate: COSTS -> EFFECT") {
  session s("keyword \"PROBER MEND\" {\n"  // 0
            "  instead of this being destroyed: you may activate: pay 1M -> reset this; if you did not { destroy this }\n"  // 1
            "}\n");
  CHECK(s.hover(1, 45).starts_with("**`activate: COSTS -> EFFECT`**"));
  const std::string cost = s.hover(1, 54);  // `pay 1M`: a cost here
  CHECK(cost.starts_with("**`pay MONEY` / `pay COST`**"));
  CHECK(cost.find("can be paid when") != std::string::npos);
  CHECK(s.hover(1, 64).find("can be paid when") == std::string::npos);  // `reset this`: the effect
  CHECK(has(s.labels(1, 43), "activate"));
}

// `for the first time each turn` (docs/vocabulary.md 3.3): its row on hover, offered after a
// trigger's phrase.
TEST_CASE("hover and completion: for the first time each turn") {
  session s("card \"Prober Reporter\" {\n"                                                            // 0
            "  type: character\n"                                                                      // 1
            "  cost: 2M\n"                                                                             // 2
            "  traits: IQ 1, EQ 1, MQ 1, BQ 1\n"                                                       // 3
            "  when a character you control attacks for the first time each turn: draw 1 card\n"      // 4
            "  when this attacks \n"                                                                   // 5
            "}\n");
  const std::string row = s.hover(4, 48);
  INFO(row);
  CHECK(row.starts_with("**`for the first time each turn`**"));
  CHECK(row.find("trigger_counted") != std::string::npos);
  CHECK(has(s.labels(5, 20), "for the first time each turn"));
}

TEST_CASE("completion: each kind of word where it can stand") {
  session s;
  auto top = s.labels(11, 1);
  for (const auto& w : grammar::first_words(grammar::construct::top_form)) CHECK(has(top, w));
  CHECK_FALSE(has(top, "deal"));
  auto fields = s.labels(7, 0);  // the start of a line inside the card (before '}')
  CHECK(has(fields, "faction"));
  CHECK(has(fields, "when"));
  CHECK_FALSE(has(fields, "card"));
  auto keywords = s.labels(4, 12);
  CHECK(has(keywords, "FLYING"));
  CHECK(has(keywords, "MUTATION"));
  CHECK_FALSE(has(keywords, "faction"));
  auto effect = s.labels(5, 25);
  CHECK(has(effect, "deal"));
  CHECK(has(effect, "destroy"));
  CHECK(has(effect, "target"));  // a selection may start a statement ...
  CHECK_FALSE(has(effect, "gets"));  // ... and `gets` only follows one (issue 31: what the parser takes)
  CHECK_FALSE(has(effect, "faction"));
  auto trigger = s.labels(5, 12);
  for (const auto& p : vocabulary::trigger_phrases)
    if (p.find('_') == std::string::npos) CHECK(has(trigger, p));
  auto deck_cards = s.labels(10, 9);
  CHECK(has(deck_cards, "\"Incarnate Neonate\""));
  CHECK(has(deck_cards, "\"Sky Prober\""));
  auto deck_fields = s.labels(11, 0);
  CHECK(has(deck_fields, "founder"));
  CHECK(has(deck_fields, "resources"));
}

// `art:` (docs/faces.md, "Art"): completed where a card's field may stand, hovered with its
// row of docs/vocabulary.md, shown in the card's hover; a file it cannot read is a diagnostic.
// The grammar takes a free word for a counter's kind; the checker's list is completed there.
TEST_CASE("completion: the kinds of counter after `add 2`, `remove 1` and `remove all`") {
  auto after = [](const std::string& effect) {
    session s("card \"Counter Probe\" {\n  type: character\n  cost: 2M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n"
              "  ability: -> " + effect + "\n}\n");
    return s.labels(4, static_cast<int>(14 + effect.size()));
  };
  CHECK(has(after("remove all "), "development"));
  CHECK(has(after("remove 1 "), "development"));
  CHECK(has(after("add 2 "), "development"));
  CHECK_FALSE(has(after("draw 2 "), "development"));
}

// Two places the full sweep of docs/vocabulary.md's rows (vocabulary_rows_test.cpp) found
// the real next word not offered: a player's trigger after `when you` (the table spells it
// `draws a card`), and `x` after a cost's `pay` (a name the grammar reads as any word). As
// the sweep does: an item, inserted where its edit starts, must go on as the real text does
// to the next word's end (lsp/completion.cpp, player_triggers and chosen_amount).
TEST_CASE("completion: `draw a card` after `when you`, `x` after a cost's `pay`") {
  auto offered = [](const std::string& before, const std::string& rest) {
    const std::string line = "  " + before + rest;
    session s("card \"Pay Probe\" {\n  type: character\n  cost: 2M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n" + line + "\n}\n");
    const std::size_t cut = 2 + before.size(), end = line.find_first_of(" :", cut);
    const json result = s.at("textDocument/completion", 4, static_cast<int>(cut));
    for (const json& item : result["items"]) {
      const std::string insert = item["textEdit"]["newText"];
      const std::size_t from = item["textEdit"]["range"]["start"]["character"];
      if (line.compare(from, insert.size(), insert) == 0 && from + insert.size() >= end) return true;
    }
    return false;
  };
  CHECK(offered("when you ", "draw a card: if the number of cards you drew this turn = 2 { gain 2M }"));
  CHECK(offered("when you ", "activate an ability: gain 1M"));
  CHECK(offered("when you ", "gain money: draw 1 card"));  // issue 27: the money triggers
  CHECK(offered("when you ", "lose money: draw 1 card"));
  CHECK(offered("ability \"Overclock\": pay ", "x -> target character you control gets +x BQ until end of turn"));
  CHECK_FALSE(offered("when an opponent ", "draw a card: gain 1M"));  // `draws` agrees there
}

// `target character's controller` (issue 27): `controller` and `owner` are offered after the
// `'s`, and hovering `controller` shows the row of `SEL's controller`, not `its controller`'s.
TEST_CASE("completion and hover: `SEL's controller`") {
  const std::string line = "  on resolve: target character's controller draws 1 card";
  session s("card \"Whose Probe\" {\n  type: event\n  cost: 2M\n  traits: IQ -, EQ -, MQ -, BQ -\n" + line + "\n}\n");
  const int at = static_cast<int>(line.find("controller"));
  const std::string shown = s.hover(4, at + 2);
  INFO(shown);
  CHECK(shown.find("SEL's controller") != std::string::npos);
  session typed("card \"Whose Probe\" {\n  type: event\n  cost: 2M\n  traits: IQ -, EQ -, MQ -, BQ -\n"
                "  on resolve: target character's \n}\n");
  const std::vector<std::string> labels = typed.labels(4, static_cast<int>(line.find("controller")));
  CHECK(has(labels, "controller"));
  CHECK(has(labels, "owner"));
}

TEST_CASE("completion and hover: the art: field") {
  const std::string card = "card \"Sky Heron\" {\n"          // 0
                           "  type: character\n"               // 1
                           "  cost: 2M\n"                      // 2
                           "  traits: IQ 1, EQ 1, MQ 1, BQ 1\n"  // 3
                           "  flavour: \"Wading.\"\n"          // 4
                           "  art: \"heron.png\"\n"            // 5
                           "\n"                                 // 6
                           "}\n";                               // 7
  const std::string dir = temp_folder();
  std::ifstream png("examples/faces/art/neon-heron.png", std::ios::binary);
  write_file(dir + "/heron.png", std::string(std::istreambuf_iterator<char>(png), {}));
  lsp_client c;
  const std::string uri = file_uri(dir + "/heron.mc");
  write_file(dir + "/heron.mc", card);
  c.initialize(file_uri(dir));
  c.notify("textDocument/didOpen", {{"textDocument", {{"uri", uri}, {"languageId", "megacorp"}, {"version", 1}, {"text", card}}}});
  const json first = c.diagnostics_for(uri)["diagnostics"];
  INFO(first.dump());
  CHECK(first.empty());  // the image is beside the card's file
  int id = 10;
  auto at = [&](const char* method, int line, int character) {
    return c.request(id++, method, {{"textDocument", {{"uri", uri}}}, {"position", {{"line", line}, {"character", character}}}})["result"];
  };
  std::vector<std::string> labels;
  const json completion = at("textDocument/completion", 6, 0);  // named: a range-for keeps no temporary alive
  for (const json& item : completion["items"]) labels.push_back(item["label"]);
  CHECK(has(labels, "art"));
  CHECK(has(labels, "flavour"));
  const json art = at("textDocument/hover", 5, 3);
  REQUIRE_FALSE(art.is_null());
  const std::string text = art["contents"]["value"];
  CHECK(text.starts_with("**`art:`** (docs/vocabulary.md)"));
  CHECK(text.find("PNG, JPEG or SVG") != std::string::npos);
  CHECK(art["range"]["start"]["character"] == 2);
  CHECK(art["range"]["end"]["character"] == 5);  // the field's name
  const json flavour = at("textDocument/hover", 4, 4);
  REQUIRE_FALSE(flavour.is_null());
  CHECK(flavour["contents"]["value"].get<std::string>().starts_with("**`flavour:` / `flavor:`**"));
  const json heron = at("textDocument/hover", 0, 8);  // the card's name: its text
  REQUIRE_FALSE(heron.is_null());
  CHECK(heron["contents"]["value"].get<std::string>().find("art: \"heron.png\"") != std::string::npos);

  std::string missing = card;
  missing.replace(missing.find("heron.png"), 9, "gone.png");
  c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 2}}}, {"contentChanges", json::array({{{"text", missing}}})}});
  const json diags = c.diagnostics_for(uri)["diagnostics"];
  INFO(diags.dump());
  REQUIRE(diags.size() == 1);
  CHECK(diags[0]["message"] == "cannot read the art file \"" + dir + "/gone.png\": no such file or folder");
  CHECK(diags[0]["range"]["start"]["line"] == 5);
  std::filesystem::remove_all(dir);
}

TEST_CASE("completion: a scenario's players where a target or a choice may name one") {
  session s;
  const std::string uri = file_uri(s.dir + "/players.mc");
  const std::string scenario =
      "scenario \"Levy\" {\n"      // 0
      "  player Ana { }\n"           // 1
      "  player Nick { }\n"          // 2
      "  Ana plays \"Mind Spike\" on \n"  // 3
      "  Ana chooses \n"             // 4
      "  Ana sells \n"               // 5
      "}\n";
  s.c.notify("textDocument/didOpen", {{"textDocument", {{"uri", uri}, {"languageId", "megacorp"}, {"version", 1}, {"text", scenario}}}});
  s.c.diagnostics_for(uri);
  auto labels = [&](int line, int character) {
    std::vector<std::string> out;
    json result = s.c.request(s.id++, "textDocument/completion",
                              {{"textDocument", {{"uri", uri}}}, {"position", {{"line", line}, {"character", character}}}})["result"];
    for (const json& item : result["items"]) out.push_back(item["label"]);
    return out;
  };
  auto target = labels(3, 28);
  CHECK(has(target, "Nick"));
  CHECK(has(target, "Ana"));
  CHECK(has(target, "\"Incarnate Neonate\""));
  CHECK(has(labels(4, 14), "Nick"));
  CHECK_FALSE(has(labels(5, 12), "Nick"));  // a card is sold, not a player
}

TEST_CASE("completion: rules variants, built in and declared, after `rules:` and `the rules are \"`") {
  session s;
  const std::string uri = file_uri(s.dir + "/variants.mc");
  const std::string variants_text =
      "variant \"test-house-rule\": \"a test\"\n"                                   // 0
      "scenario \"Variants\" {\n"                                                    // 1
      "  rules: standard, single-mul\n"                                               // 2
      "}\n"                                                                           // 3
      "card \"Test Reader\" {\n"                                                     // 4
      "  on resolve: if the rules are \"\n"                                           // 5
      "}\n";
  s.c.notify("textDocument/didOpen", {{"textDocument", {{"uri", uri}, {"languageId", "megacorp"}, {"version", 1}, {"text", variants_text}}}});
  s.c.diagnostics_for(uri);
  auto complete = [&](int line, int character) {
    return s.c.request(s.id++, "textDocument/completion",
                       {{"textDocument", {{"uri", uri}}}, {"position", {{"line", line}, {"character", character}}}})["result"];
  };
  auto labels = [&](const json& result) {
    std::vector<std::string> out;
    for (const json& item : result["items"]) out.push_back(item["label"]);
    return out;
  };
  const std::string prelude_variant = bundled().variants().at(0).name;
  const json rules = complete(2, 29);
  CHECK(has(labels(rules), "single-mulligan"));
  CHECK(has(labels(rules), prelude_variant));
  CHECK(has(labels(rules), "test-house-rule"));  // declared in this very file
  CHECK_FALSE(has(labels(rules), "deal"));
  for (const json& item : rules["items"])  // the whole name begun is replaced, '-' and all
    if (item["label"] == "single-mulligan") CHECK(item["textEdit"]["range"]["start"]["character"] == 19);
  const auto quoted = labels(complete(5, 32));
  CHECK(has(quoted, "\"single-mulligan\""));
  CHECK(has(quoted, "\"" + prelude_variant + "\""));
  CHECK_FALSE(has(quoted, "\"Incarnate Neonate\""));
}

TEST_CASE("definition, references and document symbols") {
  session s;
  json def = s.at("textDocument/definition", 4, 14);
  CHECK(def["uri"].get<std::string>().find("/prelude/") != std::string::npos);
  const checked::keyword* flying = bundled().find_keyword("FLYING");
  CHECK(def["range"]["start"]["line"] == flying->where.file->locate(flying->where.begin).line - 1);
  json card = s.at("textDocument/definition", 10, 14);
  CHECK(card["uri"] == s.uri);
  CHECK(card["range"]["start"] == json({{"line", 0}, {"character", 5}}));
  json lib_card = s.at("textDocument/definition", 10, 30);
  CHECK(lib_card["uri"].get<std::string>().find("/cards/") != std::string::npos);
  json refs = s.at("textDocument/references", 0, 8, {{"context", {{"includeDeclaration", true}}}});
  CHECK(refs.size() == 2);
  json refs_no_decl = s.at("textDocument/references", 0, 8, {{"context", {{"includeDeclaration", false}}}});
  CHECK(refs_no_decl.size() == 1);
  json flying_refs = s.at("textDocument/references", 4, 14, {{"context", {{"includeDeclaration", true}}}});
  CHECK(flying_refs.size() > 3);  // ours (2), the prelude's definition and its own uses, library cards
  json symbols = s.c.request(90, "textDocument/documentSymbol", {{"textDocument", {{"uri", s.uri}}}})["result"];
  REQUIRE(symbols.size() == 2);
  CHECK(symbols[0]["name"] == "Sky Prober");
  CHECK(symbols[1]["name"] == "Prober Deck");
  CHECK(symbols[1]["detail"] == "deck");
}

TEST_CASE("hover and definition still work in a file the parser cannot read") {
  session s;
  std::string broken = sample_text;
  broken.replace(broken.find("  cost: 2M"), 10, "  cost: 2M 4 5 (");  // a syntax error in the card
  s.c.notify("textDocument/didChange", {{"textDocument", {{"uri", s.uri}, {"version", 2}}}, {"contentChanges", json::array({{{"text", broken}}})}});
  CHECK_FALSE(s.c.diagnostics_for(s.uri)["diagnostics"].empty());
  CHECK(s.hover(4, 14).find("rule: this cannot be blocked by cards without FLYING") != std::string::npos);
  CHECK(s.hover(10, 30).find("Incarnate Neonate") != std::string::npos);
  CHECK(s.at("textDocument/definition", 4, 14)["uri"].get<std::string>().find("/prelude/") != std::string::npos);
}
