// The card face renderer over the whole bundled library (docs/benchmarks.md, "Card faces"):
// every card laid out (line breaks shaped by HarfBuzz, fitted) and written as SVG, and the
// visual gallery page of the library, R rounds each; with --print, once, the PDF sheet of
// every card (A4, fronts and backs) and a PNG of every face at 300 dpi, drawn by librsvg on
// cairo into a temporary folder. Wall and CPU time per library.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "faces/gallery_page.hpp"
#include "faces/raster.hpp"
#include "faces/renderer.hpp"
#include "faces/svg.hpp"
#include "library/library.hpp"

namespace {

using megacorp::library;
namespace faces = megacorp::faces;

struct timing {
  double wall = 0, cpu = 0;  // seconds, per round
};

// `work` run `rounds` times: its wall and CPU time per round.
timing measure(long rounds, const std::function<void()>& work) {
  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  for (long i = 0; i < rounds; ++i) work();
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  return {wall / static_cast<double>(rounds), cpu / static_cast<double>(rounds)};
}

void report(const char* what, const timing& t, const std::string& detail) {
  std::printf("%-34s %9.1f ms wall %9.1f ms CPU   %s\n", what, t.wall * 1000, t.cpu * 1000, detail.c_str());
}

std::vector<const megacorp::checked::card*> all_cards(const library& lib) {
  std::vector<const megacorp::checked::card*> out;
  for (const auto& c : lib.cards()) out.push_back(c.get());
  return out;
}

// The sheet of every card, each front with its deck's back, as `megacorp cards --sheet` prints it.
void print_sheet(const library& lib, const faces::renderer& r, const std::filesystem::path& file) {
  const faces::face main_back = r.back(faces::back_kind::main), resource_back = r.back(faces::back_kind::resource);
  const std::string main_svg = faces::to_svg(main_back), resource_svg = faces::to_svg(resource_back);
  std::vector<faces::sheet_card> sheet;
  for (const auto& c : lib.cards()) {
    const faces::face f = r.front(*c);
    const bool res = c->is(megacorp::checked::resource);
    sheet.push_back({faces::to_svg(f), res ? resource_svg : main_svg, f.ground, (res ? resource_back : main_back).ground});
  }
  faces::paper a4;
  faces::paper_named("a4", a4);
  faces::write_sheet(sheet, {a4, r.style().width, r.style().height, "", 0}, file);
}

void print_pngs(const library& lib, const faces::renderer& r, const std::filesystem::path& dir) {
  for (const auto& c : lib.cards()) faces::write_png(r.front_svg(*c), dir / (faces::file_stem(c->name) + ".png"), 300);
}

void print_paths(const library& lib, const faces::renderer& r) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("faces_bench-" + std::to_string(std::time(nullptr)));
  std::filesystem::create_directories(dir);
  const timing sheet = measure(1, [&] { print_sheet(lib, r, dir / "library.pdf"); });
  report("PDF sheet (A4, fronts and backs)", sheet, std::to_string(std::filesystem::file_size(dir / "library.pdf")) + " bytes");
  const timing pngs = measure(1, [&] { print_pngs(lib, r, dir); });
  report("PNG of every face at 300 dpi", pngs, std::to_string(lib.cards().size()) + " files");
  std::filesystem::remove_all(dir);
}

}  // namespace

int main(int argc, char** argv) {
  long rounds = 20;
  bool print = false;
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]) == "--print") print = true;
    else rounds = std::atol(argv[i]);
  }
  if (rounds <= 0) {
    std::fprintf(stderr, "usage: faces_bench [ROUNDS (20)] [--print]\n");
    return 2;
  }
  megacorp::diagnostics diags;
  library lib;
  lib.add_path(megacorp::bundled_cards_dir(), diags);
  lib.check(diags);
  if (diags.has_errors()) return 1;
  std::unique_ptr<faces::renderer> r;
  const timing load = measure(1, [&] { r = std::make_unique<faces::renderer>(faces::default_template()); });
  std::size_t bytes = 0, misfits = 0;
  const timing svg = measure(rounds, [&] {
    bytes = misfits = 0;
    for (const auto& c : lib.cards()) {
      const faces::face f = r->front(*c);
      misfits += f.fits ? 0 : 1;
      bytes += faces::to_svg(f).size();
    }
  });
  std::size_t page = 0;
  const auto cards = all_cards(lib);
  const timing gallery = measure(rounds, [&] { page = faces::gallery_page(lib, cards, *r).size(); });
  std::printf("%zu cards, %ld rounds; fonts loaded in %.1f ms\n", lib.cards().size(), rounds, load.wall * 1000);
  report("every face as SVG", svg, std::to_string(bytes) + " bytes, " + std::to_string(misfits) + " misfits");
  report("the gallery page (HTML)", gallery, std::to_string(page) + " bytes");
  if (print) print_paths(lib, *r);
  return misfits ? 1 : 0;
}
