#include "cli/cards_command.hpp"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cli/exit_status.hpp"
#include "cli/inputs.hpp"
#include "faces/gallery_page.hpp"
#include "faces/raster.hpp"
#include "faces/renderer.hpp"
#include "faces/svg.hpp"
#include "input/read.hpp"

namespace megacorp {

namespace fs = std::filesystem;

namespace {


// The cards the command draws: those of the paths given, else of the mods, else all.
std::vector<const checked::card*> chosen_cards(const library& lib, const cards_request& req) {
  const std::vector<std::string>& from = !req.paths.empty() ? req.paths : req.mods;
  std::vector<const checked::card*> out;
  for (const auto& c : lib.cards())
    if (from.empty() || (c->where.file && covers(from, c->where.file->name()))) out.push_back(c.get());
  return out;
}

// A deck as printed: its business, founder, resources and main deck, each card as many
// times as the deck lists it (the checker has made sure every name is a card).
std::vector<const checked::card*> deck_cards(const library& lib, const checked::deck& d) {
  std::vector<const checked::card*> out;
  auto add = [&](const std::string& name, std::int64_t count) {
    if (const checked::card* c = lib.find_card(name))
      for (std::int64_t i = 0; i < count; ++i) out.push_back(c);
  };
  add(d.business, 1);
  add(d.founder, 1);
  for (const auto* list : {&d.resources, &d.main})
    for (const auto& e : *list) add(e.name, e.count);
  return out;
}

// Each card once, in the order of its first place in `printed`.
std::vector<const checked::card*> distinct(const std::vector<const checked::card*>& printed) {
  std::vector<const checked::card*> out;
  std::set<const checked::card*> seen;
  for (const checked::card* c : printed)
    if (seen.insert(c).second) out.push_back(c);
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

// The folder given to `flag`, made if missing; false after saying why it cannot be.
bool make_folder(const std::string& flag, const fs::path& dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (!ec && fs::is_directory(dir, ec)) return true;
  fmt::print(stderr, "error: {}: cannot make the folder '{}'\n", flag, dir.string());
  return false;
}

struct drawn {
  std::string name, svg, ground;
  bool resource = false;
  const checked::card* card = nullptr;
};

// The SVG and PNG files of the faces and backs.
void write_files(const std::vector<drawn>& all, const cards_request& req) {
  for (const drawn& d : all) {
    if (!req.svg_dir.empty()) write_file(fs::path(req.svg_dir) / (d.name + ".svg"), d.svg);
    if (!req.png_dir.empty()) faces::write_png(d.svg, fs::path(req.png_dir) / (d.name + ".png"), req.dpi);
  }
}

// The sheet of the cards `printed`, in that order, each drawn once in `cards`.
void write_sheet(const std::vector<drawn>& cards, const std::vector<const checked::card*>& printed, const faces::renderer& r,
                 const faces::paper& paper, const cards_request& req) {
  const faces::face main_face = r.back(faces::back_kind::main), resource_face = r.back(faces::back_kind::resource);
  const std::string main_back = faces::to_svg(main_face), resource_back = faces::to_svg(resource_face);
  std::map<const checked::card*, const drawn*> by_card;
  for (const drawn& d : cards) by_card[d.card] = &d;
  std::vector<faces::sheet_card> sheet;
  for (const checked::card* c : printed) {
    const drawn& d = *by_card.at(c);
    sheet.push_back({d.svg, d.resource ? resource_back : main_back, d.ground, (d.resource ? resource_face : main_face).ground});
  }
  faces::sheet_layout layout{paper, r.style().width, r.style().height, req.playtest ? r.style().family : "", req.bleed};
  faces::write_sheet(sheet, layout, req.sheet);
}

}  // namespace

int run_cards(const library& lib, const cards_request& req) {
  faces::paper paper;
  if (!faces::paper_named(req.paper, paper)) {
    fmt::print(stderr, "error: --paper: unknown paper '{}'; the papers are a4, letter\n", req.paper);
    return exit_status::usage_error;
  }
  if (req.svg_dir.empty() && req.png_dir.empty() && req.sheet.empty() && req.html.empty()) {
    fmt::print(stderr, "error: cards: say what to write: --svg DIR, --png DIR, --sheet FILE.pdf or --html FILE (docs/faces.md)\n");
    return exit_status::usage_error;
  }
  if ((!req.svg_dir.empty() && !make_folder("--svg", req.svg_dir)) || (!req.png_dir.empty() && !make_folder("--png", req.png_dir)))
    return exit_status::usage_error;
  for (const auto& [flag, file] : {std::pair("--sheet", &req.sheet), std::pair("--html", &req.html)})
    if (const fs::path folder = fs::path(*file).parent_path(); !file->empty() && !folder.empty() && !make_folder(flag, folder))
      return exit_status::usage_error;
  std::optional<faces::renderer> r;
  try {
    r.emplace(chosen_template(req));
  } catch (const std::exception& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return exit_status::usage_error;
  }
  std::vector<const checked::card*> printed;
  if (!req.deck.empty()) {
    const checked::deck* d = lib.find_deck(req.deck);
    if (!d) {
      std::vector<std::string> names;
      for (const auto& x : lib.decks()) names.push_back('"' + x->name + '"');
      fmt::print(stderr, "error: --deck: no deck named \"{}\"; the decks are {}\n", req.deck, fmt::join(names, ", "));
      return exit_status::usage_error;
    }
    printed = deck_cards(lib, *d);
  } else {
    printed = chosen_cards(lib, req);
  }
  const auto cards = distinct(printed);
  std::vector<drawn> faces_drawn;
  std::set<std::string> names = {"back-main", "back-resource"};
  int misfits = 0;
  for (const checked::card* c : cards) {
    const faces::face f = r->front(*c);
    if (!f.fits) {
      fmt::print(stderr, "{}: warning: card \"{}\" does not fit its face: {}\n", where(*c), c->name, f.misfit);
      ++misfits;
    }
    std::string name = faces::file_stem(c->name);  // "Café" and "Caf" both give "caf": the second is "caf-2"
    for (int n = 2; !names.insert(name).second; ++n) name = fmt::format("{}-{}", faces::file_stem(c->name), n);
    faces_drawn.push_back({name, faces::to_svg(f), f.ground, c->is(checked::resource), c});
  }
  try {
    std::vector<drawn> all = faces_drawn;
    all.push_back({"back-main", r->back_svg(faces::back_kind::main), ""});
    all.push_back({"back-resource", r->back_svg(faces::back_kind::resource), ""});
    write_files(all, req);
    if (!req.sheet.empty()) write_sheet(faces_drawn, printed, *r, paper, req);
    if (!req.html.empty()) write_file(req.html, faces::gallery_page(lib, cards, *r));
  } catch (const std::exception& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return exit_status::usage_error;
  }
  fmt::print("{} card face(s) drawn{}{}{}{}{}\n", cards.size(), req.svg_dir.empty() ? "" : ", SVG in " + req.svg_dir,
             req.png_dir.empty() ? "" : ", PNG in " + req.png_dir, req.html.empty() ? "" : ", the gallery in " + req.html,
             req.sheet.empty() ? "" : fmt::format(", {} card(s) on {} page(s) in {}", printed.size(), 2 * ((printed.size() + 8) / 9), req.sheet),
             misfits ? fmt::format("; {} card(s) do not fit", misfits) : "");
  return misfits ? exit_status::input_errors : exit_status::ok;
}

}  // namespace megacorp
