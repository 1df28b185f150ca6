// The input rule (input/read.hpp): FIFOs and devices refused without blocking, the size
// limit, at most limit + 1 bytes read; excerpts of long lines bounded.
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "input/excerpt.hpp"
#include "input/read.hpp"

using namespace megacorp;
namespace fs = std::filesystem;

namespace {

struct temp_dir {
  fs::path path;
  temp_dir() {
    std::string pattern = (fs::temp_directory_path() / "megacorp_input_XXXXXX").string();
    REQUIRE(::mkdtemp(pattern.data()) != nullptr);
    path = pattern;
  }
  ~temp_dir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

void write(const fs::path& p, const std::string& text) { std::ofstream(p, std::ios::binary) << text; }

}  // namespace

TEST_CASE("a FIFO is refused at once, not waited on") {
  temp_dir d;
  const fs::path fifo = d.path / "pipe.mc";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  std::string text, error;
  const auto start = std::chrono::steady_clock::now();
  CHECK_FALSE(read_input(fifo, text, error));
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
  CHECK(error.find("a named pipe (FIFO)") != std::string::npos);
  CHECK_FALSE(readable_input(fifo, error));
  CHECK(error.find("a named pipe (FIFO)") != std::string::npos);
}

TEST_CASE("devices are refused: /dev/zero is not read") {
  std::string text, error;
  CHECK_FALSE(read_input("/dev/zero", text, error));
  CHECK(error.find("a device") != std::string::npos);
  CHECK(text.empty());
  CHECK_FALSE(readable_input("/dev/null", error));
  CHECK(error.find("a device") != std::string::npos);
}

TEST_CASE("the size limit: a file at the limit is read, one byte more is refused") {
  temp_dir d;
  std::string text, error;
  write(d.path / "at.mc", std::string(100, 'a'));
  CHECK(read_input(d.path / "at.mc", text, error, 100));
  CHECK(text.size() == 100);
  CHECK(readable_input(d.path / "at.mc", error, 100));
  write(d.path / "over.mc", std::string(101, 'a'));
  CHECK_FALSE(read_input(d.path / "over.mc", text, error, 100));
  CHECK(error == "it holds 101 bytes, more than the limit of 100 bytes per file");
  CHECK_FALSE(readable_input(d.path / "over.mc", error, 100));
  CHECK(error == "it holds 101 bytes, more than the limit of 100 bytes per file");
  write(d.path / "big.mc", std::string(max_input_bytes + 1, '#'));
  CHECK_FALSE(read_input(d.path / "big.mc", text, error));
  CHECK(error.find("more than the limit of 4 MiB per file") != std::string::npos);
  CHECK_FALSE(read_input(d.path / "missing.mc", text, error));
  CHECK(error == "no such file or folder");
  CHECK_FALSE(read_input(d.path, text, error));
  CHECK(error.find("a folder") != std::string::npos);
}

TEST_CASE("excerpts: a long line is cut to 80 bytes and '...', never inside a character") {
  CHECK(excerpt("short") == "short");
  CHECK(excerpt(std::string(80, 'x')) == std::string(80, 'x'));
  CHECK(excerpt(std::string(64 << 20, 'x')) == std::string(80, 'x') + "...");
  CHECK(excerpt("tab\there\n") == "tab?here?");
  const std::string accents = std::string(79, 'x') + "\xC3\xA9" + "tail";  // é straddles byte 80
  CHECK(excerpt(accents) == std::string(79, 'x') + "...");
}

TEST_CASE("quoted words in messages are cut to an excerpt; prose and short quotes are kept") {
  const std::string word(1000, 'x');
  CHECK(bound_quotes("unknown card type '" + word + "'") == "unknown card type '" + std::string(80, 'x') + "...'");
  CHECK(bound_quotes("found \"" + word + "\" here") == "found \"" + std::string(80, 'x') + "...\" here");
  CHECK(bound_quotes("did you mean 'Neonate 9'?") == "did you mean 'Neonate 9'?");
  const std::string prose = "the card's text names 'Glass Man', a founder";
  CHECK(bound_quotes(prose) == prose);
  CHECK(bound_quotes("an unclosed 'quote") == "an unclosed 'quote");
  // An apostrophe inside a word opens no quote: a long question is printed whole (issue 27,
  // blind case c28: "whether to ...'s choice)", cut from one apostrophe to the next).
  const std::string question = "in Ana's Buy Phase, the stack holding one effect, the script ends while the game asks "
                               "Bo whether to search your resource "
                               "deck, not your main deck (001 The Zones of the Game, Important Note: a deck not named is "
                               "either deck, the player's choice) (\"Case 28 Quake\"); write 'Bo chooses ...' at its end";
  CHECK(bound_quotes(question) == question);
  CHECK(bound_quotes("Nick's '" + word + "'") == "Nick's '" + std::string(80, 'x') + "...'");
}
