# Shared by the browser table's tests (page_test.sh, browser_test.sh): source it after
# setting `megacorp`. Finds Debian's Chromium, makes a scratch folder, and starts
# `megacorp serve --port 0` in the background (stopped on exit), leaving its address in
# `base`. Every failure prints FAIL and its reason and exits 1.
chromium=$(command -v chromium || command -v chromium-browser) ||
  { echo "FAIL: chromium is not installed (the Debian package chromium; scripts/setup.sh --test installs it)"; exit 1; }
tmp=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT

"$megacorp" serve --port 0 >"$tmp/out" 2>"$tmp/err" &
pid=$!
for _ in $(seq 200); do grep -q '^serving on ' "$tmp/out" && break; sleep 0.05; done
base=$(sed -n 's/^serving on //p' "$tmp/out")
[ -n "$base" ] || { echo "FAIL: no address: $(cat "$tmp/err")"; exit 1; }
