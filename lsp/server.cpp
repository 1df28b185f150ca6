// The language server's dispatch: JSON-RPC messages in, answers and diagnostics out.
#include "lsp/server.hpp"

#include <iostream>
#include <optional>
#include <stdexcept>

#include <fmt/format.h>

#include "input/json_depth.hpp"
#include "input/read.hpp"
#include "layout/format.hpp"
#include "lsp/features.hpp"
#include "lsp/syntax_at.hpp"
#include "lsp/text_position.hpp"
#include "lsp/transport.hpp"

namespace megacorp::lsp {

using json = nlohmann::json;

namespace {

// JSON-RPC and LSP error codes.
enum error_code {
  parse_error = -32700, invalid_request = -32600, method_not_found = -32601, invalid_params = -32602,
  internal_error = -32603, server_not_initialized = -32002,
};

struct request_error : std::runtime_error {
  request_error(int c, const std::string& message) : std::runtime_error(message), code(c) {}
  int code;
};

class server {
 public:
  server(std::ostream& out, const config& cfg) : out_(out), ws_(cfg), ref_() {}

  // Handles one message; false once `exit` arrived.
  bool handle(const frame& f) {
    if (!f.error.empty()) return reply_error(nullptr, parse_error, f.error), true;
    std::string why;
    std::optional<json> parsed = parse_json(f.body, why);  // depth-limited: input/json_depth.hpp
    if (!parsed) return reply_error(nullptr, parse_error, "the message is " + why), true;
    json msg = std::move(*parsed);
    if (!msg.is_object() || !msg.contains("method") || !msg["method"].is_string()) {
      if (msg.is_object() && msg.contains("id") && !msg.contains("method")) return true;  // a response to us: none expected
      return reply_error(msg.is_object() && msg.contains("id") ? msg["id"] : json(nullptr), invalid_request,
                         "a request needs a \"method\" string"), true;
    }
    const std::string method = msg["method"];
    const json params = msg.value("params", json::object());
    bool is_request = msg.contains("id");
    if (!is_request) return notify(method, params);
    const json id = msg["id"];
    try {
      write_message(out_, {{"jsonrpc", "2.0"}, {"id", id}, {"result", request(method, params)}});
    } catch (const request_error& e) {
      reply_error(id, e.code, e.what());
    } catch (const json::exception& e) {
      reply_error(id, invalid_params, std::string("invalid params: ") + e.what());
    } catch (const std::exception& e) {
      reply_error(id, internal_error, e.what());
    }
    return true;
  }

  bool shut_down() const { return shutdown_; }

 private:
  void reply_error(const json& id, int code, const std::string& message) {
    write_message(out_, {{"jsonrpc", "2.0"}, {"id", id}, {"error", {{"code", code}, {"message", message}}}});
  }

  static std::string path_param(const json& params) {
    std::string path = path_of_uri(params.at("textDocument").at("uri").get<std::string>());
    if (path.empty()) throw request_error{invalid_params, "only file: URIs are served"};
    return path;
  }

  // The open document's parse and the offset of params.position in it; null when not open.
  const parsed_source* document(const json& params, std::uint32_t* offset) {
    std::string path = path_param(params);
    if (!ws_.is_open(path)) return nullptr;
    const analysis& a = current();
    auto it = a.sources.find(path);
    if (it == a.sources.end()) return nullptr;
    if (offset) *offset = offset_of(it->second->file->text(), position_from_json(params.at("position")));
    return it->second.get();
  }

  const analysis& current() {
    if (dirty_) {
      analysis_ = &ws_.analyze();
      dirty_ = false;
    }
    return *analysis_;
  }

  void log(int type, const std::string& message) {
    write_message(out_, {{"jsonrpc", "2.0"}, {"method", "window/logMessage"},
                         {"params", {{"type", type}, {"message", "megacorp lsp: " + message}}}});
  }

  // An open document's new text, or a refusal published as its diagnostic when it is over
  // the input limit (docs/install.md, "Inputs"): it is then not checked, as if closed.
  void open_document(const std::string& path, std::string text) {
    if (text.size() <= max_input_bytes) return ws_.open(path, std::move(text));
    ws_.close(path);
    const std::string message = fmt::format("the document holds {} bytes, more than the limit of {} per file "
                                            "(docs/install.md, \"Inputs\"): it is not checked",
                                            text.size(), size_text(max_input_bytes));
    json d = {{"range", {{"start", {{"line", 0}, {"character", 0}}}, {"end", {{"line", 0}, {"character", 0}}}}},
              {"severity", 1}, {"source", "megacorp"}, {"message", message}};
    write_message(out_, {{"jsonrpc", "2.0"}, {"method", "textDocument/publishDiagnostics"},
                         {"params", {{"uri", uri_of_path(path)}, {"diagnostics", json::array({d})}}}});
    log(2, path + ": " + message);
  }

  void publish() {
    dirty_ = true;
    const analysis& a = current();
    for (const std::string& skipped : ws_.take_skipped()) log(3, skipped);
    for (const std::string& path : ws_.open_paths())
      write_message(out_, {{"jsonrpc", "2.0"}, {"method", "textDocument/publishDiagnostics"},
                           {"params", diagnostics_json(a, path)}});
  }

