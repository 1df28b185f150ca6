#include "cli/cards_command.hpp"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <optional>

#include <fmt/format.h>

#include "cli/inputs.hpp"
#include "faces/renderer.hpp"
#include "faces/svg.hpp"
#include "input/read.hpp"

namespace megacorp {

namespace fs = std::filesystem;

namespace {

enum { ok = 0, input_errors = 1, usage_error = 2 };

// The cards the command draws: those of the paths given, else of the mods, else all.
std::vector<const checked::card*> chosen_cards(const library& lib, const cards_request& req) {
  const std::vector<std::string>& from = !req.paths.empty() ? req.paths : req.mods;
  std::vector<const checked::card*> out;
  for (const auto& c : lib.cards())
    if (from.empty() || (c->where.file && covers(from, c->where.file->name()))) out.push_back(c.get());
  return out;
}

// --template, else the last mod that carries a face.template, else the built-in one.
faces::face_template chosen_template(const cards_request& req) {
  std::optional<fs::path> file;
  if (!req.template_file.empty()) file = req.template_file;
  else
    for (const auto& m : req.mods)
      if (std::error_code ec; fs::is_regular_file(fs::path(m) / "face.template", ec)) file = fs::path(m) / "face.template";
  if (!file) return faces::default_template();
  std::string text, why;
  if (!read_input(*file, text, why)) throw std::runtime_error("cannot read the template '" + file->string() + "': " + why);
  return faces::parse_template(text, file->string(), file->parent_path());
}

// A file name from a card name: lower case letters and digits, '-' between words.
std::string slug(const std::string& name) {
  std::string out;
  for (unsigned char ch : name) {
    if (std::isalnum(ch)) out += static_cast<char>(std::tolower(ch));
    else if (!out.empty() && out.back() != '-') out += '-';
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "card" : out;
}

void write_file(const fs::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary);
  out << text;
  out.close();
  if (!out) throw std::runtime_error("cannot write '" + p.string() + "'");
}

// The card's file and line, as a diagnostic prints them.
std::string where(const checked::card& c) {
  if (!c.where.file) return "<unknown>";
  const line_col at = c.where.file->locate(c.where.begin);
  return fmt::format("{}:{}:{}", c.where.file->name(), at.line, at.column);
}

}  // namespace

int run_cards(const library& lib, const cards_request& req) {
  std::optional<faces::renderer> r;
  try {
    r.emplace(chosen_template(req));
  } catch (const std::exception& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return usage_error;
  }
  const fs::path dir = req.svg_dir;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec || !fs::is_directory(dir, ec)) {
    fmt::print(stderr, "error: --svg: cannot make the folder '{}'\n", dir.string());
    return usage_error;
  }
  const auto cards = chosen_cards(lib, req);
  int misfits = 0;
  for (const checked::card* c : cards) {
    const faces::face f = r->front(*c);
    if (!f.fits) {
      fmt::print(stderr, "{}: warning: card \"{}\" does not fit its face: {}\n", where(*c), c->name, f.misfit);
      ++misfits;
    }
    write_file(dir / (slug(c->name) + ".svg"), faces::to_svg(f));
  }
  write_file(dir / "back-main.svg", r->back_svg(faces::back_kind::main));
  write_file(dir / "back-resource.svg", r->back_svg(faces::back_kind::resource));
  fmt::print("{} card face(s) and 2 backs written to {}{}\n", cards.size(), dir.string(),
             misfits ? fmt::format("; {} card(s) do not fit", misfits) : "");
  return misfits ? input_errors : ok;
}

}  // namespace megacorp
