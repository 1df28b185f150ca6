// Completion at positions sampled from every row of docs/vocabulary.md, read from the page
// alone: each row's example, put where the page says it checks (inside a character card,
// an event card for `on resolve:`, or as a whole `keyword` form), is cut before its words
// (completion: a seeded sample of each row's cuts; hover: before every word). At each cut
// the completion list must hold the next word of the real text, and every item it lists, inserted at the cut, must keep the text parseable up to and
// including the item (the parser's first error, if any, lies beyond it).
#include <algorithm>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "grammar/parser.hpp"
#include "grammar/source.hpp"
#include "lsp_client.hpp"

using namespace megacorp;
using namespace megacorp::test;
using json = nlohmann::json;

namespace {

// The example of every table row of the page: the first `...` span of its last cell.
std::vector<std::string> page_examples() {
  std::ifstream in("docs/vocabulary.md");
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) {
    if (!line.starts_with("| ") || line.starts_with("|---")) continue;
    std::size_t cell = line.rfind(" | ");
    if (cell == std::string::npos) continue;
    std::size_t open = line.find('`', cell), close = open == std::string::npos ? open : line.find('`', open + 1);
    if (close == std::string::npos) continue;  // a header row
    out.push_back(line.substr(open + 1, close - open - 1));
  }
  return out;
}

// Where the page says an example checks (its introduction, "Examples").
std::string wrapped(const std::string& example, std::size_t& at) {
  if (example.starts_with("keyword ")) {
    at = 0;
    return example + "\n";
  }
  const bool event = example.starts_with("on resolve:");
  const std::string head = std::string("card \"Vocabulary Example\" {\n  type: ") + (event ? "event" : "character") +
                           "\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n  ";
  at = head.size();
  return head + example + "\n}\n";
}

bool word_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '#'; }

// A name the author makes up, which no completion can know: a new parameter's name in a
// keyword's head (`(t: trait, area: shape)`), or NAME, the page's stand-in for a keyword's
// name (the C++ tables name no keyword: scripts/check_keyword_names.sh).
bool authors_name(const std::string& text, std::size_t i, int depth) {
  std::size_t end = i;
  while (end < text.size() && word_start(text[end])) ++end;
  return text.compare(i, end - i, "NAME") == 0 || (depth > 0 && end < text.size() && text[end] == ':');
}

// The places before a word of the example: after a blank, at a letter or a tag's '#', and
// not inside a quoted name (a card's or keyword's name is not a word of the language), nor
// at an author's name.
std::vector<std::size_t> cuts(const std::string& text, std::size_t at, std::size_t size) {
  std::vector<std::size_t> out;
  bool quoted = false;
  int depth = 0;
  for (std::size_t i = at; i < at + size; ++i) {
    if (text[i] == '"') quoted = !quoted;
    if (!quoted && (text[i] == '(' || text[i] == ')')) depth += text[i] == '(' ? 1 : -1;
    if (!quoted && (i == at || text[i - 1] == ' ') && word_start(text[i]) && !authors_name(text, i, depth)) out.push_back(i);
  }
  return out;
}
bool ident(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '\''; }

// The byte offset of an LSP position (ASCII text: characters are bytes).
std::size_t offset_of(const std::string& text, const json& pos) {
  std::size_t line = pos["line"], at = 0;
  for (std::size_t l = 0; l < line; ++l) at = text.find('\n', at) + 1;
  return at + pos["character"].get<std::size_t>();
}
json position_of(const std::string& text, std::size_t offset) {
  int line = 0, character = 0;
  for (std::size_t i = 0; i < offset; ++i) {
    if (text[i] == '\n') {
      ++line;
      character = 0;
    } else {
      ++character;
    }
  }
  return {{"line", line}, {"character", character}};
}

// Where the parser's first error is in `text`, or npos.
std::size_t first_error(const std::string& text) {
  source_file file("probe.mc", text);
  diagnostics d;
  (void)parse(file, d);
  std::size_t first = std::string::npos;
  for (const auto& x : d.list())
    if (x.level == severity::error) first = std::min<std::size_t>(first, x.where.begin);
  return first;
}

struct counts {
  int rows = 0, positions = 0, items = 0, next_missing = 0, items_unparseable = 0;
};

