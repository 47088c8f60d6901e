"""鬼調伏: refusals cite the seed rule and say only what is possible, the rulebook shows
the values in use and the seed's words as seed text, the English rulebook translates the
seed's chapters in full, and the 2-player 親 default lives in the catalogue (issue 34)."""
from __future__ import annotations

import re

from game import rulesbook
from game.chobuku.rules import ChobukuState
from game.chobuku.rules.cards import CHARAS
from game.chobuku.rules.model import CHAL
from tests.chobuku.helpers import position, refusal
from tests.rulesbook import walk

RULES = walk.ROOT / "game" / "chobuku" / "rules"


# ---------------------------------------------------------------- refusals
def test_six_stop_offers_retreat_only_to_who_may_retreat():
    """6-4 「「挑む」か「退く」のみできます」 — but 11-1 「親は「退く」を選べない」 and 6-6 「③ 退くことは
    できない」: the 親 and the last preparing candidate are told they challenge."""
    six = {0: ["ka6", "do1", "kin0"], 1: ["sui1"], 2: ["moku1"]}
    err = refusal(position(players=3, bottles=six), "s0 draw 1")
    assert "（挑むか退くのみ）" in err.ja and "challenge or retreat" in err.en
    err = refusal(position(players=3, bottles=six, oya=True, star=0), "s0 draw 1")
    assert "挑むか退く" not in err.ja and "or retreat" not in err.en and "親は退けないので挑むのみ" in err.ja
    assert err.rule == "OC-6"
    last = position(players=3, bottles=six)
    for p in (1, 2):
        last.cands[p].status = CHAL
    last.edited()
    err = refusal(last, "s0 draw 1")
    assert "挑むか退く" not in err.ja and "or retreat" not in err.en and "挑むのみ" in err.ja


def test_gate_refusal_cites_the_seed_note():
    """★[五行の複門] 「準備中のプレイヤーが「挑む」ための条件を追加する」 is chapter 10's seed note."""
    s = position(players=3, omens=("sanbin", None, None), bottles={0: ["ka6", "do2"], 1: ["do1"], 2: ["kin1"]},
                 stars=[("fukumon", 2, None, None)])
    err = refusal(s, "s0 challenge use 0")
    assert err.rule == "OC-10" and "五行の複門" in err.ja
    assert "準備中のプレイヤーが「挑む」ための条件を追加する" in rulesbook.load("chobuku").markup("OC-10", "ja")


def test_a_lost_shikigami_is_refused_citing_11_2():
    """11-2 「喪失した式神はゲームから除外し、以後は使えません」; a resting one is the rest cycle (OC-R07)."""
    s = position(charas=("tamamo", "sakaki"), migawari=True, slots={0: "kyubi"}, lost={0: ("bakegitsune",)})
    s.pending = ("repick", 0)
    s.edited()
    err = refusal(s, "s0 shiki bakegitsune")
    assert err.rule == "OC-11" and "喪失" in err.ja and "化け狐" in err.ja
    s = position(charas=("tamamo", "sakaki"), slots={0: "kyubi"}, resting={0: ("bakegitsune",)})
    s.pending = ("repick", 0)
    s.edited()
    err = refusal(s, "s0 shiki bakegitsune")
    assert err.rule == "OC-R07" and "使用済み" in err.ja


# ---------------------------------------------------------------- the rulebook
def _table_rows(markup: str) -> dict[str, list[str]]:
    out = {}
    for line in markup.splitlines():
        if line.startswith("|") and not line.startswith("|---"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            out[cells[0]] = cells
    return out


def test_chapter_9_shows_the_retuned_values_marked():
    """OC-R62 貧乏神 5→4, OC-R63 氷柱女 4→5 and 雪童子 1→2: the table shows what the game uses,
    and the row says it was retuned."""
    rows = _table_rows(rulesbook.load("chobuku").markup("OC-9", "ja"))
    for chara, sid, rid in (("fukumaru", "binbogami", "OC-R62"), ("yukishiro", "tsuraraonna", "OC-R63"),
                            ("yukishiro", "yukiwarashi", "OC-R63")):
        k = next(k for k in CHARAS[chara].shiki if k.id == sid)
        row = next(v for name, v in rows.items() if name.startswith(k.name_ja))
        assert row[1] == str(k.value), (k.name_ja, row)
        assert "【調整】" in " ".join(row) and rid in " ".join(row), row


def test_star_chaos_qa_keeps_the_seed_sentence():
    """Q&A 星乱鬼: 「予兆を「捨てる」だけでは発動しません。」 (the engine applies it, OC-R08)."""
    ja = rulesbook.load("chobuku").markup("OC-13", "ja")
    assert "予兆を「捨てる」だけでは発動しません。" in ja


def test_seed_sentences_are_not_written_as_reconstruction_notes():
    """A `>` note is how the rulebook marks 【再構成】; the seed's own ※ sentences are text."""
    ja = (RULES / "rules_ja.md").read_text(encoding="utf-8")
    for needle in ("※ 影式神（霊力ゼロ）の特例", "※ 選択ルールの 【章11-1. 親】", "※引くかは任意"):
        line = next(x for x in ja.splitlines() if needle in x)
        assert not line.startswith(">"), line


def _items(text: str) -> tuple[int, int]:
    """(list items, Q headings) of a chapter."""
    return (len(re.findall(r"^(?:- |\d+\. |[①-⑩] )", text, re.M)), len(re.findall(r"^## Q", text, re.M)))


def test_english_rulebook_translates_the_seed_chapters_in_full():
    """The English intro says chapters 2, 6, 11, 12, 13 and the ★ notes keep the original's
    words: each has as many items (and Q&A entries) as the Japanese one."""
    doc = rulesbook.load("chobuku")
    for n in (2, 6, 11, 12, 13):
        c = doc.chapter(f"OC-{n}")
        ja = re.sub(r"^## 補足.*", "", c.text_ja, flags=re.S | re.M)
        assert _items(c.summary_en) >= _items(ja), (c.id, _items(c.summary_en), _items(ja))
    ja_notes = doc.chapter("OC-10").text_ja.split("## ★の注記（原文）")[1]
    en = doc.chapter("OC-10").summary_en.split("## ★ notes (the original's)")[1]
    assert en.count("★") == ja_notes.count("★") and _items(en)[0] >= _items(ja_notes)[0]


# ---------------------------------------------------------------- the 親 default
def test_two_player_oya_default_comes_from_the_catalogue(monkeypatch):
    """The seat set-up's 親 rows are the only default: change them and new_game follows."""
    from game.chobuku.rules import options as chobuku_options
    assert ChobukuState.new_game(1, {"players": 2}).oya is True
    assert ChobukuState.new_game(1, {"players": 3}).oya is False
    flipped = tuple(o if o.key != "oya" else o.__class__(o.key, o.ja, o.en, o.choices, not o.default, o.players,
                                                          o.help_ja, o.help_en)
                    for o in chobuku_options.OPTIONS)
    monkeypatch.setattr(chobuku_options, "OPTIONS", flipped)
    assert ChobukuState.new_game(1, {"players": 2}).oya is False
    assert ChobukuState.new_game(1, {"players": 3}).oya is True
