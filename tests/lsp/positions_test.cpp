// Every feature at many places of real and of cut-off files answers, in range: the server
// must stand whatever the buffer holds and wherever the cursor is.
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>

#include <catch2/catch.hpp>

#include "lsp/features.hpp"
#include "lsp/server.hpp"
#include "lsp/text_position.hpp"
#include "../lang/sanitized.hpp"

using namespace megacorp;
using json = nlohmann::json;

namespace {

std::string read(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

bool in_text(const json& range, std::string_view text) {
  lsp::position end = lsp::position_of(text, static_cast<std::uint32_t>(text.size()));
  auto inside = [&](const json& p) {
    return p["line"].get<std::uint32_t>() < end.line ||
           (p["line"].get<std::uint32_t>() == end.line && p["character"].get<std::uint32_t>() <= end.character);
  };
  return inside(range["start"]) && inside(range["end"]);
}

}  // namespace

// Every 11th byte in the Release pass; under the sanitizers (about twenty times slower) a
// fixed sample, every 37th, still every form of the three files.
#if defined(MEGACORP_TEST_SANITIZED)
constexpr std::uint32_t stride = 37;
#else
constexpr std::uint32_t stride = 11;
#endif

TEST_CASE("hover, completion, definition and references anywhere in library files, whole and cut off") {
  const std::filesystem::path cards = bundled_cards_dir();
  lsp::reference_doc ref = lsp::reference_doc::generated();
  REQUIRE_FALSE(ref.empty());
  std::size_t asked = 0, answered = 0;
  for (const char* name : {"corp.mc", "decks.mc", "prelude/keywords.mc"}) {
    const std::string whole = read(cards / name);
    REQUIRE_FALSE(whole.empty());
    // the file, and the file cut in the middle of a form (as while typing)
    for (const std::string& text : {whole, whole.substr(0, whole.size() / 2 + 7)}) {
      lsp::workspace ws(lsp::config{.prelude = {}, .no_prelude = false, .cards = cards.string(), .no_library = false, .mods = {}});
      const std::string path = (cards / name).string();
      ws.open(path, text);
      const lsp::analysis& a = ws.analyze();
      const parsed_source& doc = *a.sources.at(path);
      for (std::uint32_t offset = 0; offset <= text.size(); offset += stride) {
        ++asked;
        json h = lsp::hover(a, ref, doc, offset);
        if (!h.is_null()) {
          ++answered;
          CHECK(in_text(h["range"], doc.file->text()));
        }
        json c = lsp::completion(a, doc.file->text(), offset);
        bool ranges_in_text = true;
        for (const json& item : c["items"]) ranges_in_text = ranges_in_text && in_text(item["textEdit"]["range"], doc.file->text());
        CHECK(ranges_in_text);
        json d = lsp::definition(a, doc, offset);
        CHECK((d.is_null() || d.contains("uri")));
        if (offset % 5 == 0) CHECK(lsp::references(a, doc, offset, true).is_array());
      }
    }
  }
  CHECK(answered > asked / 5);  // a good part of the places are on something hover explains (25% measured)
}

TEST_CASE("the server ends on any byte stream, framed or not") {
  std::mt19937 rng(15);
  const std::string pieces[] = {"Content-Length: ", "12", "\r\n", "\r\n\r\n", "{\"jsonrpc\":\"2.0\",", "\"id\":1,",
                                "\"method\":\"initialize\",\"params\":{}}", "\"method\":\"textDocument/hover\"",
                                "{", "}", "[", "\"", "\xff\xfe", "99999999999999999999", "-1", "\n", ""};
  for (int run = 0; run < 300; ++run) {
    std::string input;
    auto random_text = [&](int parts) {
      std::string t;
      for (int n = static_cast<int>(rng() % static_cast<unsigned>(parts)); n-- > 0;) {
        if (rng() % 4 == 0) t += static_cast<char>(rng() % 256);
        else t += pieces[rng() % std::size(pieces)];
      }
      return t;
    };
    if (run % 2 == 0) {
      input = random_text(30);  // not even framed
    } else {
      // framed right, with bodies of requests and notifications mixed with noise
      const std::string bodies[] = {
          "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{}}",
          "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":\"file:///tmp/r.mc\",\"text\":\"card \\\"A\\\" { type: x\"}}}",
          "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"textDocument/completion\",\"params\":{\"textDocument\":{\"uri\":\"file:///tmp/r.mc\"},\"position\":{\"line\":0,\"character\":13}}}",
          "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{\"uri\":\"file:///tmp/r.mc\"},\"position\":{\"line\":0,\"character\":7}}}",
          "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"shutdown\"}", "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}"};
      for (int n = static_cast<int>(rng() % 8); n-- > 0;) {
        std::string body = rng() % 3 == 0 ? random_text(6) : bodies[rng() % std::size(bodies)];
        input += "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
      }
    }
    std::istringstream in(input);
    std::ostringstream out;
    int status = lsp::serve(in, out, lsp::config{.prelude = {}, .no_prelude = false, .cards = bundled_cards_dir().string(), .no_library = false, .mods = {}});
    CHECK((status == 0 || status == 1));
  }
}
