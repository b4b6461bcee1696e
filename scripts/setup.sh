#!/usr/bin/env bash
# Installs the Debian packages OpenUIKit builds on, skipping the step when they are all present.
# Called by scripts/test.sh and scripts/gallery.sh; safe to run again.
set -euo pipefail

packages=(
  libcairo2-dev libpango1.0-dev libsdl2-dev libturbojpeg0-dev pkg-config
  fonts-inter fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core
  xvfb xdotool
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "OpenUIKit: installing Debian packages: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
