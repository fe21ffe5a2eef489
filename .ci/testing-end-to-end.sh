#!/usr/bin/env bash
# GlimpseTesting as a team uses it (issue 27): the fixture package Tests/TestingFixture (a
# Live Activity widget and its snapshot test) built against a fresh clone of this
# repository, in a temporary folder. The first `swift test` records the snapshot and fails
# saying so; the second passes; a changed view fails with the diff and, with
# GLIMPSE_SNAPSHOT_ARTIFACTS, writes the SVG renders. Prints each run's time.
# TESTING_GLIMPSE_PATH=DIR: build against the checkout DIR instead of a fresh clone (.ci/run
# passes its own clean checkout, with SWIFTPM_BUILD_DIR set to that checkout's .build, so
# that Glimpse's modules compiled by the fast lane are reused, not compiled again).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() {
  echo "testing-end-to-end: $1" >&2
  [ -f "$work/out.txt" ] && { echo "---- swift test ----" >&2; tail -60 "$work/out.txt" >&2; }
  exit 1
}
now() { date +%s%3N; }
if [ -n "${TESTING_GLIMPSE_PATH:-}" ]; then
  glimpse="$(cd "$TESTING_GLIMPSE_PATH" && pwd)"
else
  # A fresh clone of what is committed (uncommitted files are not part of it).
  glimpse="$work/glimpse"
  git clone -q "$root" "$glimpse"
fi
cp -R Tests/TestingFixture "$work/fixture"
# The products are named by the package's identity: the folder's name, lowercased.
identity="$(basename "$glimpse" | tr '[:upper:]' '[:lower:]')"
sed -i -e "s|GLIMPSE_PATH|$glimpse|" -e "s|package: \"glimpse\"|package: \"$identity\"|" \
  "$work/fixture/Package.swift"
cd "$work/fixture"
snapshot=Tests/CourierWidgetTests/__Snapshots__/CourierSnapshotTests/courierInEveryPresentation.txt
run() { swift test "$@" >"$work/out.txt" 2>&1; }

# With SWIFTPM_BUILD_DIR shared with another package, SwiftPM would reuse that package's
# build plan (see open-end-to-end.sh): it is forgotten first, and again at the end.
forget_plan() {
  [ -n "${SWIFTPM_BUILD_DIR:-}" ] || return 0
  rm -f "$SWIFTPM_BUILD_DIR"/debug.yaml "$SWIFTPM_BUILD_DIR"/plugin-tools.yaml \
    "$SWIFTPM_BUILD_DIR"/*/debug/description.json "$SWIFTPM_BUILD_DIR"/*/debug/plugin-tools-description.json
}
forget_plan
trap 'forget_plan; rm -rf "$work"' EXIT
echo "-- building the fixture against the clone"
began=$(now)
swift build --build-tests >"$work/out.txt" 2>&1 || fail "the fixture does not build"
echo "   built in $(($(now) - began)) ms"

echo "-- first run: records and fails"
began=$(now)
if run --skip-build; then fail "the first run passed without a snapshot"; fi
echo "   $(($(now) - began)) ms"
grep -q "Recorded snapshot (there was no snapshot); re-run the test to check against it" "$work/out.txt" \
  || fail "the first run does not say it recorded"
[ -f "$snapshot" ] || fail "no snapshot file at $snapshot"
head -1 "$snapshot" | grep -q "^glimpse-snapshot/1 · Glimpse " || fail "the snapshot has no header"
grep -q "^== state 2 · 2026-01-01T00:05:00Z · COMPACT LEADING · iPhone 16 Pro · de_DE · accessibility3" "$snapshot" \
  || fail "the snapshot lacks the German compact leading at AX3 of state 2"
grep -q "^== state 1 · 2026-01-01T00:00:00Z · LOCK SCREEN · iPad" "$snapshot" \
  || fail "the snapshot lacks the iPad's Lock Screen"
# XCTest reports through XCTFail.
grep -q "CourierXCTests.*Recorded snapshot (there was no snapshot)" "$work/out.txt" \
  || fail "the XCTest test does not fail saying it recorded"
[ -f Tests/CourierWidgetTests/__Snapshots__/CourierXCTests/testCourierLockScreen.txt ] \
  || fail "no snapshot file for the XCTest test"

echo "-- second run: passes"
began=$(now)
run --skip-build || fail "the second run failed"
echo "   $(($(now) - began)) ms"

echo "-- a changed view: fails with the diff and the SVG renders"
sed -i 's/arrives in/is coming in/' Sources/CourierWidget/CourierLiveActivity.swift
if GLIMPSE_SNAPSHOT_ARTIFACTS="$work/artifacts" run; then fail "the changed view passed"; fi
grep -q "Snapshot does not match __Snapshots__/CourierSnapshotTests/courierInEveryPresentation.txt" "$work/out.txt" \
  || fail "no mismatch message"
grep -q -- "+ │ .*is coming in" "$work/out.txt" || fail "the diff lacks the new line"
grep -q -- "- │ .*arrives in" "$work/out.txt" || fail "the diff lacks the recorded line"
grep -q "<svg" "$work/artifacts/CourierSnapshotTests.courierInEveryPresentation.svg" \
  || fail "no side-by-side SVG"

echo "-- GLIMPSE_RECORD=1 records the change, and the next run passes"
if GLIMPSE_RECORD=1 run --skip-build; then fail "recording passed"; fi
run --skip-build || fail "the run after recording failed"
grep -q "is coming in" "$snapshot" || fail "the recorded snapshot lacks the change"
echo "testing-end-to-end: ok"
