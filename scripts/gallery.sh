#!/usr/bin/env bash
# Runs the Gallery: a window when a display is available, otherwise every scene written to PNG files
# under a folder the Gallery prints. Installs what it needs on a fresh Debian 12 machine first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift run -c release Gallery "$@"
