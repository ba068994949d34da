"""Shared test set-up: Qt runs offscreen, and settings and saves go to temporary folders, never the user's."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# QSettings (window geometry, View menu choices) on Linux lives under XDG_CONFIG_HOME.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="quorum-test-config-")
