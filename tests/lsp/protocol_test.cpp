// The base protocol and the document cycle, driving `megacorp lsp` over stdin/stdout:
// lifecycle and errors, diagnostics equal to `megacorp check`, a quick fix and a clean
// re-check, an open buffer replacing its file, UTF-16 positions.
#include <algorithm>
#include <cstdio>
#include <filesystem>

#include <catch2/catch.hpp>

#include "layout/format.hpp"

#include "lsp/text_position.hpp"
#include "lsp_client.hpp"

using namespace megacorp;
using namespace megacorp::test;
using json = nlohmann::json;

namespace {

json check_json(const std::string& path) {
  std::string cmd = std::string(MEGACORP_BINARY) + " --format json check '" + path + "' 2>/dev/null";
  FILE* p = popen(cmd.c_str(), "r");
  std::string out;
  char buf[4096];
  while (std::size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
  pclose(p);
  return json::parse(out);
}

// Applies LSP text edits (UTF-16 positions) to `text`, last first.
std::string apply(std::string text, json edits) {
  std::sort(edits.begin(), edits.end(), [](const json& a, const json& b) {
    return std::make_pair(a["range"]["start"]["line"], a["range"]["start"]["character"]) >
           std::make_pair(b["range"]["start"]["line"], b["range"]["start"]["character"]);
  });
  for (const json& e : edits) {
    std::uint32_t b = lsp::offset_of(text, lsp::position_from_json(e["range"]["start"]));
    std::uint32_t en = lsp::offset_of(text, lsp::position_from_json(e["range"]["end"]));
    text.replace(b, en - b, e["newText"].get<std::string>());
  }
  return text;
}

// A deck whose line 6 has non-ASCII text (an accent, and an emoji: two UTF-16 units)
// before a misspelt card name; and a misspelt keyword.
const std::string broken_text =
    "card \"Gène 🧬 Splicer\" {\n"
    "  type: character\n"
    "  cost: 2M\n"
    "  traits: IQ 1, EQ 1, MQ 1, BQ 1\n"
    "  keywords: FLYNG\n"
    "}\n"
    "deck \"Ünïcode\" { business: \"Genome Holdings\" founder: \"Raamaa, Incarnate Hierarch\" main: 4 \"Gène 🧬 Splicer\", 4 \"Incarnate Neonat\" }\n";

}  // namespace

TEST_CASE("UTF-16 positions: an accent is one unit, an emoji two") {
  std::string text = "ab\n\"é🧬x\"\n";
  CHECK(lsp::offset_of(text, {1, 0}) == 3);
  CHECK(lsp::offset_of(text, {1, 2}) == 6);   // after "é (é is 2 bytes)
  CHECK(lsp::offset_of(text, {1, 4}) == 10);  // after the emoji (4 bytes, 2 units)
  CHECK(lsp::position_of(text, 10).character == 4);
  CHECK(lsp::offset_of(text, {1, 99}) == 12);  // past the end of the line: its end
  CHECK(lsp::offset_of(text, {9, 0}) == text.size());
  CHECK(lsp::path_of_uri(lsp::uri_of_path("/tmp/a b/ü.mc")) == "/tmp/a b/ü.mc");
}

TEST_CASE("lifecycle: not initialized, unknown method, malformed JSON, unknown notification, shutdown and exit") {
  lsp_client c;
  json early = c.request(7, "textDocument/hover", json::object());
  CHECK(early["error"]["code"] == -32002);
  json init = c.request(1, "initialize", {{"processId", nullptr}, {"rootUri", nullptr}, {"capabilities", json::object()}});
  json caps = init["result"]["capabilities"];
  CHECK(caps["textDocumentSync"]["change"] == 1);
  for (const char* p : {"hoverProvider", "completionProvider", "definitionProvider", "referencesProvider",
                        "documentSymbolProvider", "codeActionProvider", "documentFormattingProvider"})
    CHECK(caps.contains(p));
  c.notify("initialized", json::object());
  c.notify("$/someUnknownNotification", {{"x", 1}});  // ignored: no answer
  CHECK(c.request(2, "workspace/noSuchMethod", json::object())["error"]["code"] == -32601);
  c.send_raw("Content-Length: 9\r\n\r\n{\"bad\": }");
  auto parse_error = c.read();
  REQUIRE(parse_error);
  CHECK((*parse_error)["error"]["code"] == -32700);
  CHECK((*parse_error)["id"].is_null());
  CHECK(c.request(3, "textDocument/hover", {{"textDocument", {{"uri", "file:///nowhere.mc"}}}, {"position", {{"line", 0}, {"character", 0}}}})["result"].is_null());
  CHECK(c.request(4, "textDocument/hover", {{"textDocument", 5}})["error"]["code"] == -32602);
  CHECK(c.request(5, "shutdown", nullptr)["result"].is_null());
  CHECK(c.request(6, "textDocument/hover", json::object())["error"]["code"] == -32600);  // after shutdown
  c.notify("exit", nullptr);
  CHECK(c.wait() == 0);
}

TEST_CASE("a closed stdin ends the server without a crash") {
  lsp_client c;
  c.initialize();
  c.send_raw("Content-Length: 100\r\n\r\n{\"jsonrpc\"");  // a message cut short
  c.close_input();
  CHECK(c.wait() == 1);  // ended, without shutdown: status 1 as after `exit` without `shutdown`
}

TEST_CASE("diagnostics are check's, with UTF-16 columns; the quick fixes give a clean re-check") {
  std::string dir = temp_folder();
  std::string path = dir + "/broken.mc";
  write_file(path, broken_text);
  json check = check_json(path);
  lsp_client c;
  c.initialize();
  std::string uri = file_uri(path);
  c.notify("textDocument/didOpen", open_params(uri, broken_text));
  json published = c.diagnostics_for(uri)["diagnostics"];
  REQUIRE(published.size() == check["diagnostics"].size());
  REQUIRE(published.size() >= 2);
  for (std::size_t i = 0; i < published.size(); ++i) {
    const json& want = check["diagnostics"][i];
    const json& got = published[i];
    CHECK(got["message"] == want["message"]);
    CHECK(got["range"]["start"]["line"] == want["line"].get<int>() - 1);
    // check counts code points; LSP counts UTF-16 units: the emoji before the column counts twice
    int line = want["line"].get<int>() - 1, column = want["column"].get<int>() - 1;
    std::size_t begin = 0;
    for (int l = 0; l < line; ++l) begin = broken_text.find('\n', begin) + 1;
    int emoji_before = 0, cps = 0;
    for (std::size_t b = begin; cps < column; ++cps) {
      unsigned char ch = static_cast<unsigned char>(broken_text[b]);
      std::size_t len = ch < 0x80 ? 1 : ch < 0xE0 ? 2 : ch < 0xF0 ? 3 : 4;
      emoji_before += len == 4;
      b += len;
    }
    CHECK(got["range"]["start"]["character"] == column + emoji_before);
  }
  // the unknown card on the non-ASCII line: column 111 in code points, 112 in UTF-16 units (0-based)
  bool found = false;
  for (const json& d : published)
    if (d["message"].get<std::string>().find("Incarnate Neonat\"") != std::string::npos) {
      found = true;
      CHECK(d["range"]["start"] == json({{"line", 6}, {"character", 112}}));
    }
  CHECK(found);

  // every "did you mean" is a quick fix; applying them all leaves nothing to report
  std::string text = broken_text;
  json all_edits = json::array();
  int id = 10;
  for (const json& d : published) {
    json actions = c.request(id++, "textDocument/codeAction",
                             {{"textDocument", {{"uri", uri}}}, {"range", d["range"]}, {"context", {{"diagnostics", json::array({d})}}}})["result"];
    bool says_did_you_mean = d["message"].get<std::string>().find("did you mean") != std::string::npos;
    INFO(d.dump() << " -> " << actions.dump());
    std::size_t own = std::count_if(actions.begin(), actions.end(),
                                    [&](const json& a) { return a["diagnostics"][0]["message"] == d["message"]; });
    CHECK(own == (says_did_you_mean ? 1u : 0u));
    for (const json& a : actions)
      if (a["diagnostics"][0]["message"] == d["message"])
        for (const json& e : a["edit"]["changes"][uri]) all_edits.push_back(e);
  }
  text = apply(text, all_edits);
  CHECK(text.find("keywords: FLYING\n") != std::string::npos);
  CHECK(text.find("4 \"Incarnate Neonate\" }") != std::string::npos);
  // the deck still lacks its resources: complete it, then the re-check is clean, in the server and in check
  std::string resources = "resources: 10 \"Affluent Customers\", 10 \"Selfish Consumers\" ";
  text.replace(text.find("main:"), 0, resources);
  c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 2}}}, {"contentChanges", json::array({{{"text", text}}})}});
  json after = c.diagnostics_for(uri)["diagnostics"];
  std::vector<std::string> left;
  for (const json& d : after) left.push_back(d["message"]);
  write_file(path, text);
  json recheck = check_json(path);
  CHECK(after.size() == recheck["diagnostics"].size());
  for (std::size_t i = 0; i < after.size() && i < recheck["diagnostics"].size(); ++i)
    CHECK(after[i]["message"] == recheck["diagnostics"][i]["message"]);
  INFO("left after the fixes: " << json(left).dump());
  // only the deck's size rules remain (a 40-card main deck is not this test's business)
  for (const std::string& m : left) CHECK(m.find("did you mean") == std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("check --format json gives the fix of each 'did you mean'") {
  std::string dir = temp_folder();
  write_file(dir + "/x.mc", broken_text);
  json check = check_json(dir + "/x.mc");
  int fixes = 0;
  for (const json& d : check["diagnostics"]) {
    bool says = d["message"].get<std::string>().find("did you mean") != std::string::npos;
    CHECK(says == d.contains("fix"));
    if (!d.contains("fix")) continue;
    ++fixes;
    CHECK(d["fix"]["line"] == d["line"]);
    CHECK(d["fix"]["column"] == d["column"]);
    if (d["message"].get<std::string>().find("FLYNG") != std::string::npos) CHECK(d["fix"]["replacement"] == "FLYING");
    if (d["message"].get<std::string>().find("Neonat\"") != std::string::npos)
      CHECK(d["fix"]["replacement"] == "\"Incarnate Neonate\"");
  }
  CHECK(fixes == 2);
  // a scenario's phase, item, card and players (`Nicle's` gets `Nicole's`)
  write_file(dir + "/s.mc",
             "scenario \"Typo\" {\n  turn: Ana, bay\n  player Ana { money: 5 }\n  player Nicole { mony: 3 }\n"
             "  Ana buys \"Incarnate Neonat\" from Nicle's hand at 0,1\n  expect Anna has 5M\n}\n");
  std::vector<std::string> replacements;
  json scenario = check_json(dir + "/s.mc");
  for (const json& d : scenario["diagnostics"]) {
    bool says = d["message"].get<std::string>().find("did you mean") != std::string::npos;
    CHECK(says == d.contains("fix"));
    if (d.contains("fix")) replacements.push_back(d["fix"]["replacement"]);
  }
  CHECK(replacements == std::vector<std::string>{"buy", "money", "\"Incarnate Neonate\"", "Nicole's", "Ana"});
  std::filesystem::remove_all(dir);
}

TEST_CASE("an open buffer replaces its file on disk in the workspace") {
  std::string dir = temp_folder();
  std::string path = dir + "/probe.mc";
  const std::string card = "card \"Zeta Probe\" {\n  type: character\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n}\n";
  write_file(path, card);
  write_file(dir + "/user.mc", "card \"Zeta User\" {\n  type: character\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n  when this is deployed: search your main deck for a card, discard it\n}\n");
  lsp_client c;
  c.initialize(file_uri(dir));
  std::string uri = file_uri(path);
  // the buffer differs from the disk (an unsaved edit): still one "Zeta Probe", no "defined twice"
  c.notify("textDocument/didOpen", open_params(uri, card + "# unsaved\n"));
  CHECK(c.diagnostics_for(uri)["diagnostics"].empty());
  // and a card in another workspace file can be found from the buffer
  json refs = c.request(2, "textDocument/definition", {{"textDocument", {{"uri", uri}}}, {"position", {{"line", 0}, {"character", 8}}}});
  CHECK(refs["result"]["uri"] == uri);
  std::filesystem::remove_all(dir);
}

TEST_CASE("bad input gets an error, never a crash or a hang") {
  lsp_client c;
  c.initialize();
  // a non-file URI, wrong types, a change for a document never opened: notifications, so no answer
  c.notify("textDocument/didOpen", {{"textDocument", {{"uri", "untitled:1"}, {"text", "card"}}}});
  c.notify("textDocument/didOpen", {{"textDocument", {{"uri", 5}}}});
  c.notify("textDocument/didChange", {{"textDocument", {{"uri", "file:///nowhere/x.mc"}}}, {"contentChanges", "no"}});
  // requests with bad parameters: -32602
  CHECK(c.request(2, "textDocument/completion", {{"textDocument", {{"uri", "untitled:1"}}}, {"position", {{"line", 0}, {"character", 0}}}})["error"]["code"] == -32602);
  CHECK(c.request(3, "textDocument/definition", {{"position", "x"}})["error"]["code"] == -32602);
  // not JSON-RPC: a JSON array, a number, a header without a length, a long header line
  c.send_raw("Content-Length: 2\r\n\r\n[]");
  CHECK((*c.read())["error"]["code"] == -32600);
  c.send_raw("Content-Length: 1\r\n\r\n7");
  CHECK((*c.read())["error"]["code"] == -32600);
  c.send_raw("X-Other: 1\r\n\r\n");
  CHECK((*c.read())["error"]["code"] == -32700);
  c.send_raw(std::string(10000, 'x') + "\r\n\r\n");
  CHECK((*c.read())["error"]["code"] == -32700);
  // positions far outside the text of an open document
  std::string dir = temp_folder();
  std::string uri = file_uri(dir + "/a.mc");
  c.notify("textDocument/didOpen", open_params(uri, "card \"A\" {\n  type: character\n}\n"));
  c.diagnostics_for(uri);
  json far = c.request(4, "textDocument/hover", {{"textDocument", {{"uri", uri}}}, {"position", {{"line", 999}, {"character", 99999}}}});
  CHECK(far.contains("result"));
  json negative = c.request(5, "textDocument/completion", {{"textDocument", {{"uri", uri}}}, {"position", {{"line", -1}, {"character", -5}}}});
  CHECK((negative.contains("result") || negative.contains("error")));
  // still serving
  CHECK(c.request(6, "shutdown", nullptr)["result"].is_null());
  c.notify("exit", nullptr);
  CHECK(c.wait() == 0);
  std::filesystem::remove_all(dir);
}

TEST_CASE("a phrase's fix keeps its selections and stops before the comment after it") {
  std::string dir = temp_folder();
  write_file(dir + "/rule.mc",
             "card \"Rule Probe\" {\n  type: character\n  cost: 2M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n"
             "  rule: this cannot be blockd by cards without FLYING  # a comment\n"  // more than 3 letters: a guess
             "  when this deals damag to a card with #GMO: draw 1 card\n}\n");
  json check = check_json(dir + "/rule.mc");
  REQUIRE(check["diagnostics"].size() == 2);
  const json& rule = check["diagnostics"][0]["fix"];
  CHECK(rule["replacement"] == "be blocked by cards without FLYING");
  CHECK(rule["line"] == 5);
  CHECK(rule["end_line"] == 5);
  CHECK(rule["end_column"] == 54);  // just past FLYING: the comment stays
  const json& trigger = check["diagnostics"][1]["fix"];
  CHECK(trigger["replacement"] == "deals damage to a card with #GMO");
  std::filesystem::remove_all(dir);
}

TEST_CASE("formatting: one edit to the layout megacorp fmt gives; none for a laid-out or broken file") {
  std::string dir = temp_folder();
  std::string path = dir + "/messy.mc";
  const std::string messy = "card   \"Zeta Mess\" {\n      cost: 1M\n type: character\n  traits: IQ 1, EQ 1,   MQ 1, BQ 1\n}\n";
  write_file(path, messy);
  std::string laid_out, errors;
  {
    const auto f = megacorp::format_source("messy.mc", messy, errors);
    REQUIRE(f);
    laid_out = *f;
  }
  REQUIRE(laid_out != messy);
  lsp_client c;
  c.initialize(file_uri(dir));
  const std::string uri = file_uri(path);
  c.notify("textDocument/didOpen", open_params(uri, messy));
  c.diagnostics_for(uri);
  const json params = {{"textDocument", {{"uri", uri}}}, {"options", {{"tabSize", 2}, {"insertSpaces", true}}}};
  json edits = c.request(2, "textDocument/formatting", params)["result"];
  REQUIRE(edits.size() == 1);
  CHECK(edits[0]["newText"] == laid_out);
  CHECK(edits[0]["range"]["start"]["line"] == 0);
  CHECK(edits[0]["range"]["end"]["line"] == 5);  // the whole text: five lines and the end
  c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 2}}}, {"contentChanges", {{{"text", laid_out}}}}});
  c.diagnostics_for(uri);
  CHECK(c.request(3, "textDocument/formatting", params)["result"].empty());  // already laid out
  c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 3}}}, {"contentChanges", {{{"text", "card \"Zeta Mess\" {"}}}}});
  c.diagnostics_for(uri);
  CHECK(c.request(4, "textDocument/formatting", params)["result"].empty());  // does not parse: nothing to do
  std::filesystem::remove_all(dir);
}

