// The input rule: regular files (or standard input) of at most a size limit, read without blocking on FIFOs.
#include "input/read.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace megacorp {

namespace fs = std::filesystem;

namespace {

const char* kind_of(mode_t mode) {
  if (S_ISFIFO(mode)) return "a named pipe (FIFO)";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISDIR(mode)) return "a folder";
  return "not a regular file";
}

std::string too_large(std::uintmax_t bytes, std::size_t limit) {
  return "it holds " + std::to_string(bytes) + " bytes, more than the limit of " + size_text(limit) + " per file";
}

// What is wrong with a file of status `st` (empty when it may be read).
std::string refusal(const struct stat& st, std::size_t limit) {
  if (!S_ISREG(st.st_mode))
    return std::string("it is ") + kind_of(st.st_mode) + "; only regular files are read ('-' reads standard input)";
  if (static_cast<std::uintmax_t>(st.st_size) > limit) return too_large(static_cast<std::uintmax_t>(st.st_size), limit);
  return {};
}

// Reads `fd` to its end, stopping with an error once more than `limit` bytes came: at most
// limit + 1 bytes are read.
bool read_all(int fd, std::string& text, std::string& error, std::size_t limit) {
  text.clear();
  char buffer[1 << 16];
  for (;;) {
    const std::size_t room = limit + 1 - text.size();
    ssize_t n = ::read(fd, buffer, room < sizeof buffer ? room : sizeof buffer);
    if (n < 0) {
      if (errno == EINTR) continue;
      error = std::strerror(errno);
      return false;
    }
    if (n == 0) return true;
    if (text.size() + static_cast<std::size_t>(n) > limit) {
      error = "larger than the limit of " + size_text(limit) + " per file";
      return false;
    }
    text.append(buffer, static_cast<std::size_t>(n));
  }
}

std::string open_error() { return errno == ENOENT ? "no such file or folder" : std::strerror(errno); }

}  // namespace

std::string size_text(std::size_t bytes) {
  if (bytes % (std::size_t{1} << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  return std::to_string(bytes) + " bytes";
}

bool read_input(const fs::path& path, std::string& text, std::string& error, std::size_t limit) {
  if (path == "-") return read_all(STDIN_FILENO, text, error, limit);
  // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    error = open_error();
    return false;
  }
  struct stat st {};
  bool ok = ::fstat(fd, &st) == 0;
  if (!ok) error = std::strerror(errno);
  else if (error = refusal(st, limit); !error.empty()) ok = false;
  else {
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    ok = read_all(fd, text, error, limit);  // the file may grow while read: the limit holds anyway
  }
  ::close(fd);
  return ok;
}

bool readable_input(const fs::path& path, std::string& error, std::size_t limit) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    error = open_error();
    return false;
  }
  error = refusal(st, limit);
  return error.empty();
}

}  // namespace megacorp
