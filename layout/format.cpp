#include "layout/format.hpp"

#include <algorithm>
#include <vector>

#include "grammar/parser.hpp"
#include "grammar/source.hpp"
#include "layout/tokens.hpp"

namespace megacorp {

namespace {

using layout::block;
using layout::token;

// Writes the tokens with the layout of docs/formatting.md. Line breaks come from the
// blocks (items on their own lines), from comments (a line comment ends its line), and
// from the author: a break inside an item is kept and its next line aligned.
class printer {
 public:
  explicit printer(const layout::token_stream& s) : toks_(s.tokens), blocks_(s.blocks) {
    stack_.push_back({0, 0, true, 0, 4, false});
  }

  std::string run() {
    for (std::size_t i = 0; i < toks_.size(); ++i) print(i);
    trim_line();
    if (!out_.empty()) out_ += '\n';
    return std::move(out_);
  }

 private:
  // An open block: where its items go and where the current item continues.
  struct frame {
    std::int32_t block;
    std::uint32_t item_indent;
    bool item_indent_set;
    std::uint32_t opener_indent;  // the indentation of the line with the `{`
    std::uint32_t cont;           // where a continuation line of the current item starts
    bool colon_seen;              // whether the current item's first `:` has been written
  };

  void trim_line() {
    while (!out_.empty() && out_.back() == ' ') out_.pop_back();
  }
  void newline(std::uint32_t blank_lines, std::uint32_t indent) {
    trim_line();
    if (!out_.empty()) out_.append(1 + blank_lines, '\n');
    out_.append(indent, ' ');
    col_ = indent;
    line_indent_ = indent;
    line_empty_ = true;
  }
  void put(std::string_view text) {
    out_ += text;
    col_ += static_cast<std::uint32_t>(code_points(text));
    line_empty_ = false;
  }
  void space() {
    if (!line_empty_) put(" ");
  }
  // Blank lines kept before an item or a comment: at most one, none right after a `{`.
  std::uint32_t kept_blank(const token& t) const {
    if (after_open_ || out_.empty()) return 0;
    if (after_form_close_) return 1;
    return t.newlines > 1 ? 1 : 0;
  }
  bool needs_space(const token& t) const {
    if (line_empty_ || prev_ == nullptr) return false;
    if (t.text == "," || t.text == ";" || t.text == ":" || t.text == ")") return false;
    if (prev_->text == "(" || prev_->sign) return false;
    return !(prev_->tight != 0 && prev_->tight == t.tight);
  }

  void print(std::size_t i) {
    const token& t = toks_[i];
    frame& f = stack_.back();
    if (t.comment) {
      if (t.newlines == 0 && !line_empty_) {
        // A comment after code keeps its column when there is room, else one space.
        std::uint32_t target = std::max(col_ + 1, t.column);
        out_.append(target - col_, ' ');
        col_ = target;
        put(t.text);
        after_comment_ = true;  // the blank line after a form is still owed
        return;
      }
      // Above an item or a `}`: at the items' indentation; inside an item: where it continues.
      bool inside_item = i + 1 < toks_.size() && !toks_[i + 1].comment && toks_[i + 1].item_of != f.block &&
                         toks_[i + 1].closes != f.block && f.block != 0;
      std::uint32_t indent = f.item_indent_set ? f.item_indent : f.opener_indent + 2;
      newline(kept_blank(t), inside_item ? f.cont : indent);
      put(t.text);
      after_comment_ = true;
      after_open_ = false;
      after_form_close_ = false;
      return;
    }
    if (t.closes >= 0 && t.closes == f.block) {
      frame done = f;
      stack_.pop_back();
      if (!blocks_[static_cast<std::size_t>(done.block)].compact || after_comment_)
        newline(0, done.opener_indent);
      else
        space();
      finish(i);
      after_form_close_ = stack_.back().block == 0;
      return;
    }
    if (t.item_of >= 0 && t.item_of == f.block) {
      const block& b = blocks_[static_cast<std::size_t>(t.item_of)];
      if (b.top || !b.compact) {
        newline(kept_blank(t), f.item_indent);
      } else if (!f.item_indent_set) {
        space();
        f.item_indent = col_;
        f.item_indent_set = true;
      } else if (t.newlines > 0 || after_comment_) {
        newline(0, f.item_indent);
      } else {
        space();
      }
      f.cont = f.item_indent + 4;
      f.colon_seen = false;
    } else if (after_comment_ || (t.newlines > 0 && !line_empty_ && f.block != 0 && t.opens < 0)) {
      // The author's line break inside an item is kept (never before a block's `{`, nor
      // in a form's header).
      newline(0, f.cont);
    } else if (needs_space(t)) {
      put(" ");
    }
    finish(i);
  }

  // Writes token i and opens its block, if it starts one.
  void finish(std::size_t i) {
    const token& t = toks_[i];
    put(t.text);
    prev_ = &t;
    after_comment_ = false;
    after_open_ = false;
    after_form_close_ = false;
    frame& f = stack_.back();
    if (t.text == ":" && !f.colon_seen) {
      f.colon_seen = true;
      if (i + 1 < toks_.size() && toks_[i + 1].newlines == 0 && !toks_[i + 1].comment) f.cont = col_ + 1;
    }
    if (t.opens >= 0) {
      bool compact = blocks_[static_cast<std::size_t>(t.opens)].compact;
      std::uint32_t base = f.block == 0 ? 0 : line_indent_;  // a form's items are at 2 whatever its header
      stack_.push_back({t.opens, base + 2, !compact, base, base + 6, false});
      after_open_ = true;
    }
  }

  const std::vector<token>& toks_;
  const std::vector<block>& blocks_;
  std::vector<frame> stack_;
  std::string out_;
  std::uint32_t col_ = 0;
  std::uint32_t line_indent_ = 0;
  bool line_empty_ = true;
  const token* prev_ = nullptr;
  bool after_comment_ = false;
  bool after_open_ = false;
  bool after_form_close_ = false;
};

constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";

bool same_tokens(const layout::token_stream& a, const layout::token_stream& b) {
  return std::equal(a.tokens.begin(), a.tokens.end(), b.tokens.begin(), b.tokens.end(),
                    [](const token& x, const token& y) { return x.text == y.text; });
}

}  // namespace

std::optional<std::string> format_source(const source_file& file, diagnostics& diags) {
  diagnostics parse_diags;
  syntax::node tree = parse(file, parse_diags);
  for (const diagnostic& d : parse_diags.list()) diags.add(d);
  if (parse_diags.has_errors()) return std::nullopt;
  layout::token_stream stream = layout::tokenize(file.text(), tree);
  std::string out = printer(stream).run();

  // The layout must never change a token: the result parses and reads the same tokens.
  source_file again(file.name(), out);
  diagnostics again_diags;
  syntax::node again_tree = parse(again, again_diags);
  if (again_diags.has_errors() || !same_tokens(stream, layout::tokenize(again.text(), again_tree))) {
    diags.error(span{&file, 0, 0}, "the formatter could not lay out this file without changing it (a bug in the formatter; the file is left as it is)");
    return std::nullopt;
  }
  return out;
}

std::optional<std::string> format_source(std::string_view name, std::string_view text, std::string& errors) {
  bool bom = text.substr(0, byte_order_mark.size()) == byte_order_mark;
  source_file file{std::string(name), std::string(text)};
  diagnostics diags;
  std::optional<std::string> out = format_source(file, diags);
  diags.sort();
  errors = format_text(diags);
  if (out && bom) out->insert(0, byte_order_mark);
  return out;
}

}  // namespace megacorp
