// A minimal LSP client for tests: runs `megacorp lsp` with pipes and speaks the base protocol.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace megacorp::test {

class lsp_client {
 public:
  explicit lsp_client(const std::vector<std::string>& extra_args = {});
  ~lsp_client();
  lsp_client(const lsp_client&) = delete;
  lsp_client& operator=(const lsp_client&) = delete;

  void send(const nlohmann::json& message);
  void send_raw(const std::string& bytes);
  // The next message, or nothing if none came within 10 s or the server closed its output.
  std::optional<nlohmann::json> read();
  // The response to request `id`, skipping notifications (kept in `notifications`).
  nlohmann::json request(int id, const std::string& method, const nlohmann::json& params);
  void notify(const std::string& method, const nlohmann::json& params);
  // The next textDocument/publishDiagnostics for `uri` (skipping other messages).
  nlohmann::json diagnostics_for(const std::string& uri);
  void initialize(const std::string& root_uri = "");
  void close_input();
  // The exit status (or 128 + signal) once the server ends, within 10 s; -1 if it did not.
  int wait();

  std::vector<nlohmann::json> notifications;

 private:
  int pid_ = -1, to_ = -1, from_ = -1;
  std::string buffer_;
};

// Text of a file written to a fresh temporary folder; the folder's path.
std::string temp_folder();
void write_file(const std::string& path, const std::string& text);
std::string file_uri(const std::string& path);

// The params of textDocument/didOpen for a megacorp document.
nlohmann::json open_params(const std::string& uri, const std::string& text, int version = 1);

}  // namespace megacorp::test
