"""What a gesture at the ハクスラ陰陽師 table could mean, and the pending decision in
the kernel's one shape.

The table asks the state (``GameState.gesture``): the legal actions a drop or a
click stands for come from the legal actions themselves; when none matches,
:func:`means` names the action the player was reaching for, so the rules' own
refusal of it is shown (a used card, a boss behind its minion, an ability spent
this battle...). Every decision is made by dragging a card, except the empty
seat's card of the solo game (策謀), answered by a click on it.
"""
from __future__ import annotations

from ...engine import Decision, Place
from . import actions as A
from .cards import CHARACTERS, HAND_CARDS

#: what each pending decision asks of the person at the table, in both languages
PROMPTS = {
    "pick": ("手札の1枚を「出す札」の場所へドラッグして伏せる", "Drag one hand card onto your slot: it is laid face down"),
    "start": ("ターン開始時: 式神を使う所へドラッグ、または「使わない」", "Turn start: drag a shikigami to use it, or Pass"),
    "act": ("開いた札を敵へドラッグ(能力は式神を、進化はボタン)",
            "Drag your revealed card onto an enemy (abilities: drag the shikigami; Evolve: the button)"),
    "evolve": ("進化に使う式神をクリック(Lv合計 {need} 以上)して「進化する」",
               "Click shikigami to spend (Lv total {need}+), then Evolve"),
    "partner": ("相棒にする式神をキャラクターへドラッグ", "Drag the shikigami to become your partner onto your character"),
    "equip": ("使った式神を辺へドラッグして装備、または式神の列へ(そのまま)",
              "Drag the used shikigami onto an edge to equip it, or onto your row to keep it"),
    "after": ("辺の効果を順に: 効果の札を敵へドラッグ", "Edge texts in your order: drag a text onto an enemy"),
    "renda": ("連撃: 手札からもう1枚を敵へドラッグ", "Double strike: drag one more hand card onto an enemy"),
    "hit": ("灯火: 提灯お化けを敵へドラッグ", "Lamplight: drag the Lantern Ghost onto an enemy"),
    "kuzu": ("葛葉: 使用済みの札を手札(または敵)へドラッグ、または「使わない」",
             "Kuzunoha: drag a used card back to your hand (or onto an enemy), or Pass"),
    "take": ("倒した妖を式神の列か、キャラクターの光った辺へドラッグ",
             "Drag a defeated yokai onto your shikigami row or a lit edge of your character"),
    "start_shiki": ("初期式神: 1枚を式神の列か、キャラクターの光った辺へドラッグ",
                    "Starting shikigami: drag one onto your row or a lit edge"),
    "discard": ("捨て札にする式神を「捨て札」へドラッグ", "Drag the shikigami to discard onto the box"),
    "flip": ("いない席のめくり: 置く札をクリック", "Scheme: click the card the empty seat lays"),
}


def decision(s) -> Decision | None:
    """The pending decision; only the empty seat's card (策謀) is answered by a click on
    a place, every other by a gesture the legal actions describe."""
    d = s.pending
    if d is None or s._res is not None:
        return None
    kind, seat = d[0], d[1]
    ja, en = PROMPTS[kind]
    if kind == "evolve":
        need = CHARACTERS[s.ps[seat].char].evolve_lv
        ja, en = ja.format(need=need), en.format(need=need)
    places = tuple(A.empty(c) for c in HAND_CARDS if c in s.flip_left) if kind == "flip" else ()
    return Decision(kind, seat, places, (ja, en))


def means(s, seat: int, source: Place | None, target: Place | None, facing=None) -> list:
    """The action a gesture from ``source`` onto ``target`` (``target`` None: a click on
    ``source``; ``source`` None: a click answering at ``target``) would be, so its refusal
    explains a gesture nothing legal fits. A character is not aimed at here: a card over
    the duel opponent is its target only while that is lit."""
    d = s.pending
    kind = d[0] if d is not None else ""
    if source is None:
        return [A.Flip(0, target.key)] if target is not None and target.kind == "empty" else []
    sk, key, who = source.kind, source.key, source.seat
    pk = target.kind if target is not None else ""
    enemy = A.enemy_name(target)
    aimed = target.key if target is not None and target.seat is not None else None   # an edge, a card
    if sk == "hand" and key is not None:
        return [A.Play(who, key, enemy, True) if kind == "renda" or enemy else A.Pick(who, key)]
    if sk == "slot" and key is None:
        p = s.ps[who]
        return [A.Play(who, p.playing[0] if p.playing else (p.pick or "kogeki"), enemy)]
    if sk == "shiki" and key is not None:
        return [_from_shikigami(kind, who, key, pk, aimed, enemy)]
    if sk in ("loot", "pool"):
        taker = d[1] if d is not None else 0
        return [A.Take(taker, key, aimed if pk == "edge" and aimed else "shiki", sk == "pool")]
    if sk == "used" and key is not None:
        return [A.Return(who, key, enemy)]
    if sk == "effect" and key is not None:
        return [A.After(who, key, enemy)]
    if sk == "char":
        return [A.Evolve(who)]
    if sk == "empty":
        return [A.Flip(0, key)]
    return []


def _from_shikigami(kind: str, seat: int, yokai: str, pk: str, aimed, enemy: str):
    if pk == "edge" and aimed:
        return A.Equip(seat, yokai, aimed)
    if pk == "shiki" and kind == "equip":
        return A.Equip(seat, yokai, "keep")
    if pk == "box":
        return A.Discard(seat, yokai)
    if pk == "char" and kind in ("evolve", "partner"):
        return A.Spend(seat, yokai) if kind == "evolve" else A.Partner(seat, yokai)
    if kind == "hit" and enemy:
        return A.Hit(seat, yokai, enemy)
    if pk in ("used", "hand") and aimed:
        return A.Use(seat, yokai, aimed)
    return A.Use(seat, yokai, enemy)