struct probe_session {
  std::string dir = temp_folder();
  std::string uri = file_uri(dir + "/rows.mc");
  lsp_client c;
  int id = 10, version = 1;
  probe_session() {
    c.initialize(file_uri(dir));
    c.notify("textDocument/didOpen", open_params(uri, "", version));
    c.diagnostics_for(uri);
  }
  std::string last;
  json complete(const std::string& text, std::size_t offset) {
    if (text != last)
      c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", ++version}}}, {"contentChanges", {{{"text", text}}}}});
    last = text;
    c.notifications.clear();
    return c.request(id++, "textDocument/completion",
                     {{"textDocument", {{"uri", uri}}}, {"position", position_of(text, offset)}})["result"];
  }
};

// The completion at `cut` in `text`, checked against the real next word and the parser.
void check_cut(probe_session& s, const std::string& text, std::size_t cut, counts& n) {
  std::size_t end = cut + 1;
  while (end < text.size() && ident(text[end])) ++end;
  const std::string next = text.substr(cut, end - cut);
  const json result = s.complete(text, cut);
  bool listed = false;
  ++n.positions;
  for (const json& item : result["items"]) {
    ++n.items;
    const std::string insert = item["textEdit"]["newText"];
    const std::size_t from = offset_of(text, item["textEdit"]["range"]["start"]);
    const std::string edited = text.substr(0, from) + insert;
    // the real text goes on with this item, up to a word's end
    const std::size_t after = from + insert.size();
    if (text.compare(from, insert.size(), insert) == 0 && after <= text.size() && (after == text.size() || !ident(text[after])) &&
        after >= end)
      listed = true;
    const std::size_t error = first_error(edited);
    if (error != std::string::npos && error < edited.size() && error < after) {
      ++n.items_unparseable;
      UNSCOPED_INFO("item '" << insert << "' at [" << text.substr(0, cut) << "|]: parse error at byte " << error << " of "
                             << edited.size());
    }
  }
  if (!listed) {
    ++n.next_missing;
    UNSCOPED_INFO("next word '" << next << "' not listed at [" << text.substr(0, cut) << "|] (" << result["items"].size()
                                << " items)");
  }
}

}  // namespace

