#include "lsp_client.hpp"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <thread>

#include "lsp/text_position.hpp"

using json = nlohmann::json;

namespace megacorp::test {

lsp_client::lsp_client(const std::vector<std::string>& extra_args) {
  signal(SIGPIPE, SIG_IGN);
  int in[2], out[2];
  if (pipe(in) != 0 || pipe(out) != 0) throw std::runtime_error("pipe");
  pid_ = fork();
  if (pid_ == 0) {
    dup2(in[0], 0);
    dup2(out[1], 1);
    close(in[1]);
    close(out[0]);
    std::vector<std::string> args = {MEGACORP_BINARY};
    args.insert(args.end(), extra_args.begin(), extra_args.end());
    args.push_back("lsp");
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  to_ = in[1];
  from_ = out[0];
}

lsp_client::~lsp_client() {
  if (to_ >= 0) close(to_);
  if (from_ >= 0) close(from_);
  if (pid_ > 0 && waitpid(pid_, nullptr, WNOHANG) == 0) {
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }
}

void lsp_client::send_raw(const std::string& bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = write(to_, bytes.data() + done, bytes.size() - done);
    if (n <= 0) return;
    done += static_cast<std::size_t>(n);
  }
}

void lsp_client::send(const json& message) {
  std::string body = message.dump();
  send_raw("Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
}

std::optional<json> lsp_client::read() {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  for (;;) {
    std::size_t header_end = buffer_.find("\r\n\r\n");
    if (header_end != std::string::npos) {
      std::size_t at = buffer_.find("Content-Length: ");
      std::size_t length = std::stoul(buffer_.substr(at + 16));
      if (buffer_.size() >= header_end + 4 + length) {
        json j = json::parse(buffer_.substr(header_end + 4, length));
        buffer_.erase(0, header_end + 4 + length);
        return j;
      }
    }
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
    if (left <= 0) return std::nullopt;
    pollfd p{from_, POLLIN, 0};
    if (poll(&p, 1, static_cast<int>(left)) <= 0) return std::nullopt;
    char chunk[65536];
    ssize_t n = ::read(from_, chunk, sizeof chunk);
    if (n <= 0) return std::nullopt;
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

json lsp_client::request(int id, const std::string& method, const json& params) {
  send({{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", params}});
  while (auto m = read()) {
    if (m->contains("id") && (*m)["id"] == id) return *m;
    notifications.push_back(*m);
  }
  throw std::runtime_error("no response to " + method);
}

void lsp_client::notify(const std::string& method, const json& params) {
  send({{"jsonrpc", "2.0"}, {"method", method}, {"params", params}});
}

json lsp_client::diagnostics_for(const std::string& uri) {
  while (auto m = read()) {
    if (m->value("method", "") == "textDocument/publishDiagnostics" && (*m)["params"]["uri"] == uri) return (*m)["params"];
    notifications.push_back(*m);
  }
  throw std::runtime_error("no diagnostics for " + uri);
}

void lsp_client::initialize(const std::string& root_uri) {
  json params = {{"processId", nullptr}, {"capabilities", json::object()},
                 {"rootUri", root_uri.empty() ? json(nullptr) : json(root_uri)}};
  json r = request(1, "initialize", params);
  if (!r.contains("result")) throw std::runtime_error("initialize failed: " + r.dump());
  notify("initialized", json::object());
}

void lsp_client::close_input() {
  close(to_);
  to_ = -1;
}

int lsp_client::wait() {
  for (int i = 0; i < 1000; ++i) {
    int status = 0;
    pid_t r = waitpid(pid_, &status, WNOHANG);
    if (r == pid_) {
      pid_ = -1;
      return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return -1;
}

std::string temp_folder() {
  char tmpl[] = "/tmp/megacorp-lsp-XXXXXX";
  const char* dir = mkdtemp(tmpl);
  if (!dir) throw std::runtime_error("mkdtemp");
  return dir;
}

void write_file(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

std::string file_uri(const std::string& path) { return lsp::uri_of_path(path); }

json open_params(const std::string& uri, const std::string& text, int version) {
  return {{"textDocument", {{"uri", uri}, {"languageId", "megacorp"}, {"version", version}, {"text", text}}}};
}

}  // namespace megacorp::test
