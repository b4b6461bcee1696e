#!/usr/bin/env bash
# Runs every OpenUIKit test, headless. Installs what it needs on a fresh Debian 12 machine first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# No display is needed: the SDL window tests use SDL's dummy video driver.
unset DISPLAY || true
swift build --build-tests
# Apple's overridable surface: every member of an open class is `open` and in the class body (or allowed).
scripts/check-overridable.sh
# One test at a time: UIKit state is per process and main-actor (one screen, one frame clock, as one iOS
# app has), so a fixed order keeps every run the same. On a 2-core machine a clean build takes about
# 2 minutes (more when other work shares the cores) and the tests about 3 minutes.
# Every test is a Swift Testing test: --disable-xctest skips XCTest's empty run (its "Executed 0 tests"
# banner) before them.
swift test --skip-build --no-parallel --disable-xctest "$@"
