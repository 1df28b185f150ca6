#include "cli/command_line.hpp"

#include <optional>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "agents/self_play.hpp"
#include "ir/names.hpp"

namespace megacorp {

namespace {

// The formats a subcommand writes; the first is its default. Page generators write
// Markdown, fmt card text and lsp JSON-RPC whatever --format says, so they refuse it.
struct output_formats {
  std::string_view command;
  std::vector<std::string_view> formats;
  std::string_view otherwise;  // what it writes instead, for the refusal
};

const std::vector<output_formats>& format_table() {
  static const std::vector<output_formats> table = {
      {"check", {"text", "json"}, ""},         {"show", {"text", "json"}, ""},
      {"test", {"text", "json"}, ""},          {"variants", {"text", "json"}, ""},
      {"simulate", {"text", "json", "csv"}, ""},
      {"ladder", {"text", "json"}, ""},
      {"gallery", {"text"}, "writes Markdown only"},
      {"keywords", {"text"}, "writes Markdown only"},
      {"reference", {"text"}, "writes Markdown only"},
      {"fmt", {"text"}, "writes card text only"},
      {"lsp", {"text"}, "speaks JSON-RPC whatever --format says"},
      {"play", {"text", "json"}, ""},          {"replay", {"text", "json"}, ""},
      {"serve", {"text"}, "answers JSON over HTTP whatever --format says"},
      {"cards", {"text"}, "draws faces (--svg, --png, --sheet) whatever --format says"},
  };
  return table;
}

bool takes_value(const CLI::App& app, const std::string& arg) {
  if (arg.size() < 2 || arg[0] != '-' || arg.find('=') != std::string::npos) return false;
  for (const CLI::Option* o : app.get_options())
    if (o->check_name(arg)) return o->get_items_expected_max() > 0;  // a flag expects none
  return false;
}

std::vector<std::string> command_names(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) names.push_back(sub->get_name());
  return names;
}

}  // namespace

std::optional<std::string> first_command_word(int argc, char** argv, const CLI::App& app) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--") return i + 1 < argc ? std::optional<std::string>(argv[i + 1]) : std::nullopt;
    if (!arg.empty() && arg[0] == '-') {
      if (takes_value(app, arg)) ++i;
      continue;
    }
    return arg;
  }
  return std::nullopt;
}

std::string unknown_command(const std::string& word, const CLI::App& app) {
  const std::vector<std::string> names = command_names(app);
  for (const std::string& n : names)
    if (n == word) return {};
  return fmt::format("unknown command '{}'{} (the commands are {}; megacorp --help says what each does)", word,
                     did_you_mean(closest(word, names)), fmt::join(names, ", "));
}

void list_global_options_in_help(CLI::App& app) {
  std::string footer = "Global options (before or after the command):\n";
  for (const CLI::Option* o : app.get_options()) {
    const std::string name = o->get_name();
    if (name == "--help" || name == "--version") continue;
    const std::string value = o->get_type_size_max() > 0 ? " " + o->get_type_name() : "";
    footer += fmt::format("  {:<27} {}\n", name + value, o->get_description());
  }
  for (CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) sub->footer(footer);
}

CLI::Option* add_seed_option(CLI::App& sub, std::uint64_t& seed, const std::string& help) {
  // CLI11's own unsigned conversion takes "-1", hex, octal ("010" is 8) and overflows
  // (strtoull), so the text is read here, in decimal, and handed on without leading zeros.
  const CLI::Validator whole_number(
      [](std::string& text) {
        const std::optional<std::uint64_t> value = parse_seed(text);
        if (!value) return bad_seed(text);
        text = std::to_string(*value);
        return std::string();
      },
      "", "seed");
  return sub.add_option("--seed", seed, help)->transform(whole_number)->type_name("UINT");
}

std::string format_refusal(const std::string& command, const std::string& format) {
  for (const output_formats& row : format_table()) {
    if (row.command != command) continue;
    for (std::string_view f : row.formats)
      if (f == format) return {};
    if (format == "csv" && !row.otherwise.empty())
      return fmt::format("--format csv: only 'simulate' writes CSV; '{}' {}", command, row.otherwise);
    if (format == "csv") return fmt::format("--format csv: only 'simulate' writes CSV ('{}' writes text or json)", command);
    return fmt::format("--format {}: '{}' {}", format, command, row.otherwise);
  }
  // A command the table does not name writes text only: --format is never ignored.
  return format == "text" ? std::string() : fmt::format("--format {}: '{}' writes text only", format, command);
}

}  // namespace megacorp
