#!/usr/bin/env bash
# glimpse watch, end to end, in a real terminal (tmux): the walk-through's widget folder in a
# temporary package that depends on this checkout, run as `DeliveryWidget watch`. Edits a
# Text literal (the new text appears, the session is kept), breaks the build (the error
# panel over the dimmed render), fixes it (recovery without a key), adds a trap (the crash
# panel, the watcher alive), fixes it, changes the states file (a restart without a build),
# and quits (status 0, the terminal restored: canonical mode and echo on, read back with
# stty).
#
#   bash .ci/watch-end-to-end.sh            the checks
#   bash .ci/watch-end-to-end.sh --bench N  then N one-line edits of a 700-line widget
#                                            file: save-to-frame, median and worst
#   WATCH_PACKAGE=DIR: run in DIR, the walk-through's DeliveryWidget package already built
#   (.ci/run: the walk-through's build of Glimpse is reused, not done again)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
bench=0
case "${1:-}" in
  --bench) bench="${2:-10}" ;;
  --help | -h) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  "") ;;
  *) echo "watch-end-to-end: unknown option '$1' (see --help)" >&2; exit 2 ;;
esac
work="$(mktemp -d)"
sock="glimpse-watch-e2e-$$"
cleanup() { tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
began=$(date +%s)
fail() {
  echo "watch-end-to-end: $1" >&2
  echo "---- screen ----" >&2
  tmux -L "$sock" capture-pane -p >&2 2>/dev/null || true
  for log in build.log preview-errors.log; do
    f="$package/.build/glimpse-watch/$log"
    [ -f "$f" ] && { echo "---- $log ----" >&2; tail -20 "$f" >&2; }
  done
  exit 1
}
screen() { tmux -L "$sock" capture-pane -p; }
# wait_for TEXT [SECONDS]: until the screen shows TEXT.
wait_for() {
  local deadline=$(($(date +%s) + ${2:-120}))
  until screen | grep -qF -- "$1"; do
    [ "$(date +%s)" -lt "$deadline" ] || fail "the screen never showed '$1'"
    sleep 0.2
  done
}
package="${WATCH_PACKAGE:-$work/DeliveryWidget}"
widget="$package/DeliveryWidgetLiveActivity.swift"
edit() { sed -i "$1" "$widget"; }

if [ -n "${WATCH_PACKAGE:-}" ]; then
  echo "-- the walk-through's package ($package), its states file beside it"
  for file in "$root"/Tests/WalkThrough/DeliveryWidget/*.swift; do
    cmp -s "$file" "$package/$(basename "$file")" || fail "$(basename "$file") was changed before watch"
  done
  grep -q 'path: "\.")\])$' "$package/Package.swift" || fail "not the walk-through's Package.swift"
  sed -i 's/path: "\.")\])$/path: ".", exclude: ["states.json"])])/' "$package/Package.swift"
else
  echo "-- a package with the walk-through's widget, depending on this checkout"
  ln -s "$root" "$work/glimpse"
  cp -R Tests/WalkThrough/DeliveryWidget "$package"
  cat >"$package/Package.swift" <<MANIFEST
// swift-tools-version: 5.10
import PackageDescription
let package = Package(name: "DeliveryWidget", dependencies: [.package(path: "$work/glimpse")],
  targets: [.executableTarget(name: "DeliveryWidget", dependencies: [.product(name: "GlimpseShims", package: "glimpse")], path: ".", exclude: ["states.json"])])
MANIFEST
fi
cat >"$package/states.json" <<'STATES'
{"start": "2026-11-29T10:00:00Z", "states": [{"name": "first", "state": {"status": "Zubereitung", "courier": "Ann", "deliveryTime": 786103200, "updatedAt": 786103200}}]}
STATES
cd "$package"
swift build >"$work/first-build.txt" 2>&1 || { cat "$work/first-build.txt" >&2; fail "the package did not build"; }

echo "-- watch: the preview, from the states file"
tmux -L "$sock" new-session -d -x 120 -y 40 \
  "TERM=xterm-256color .build/debug/DeliveryWidget watch -- Notification --states states.json; echo WATCH-EXIT=\$?; echo \"MODES=\$(stty -a | grep -o -- '-\\?icanon\\|-\\?echo ' | tr -d ' \\n')\"; sleep 600"
wait_for "Zubereitung"
wait_for "Order #8842"
# Something to keep: the next device, and the clock 5 minutes on.
tmux -L "$sock" send-keys d
wait_for "iPhone 16 Pro Max"
tmux -L "$sock" send-keys t; tmux -L "$sock" send-keys "+5m" Enter
wait_for "10:05:00"

echo "-- a Text literal edited: the new text, the session kept"
edit 's/Text("Order #/Text("Bestellung #/'
wait_for "Bestellung #8842" 90
wait_for "rebuilt: save to frame"
screen | head -1 | grep -qF "iPhone 16 Pro Max" || fail "the device was not kept"
screen | head -1 | grep -qF "10:05:00" || fail "the clock was not kept"

echo "-- a compile error: the panel over the dimmed last render"
edit 's/Text("Bestellung #/Txt("Bestellung #/'
wait_for "build failed" 90
wait_for "cannot find 'Txt' in scope"
screen | grep -qE '^ +\^' || screen | grep -qE '│ +\^' || fail "no caret under the error's column"
grep -q $'\e\[[0-9;]*2m' <<<"$(tmux -L "$sock" capture-pane -p -e)" || fail "the last render is not dimmed"
screen | grep -qF "Bestellung #8842" || fail "the last good render is not on screen"

echo "-- fixed: back without a key"
edit 's/Txt("Bestellung #/Text("Bestellung #/'
deadline=$(($(date +%s) + 90))
while screen | grep -qF "build failed"; do
  [ "$(date +%s)" -lt "$deadline" ] || fail "the error panel stayed after the fix"
  sleep 0.2
done
wait_for "Bestellung #8842"

echo "-- a trap in the view: the crash panel, the watcher alive"
edit 's/Text("Bestellung #\\(context.attributes.orderNumber)")/Text("Bestellung #\\(context.attributes.orderNumber)\\([Int]().first!)")/'
grep -qF 'first!' "$widget" || fail "the trap was not written into the widget"
wait_for "the preview crashed" 90
wait_for "Fatal error: Unexpectedly found nil"
wait_for "while drawing Notification"
pgrep -f "DeliveryWidget watch" >/dev/null || fail "the watcher died with the preview"
edit 's/\\(\[Int\]().first!)//'
wait_for "Bestellung #8842" 90

echo "-- the states file changed: a restart without a build"
builds_before=$(stat -c %Y .build/glimpse-watch/build.log)
sed -i 's/Zubereitung/Unterwegs/' states.json
wait_for "Unterwegs" 30
[ "$(stat -c %Y .build/glimpse-watch/build.log)" = "$builds_before" ] || fail "a data change ran a build"
screen | head -1 | grep -qF "iPhone 16 Pro Max" || fail "the device was not kept across the reload"

if [ "$bench" -gt 0 ]; then
  echo "-- save to frame, $bench one-line edits of a 700-line widget file"
  # The widget file grown to 700 lines with views of the same kind.
  python3 - "$widget" <<'PY'
import sys
path = sys.argv[1]
lines = open(path).read().split("\n")
n = 0
while len(lines) + 12 <= 699:
    lines += [f"struct Row{n}: View {{", "  var title: String", "  var body: some View {",
              "    HStack(spacing: 4) {", f'      Text("Row {n}").font(.caption)', "      Spacer()",
              "      Text(title).bold().lineLimit(1)", "    }", "    .padding(.horizontal, 8)",
              "  }", "}", ""]
    n += 1
lines += ["// padding"] * (700 - len(lines))
open(path, "w").write("\n".join(lines) + "\n")
PY
  echo "   $(wc -l <"$widget") lines"
  wait_for "rebuilt: save to frame" 120
  sleep 3
  times=()
  for i in $(seq 1 "$bench"); do
    sed -i -E "s/Text\(\"Bestellung[^#]*#/Text(\"Bestellung $i #/" "$widget"
    wait_for "Bestellung $i #8842" 120
    wait_for "rebuilt: save to frame" 10
    t=$(screen | grep -o 'save to frame [0-9.]* s' | grep -o '[0-9.]*' | tail -1)
    times+=("$t")
    echo "   edit $i: $t s"
    sleep 1
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "   median %.1f s, worst %.1f s over %d edits\n", m, a[NR], NR}'
fi

echo "-- q ends the preview and the watch, the terminal restored"
tmux -L "$sock" send-keys q
wait_for "WATCH-EXIT=0" 10
wait_for "MODES=" 5
screen | grep -qx "MODES=icanonecho" || fail "canonical mode or echo was left off: $(screen | grep MODES=)"
[ "$(tmux -L "$sock" display -p '#{alternate_on}#{mouse_any_flag}#{cursor_flag}')" = "001" ] \
  || fail "the terminal was left in alternate-screen, mouse or hidden-cursor mode"
echo "watch-end-to-end: passed ($(($(date +%s) - began)) s)"
