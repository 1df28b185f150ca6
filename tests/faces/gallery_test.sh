#!/usr/bin/env bash
# The visual gallery (`megacorp cards --html`): the bundled library's page is written;
# headless Chromium runs it with gallery_probe.js appended, which sets every filter to each
# of its values and types searches; gallery_check.py requires that each step leaves visible
# exactly the cards docs/cards.md gives for it, and that each card's tip quotes its keywords'
# rulebook text. A screenshot is saved as OUT_DIR/gallery.png for a person to look at.
# Chromium is required (scripts/setup.sh --test installs it).
# Usage: gallery_test.sh MEGACORP ROOT OUT_DIR
set -uo pipefail
megacorp=$1
root=$2
out=$(realpath -m "$3")
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

chromium=$(command -v chromium || command -v chromium-browser) ||
  { echo "FAIL: chromium is not installed (the Debian package chromium; scripts/setup.sh installs it)"; exit 1; }
browse() {
  timeout 60 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$tmp/profile" "$@" \
    2>>"$tmp/chromium.log"
}

rm -rf "$out" && mkdir -p "$out"
"$megacorp" cards --html "$out/gallery.html" >"$tmp/out" 2>&1 || { echo "FAIL: cards --html exited $?: $(cat "$tmp/out")"; exit 1; }
grep -q "the gallery in $out/gallery.html" "$tmp/out" || { echo "FAIL: cards --html did not say where: $(cat "$tmp/out")"; exit 1; }

page=$(<"$out/gallery.html")
[[ $page == *'</body></html>'* ]] || { echo "FAIL: the page does not end with </body></html>"; exit 1; }
{ printf '%s' "${page%'</body></html>'*}"; printf '<script>\n'; cat "$here/gallery_probe.js"; printf '</script></body></html>\n'; } \
  >"$out/gallery_probe.html"
browse --dump-dom "file://$out/gallery_probe.html" >"$out/probed_dom.html" ||
  { echo "FAIL: chromium --dump-dom exited $?"; tail -5 "$tmp/chromium.log"; exit 1; }
failed=0
python3 "$here/gallery_check.py" "$root/docs/cards.md" "$out/probed_dom.html" || failed=1

# A page whose cards were not drawn, or a filter that hides nothing, must fail the check.
sed 's/hidden = !ok/hidden = false/' "$out/gallery_probe.html" >"$tmp/broken.html"
browse --dump-dom "file://$tmp/broken.html" >"$tmp/broken_dom.html"
if python3 "$here/gallery_check.py" "$root/docs/cards.md" "$tmp/broken_dom.html" >/dev/null; then
  echo "FAIL: gallery_check.py accepted a page whose filters hide nothing"; failed=1
fi

browse --screenshot="$out/gallery.png" --window-size=1280,1400 --hide-scrollbars "file://$out/gallery.html" >/dev/null
[ -s "$out/gallery.png" ] || { echo "FAIL: no screenshot written"; failed=1; }
[ $failed -eq 0 ] && echo "gallery: every filter and search shows the cards docs/cards.md gives; screenshot: $out/gallery.png"
exit $failed
