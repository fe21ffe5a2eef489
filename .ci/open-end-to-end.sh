#!/usr/bin/env bash
# glimpse open, end to end, with real builds: the fixture widget folder
# (Tests/OpenFixtures/GlucoseWidget: every file inside `#if os(iOS) &&
# !targetEnvironment(macCatalyst)`, no bundle, a PreviewProvider, a HealthKit unit, App
# Group force-unwraps, `import Shared` given with --module) and the fixture project
# (Tests/OpenFixtures/TripApp: a widget target that shares a file with the app from the
# app's folder), copied to a temporary folder and opened as they are. Checks the renders,
# a reopen that does not build, a compiler error and a trap reported at the fixture's own
# file and line, and that nothing is written beside the user's files. Prints the first
# open's and the reopen's times.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache" SWIFT_BACKTRACE="enable=yes,interactive=no"
fail() {
  echo "open-end-to-end: $1" >&2
  for f in out.txt err.txt; do
    [ -f "$work/$f" ] && { echo "---- $f ----" >&2; tail -40 "$work/$f" >&2; }
  done
  exit 1
}
# GLIMPSE_BINARY: a glimpse already built (.ci/run passes the fast lane's), else the debug
# build's (the opened packages build against the checkout it was built in).
if [ -n "${GLIMPSE_BINARY:-}" ]; then
  glimpse="$GLIMPSE_BINARY"
else
  swift build --product glimpse >/dev/null
  glimpse="$(swift build --show-bin-path)/glimpse"
fi
now() { date +%s%3N; }
# SWIFTPM_BUILD_DIR (.ci/run sets it to its checkout's .build, whose modules of Glimpse the
# opened packages then reuse): SwiftPM keeps the last package's build plan there and, asked
# to build another package in the same folder, uses that plan ("No target named ...") unless
# it is gone. Each package here forgets the one before it.
forget_plan() {
  [ -n "${SWIFTPM_BUILD_DIR:-}" ] || return 0
  rm -f "$SWIFTPM_BUILD_DIR"/debug.yaml "$SWIFTPM_BUILD_DIR"/plugin-tools.yaml \
    "$SWIFTPM_BUILD_DIR"/*/debug/description.json "$SWIFTPM_BUILD_DIR"/*/debug/plugin-tools-description.json
}
forget_plan
cp -R Tests/OpenFixtures/GlucoseWidget Tests/OpenFixtures/GlucoseShared Tests/OpenFixtures/TripApp "$work/"
listing() { (cd "$work" && find GlucoseWidget GlucoseShared TripApp -printf '%p %s %T@\n' | sort); }
before="$(listing)"
untouched() { [ "$(listing)" = "$before" ] || fail "something was written beside the user's files"; }
widget="$work/GlucoseWidget"
open_widget() { "$glimpse" open "$widget" --module "Shared=$work/GlucoseShared" "$@" </dev/null >"$work/out.txt" 2>"$work/err.txt"; }

echo "-- a widget folder with no Package.swift, its app module given with --module"
began=$(now)
open_widget -- render GlucoseLiveActivity_Previews || fail "the first open failed"
first=$(($(now) - began))
grep -q "App Group defaults made up (no states file gives them): ownerName (string) in group.org.example.glucose" "$work/out.txt" \
  || fail "the made-up App Group value is not named under the title"
grep -q "112 mg/dL" "$work/out.txt" || fail "the HealthKit reading is not drawn"
grep -q "Dexcom G7" "$work/out.txt" || fail "the iOS-only file compiled to nothing"

echo "-- an unchanged reopen"
began=$(now)
open_widget -- render GlucoseLiveActivity_Previews || fail "the reopen failed"
reopen=$(($(now) - began))
[ ! -s "$work/err.txt" ] || fail "the reopen built again"
open_widget -- render GlucoseLiveActivity_Previews --presentation lock-screen --format svg \
  || fail "the SVG render failed"
grep -q 'fill="#0D264D"' "$work/out.txt" || fail "the folder's asset catalog colour GlucoseTint is not used"

echo "-- a type error, reported at the fixture's own file and line"
line=$(grep -n 'let owner = defaults.string(forKey: "ownerName")!' "$widget/GlucoseLiveActivity.swift" | cut -d: -f1)
untouched
sed -i 's/let owner = defaults.string(forKey: "ownerName")!/let owner: Int = defaults.string(forKey: "ownerName")!/' "$widget/GlucoseLiveActivity.swift"
before="$(listing)"
status=0; open_widget || status=$?
[ "$status" = 1 ] || fail "a failed build exited $status, not 1"
grep -q "^$widget/GlucoseLiveActivity.swift:$line:[0-9]*: error: cannot convert value of type 'String' to specified type 'Int'" "$work/err.txt" \
  || fail "the error is not at GlucoseLiveActivity.swift:$line"
grep -q "^$line |" "$work/err.txt" || fail "the excerpt is not numbered as the user's file"

echo "-- a trap in the no-argument run, its crash line and the user's line"
untouched
sed -i 's/let owner: Int = defaults.string(forKey: "ownerName")!/let owner = [String]()[sensor.count]/' "$widget/GlucoseLiveActivity.swift"
before="$(listing)"
status=0; open_widget || status=$?
[ "$status" = 132 ] || [ "$status" = 133 ] || [ "$status" = 134 ] || fail "the trap exited $status"
grep -q "^glimpse: crashed with SIG[A-Z]* while drawing GlucoseLiveActivity_Previews · state 1/1 Lock Screen · lock-screen" "$work/err.txt" \
  || fail "no crash line"
grep -q "$widget/GlucoseLiveActivity.swift:$line" "$work/err.txt" || fail "the backtrace does not name the user's line"

echo "-- an .xcodeproj's widget target, a file shared with the app from its folder"
forget_plan
status=0
"$glimpse" open "$work/TripApp/TripApp.xcodeproj" -- render Trip </dev/null >"$work/out.txt" 2>"$work/err.txt" || status=$?
[ "$status" = 0 ] || fail "open on the project exited $status"
grep -q "Next: Hauptbahnhof" "$work/out.txt" || fail "the Trip preview is not drawn"
grep -q "2 min late" "$work/out.txt" || fail "#if os(macOS) / #elseif targetEnvironment(simulator) / #else took the wrong branch"
"$glimpse" open "$work/TripApp/TripApp.xcodeproj" -- render Trip --presentation lock-screen --format svg \
  </dev/null >"$work/out.txt" 2>"$work/err.txt" || fail "the project's SVG render failed"
grep -q 'fill="#0D26E6"' "$work/out.txt" || fail "the target's asset catalog colour RouteTint is not used"

untouched
forget_plan
echo "open-end-to-end: passed (first open $((first / 1000)).$((first % 1000 / 100)) s, unchanged reopen $((reopen / 1000)).$(printf %03d $((reopen % 1000))) s)"