  bool notify(const std::string& method, const json& params) {
    if (method == "exit") return false;
    if (!initialized_) return true;  // notifications before initialize are dropped
    try {
      if (method == "textDocument/didOpen") {
        const json& doc = params.at("textDocument");
        open_document(path_param(params), doc.at("text").get<std::string>());
        publish();
      } else if (method == "textDocument/didChange") {
        // Full sync: the last change holds the whole text.
        const json& changes = params.at("contentChanges");
        if (!changes.empty()) {
          open_document(path_param(params), changes.back().at("text").get<std::string>());
          publish();
        }
      } else if (method == "textDocument/didClose") {
        std::string path = path_param(params);
        ws_.close(path);
        write_message(out_, {{"jsonrpc", "2.0"}, {"method", "textDocument/publishDiagnostics"},
                             {"params", {{"uri", uri_of_path(path)}, {"diagnostics", json::array()}}}});
        publish();
      } else if (method == "textDocument/didSave" || method == "workspace/didChangeWatchedFiles") {
        ws_.rescan();  // files on disk may have come, gone or changed
        publish();
      }
      // any other notification (initialized, $/cancelRequest, ...) is ignored
    } catch (const std::exception& e) {
      log(1, method + ": " + e.what());
    }
    return true;
  }

  json request(const std::string& method, const json& params) {
    if (method == "initialize") return initialize(params);
    if (!initialized_) throw request_error{server_not_initialized, "the server is not initialized"};
    if (shutdown_) throw request_error{invalid_request, "the server is shutting down"};
    if (method == "shutdown") {
      shutdown_ = true;
      return nullptr;
    }
    std::uint32_t offset = 0;
    if (method == "textDocument/hover") {
      const parsed_source* doc = document(params, &offset);
      if (!doc) return nullptr;
      const analysis& a = current();
      // the rows cite the keywords of the library first analyzed (docs/vocabulary.md's rule column)
      if (ref_.empty()) ref_ = reference_doc::generated(&*a.lib);
      return hover(a, ref_, *doc, offset, &faces_);
    }
    if (method == "textDocument/completion") {
      const parsed_source* doc = document(params, &offset);
      return doc ? completion(current(), doc->file->text(), offset) : json(nullptr);
    }
    if (method == "textDocument/definition") {
      const parsed_source* doc = document(params, &offset);
      return doc ? definition(current(), *doc, offset) : json(nullptr);
    }
    if (method == "textDocument/references") {
      const parsed_source* doc = document(params, &offset);
      bool decl = params.contains("context") && params["context"].value("includeDeclaration", false);
      return doc ? references(current(), *doc, offset, decl) : json(nullptr);
    }
    if (method == "textDocument/documentSymbol") {
      const parsed_source* doc = document(params, nullptr);
      return doc ? document_symbols(*doc) : json(nullptr);
    }
    if (method == "textDocument/codeAction") {
      const parsed_source* doc = document(params, nullptr);
      if (!doc) return nullptr;
      std::string_view text = doc->file->text();
      const json& range = params.at("range");
      return code_actions(current(), doc->file->name(), offset_of(text, position_from_json(range.at("start"))),
                          offset_of(text, position_from_json(range.at("end"))));
    }
    if (method == "textDocument/formatting") {
      // The formatter of `megacorp fmt` (docs/formatting.md): one edit replacing the whole
      // text, none when it is already laid out or does not parse (its errors are the
      // document's diagnostics already).
      const parsed_source* doc = document(params, nullptr);
      if (!doc) return nullptr;
      diagnostics errors;
      const std::optional<std::string> laid_out = format_source(*doc->file, errors);
      const std::string_view text = doc->file->text();
      if (!laid_out || *laid_out == text) return json::array();
      return json::array({{{"range", range_json(text, 0, static_cast<std::uint32_t>(text.size()))}, {"newText", *laid_out}}});
    }
    throw request_error{method_not_found, "unknown method " + method};
  }

  json initialize(const json& params) {
    if (initialized_) throw request_error{invalid_request, "initialize was already received"};
    initialized_ = true;
    if (params.contains("rootUri") && params["rootUri"].is_string())
      ws_.set_root(path_of_uri(params["rootUri"].get<std::string>()));
    else if (params.contains("workspaceFolders") && params["workspaceFolders"].is_array() &&
             !params["workspaceFolders"].empty() && params["workspaceFolders"][0].is_object())
      ws_.set_root(path_of_uri(params["workspaceFolders"][0].value("uri", "")));
    else if (params.contains("rootPath") && params["rootPath"].is_string())
      ws_.set_root(params["rootPath"].get<std::string>());
    if (ws_.root_truncated())
      write_message(out_, {{"jsonrpc", "2.0"}, {"method", "window/showMessage"},
                           {"params", {{"type", 2}, {"message", fmt::format("megacorp lsp: the workspace folder has more than {} "
                                                                               "entries; only the .mc files among the first are checked",
                                                                               workspace::max_entries)}}}});
    for (const std::string& skipped : ws_.take_skipped()) log(3, skipped);
    return {{"capabilities",
             {{"textDocumentSync", {{"openClose", true}, {"change", 1}, {"save", true}}},  // 1: full
              {"hoverProvider", true},
              {"completionProvider", {{"triggerCharacters", {"\"", "#", " "}}}},
              {"definitionProvider", true},
              {"referencesProvider", true},
              {"documentSymbolProvider", true},
              {"codeActionProvider", {{"codeActionKinds", {"quickfix"}}}},
              {"documentFormattingProvider", true}}},
            {"serverInfo", {{"name", "megacorp"}}}};
  }

  std::ostream& out_;
  workspace ws_;
  reference_doc ref_;
  face_cache faces_;  // the hover's card faces, drawn on first use
  const analysis* analysis_ = nullptr;
  bool dirty_ = true;
  bool initialized_ = false;
  bool shutdown_ = false;
};

}  // namespace

int serve(std::istream& in, std::ostream& out, const config& cfg) {
  server s(out, cfg);
  while (auto f = read_frame(in)) {
    if (!s.handle(*f)) return s.shut_down() ? 0 : 1;
    if (!out) return 1;  // the client is gone
  }
  return s.shut_down() ? 0 : 1;
}

}  // namespace megacorp::lsp
