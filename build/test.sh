#!/usr/bin/env bash
# Installs everything the test suite needs on a fresh machine (Debian packages Qt needs, a venv
# with the project and its test extras), then runs ruff, the import contract, mypy and pytest.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(uname -s)" = Linux ] && command -v apt-get >/dev/null 2>&1; then
  # Qt's offscreen and xcb platforms, Xvfb for the real-window test, fonts for readable screenshots,
  # Chromium for the phone page's browser tests (Playwright launches it: it never downloads a browser).
  packages=(libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6 libglib2.0-0
            libdbus-1-3 libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 libxcb-image0 libxcb-render-util0
            libxcb-shape0 libxcb-randr0 libxcb-xfixes0 libxcb-xkb1 libxcb-shm0 libxcb-sync1 libx11-xcb1
            xvfb xauth fonts-dejavu-core python3-venv chromium)
  if [ "${QUORUM_WINDOWS_TEST:-}" = 1 ]; then
    # The Windows installer built and tested under Wine (tests/test_windows.py, docs/windows-on-linux.md).
    packages+=(wine64 nsis gcc-mingw-w64-x86-64-win32 xdotool)
  fi
  missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
fi

python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[test,build]"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1  # tests/phone use Debian's /usr/bin/chromium

.venv/bin/ruff check .
.venv/bin/lint-imports
.venv/bin/mypy  # files and strictness: [tool.mypy] in pyproject.toml
QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest "$@"
