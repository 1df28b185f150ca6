// The socket loop of `megacorp serve` (serve/server.hpp), the only file that includes
// Boost.Beast (docs/play.md: why Beast, and why one file). One thread runs every
// connection; each request is read under a size and time limit, answered by handler, and
// written back. What a client sends never reaches anything but handler::handle.
#include "serve/server.hpp"

#include <array>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <memory>
#include <optional>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <fmt/format.h>

#include "serve/reply.hpp"

namespace megacorp::serve {

namespace {

namespace beast = boost::beast;
namespace http = beast::http;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using message = http::response<http::string_body>;

constexpr auto request_time = std::chrono::seconds(30);  // to read one request, or to write an answer
constexpr auto linger_time = std::chrono::seconds(2);    // to drain a refused request before closing
constexpr std::size_t max_connections = 64;              // more are closed as they arrive
constexpr std::uint32_t max_header_bytes = 16 * 1024;

struct server_state {
  handler& h;
  std::size_t connections = 0;
};

std::optional<std::string> field(const http::request<http::string_body>& m, http::field f) {
  const auto it = m.find(f);
  if (it == m.end()) return std::nullopt;
  return std::string(it->value());
}

request to_request(http::request<http::string_body>& m) {
  request r;
  r.method = std::string(m.method_string());
  r.target = std::string(m.target());
  r.host = field(m, http::field::host);
  r.origin = field(m, http::field::origin);
  r.content_type = field(m, http::field::content_type).value_or("");
  r.body = std::move(m.body());
  return r;
}

std::shared_ptr<message> to_message(const response& r, unsigned version, bool keep_alive) {
  auto m = std::make_shared<message>(static_cast<http::status>(r.status), version);
  m->set(http::field::server, "megacorp");
  m->set(http::field::content_type, r.content_type);
  for (const auto& [name, value] : r.headers) m->set(name, value);
  m->body() = r.body;
  m->keep_alive(keep_alive);
  m->prepare_payload();
  return m;
}

// The peer left, went quiet, or the socket failed: nothing to answer.
bool socket_trouble(const beast::error_code& ec) {
  return ec == http::error::end_of_stream || ec == beast::error::timeout ||
         ec.category() == boost::system::system_category() || ec.category() == net::error::get_misc_category();
}

// The answer to a request the parser refused: 413 for a body over the limit, 431 for
// headers over theirs, 400 for what is not HTTP.
response parse_refusal(const beast::error_code& ec, const serve_limits& limits) {
  if (ec == http::error::body_limit)
    return error_reply(413, fmt::format("the body is over the limit of {} bytes", limits.max_body));
  if (ec == http::error::header_limit)
    return error_reply(431, fmt::format("the request's headers are over the limit of {} bytes", max_header_bytes));
  return error_reply(400, fmt::format("the request is not HTTP/1.1 the server can read: {}", ec.message()));
}

class connection : public std::enable_shared_from_this<connection> {
 public:
  connection(tcp::socket s, server_state& st) : stream_(std::move(s)), st_(st) { ++st_.connections; }
  ~connection() { --st_.connections; }
  connection(const connection&) = delete;
  connection& operator=(const connection&) = delete;

  void read() {
    parser_.emplace();
    parser_->body_limit(st_.h.limits().max_body);
    parser_->header_limit(max_header_bytes);
    stream_.expires_after(request_time);
    http::async_read(stream_, buffer_, *parser_, beast::bind_front_handler(&connection::on_read, shared_from_this()));
  }

 private:
  void on_read(beast::error_code ec, std::size_t) {
    if (ec && socket_trouble(ec)) return close();
    if (ec) return write(to_message(parse_refusal(ec, st_.h.limits()), 11, false), true);
    http::request<http::string_body>& m = parser_->get();
    const bool keep_alive = m.keep_alive();
    const unsigned version = m.version();
    write(to_message(st_.h.handle(to_request(m)), version, keep_alive), false);
  }

  void write(std::shared_ptr<message> m, bool refused) {
    stream_.expires_after(request_time);
    http::async_write(stream_, *m, [self = shared_from_this(), m, refused](beast::error_code ec, std::size_t) {
      if (ec) return self->close();
      if (refused) return self->linger();
      if (!m->keep_alive()) return self->close();
      self->read();
    });
  }

  // After refusing a request unread: stop sending, and read what the client still sends
  // for a moment, so that closing does not reset the connection before it reads the answer.
  void linger() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
    stream_.expires_after(linger_time);
    drain();
  }
  void drain() {
    stream_.async_read_some(net::buffer(scratch_), [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (!ec) self->drain();
    });
  }

  void close() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
  }

  beast::tcp_stream stream_;
  server_state& st_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  std::array<char, 4096> scratch_{};
};

void accept_next(tcp::acceptor& acceptor, server_state& st) {
  acceptor.async_accept([&acceptor, &st](beast::error_code ec, tcp::socket s) {
    if (ec == net::error::operation_aborted) return;
    if (!ec && st.connections < max_connections) std::make_shared<connection>(std::move(s), st)->read();
    accept_next(acceptor, st);  // a socket past the limit is closed as `s` goes
  });
}

// Opens, binds and listens; false after saying why on stderr.
bool open_listener(tcp::acceptor& acceptor, const server_options& opt) {
  beast::error_code ec;
  const std::string host = opt.host == "localhost" ? "127.0.0.1" : opt.host;
  const net::ip::address address = net::ip::make_address(host, ec);
  if (ec) {
    fmt::print(stderr, "error: --host '{}' is not an IP address (such as 127.0.0.1, ::1 or 0.0.0.0)\n", opt.host);
    return false;
  }
  const tcp::endpoint at(address, static_cast<unsigned short>(opt.port));
  acceptor.open(at.protocol(), ec);
  if (!ec) acceptor.set_option(net::socket_base::reuse_address(true), ec);
  if (!ec) acceptor.bind(at, ec);
  if (!ec) acceptor.listen(net::socket_base::max_listen_connections, ec);
  if (ec) fmt::print(stderr, "error: cannot listen on {} port {}: {}\n", opt.host, opt.port, ec.message());
  return !ec;
}

}  // namespace

int run_server(const library& lib, const server_options& options) {
  if (options.port > 65535) {
    fmt::print(stderr, "error: --port {} is not a port (0 to 65535; 0 picks a free one)\n", options.port);
    return 2;
  }
  handler h(lib, options.limits);
  server_state st{h};
  net::io_context ioc{1};
  tcp::acceptor acceptor(ioc);
  if (!open_listener(acceptor, options)) return 2;
  h.set_address({options.host, acceptor.local_endpoint().port()});
  int stopped_by = 0;
  net::signal_set signals(ioc, SIGINT, SIGTERM);
  signals.async_wait([&](const beast::error_code&, int number) {
    stopped_by = number;
    ioc.stop();
  });
  accept_next(acceptor, st);
  fmt::print("serving on http://{}\n", authority(h.address()));
  std::fflush(stdout);
  ioc.run();
  fmt::print(stderr, "megacorp serve: stopped by {}; {} open game(s) discarded (the server keeps no game)\n",
             stopped_by == SIGINT ? "SIGINT" : "SIGTERM", h.open_games());
  return 0;
}

}  // namespace megacorp::serve
