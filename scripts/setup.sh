#!/usr/bin/env bash
# Installs the Debian packages OpenUIKit builds on, skipping the step when they are all present.
# Called by scripts/test.sh and scripts/gallery.sh; safe to run again.
set -euo pipefail

packages=(
  libcairo2-dev libpango1.0-dev libsdl2-dev libturbojpeg0-dev pkg-config
  fonts-inter fonts-noto-cjk fonts-dejavu-core fonts-material-design-icons-iconfont
  xvfb xdotool
)
# Wanted but not required: without it emoji draw as plain glyphs (and the colour-emoji tests are skipped).
optional_packages=(fonts-noto-color-emoji)

is_installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

missing=()
for p in "${packages[@]}"; do is_installed "$p" || missing+=("$p"); done
missing_optional=()
for p in "${optional_packages[@]}"; do is_installed "$p" || missing_optional+=("$p"); done

if [ $((${#missing[@]} + ${#missing_optional[@]})) -gt 0 ]; then
  echo "OpenUIKit: installing Debian packages: ${missing[*]} ${missing_optional[*]}"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  if ! { $sudo_cmd apt-get update -q &&
         DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -q --no-install-recommends \
           "${missing[@]}" "${missing_optional[@]}"; }; then
    if [ ${#missing[@]} -gt 0 ]; then
      echo "OpenUIKit: could not install ${missing[*]}" >&2
      exit 1
    fi
    echo "OpenUIKit: warning: could not install ${missing_optional[*]}; emoji will draw without colour" >&2
  fi
fi