// A fixed sample, so the case runs in seconds in CI and finds the same positions every
// time: every row is represented, at `per_row` of its cuts drawn by a seeded generator
// (std::mt19937's numbers are the same on every platform; the draw takes them modulo the
// row's count of cuts). Every cut of every row (about 1,500) takes minutes: each
// completion probes the form once per candidate word (docs/editors.md).
std::vector<std::size_t> sampled_cuts(const std::vector<std::size_t>& all, std::mt19937& draw, std::size_t per_row) {
  if (all.size() <= per_row) return all;
  std::vector<std::size_t> out;
  while (out.size() < per_row) {
    const std::size_t cut = all[draw() % all.size()];
    if (std::find(out.begin(), out.end(), cut) == out.end()) out.push_back(cut);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Completion at `per_row` cuts of every row (all of them when per_row is 0).
void complete_rows(std::size_t per_row) {
  const std::vector<std::string> examples = page_examples();
  REQUIRE(examples.size() > 200);
  probe_session s;
  counts n;
  std::mt19937 draw(31);  // issue 31
  int uncut = 0;
  for (const std::string& example : examples) {
    ++n.rows;
    std::size_t at = 0;
    const std::string text = wrapped(example, at);
    const std::vector<std::size_t> all = cuts(text, at, example.size());
    if (all.empty()) {
      ++uncut;
      UNSCOPED_INFO("no word to cut before in `" << example << "`");
    }
    for (std::size_t cut : per_row == 0 ? all : sampled_cuts(all, draw, per_row)) check_cut(s, text, cut, n);
  }
  WARN("rows " << n.rows << ", positions " << n.positions << ", items checked " << n.items << ", next word missing "
               << n.next_missing << ", items not parseable " << n.items_unparseable);
  // one assertion, so that it shows every message above (UNSCOPED_INFO goes with the next one)
  CHECK((uncut == 0 && n.next_missing == 0 && n.items_unparseable == 0));  // every row represented, no miss
}

TEST_CASE("completion: at sampled words of every row of docs/vocabulary.md", "[vocabulary_rows]") { complete_rows(1); }

// Every cut of every row: minutes; run it with lsp_tests "[vocabulary_rows_all]".
TEST_CASE("completion: at every word of every row of docs/vocabulary.md", "[.][vocabulary_rows_all]") { complete_rows(0); }

// The cases: inside an effect, what may follow an amount, a selection, a player.
TEST_CASE("completion: after an amount, a selection, a player, the words the grammar accepts there", "[vocabulary_rows]") {
  probe_session s;
  const std::string head = "card \"Probe\" {\n  type: event\n  cost: 1M\n  on resolve: ";
  auto labels = [&](const std::string& effect) {
    std::vector<std::string> out;
    const std::string text = head + effect;
    const json result = s.complete(text, text.size());
    for (const json& item : result["items"]) out.push_back(item["label"]);
    if (out.empty()) UNSCOPED_INFO("answer: " << result.dump());
    std::string all;
    for (const auto& l : out) all += l + "; ";
    UNSCOPED_INFO("after `" << effect << "`: " << all);
    return out;
  };
  auto has = [](const std::vector<std::string>& v, const std::string& w) { return std::find(v.begin(), v.end(), w) != v.end(); };
  const auto deal = labels("deal 1 ");
  for (const char* t : {"IQ", "EQ", "MQ", "BQ"}) CHECK(has(deal, t));
  CHECK_FALSE(has(deal, "destroy"));
  CHECK(deal.size() < 20);
  const auto each = labels("deal 1 IQ damage to each character ");
  CHECK(has(each, "with"));
  CHECK(has(each, "adjacent to"));
  CHECK(has(each, "you control"));
  CHECK(has(each, "an opponent controls"));
  CHECK(has(each, "that is"));  // the card-type qualifier (issue 27, d37)
  CHECK(has(each, "that are"));
  CHECK(has(labels("deal 1 IQ damage to each character that is a "), "location"));
  CHECK(has(labels("deal 1 IQ damage to each character with 2 or more "), "development"));
  CHECK_FALSE(has(each, "deal"));
  CHECK_FALSE(has(each, "faction"));
  const auto player = labels("target opponent ");
  CHECK(has(player, "discards"));
  CHECK(has(player, "loses"));
  CHECK_FALSE(has(player, "card"));
  CHECK(player.size() < 60);
}

// Hover at every word of every row's example: each word of the language has a hover (its
// row of the page, a keyword's or a tag's text); a lower-case word's hover is a row of the
// page or a phrase's, a step's, a statement's table.
TEST_CASE("hover: at every word of every row of docs/vocabulary.md", "[vocabulary_rows]") {
  const std::vector<std::string> examples = page_examples();
  probe_session s;
  int positions = 0, missing = 0;
  for (const std::string& example : examples) {
    std::size_t at = 0;
    const std::string text = wrapped(example, at);
    s.c.notify("textDocument/didChange",
               {{"textDocument", {{"uri", s.uri}, {"version", ++s.version}}}, {"contentChanges", {{{"text", text}}}}});
    for (std::size_t i : cuts(text, at, example.size())) {
      ++positions;
      const json r = s.c.request(s.id++, "textDocument/hover", {{"textDocument", {{"uri", s.uri}}}, {"position", position_of(text, i)}})["result"];
      const std::string value = r.is_null() ? "" : r["contents"]["value"].get<std::string>();
      std::size_t e = i;
      while (e < text.size() && ident(text[e])) ++e;
      if (value.empty()) {
        ++missing;
        UNSCOPED_INFO("no hover on '" << text.substr(i, e - i) << "' in `" << example << "`");
      }
    }
  }
  WARN("hover: rows " << examples.size() << ", positions " << positions << ", without hover " << missing);
  CHECK(missing == 0);
}

// The words: `target`, `each`, `they` give their rows; a misspelt verb what was
// expected there, with the closest word.
TEST_CASE("hover: target, each, they, and a misspelt verb", "[vocabulary_rows]") {
  probe_session s;
  const std::string text =
      "card \"Probe\" {\n"                                                  // 0
      "  type: event\n"                                                     // 1
      "  cost: 1M\n"                                                        // 2
      "  on resolve: each opponent discards target card, they drow 1 card\n"  // 3
      "}\n";
  s.c.notify("textDocument/didChange", {{"textDocument", {{"uri", s.uri}, {"version", ++s.version}}}, {"contentChanges", {{{"text", text}}}}});
  auto hover = [&](int character) {
    const json r = s.c.request(s.id++, "textDocument/hover",
                               {{"textDocument", {{"uri", s.uri}}}, {"position", {{"line", 3}, {"character", character}}}})["result"];
    return r.is_null() ? std::string() : r["contents"]["value"].get<std::string>();
  };
  CHECK(hover(15).find("docs/vocabulary.md") != std::string::npos);  // each
  CHECK(hover(40).find("docs/vocabulary.md") != std::string::npos);  // target
  CHECK(hover(52).find("docs/vocabulary.md") != std::string::npos);  // they
  const std::string misspelt = hover(57);                            // drow
  CHECK(misspelt.find("did you mean 'draw'") != std::string::npos);
}
