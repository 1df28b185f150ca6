// Listing the *.mc files of a folder for loading.
#include "grammar/input.hpp"

#include <algorithm>

namespace megacorp {

namespace fs = std::filesystem;

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
