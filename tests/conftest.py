"""Shared test set-up: Qt runs offscreen, and settings and saves go to temporary folders, never the user's."""

import os
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# QSettings (window geometry, View menu choices) on Linux lives under XDG_CONFIG_HOME.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="quorum-test-config-")


@pytest.fixture(scope="session")
def qapp(qapp):
    """pytest-qt's application with the program's bundled font (desktop/fonts.py), so that the layout
    tests measure the text the players see, on any machine."""
    from desktop.fonts import install_font

    install_font(qapp)
    return qapp
