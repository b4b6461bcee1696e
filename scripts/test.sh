#!/usr/bin/env bash
# Runs every OpenUIKit test, headless. Installs what it needs on a fresh Debian 12 machine first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# No display is needed: the SDL window tests use SDL's dummy video driver.
unset DISPLAY || true
swift build --build-tests
swift test --skip-build "$@"
