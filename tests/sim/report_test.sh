#!/usr/bin/env bash
# `simulate --report`: a bad report path is refused (exit 2) before any game; a small run
# writes the figures (--format json) and the page; headless Chromium renders the page
# (its script run) and report_check compares every mark with the figures, then clicks
# the card table's headers (report_sort_probe.js) and checks the order; a screenshot is
# saved as OUT_DIR/report.png for a person to look at. Chromium is required: without it
# the test fails (scripts/setup.sh installs it).
# Usage: report_test.sh MEGACORP REPORT_CHECK TEST_DIR OUT_DIR
set -uo pipefail
megacorp=$1
checker=$2
here=$3
out=$(realpath -m "$4")
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$(dirname "$0")/../expect_status.sh" || exit 2

chromium=$(command -v chromium || command -v chromium-browser) ||
  { echo "FAIL: chromium is not installed (the Debian package chromium; scripts/setup.sh installs it)"; exit 1; }

A="Corp Starter"; B="Gnost Starter"; C="Corp </script> <b>&amp; Co"  # C: tests/sim/report_deck.mc

# Bad report paths: exit 2 and a message, before any game; a path that is fine is not
# left behind as an empty file when the run stops on another error.
touch "$tmp/file"
expect_status 2 'report: cannot write to' simulate --deck "$A" --deck "$B" --games 2 --report "$tmp/file/sub.html"
expect_status 2 'report: cannot write to' simulate --deck "$A" --deck "$B" --games 2 --report "$tmp/no/such/dir/r.html"
expect_status 2 'report: cannot write to.*folder' simulate --deck "$A" --deck "$B" --games 2 --report "$tmp"
expect_status 1 'at least 40' simulate --deck "$A" --deck "Short Corp" --games 2 --report "$tmp/unused.html" "$here/short_deck.mc"
[ ! -e "$tmp/unused.html" ] || { echo "FAIL: the report path probe left a file behind"; failed=1; }

rm -rf "$out" && mkdir -p "$out"
"$megacorp" simulate --deck "$A" --deck "$B" --deck "$C" --games 20 --seed 5 --format json --report "$out/report.html" \
  "$here/report_deck.mc" >"$out/figures.json" 2>"$tmp/err" ||
  { echo "FAIL: simulate --report exited $?: $(cat "$tmp/err")"; exit 1; }

# A fresh profile each time; no GPU, no first-run work. Chromium's own log goes to a file.
browse() {
  timeout 60 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$tmp/profile" "$@" \
    2>>"$tmp/chromium.log"
}
browse --dump-dom "file://$out/report.html" >"$out/dom.html" ||
  { echo "FAIL: chromium --dump-dom exited $?"; tail -5 "$tmp/chromium.log"; exit 1; }

# The same page with the click probe appended inside its body.
page=$(<"$out/report.html")
[[ $page == *'</body></html>' ]] || { echo "FAIL: the report does not end with </body></html>"; exit 1; }
{ printf '%s' "${page%'</body></html>'}"; printf '<script>\n'; cat "$here/report_sort_probe.js"; printf '</script></body></html>\n'; } \
  >"$out/report_sort_probe.html"
browse --dump-dom "file://$out/report_sort_probe.html" >"$out/sorted_dom.html" ||
  { echo "FAIL: chromium --dump-dom (sorted) exited $?"; exit 1; }

"$checker" "$out/figures.json" "$out/dom.html" "$out/sorted_dom.html" || failed=1

# --importance: a second, small run (the filler leaves 8 of the deck's cards legal to
# replace) whose page has the importance chart; the same checker compares it.
"$megacorp" simulate --deck "$C" --deck "$B" --games 2 --seed 6 --importance "$C" --filler "Corporate Liquidator" --agent random \
  --format json --report "$out/importance.html" "$here/report_deck.mc" >"$out/importance.json" 2>"$tmp/err" ||
  { echo "FAIL: simulate --importance --report exited $?: $(cat "$tmp/err")"; exit 1; }
browse --dump-dom "file://$out/importance.html" >"$out/importance_dom.html" ||
  { echo "FAIL: chromium --dump-dom (importance) exited $?"; exit 1; }
grep -q 'data-mark="importance-card"' "$out/importance_dom.html" || { echo "FAIL: no importance chart drawn"; failed=1; }
"$checker" "$out/importance.json" "$out/importance_dom.html" || failed=1

rm -f "$out/report.png"
browse --screenshot="$out/report.png" --window-size=1280,3400 --hide-scrollbars "file://$out/report.html" >/dev/null
[ -s "$out/report.png" ] || { echo "FAIL: no screenshot written"; failed=1; }
[ $failed -eq 0 ] && echo "screenshot: $out/report.png"
exit $failed
