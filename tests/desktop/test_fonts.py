"""The bundled font: each face loads from assets/fonts, covers Latin and Cyrillic, becomes the app font."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QRawFont

from desktop import fonts
from desktop.assets import asset


def test_every_face_the_interface_uses_is_bundled_with_its_licence() -> None:
    for face in fonts.FACES:
        assert asset("fonts", face).is_file(), face
    licence = asset("fonts", "LICENSE").read_text(encoding="utf-8")
    assert "Bitstream Vera" in licence and "Permission is hereby granted" in licence


@pytest.mark.parametrize("face", fonts.FACES)
def test_each_face_covers_latin_and_cyrillic(qapp, face: str) -> None:
    raw = QRawFont(str(asset("fonts", face)), 12)
    assert raw.isValid() and raw.familyName() == fonts.FAMILY
    for letter in "AzÄßéЖжЁёЯяЩщ€—…":
        assert raw.supportsCharacter(ord(letter)), f"{face} has no {letter!r}"


def test_the_application_draws_with_the_bundled_font(qapp) -> None:
    loaded = fonts.install_font(qapp)
    assert loaded == list(fonts.FACES)
    assert QFontInfo(qapp.font()).family() == fonts.FAMILY
    assert qapp.font().pixelSize() == fonts.PIXEL_SIZE
    assert QFontInfo(QFont()).pixelSize() == fonts.PIXEL_SIZE  # what every widget starts from
    bold = QFont(qapp.font())
    bold.setBold(True)
    assert QFontInfo(bold).styleName() == "Bold", "the bold face is drawn, not a synthesised one"
    # The faces are the application's own, registered from assets/fonts, not the system's copy.
    families = {f for i in range(len(fonts.FACES) * 4) for f in QFontDatabase.applicationFontFamilies(i)}
    assert fonts.FAMILY in families


def test_a_missing_face_is_reported_and_the_others_still_load(
    qapp, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "fonts").mkdir()
    (tmp_path / "fonts" / "DejaVuSans.ttf").write_bytes(asset("fonts", "DejaVuSans.ttf").read_bytes())
    (tmp_path / "fonts" / "DejaVuSans-Bold.ttf").write_bytes(b"not a font")
    monkeypatch.setattr(fonts, "asset", lambda *parts: tmp_path.joinpath(*parts))
    assert fonts.install_font(qapp) == ["DejaVuSans.ttf"]
    said = capsys.readouterr().err
    assert "DejaVuSans-Bold.ttf" in said and "DejaVuSans-Oblique.ttf" in said
    assert QFontInfo(qapp.font()).family() == fonts.FAMILY


def test_without_any_face_the_font_is_left_alone(
    qapp, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    before = QFont(qapp.font())
    monkeypatch.setattr(fonts, "asset", lambda *parts: tmp_path.joinpath(*parts))
    assert fonts.install_font(qapp) == []
    assert qapp.font() == before
