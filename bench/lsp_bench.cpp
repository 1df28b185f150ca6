// How long `megacorp lsp` takes to publish the diagnostics of a 1,000-line file after a
// change, through the server itself (JSON in, check, JSON out); target < 100 ms
// (docs/benchmarks.md); and the time of one completion inside an effect, where the parser
// decides what may stand. Usage: lsp_bench [changes] [workspace folder]
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <sstream>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "lsp/server.hpp"

namespace {

using json = nlohmann::json;

// A keyword of the file's own (no C++ names a glossary keyword: scripts/check_keyword_names.sh).
constexpr const char* keyword_def = "keyword GLIDE { rule: this cannot be blocked by cards without GLIDE }\n";

// One card of ten lines; every tenth has a misspelt keyword, so the file has errors to report.
std::string card(int i) {
  static const char* abilities[] = {
      "  when this is deployed: draw 1 card, gain 2M\n",
      "  when your turn begins: for each card in card radius 1 of this { deal 1 BQ damage to it }\n",
      "  rule: this cannot be blocked by cards without GLIDE\n",
      "  instead of this being destroyed: you may pay 1M; if you did not { destroy this }\n",
      "  when this attacks: target character gets +1 BQ until end of turn\n",
  };
  return fmt::format(
      "card \"Bench Card {0}\" {{\n  type: character\n  faction: gnost\n  cost: {1}M + 1BQ\n"
      "  traits: IQ 1, EQ 2, MQ -, BQ {2}\n  tags: #GMO\n  keywords: {3}\n{4}{5}}}\n",
      i, 1 + i % 5, i % 4, i % 10 == 0 ? "GLDE" : "GLIDE", abilities[i % 5], abilities[(i + 2) % 5]);
}

std::string frame(const json& j) {
  std::string body = j.dump();
  return fmt::format("Content-Length: {}\r\n\r\n{}", body.size(), body);
}

// The session's start: initialize (with a workspace root when one is given) and the file opened.
std::string opened(const std::string& uri, const std::string& text, const std::string& root) {
  std::string in = frame({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}, {"params", {{"rootUri", root.empty() ? json(nullptr) : json("file://" + root)}}}});
  in += frame({{"jsonrpc", "2.0"}, {"method", "textDocument/didOpen"},
               {"params", {{"textDocument", {{"uri", uri}, {"languageId", "megacorp"}, {"version", 1}, {"text", text}}}}}});
  return in;
}

// Seconds to serve the messages `in` and a shutdown; `bytes`: how much the server wrote.
double served_seconds(std::string in, std::size_t& bytes) {
  in += frame({{"jsonrpc", "2.0"}, {"id", 2}, {"method", "shutdown"}});
  std::istringstream input(in);
  std::ostringstream output;
  auto start = std::chrono::steady_clock::now();
  megacorp::lsp::serve(input, output, megacorp::lsp::config{.prelude = {}, .no_prelude = false, .cards = megacorp::bundled_cards_dir().string(), .no_library = false, .mods = {}});
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  bytes = output.str().size();
  return s;
}

// Seconds to serve: initialize, open the text, `changes` full-text changes, shutdown.
double serve_seconds(const std::string& text, int changes, const std::string& root, std::size_t& published) {
  const std::string uri = "file:///tmp/megacorp-lsp-bench/bench.mc";
  std::string in = opened(uri, text, root);
  for (int c = 0; c < changes; ++c) {
    std::string changed = text + fmt::format("# change {}\n", c);
    in += frame({{"jsonrpc", "2.0"}, {"method", "textDocument/didChange"},
                 {"params", {{"textDocument", {{"uri", uri}, {"version", c + 2}}}, {"contentChanges", {{{"text", changed}}}}}}});
  }
  return served_seconds(in, published);
}

// Seconds to serve `requests` completions at the end of an effect in a card of eight lines
// (the cursor after `... to each character `, where the parser is asked once per word of
// the language, grammar/parser.hpp `accepts`), with the open and shutdown around them.
double completion_seconds(int requests, std::size_t& answered) {
  const std::string uri = "file:///tmp/megacorp-lsp-bench/complete.mc";
  const std::string text =
      "card \"Bench Completion\" {\n  type: character\n  faction: gnost\n  cost: 3M\n"
      "  traits: IQ 1, EQ 2, MQ -, BQ 2\n  tags: #GMO\n"
      "  when this is deployed: draw 1 card, deal 1 BQ damage to each character \n}\n";
  std::string in = opened(uri, text, "");
  for (int r = 0; r < requests; ++r)
    in += frame({{"jsonrpc", "2.0"}, {"id", 10 + r}, {"method", "textDocument/completion"},
                 {"params", {{"textDocument", {{"uri", uri}}}, {"position", {{"line", 6}, {"character", 73}}}}}});
  return served_seconds(in, answered);
}

}  // namespace

int main(int argc, char** argv) {
  int changes = std::max(1, argc > 1 ? std::atoi(argv[1]) : 50);
  std::string root = argc > 2 ? argv[2] : "";
  std::string text = keyword_def;
  int lines = 1;
  for (int i = 0; lines < 1000; ++i) {
    text += card(i);
    lines += 10;
  }
  std::size_t out_open = 0, out_all = 0;
  double base = serve_seconds(text, 0, root, out_open);
  double total = serve_seconds(text, changes, root, out_all);
  double per_change = (total - base) / changes;
  if (!root.empty()) fmt::print("workspace folder {}\n", root);
  fmt::print("{} lines, {} bytes; open (with loading the library): {:.1f} ms; per change to diagnostics published: "
             "{:.1f} ms over {} changes ({} bytes of diagnostics each)\n",
             lines, text.size(), base * 1000, per_change * 1000, changes, (out_all - out_open) / std::max(changes, 1));
  std::size_t c_open = 0, c_all = 0;
  const double c_base = completion_seconds(0, c_open), c_total = completion_seconds(changes, c_all);
  fmt::print("completion inside an effect (after `deal 1 BQ damage to each character `): {:.2f} ms per request over {} "
             "requests ({} bytes of items each)\n",
             (c_total - c_base) * 1000 / changes, changes, (c_all - c_open) / std::max(changes, 1));
  return 0;
}
