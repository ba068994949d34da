"""Installs and launches Quorum from a checkout on a fresh machine: the system libraries Qt needs (on
Debian/Ubuntu), a virtual environment with the project, then the app. `python3 build/run.py [app options]`."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# desktop.first_launch imports no Qt, so the system Python can read the one list of Qt's packages.
from desktop.first_launch import QT_SYSTEM_PACKAGES  # noqa: E402

# Debian and Ubuntu ship venv (with pip) apart from python3, and refuse a system-wide pip install.
DEBIAN_PACKAGES = ("python3-venv", *QT_SYSTEM_PACKAGES)
STAMP = ".quorum-installed"  # inside the venv: the hash of the pyproject.toml last installed


def installed(package: str) -> bool:
    """Whether dpkg lists the Debian package as installed."""
    done = subprocess.run(
        ["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True, check=False
    )
    return done.returncode == 0 and "ok installed" in done.stdout


def missing_packages(is_installed: Callable[[str], bool] = installed) -> list[str]:
    """The Debian packages Quorum needs that are not installed yet; none off Debian and Ubuntu."""
    if not sys.platform.startswith("linux") or shutil.which("apt-get") is None:
        return []
    return [p for p in DEBIAN_PACKAGES if not is_installed(p)]


def install_packages(packages: Sequence[str]) -> None:
    """apt-get installs them, through sudo unless already root."""
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    print(f"Installing what Qt needs to draw a window: {' '.join(packages)}", flush=True)
    subprocess.run([*sudo, "apt-get", "update", "-qq"], check=True)
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    command = [*sudo, "apt-get", "install", "-y", "-qq", "--no-install-recommends", *packages]
    subprocess.run(command, check=True, env=env)


def venv_python(venv: Path, platform: str = sys.platform) -> Path:
    """The venv's own interpreter: Scripts\\python.exe on Windows, bin/python elsewhere."""
    return venv / "Scripts" / "python.exe" if platform == "win32" else venv / "bin" / "python"


def project_hash(root: Path) -> str:
    """What decides whether the venv must be installed again: the project's dependencies."""
    return hashlib.sha256((root / "pyproject.toml").read_bytes()).hexdigest()


def needs_install(venv: Path, root: Path) -> bool:
    """True for a new venv, or one installed from another pyproject.toml."""
    stamp = venv / STAMP
    return not stamp.is_file() or stamp.read_text(encoding="utf-8").strip() != project_hash(root)


def prepare(root: Path = ROOT) -> Path:
    """Makes the checkout's venv and installs the project into it if needed; returns its interpreter."""
    venv = root / ".venv"
    python = venv_python(venv)
    if not python.exists():
        print(f"Making a virtual environment in {venv}", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    if needs_install(venv, root):
        print("Installing Quorum and its libraries into it (once)", flush=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "-e", str(root)], check=True)
        (venv / STAMP).write_text(project_hash(root), encoding="utf-8")
    return python


def main(argv: Sequence[str]) -> int:
    # The system's python3 runs this script, and it may be older than the project allows.
    if sys.version_info < (3, 11):  # noqa: UP036
        print(f"Quorum needs Python 3.11 or newer; this is {sys.version.split()[0]}.", file=sys.stderr)
        return 1
    try:
        missing = missing_packages()
        if missing:
            install_packages(missing)
        python = prepare()
    except (OSError, subprocess.CalledProcessError) as error:
        print(f"Quorum could not be installed: {error}", file=sys.stderr)
        return 1
    return subprocess.run([str(python), "-m", "desktop", *argv], cwd=ROOT, check=False).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
