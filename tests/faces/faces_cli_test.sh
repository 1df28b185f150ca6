#!/usr/bin/env bash
# `megacorp cards` as a user runs it (docs/faces.md): every library face and both backs are
# well-formed XML that librsvg and headless Chromium render, no font on them is under 6 pt at real size, a
# generated card too long for its face is a warning at its file and line with exit 1, bad
# flags and paths exit 2 with a message, and a mod's own template is used. The print: PNGs
# at the asked resolution; the PDF sheet's page count and size (pdfinfo), a one-card page's
# card size and cut marks measured on its pixels (sheet_check.py); page 1 of the library's
# sheet saved as OUT/sheet-page-1.png for a person to look at. A card with art shows it in
# its art box (the pixels librsvg draws there are the art's, not the placeholder's).
#   faces_cli_test.sh MEGACORP ROOT OUT   (OUT: a folder under the build tree, kept to look at)
set -uo pipefail
megacorp=$1 root=$2 out=$3
source "$root/tests/cli/expect_lib.sh" || exit 2
rm -rf "$out" && mkdir -p "$out"

# Every library card, drawn with the built-in template.
"$megacorp" cards --svg "$out/library" >"$tmp/stdout" 2>"$tmp/stderr" || fail "cards --svg exited $?: $(head -c 300 "$tmp/stderr")"
cards=$("$megacorp" check "$root/cards" | sed -n 's/^ok: \([0-9]*\) card(s).*/\1/p')
faces=$(ls "$out/library" | grep -vc '^back-')
[ "$faces" -gt 50 ] && [ "$faces" -eq "$cards" ] || fail "$faces faces for $cards cards"
[ -s "$out/library/back-main.svg" ] && [ -s "$out/library/back-resource.svg" ] || fail "a back is missing"
grep -q "^$faces card face(s) drawn, SVG in $out/library$" "$tmp/stdout" || fail "stdout: $(cat "$tmp/stdout")"
for svg in "$out/library"/*.svg; do
  xmllint --noout "$svg" 2>>"$tmp/xml" || fail "$svg is not well-formed XML: $(tail -c 300 "$tmp/xml")"
  rsvg-convert "$svg" -o "$tmp/face.png" 2>"$tmp/rsvg" && [ -s "$tmp/face.png" ] ||
    fail "librsvg cannot render $svg: $(head -c 300 "$tmp/rsvg")"
  grep -q '<text ' "$svg" || fail "$svg has no <text>"
  grep -q '<path' "$svg" && fail "$svg draws a path (text must stay <text>)"
done
# The smallest font-size on any face, in mm (the SVG's unit): 6 pt is 2.1167 mm.
smallest=$(grep -ho 'font-size="[0-9.]*"' "$out/library"/*.svg | tr -dc '0-9.\n' | sort -g | head -1)
awk -v s="$smallest" 'BEGIN { exit !(s >= 6 * 25.4 / 72 - 0.0001) }' || fail "a font of $smallest mm (< 6 pt)"
grep -q 'font-family="DejaVu Sans"' "$out/library/nanoblood-adept.svg" || fail "the face does not name its font"
rsvg-convert -d 300 -p 300 "$out/library/raamaa-incarnate-hierarch.svg" -o "$out/raamaa-incarnate-hierarch.png" ||
  fail "no PNG to look at"

# Headless Chromium loads every face as an image: an SVG it cannot parse fires `error`.
chromium=$(command -v chromium || command -v chromium-browser) ||
  fail "chromium is not installed (the Debian package chromium; scripts/setup.sh --test installs it)"
if [ -n "$chromium" ]; then
  { echo '<!doctype html><html><body><p id="result">waiting</p>'
    for svg in "$out/library"/*.svg; do echo "<img src=\"$(basename "$svg")\" width=\"238\">"; done
    echo '<script>let ok = 0, bad = [];
const imgs = [...document.images], done = () => { if (ok + bad.length === imgs.length)
  document.getElementById("result").textContent = `loaded ${ok} failed ${bad.length} ${bad.join(" ")}`; };
imgs.forEach(i => { if (i.complete) { i.naturalWidth > 0 ? ok++ : bad.push(i.src); } else {
  i.onload = () => { ok++; done(); }; i.onerror = () => { bad.push(i.src); done(); }; } }); done();</script></body></html>'
  } >"$out/library/index.html"
  timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$tmp/profile" \
    --virtual-time-budget=10000 --dump-dom "file://$out/library/index.html" >"$tmp/dom.html" 2>>"$tmp/chromium.log" ||
    fail "chromium --dump-dom exited $?: $(tail -c 300 "$tmp/chromium.log")"
  grep -q "loaded $((faces + 2)) failed 0 " "$tmp/dom.html" ||
    fail "Chromium: $(grep -o 'id="result">[^<]*' "$tmp/dom.html" | head -c 300)"
fi

# A generated worst case: a flavour far too long for the text box at 6 pt.
long=$(printf 'Every appliance in the tower answers to her thoughts. %.0s' $(seq 60))
{ printf '# A generated card too long for its face.\n\n'
  printf 'card "Endless Monologue" {\n  type: character\n  faction: corp\n  cost: 1M\n'
  printf '  traits: IQ 1, EQ 1, MQ 1, BQ 1\n  flavour: "%s"\n}\n' "$long"; } >"$tmp/long.mc"
"$megacorp" check "$tmp/long.mc" >/dev/null 2>&1 || fail "the worst case does not check"
expect 1 "long.mc:3:6: warning: card \"Endless Monologue\" does not fit its face: the text does not fit its box" \
  "$megacorp" cards "$tmp/long.mc" --svg "$out/long"
[ "$(ls "$out/long")" = "$(printf 'back-main.svg\nback-resource.svg\nendless-monologue.svg')" ] ||
  fail "the worst case's folder holds $(ls "$out/long" | tr '\n' ' ')"

# Names XML must escape, and two names that give the same file name.
{ for name in 'R&D <Lab> "One"' 'R&D Lab One' 'Café' 'Caf'; do
    printf 'card "%s" {\n  type: character\n  faction: none\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n}\n\n' \
      "${name//\"/\\\"}"; done; } >"$tmp/names.mc"
if "$megacorp" cards "$tmp/names.mc" --svg "$out/names" >/dev/null 2>"$tmp/stderr"; then
  [ "$(ls "$out/names" | grep -v '^back-' | tr '\n' ' ')" = "caf-2.svg caf.svg r-d-lab-one-2.svg r-d-lab-one.svg " ] ||
    fail "the names' files: $(ls "$out/names" | tr '\n' ' ')"
  xmllint --noout "$out/names"/*.svg || fail "a name made bad XML"
  grep -q '>R&amp;D &lt;Lab&gt; &quot;One&quot;</text>' "$out/names/r-d-lab-one.svg" || fail "the name is not escaped"
else
  fail "cards of names.mc: $(head -c 300 "$tmp/stderr")"
fi

# A card with art (examples/faces/art_card.mc): its face embeds the image in the art box, and
# librsvg draws it there. The art box's centre (31.5, 24.5 mm in the built-in template) is the
# art's sun (#ffcc00); the same card without `art:` shows the placeholder there.
art_card="$root/examples/faces/art_card.mc"
"$megacorp" cards "$art_card" --svg "$out/art" >/dev/null 2>"$tmp/stderr" || fail "the art card's face: $(head -c 300 "$tmp/stderr")"
grep -q '<image class="art" x="4.000" y="12.000" width="55.000" height="25.000" preserveAspectRatio="xMidYMid slice" clip-path="url(#c[0-9]*)" href="data:image/png;base64,' \
  "$out/art/neon-heron.svg" || fail "the art card's SVG has no embedded image in its art box"
xmllint --noout "$out/art/neon-heron.svg" || fail "the art card's face is not well-formed XML"
rsvg-convert -d 100 -p 100 "$out/art/neon-heron.svg" -o "$out/art/neon-heron.png" || fail "librsvg cannot render the art card"
pixel() { python3 "$(dirname "$0")/png_pixel.py" "$1" 100 31.5 24.5; }
near_sun() { python3 -c 'import sys; c = sys.argv[1]; r, g, b = (int(c[i:i + 2], 16) for i in (1, 3, 5)); sys.exit(not (r > 235 and 184 < g < 224 and b < 30))' "$1"; }
art_pixel=$(pixel "$out/art/neon-heron.png") || fail "cannot read the art card's PNG"
near_sun "$art_pixel" || fail "the art box's centre is $art_pixel, not the art's #ffcc00 (rsvg-convert)"
if [ -n "$chromium" ]; then  # Chromium loads the face with its embedded image too
  { echo '<!doctype html><html><body><p id="result">waiting</p><img src="neon-heron.svg" width="238"><script>
const i = document.images[0], show = t => { document.getElementById("result").textContent = t; };
i.onload = () => show("loaded " + i.naturalWidth); i.onerror = () => show("failed");
if (i.complete) show(i.naturalWidth > 0 ? "loaded " + i.naturalWidth : "failed");</script></body></html>'; } >"$out/art/index.html"
  timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$tmp/profile" \
    --virtual-time-budget=5000 --dump-dom "file://$out/art/index.html" >"$tmp/art-dom.html" 2>>"$tmp/chromium.log" ||
    fail "chromium on the art card exited $?"
  grep -q 'id="result">loaded [1-9]' "$tmp/art-dom.html" || fail "Chromium: $(grep -o 'id="result">[^<]*' "$tmp/art-dom.html")"
fi
"$megacorp" cards "$art_card" --png "$out/art-png" --dpi 100 >/dev/null 2>&1 || fail "the art card's --png"
art_pixel=$(pixel "$out/art-png/neon-heron.png") || fail "cannot read the art card's --png"
near_sun "$art_pixel" || fail "the art box's centre is $art_pixel in --png, not the art's #ffcc00"
# The PDF sheet (cairo): the one card at the grid's top left, 10.5 x 16.5 mm on A4.
"$megacorp" cards "$art_card" --sheet "$out/art.pdf" >/dev/null 2>&1 || fail "the art card's --sheet"
pdftoppm -png -r 100 -f 1 -l 1 -singlefile "$out/art.pdf" "$out/art-sheet" || fail "pdftoppm cannot render the art card's sheet"
art_pixel=$(python3 "$(dirname "$0")/png_pixel.py" "$out/art-sheet.png" 100 42 41) || fail "cannot read the art sheet's PNG"
near_sun "$art_pixel" || fail "the sheet's art box centre is $art_pixel, not the art's #ffcc00"
grep -v '^  art:' "$art_card" >"$tmp/no_art.mc"
"$megacorp" cards "$tmp/no_art.mc" --png "$out/no-art" --dpi 100 >/dev/null 2>&1 || fail "the card without art"
plain_pixel=$(pixel "$out/no-art/neon-heron.png") || fail "cannot read the placeholder's PNG"
near_sun "$plain_pixel" && fail "the placeholder's centre is $plain_pixel, as the art's"
# The checker refuses art it cannot use, at the field, naming the file it tried.
{ head -c 8 "$root/examples/faces/art/neon-heron.png"; head -c $((1024 * 1024)) /dev/zero; } >"$tmp/huge.png"
printf 'card "Huge Heron" {\n  type: character\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n  art: "huge.png"\n}\n' >"$tmp/huge.mc"
expect 1 "huge.mc:5:8: error: cannot read the art file \"$tmp/huge.png\": it holds 1048584 bytes, more than the limit of 1 MiB per file" \
  "$megacorp" check "$tmp/huge.mc"

# Bad flags and paths.
expect 2 "cannot make the folder" "$megacorp" cards --svg /dev/null/faces
expect 2 "cannot read 'nosuch.mc'" "$megacorp" cards nosuch.mc --svg "$tmp/x"
expect 2 "template" "$megacorp" cards --svg "$tmp/x" --template "$tmp/nosuch.template"
printf 'box.wings 1 2 3 4\n' >"$tmp/bad.template"
expect 2 "bad.template:1: unknown key 'box.wings'" "$megacorp" cards --svg "$tmp/x" --template "$tmp/bad.template"
expect 2 "frobnicate" "$megacorp" cards --svg "$tmp/x" --frobnicate

# A mod's own template: its cards only, in its colours.
mod="$root/examples/mods/stealth_salvage"
"$megacorp" --mod "$mod" cards --svg "$out/mod" >/dev/null 2>"$tmp/stderr" || fail "the mod's faces: $(head -c 300 "$tmp/stderr")"
mod_cards=$(grep -c '^card "' "$mod/cards.mc")
[ "$(ls "$out/mod" | grep -vc '^back-')" -eq "$mod_cards" ] || fail "the mod's folder: $(ls "$out/mod" | tr '\n' ' ')"
grep -lq '#e8e6df' "$out/mod"/*.svg || fail "the mod's template was not used"
grep -q '#e8e6df' "$out/library/nanoblood-adept.svg" && fail "the library used the mod's template"
for svg in "$out/mod"/*.svg; do rsvg-convert "$svg" -o "$tmp/face.png" || fail "librsvg cannot render $svg"; done

# PNG: the mod's two cards and the backs, at 100 dpi (63 x 88 mm is 248.0 x 346.5 px, rounded up).
"$megacorp" --mod "$mod" cards --png "$out/png" --dpi 100 >/dev/null 2>"$tmp/stderr" || fail "--png: $(head -c 300 "$tmp/stderr")"
[ "$(ls "$out/png" | wc -l)" -eq $((mod_cards + 2)) ] || fail "the PNG folder: $(ls "$out/png" | tr '\n' ' ')"
size=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print(*struct.unpack(">II", d[16:24]))' "$out/png/back-main.png")
[ "$size" = "249 347" ] || fail "a 63 x 88 mm back at 100 dpi is $size px"

# The PDF sheet of the library on letter paper: 9 cards a page, each page of fronts followed by its backs.
"$megacorp" cards --sheet "$out/library.pdf" --paper letter >"$tmp/stdout" 2>"$tmp/stderr" || fail "--sheet: $(head -c 300 "$tmp/stderr")"
pages=$(( 2 * ((cards + 8) / 9) ))
pdfinfo "$out/library.pdf" >"$tmp/info" || fail "pdfinfo cannot read the sheet"
grep -q "^Pages: *$pages$" "$tmp/info" || fail "the sheet has $(grep Pages "$tmp/info"), not $pages"
grep -q '^Page size: *612 x 792 pts (letter)' "$tmp/info" || fail "the letter sheet's $(grep 'Page size' "$tmp/info")"
pdffonts "$out/library.pdf" | grep -q DejaVuSans || fail "the sheet's text is not in DejaVu Sans"
pdftoppm -png -r 100 -f 1 -l 1 -singlefile "$out/library.pdf" "$out/sheet-page-1" || fail "pdftoppm cannot render the sheet"
# One card on A4: its size and the cut marks, measured.
printf 'card "Lone Card" {\n  type: character\n  faction: gnost\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n}\n' >"$tmp/one.mc"
"$megacorp" cards "$tmp/one.mc" --sheet "$out/one.pdf" >/dev/null 2>&1 || fail "the one-card sheet"
pdfinfo "$out/one.pdf" | grep -q '^Pages: *2$' || fail "the one-card sheet is not 2 pages"
pdfinfo "$out/one.pdf" | grep -q '^Page size: *595.276 x 841.89 pts (A4)' || fail "the A4 sheet's page size"
pdftoppm -gray -r 150 -f 1 -l 1 -singlefile "$out/one.pdf" "$tmp/one" || fail "pdftoppm cannot render the one-card sheet"
python3 "$(dirname "$0")/sheet_check.py" "$tmp/one.pgm" 150 210 297 63 88 || fail "the one-card sheet measures wrong"
# A deck printed as its cards: the counts from the gallery's deck list, plus business and founder.
"$megacorp" cards --deck "Corp Starter" --sheet "$out/deck.pdf" >"$tmp/stdout" 2>"$tmp/stderr" || fail "--deck: $(head -c 300 "$tmp/stderr")"
listed=$("$megacorp" gallery | sed -n '/^### Corp Starter/,/^### /p' | sed -n 's/^- \(resources\|main\) (\([0-9]*\)).*/\2/p' | awk '{ s += $1 } END { print s }')
deck_cards=$((listed + 2))
grep -q "$deck_cards card(s) on $(( 2 * ((deck_cards + 8) / 9) )) page(s)" "$tmp/stdout" || fail "--deck: $(cat "$tmp/stdout")"
pdfinfo "$out/deck.pdf" | grep -q "^Pages: *$(( 2 * ((deck_cards + 8) / 9) ))$" || fail "the deck's sheet has $(pdfinfo "$out/deck.pdf" | grep Pages)"
# Page 1: the business, the founder, then 7 resource cards; page 2: their backs, 7 of the resource deck.
pdftotext -f 1 -l 1 "$out/deck.pdf" - | grep -q 'Kurzwel Dynamics' || fail "the deck's first page lacks its business"
[ "$(pdftotext -f 2 -l 2 "$out/deck.pdf" - | grep -c '^RESOURCE$')" -eq 7 ] || fail "page 2 does not hold 7 resource backs"
# --playtest marks each front, never a back.
"$megacorp" cards --deck "Corp Starter" --sheet "$out/playtest.pdf" --playtest >/dev/null 2>&1 || fail "--playtest"
[ "$(pdftotext -f 1 -l 1 "$out/playtest.pdf" - | grep -c '^PLAYTEST$')" -eq 9 ] || fail "page 1 lacks 9 PLAYTEST marks"
[ "$(pdftotext -f 2 -l 2 "$out/playtest.pdf" - | grep -c 'PLAYTEST')" -eq 0 ] || fail "a back is marked PLAYTEST"
pdftotext -f 1 -l 1 "$out/deck.pdf" - | grep -q 'PLAYTEST' && fail "a sheet without --playtest is marked"
expect 2 'no deck named "Nope"; the decks are' "$megacorp" cards --deck Nope --sheet "$tmp/x.pdf"
# With 1.5 mm of bleed (the most A4 holds): cards 3 mm apart, each ground extended, marks on every cut line.
"$megacorp" cards "$tmp/one.mc" --sheet "$out/bleed.pdf" --bleed 1.5 >/dev/null 2>&1 || fail "the bleed sheet"
pdftoppm -gray -r 150 -f 1 -l 1 -singlefile "$out/bleed.pdf" "$tmp/bleed" || fail "pdftoppm cannot render the bleed sheet"
python3 "$(dirname "$0")/sheet_check.py" "$tmp/bleed.pgm" 150 210 297 63 88 1.5 || fail "the bleed sheet measures wrong"
expect 2 "3 mm of bleed and their cut marks do not fit a a4 page" "$megacorp" cards "$tmp/one.mc" --sheet "$tmp/x.pdf" --bleed 3
expect 2 "bleed" "$megacorp" cards "$tmp/one.mc" --sheet "$tmp/x.pdf" --bleed 9
expect 2 "unknown paper 'a3'" "$megacorp" cards --sheet "$tmp/x.pdf" --paper a3
expect 2 "say what to write" "$megacorp" cards
expect 2 "sheet: cannot make the folder '/dev/null'" "$megacorp" cards "$tmp/one.mc" --sheet /dev/null/x.pdf
expect 2 "cannot write '$tmp'" "$megacorp" cards "$tmp/one.mc" --sheet "$tmp"
"$megacorp" cards "$tmp/one.mc" --sheet "$tmp/new/folder/x.pdf" >/dev/null 2>&1 && [ -s "$tmp/new/folder/x.pdf" ] ||
  fail "--sheet does not make its folder"
expect 2 "dpi" "$megacorp" cards --png "$tmp/p" --dpi 0

exit $failed