TEST_CASE("a message that states its edit is a quick fix: the missing ':' and straight quotes") {
  std::string dir = temp_folder();
  std::string path = dir + "/slips.mc";
  const std::string text =
      "card \"Slip\" {\n  type: character\n  cost 2M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n}\n"
      "card \u201cCurly\u201d {\n  type: character\n  cost: 2M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n}\n";
  write_file(path, text);
  lsp_client c;
  c.initialize();
  std::string uri = file_uri(path);
  c.notify("textDocument/didOpen", open_params(uri, text));
  json published = c.diagnostics_for(uri)["diagnostics"];
  REQUIRE(published.size() == 2);
  json all_edits = json::array();
  std::vector<std::string> titles;
  int id = 10;
  for (const json& d : published) {
    json actions = c.request(id++, "textDocument/codeAction",
                             {{"textDocument", {{"uri", uri}}}, {"range", d["range"]}, {"context", {{"diagnostics", json::array({d})}}}})["result"];
    INFO(d.dump() << " -> " << actions.dump());
    REQUIRE(actions.size() == 1);
    titles.push_back(actions[0]["title"]);
    for (const json& e : actions[0]["edit"]["changes"][uri]) all_edits.push_back(e);
  }
  std::sort(titles.begin(), titles.end());
  CHECK(titles == std::vector<std::string>{"Insert ':'", "Replace with '\"Curly\"'"});
  std::string fixed = apply(text, all_edits);
  CHECK(fixed.find("  cost: 2M\n  traits") != std::string::npos);
  c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 2}}}, {"contentChanges", json::array({{{"text", fixed}}})}});
  CHECK(c.diagnostics_for(uri)["diagnostics"].empty());
  std::filesystem::remove_all(dir);
}
