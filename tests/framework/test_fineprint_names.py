"""A name on a card is read whole where it can be (``fineprint.name``): on one line when it
fits at the least print (12 units) or more, else on two — between words, between the
syllables of a romanised name ("Shiro-" / "gane"), anywhere in Japanese — and cut with
"…" only when even two lines cannot hold it."""
from __future__ import annotations

import pygame
import pytest

from game.ui import fineprint, theme


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


def _said(monkeypatch) -> list[str]:
    said = []
    text = theme.text

    def recording(s, *a, **kw):
        said.append(s)
        return text(s, *a, **kw)
    monkeypatch.setattr(theme, "text", recording)
    return said


def _width(s: str, px: int = 12) -> int:
    return theme.font(px, True).size(s)[0]


def test_a_name_that_fits_is_one_line_at_the_largest_size(monkeypatch):
    said = _said(monkeypatch)
    imgs = fineprint.name("Mio", 20, 200, (0, 0, 0))
    assert len(imgs) == 1 and said[-1] == "Mio" and imgs[0].get_height() >= theme.font(20, True).get_height() - 1


@pytest.mark.parametrize("name, parts", (("Shirogane", ("Shiro-", "gane")), ("Yukishiro", ("Yuki-", "shiro")),
                                         ("Fukumaru", ("Fuku-", "maru")), ("winter summoner", ("winter", "summoner"))))
def test_a_name_too_wide_for_a_line_goes_whole_onto_two(monkeypatch, name, parts):
    width = _width(name) - 4                      # one line cannot hold it even at 12 px
    width = max(width, _width(parts[0]), _width(parts[1]))
    said = _said(monkeypatch)
    imgs = fineprint.name(name, 16, width, (0, 0, 0))
    assert len(imgs) == 2 and tuple(said[-2:]) == parts
    assert all(img.get_width() <= width for img in imgs)
    assert "".join(p.rstrip("-") for p in said[-2:]).replace(" ", "") == name.replace(" ", "")


def test_japanese_breaks_between_characters_and_nothing_fits_is_cut(monkeypatch):
    said = _said(monkeypatch)
    width = _width("冬の式神") + 1
    imgs = fineprint.name("冬の式神使い", 12, width, (0, 0, 0))
    assert len(imgs) == 2 and "".join(said[-2:]) == "冬の式神使い"
    imgs = fineprint.name("Abcdefghijklmnop", 12, _width("Abcdef"), (0, 0, 0))   # no syllable break fits
    assert len(imgs) == 1 and said[-1].endswith("…") and imgs[0].get_width() <= _width("Abcdef")
    assert fineprint.name("", 12, 50, (0, 0, 0)) == [] and fineprint.name("Mio", 12, 0, (0, 0, 0)) == []


def test_two_lines_only_where_the_card_has_the_height_for_them(monkeypatch):
    width = _width("winter") + 2
    tall = sum(img.get_height() for img in fineprint.name("winter cold", 12, width, (0, 0, 0)))
    assert len(fineprint.name("winter cold", 12, width, (0, 0, 0), height=tall)) == 2
    said = _said(monkeypatch)
    imgs = fineprint.name("winter cold", 12, width, (0, 0, 0), height=tall - 1)
    assert len(imgs) == 1 and said[-1].endswith("…")
