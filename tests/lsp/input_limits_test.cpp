// The language server under the input rules: a message nested past the JSON depth limit,
// an open document over the size limit, and a workspace file over it (docs/install.md, "Inputs").
#include <filesystem>
#include <string>

#include <catch2/catch.hpp>

#include "input/json_depth.hpp"
#include "input/read.hpp"
#include "lsp_client.hpp"

using namespace megacorp;
using namespace megacorp::test;
using json = nlohmann::json;

namespace {

// A request whose params nest `depth` arrays.
std::string nested_request(std::size_t depth) {
  return R"({"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":)" + std::string(depth, '[') +
         std::string(depth, ']') + "}";
}

bool logged(const lsp_client& c, const std::string& part) {
  for (const json& n : c.notifications)
    if (n.value("method", "") == "window/logMessage" && n["params"]["message"].get<std::string>().find(part) != std::string::npos)
      return true;
  return false;
}

}  // namespace

TEST_CASE("a message 100,000 levels deep gets a parse error naming the limit; the next request is answered") {
  lsp_client c;
  c.initialize();
  const std::string body = nested_request(100000);
  c.send_raw("Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
  const std::optional<json> error = c.read();
  REQUIRE(error);
  CHECK((*error)["error"]["code"] == -32700);
  CHECK((*error)["error"]["message"].get<std::string>().find("deeper than the limit of " + std::to_string(max_json_depth)) !=
        std::string::npos);
  CHECK(c.request(3, "shutdown", nullptr)["result"].is_null());
  c.notify("exit", nullptr);
  CHECK(c.wait() == 0);
}

TEST_CASE("an open document over the size limit is refused with a diagnostic, not checked") {
  lsp_client c;
  c.initialize();
  const std::string dir = temp_folder();
  const std::string uri = file_uri(dir + "/huge.mc");
  c.notify("textDocument/didOpen", open_params(uri, std::string(max_input_bytes + 1, '#')));
  const json d = c.diagnostics_for(uri)["diagnostics"];
  REQUIRE(d.size() == 1);
  CHECK(d[0]["message"].get<std::string>().find("more than the limit of 4 MiB") != std::string::npos);
  // not open: requests on it answer nothing
  CHECK(c.request(2, "textDocument/documentSymbol", {{"textDocument", {{"uri", uri}}}})["result"].is_null());
  // a change back under the limit is checked again
  c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 2}}},
                                      {"contentChanges", json::array({{{"text", "# small\n"}}})}});
  CHECK(c.diagnostics_for(uri)["diagnostics"].empty());
  CHECK(c.request(3, "shutdown", nullptr)["result"].is_null());
  std::filesystem::remove_all(dir);
}

TEST_CASE("a workspace file over the size limit is skipped with a log message, not read") {
  const std::string dir = temp_folder();
  write_file(dir + "/huge.mc", std::string(max_input_bytes + 1, '#'));
  write_file(dir + "/small.mc", "# nothing\n");
  lsp_client c;
  c.initialize(file_uri(dir));
  const std::string uri = file_uri(dir + "/small.mc");
  c.notify("textDocument/didOpen", open_params(uri, "# nothing\n"));
  CHECK(c.diagnostics_for(uri)["diagnostics"].empty());
  CHECK(c.request(2, "shutdown", nullptr)["result"].is_null());
  CHECK(logged(c, "huge.mc': it holds " + std::to_string(max_input_bytes + 1) + " bytes, more than the limit"));
  std::filesystem::remove_all(dir);
}
