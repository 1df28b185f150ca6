// Card faces for the hover (lsp/face_cache.hpp).
#include "lsp/face_cache.hpp"

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <stdexcept>

#include <fmt/format.h>

#include "faces/face_template.hpp"
#include "faces/svg.hpp"
#include "lsp/text_position.hpp"

namespace megacorp::lsp {

namespace fs = std::filesystem;

namespace {

std::uint64_t fnv1a(const std::string& s) {
  std::uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ULL;
  return h;
}

// The cache folder, by the XDG base directory rule; empty when neither variable is set.
fs::path cache_folder() {
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return fs::path(x) / "megacorp" / "faces";
  if (const char* h = std::getenv("HOME"); h && *h) return fs::path(h) / ".cache" / "megacorp" / "faces";
  return {};
}

}  // namespace

std::optional<std::string> face_cache::uri(const checked::card& c) {
  if (failed_) return std::nullopt;
  if (!renderer_) {
    try {
      dir_ = cache_folder();
      if (dir_.empty()) throw std::runtime_error("no cache folder");
      fs::create_directories(dir_);
      renderer_.emplace(faces::default_template());
    } catch (const std::exception&) {
      failed_ = true;  // no fonts or no writable folder: hovers go on without a link
      return std::nullopt;
    }
  }
  try {
    const std::string svg = renderer_->front_svg(c);
    const fs::path file = dir_ / fmt::format("{}-{:016x}.svg", faces::file_stem(c.name), fnv1a(svg));
    if (!fs::exists(file)) {
      const fs::path part = fs::path(file).concat(".part");
      std::ofstream(part, std::ios::binary) << svg;
      fs::rename(part, file);  // whole or absent: a viewer never reads half a face
    }
    return uri_of_path(file.string());
  } catch (const std::exception&) {
    return std::nullopt;  // this face could not be written: its hover has no link
  }
}

}  // namespace megacorp::lsp
