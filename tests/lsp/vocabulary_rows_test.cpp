// Completion at positions sampled from every row of docs/vocabulary.md, read from the page
// alone: each row's example, put where the page says it checks (inside a character card,
// an event card for `on resolve:`, or as a whole `keyword` form), is cut before each of its
// words. At each cut the completion list must hold the next word of the real text, and
// every item it lists, inserted at the cut, must keep the text parseable up to and
// including the item (the parser's first error, if any, lies beyond it).
#include <fstream>
#include <map>
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
  json complete(const std::string& text, std::size_t offset) {
    c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", ++version}}}, {"contentChanges", {{{"text", text}}}}});
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

TEST_CASE("completion: at every word of every row of docs/vocabulary.md", "[vocabulary_rows]") {
  const std::vector<std::string> examples = page_examples();
  REQUIRE(examples.size() > 200);
  probe_session s;
  counts n;
  for (const std::string& example : examples) {
    ++n.rows;
    std::size_t at = 0;
    const std::string text = wrapped(example, at);
    // a cut before each word of the example: after a blank, at a letter or a tag's '#'
    for (std::size_t i = at; i < at + example.size(); ++i)
      if ((i == at || text[i - 1] == ' ') && word_start(text[i])) check_cut(s, text, i, n);
  }
  WARN("rows " << n.rows << ", positions " << n.positions << ", items checked " << n.items << ", next word missing "
               << n.next_missing << ", items not parseable " << n.items_unparseable);
  CHECK(n.next_missing == 0);
  CHECK(n.items_unparseable == 0);
}

// The cases: inside an effect, what may follow an amount, a selection, a player.
TEST_CASE("completion: after an amount, a selection, a player, the words the grammar accepts there", "[vocabulary_rows]") {
  probe_session s;
  const std::string head = "card \"Probe\" {\n  type: event\n  cost: 1M\n  on resolve: ";
  auto labels = [&](const std::string& effect) {
    std::vector<std::string> out;
    const std::string text = head + effect;
    for (const json& item : s.complete(text, text.size())["items"]) out.push_back(item["label"]);
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
  CHECK_FALSE(has(each, "deal"));
  CHECK_FALSE(has(each, "faction"));
  const auto player = labels("target opponent ");
  CHECK(has(player, "discards"));
  CHECK(has(player, "loses"));
  CHECK_FALSE(has(player, "card"));
  CHECK(player.size() < 60);
}
