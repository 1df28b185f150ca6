#include "grammar/input.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace megacorp {

namespace fs = std::filesystem;

namespace {

std::string size_text(std::size_t bytes) { return std::to_string(bytes >> 20) + " MiB"; }

const char* kind_of(mode_t mode) {
  if (S_ISFIFO(mode)) return "a named pipe (FIFO)";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISDIR(mode)) return "a folder";
  return "not a regular file";
}

// Reads `fd` to its end, stopping with an error once more than max_input_bytes came.
bool read_all(int fd, std::string& text, std::string& error) {
  text.clear();
  char buffer[1 << 16];
  for (;;) {
    ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0) {
      if (errno == EINTR) continue;
      error = std::strerror(errno);
      return false;
    }
    if (n == 0) return true;
    if (text.size() + static_cast<std::size_t>(n) > max_input_bytes) {
      error = "larger than the limit of " + size_text(max_input_bytes) + " per file";
      return false;
    }
    text.append(buffer, static_cast<std::size_t>(n));
  }
}

}  // namespace

bool read_input(const fs::path& path, std::string& text, std::string& error) {
  if (path == "-") return read_all(STDIN_FILENO, text, error);
  // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    error = errno == ENOENT ? "no such file or folder" : std::strerror(errno);
    return false;
  }
  struct stat st {};
  bool ok = ::fstat(fd, &st) == 0;
  if (!ok) error = std::strerror(errno);
  else if (!S_ISREG(st.st_mode)) {
    error = std::string("it is ") + kind_of(st.st_mode) + "; only regular files are read ('-' reads standard input)";
    ok = false;
  } else if (static_cast<std::uintmax_t>(st.st_size) > max_input_bytes) {
    error = "it holds " + std::to_string(st.st_size) + " bytes, more than the limit of " + size_text(max_input_bytes) +
            " per file";
    ok = false;
  } else {
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    ok = read_all(fd, text, error);  // the file may grow while read: the limit holds anyway
  }
  ::close(fd);
  return ok;
}

std::vector<fs::path> list_mc_files(const fs::path& folder, std::vector<listing_problem>& problems) {
  std::vector<fs::path> files;
  std::error_code ec;
  auto it = fs::recursive_directory_iterator(folder, ec);
  for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    const fs::path& p = it->path();
    std::string name = p.filename().string();
    if (!name.empty() && name.front() == '.') {  // editors' lock and backup files, .git
      if (it->is_directory(ec)) it.disable_recursion_pending();
      ec.clear();
      continue;
    }
    if (p.extension() != ".mc") continue;
    std::error_code sec;
    fs::file_status target = fs::status(p, sec);
    if (it->is_symlink(sec) && !fs::exists(target)) {
      problems.push_back({p, "a broken symbolic link (its target '" + fs::read_symlink(p, sec).string() + "' does not exist)"});
    } else if (fs::is_directory(target)) {
      continue;  // a folder named *.mc is searched like any other
    } else if (!fs::is_regular_file(target)) {
      problems.push_back({p, "not a regular file (a named pipe, device or socket); only regular files are read"});
    } else {
      files.push_back(p);
    }
  }
  if (ec) problems.push_back({folder, "cannot read the folder: " + ec.message()});
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace megacorp
