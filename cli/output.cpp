#include "cli/output.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace megacorp {

void report_error(const char* what) noexcept { std::fprintf(stderr, "error: %s\n", what); }

int finish_output(int status) {
  std::cout.flush();  // CLI11's help and version text
  errno = 0;
  bool out_failed = std::fflush(stdout) != 0 || std::ferror(stdout) || !std::cout;
  int out_errno = errno;
  if (out_failed) {
    std::fprintf(stderr, "error: standard output could not be written%s%s; the output is incomplete\n",
                 out_errno ? ": " : "", out_errno ? std::strerror(out_errno) : "");
  }
  bool err_failed = std::fflush(stderr) != 0 || std::ferror(stderr);
  if ((out_failed || err_failed) && status == 0) return 2;
  return status;
}

}  // namespace megacorp
