"""Shared test set-up: Qt runs offscreen, and saves go to a temporary folder, never the user's."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
