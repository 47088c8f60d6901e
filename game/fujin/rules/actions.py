"""式神符陣 actions: frozen values, their text forms and place ids.

Text forms (each round-trips through :func:`parse_action`)::

    mulligan T-006 O-009 | mulligan -        return cards before the first turn
    summon O-002 b2 N                         召喚 facing N/E/S/W
    inherit O-009 b2                          継承召喚 onto own shikigami at b2
    attack b2 b3                              single-target attack
    attack b2                                 area attack
    attack b2 +konshin | attack b2 +inshu     with 【渾身】 / 【飲酒】
    attack b1 hp | attack b1 draw             古箪笥's two choices
    heal b2 c3                                変面 heals an ally instead of attacking
    rotate b2 L | rotate b2 R                 回転 (L = 90° left, R = 90° right)
    rotate b2 c3 L                            玖龍街 at b2 turns the shikigami at c3
    use T-009 b2 E                            家鳴り: face b2 east
    use T-011 b2                              マヨヒガ on b2
    use T-010                                 琵琶牧々
    use O-010 b2 ken | use O-010 b2 nigiri    茨木の左腕 from own b2, 【拳】/【握】
    use O-011 b2 c3                           閻魔獄卒棒 from own b2 at enemy c3
    use O-012 b2                              鬼の酒 on b2
    end                                       end the main phase
    discard T-001 O-002 | discard -           end-of-turn discard step
    counter c2                                pending: which shikigami counters next
    lantern c2                                pending: 灯籠の精's ally to heal
    face keep | face L | face R               pending: 僵尸公主's facing after its move

Places (:class:`~game.engine.Place`): a card in the hand of the seat to move
(``hand:<card>``), a cell of the 九宮盤 (``cell:b2``), the whole 間合 of the
shikigami at a cell (``area:b2``: an area attack), a button (``button:end``).
Events name the zones of a seat: ``hand@0``, ``deck@0``, ``grave@0``, and the
spot where a 霊具 shows while it works, ``play``.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import Action, IllegalAction, Place, button
from .board import CELL_INDEX, CELL_NAMES, ORIENT_INDEX, ORIENTS
from .cards import CARDS


def hand(card: str) -> Place:
    """A card in the hand of the seat to move."""
    return Place("hand", None, card)


def cell(c: int | str) -> Place:
    """A cell of the 九宮盤, by index or name."""
    return Place("cell", None, c if isinstance(c, str) else CELL_NAMES[c])


def area(c: int | str) -> Place:
    """Every cell the shikigami at ``c`` (index or name) reaches (its area attack)."""
    return Place("area", None, c if isinstance(c, str) else CELL_NAMES[c])


def zone(kind: str, seat: int) -> Place:
    """A seat's ``hand``, ``deck`` or ``grave`` as a whole (events: where cards come and go)."""
    return Place(kind, seat)


PLAY = Place("play")


def _c(i: int | None) -> str:
    return CELL_NAMES[i] if i is not None else "-"


def _cards_text(cards: tuple[str, ...]) -> str:
    return " ".join(cards) if cards else "-"


@dataclass(frozen=True, slots=True)
class Mulligan(Action):
    cards: tuple[str, ...] = ()

    def text(self) -> str:
        return "mulligan " + _cards_text(self.cards)


@dataclass(frozen=True, slots=True)
class Summon(Action):
    card: str
    cell: int
    orient: int

    def text(self) -> str:
        return f"summon {self.card} {CELL_NAMES[self.cell]} {ORIENTS[self.orient]}"

    @property
    def source(self) -> Place:
        return hand(self.card)

    @property
    def target(self) -> Place:
        return cell(self.cell)

    @property
    def facing(self) -> int:
        return self.orient


@dataclass(frozen=True, slots=True)
class Inherit(Action):
    card: str
    cell: int

    def text(self) -> str:
        return f"inherit {self.card} {CELL_NAMES[self.cell]}"

    @property
    def source(self) -> Place:
        return hand(self.card)

    @property
    def target(self) -> Place:
        return cell(self.cell)


ATTACK_MODES = ("", "konshin", "inshu", "hp", "draw")


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """``target`` None = area attack (or 古箪笥 with mode hp/draw)."""
    cell: int
    target_cell: int | None = None
    mode: str = ""

    def text(self) -> str:
        t = "attack " + CELL_NAMES[self.cell]
        if self.target_cell is not None:
            t += " " + CELL_NAMES[self.target_cell]
        if self.mode in ("hp", "draw"):
            t += " " + self.mode
        elif self.mode:
            t += " +" + self.mode
        return t

    @property
    def is_area(self) -> bool:
        """An area attack: everyone in the 間合 is hit (古箪笥's two uses target no one)."""
        return self.target_cell is None and self.mode not in ("hp", "draw")

    @property
    def source(self) -> Place:
        return cell(self.cell)

    @property
    def target(self) -> Place:
        if self.target_cell is not None:
            return cell(self.target_cell)
        if self.mode in ("hp", "draw"):
            return cell(self.cell)
        return area(self.cell)


@dataclass(frozen=True, slots=True)
class Heal(Action):
    cell: int
    target_cell: int

    def text(self) -> str:
        return f"heal {CELL_NAMES[self.cell]} {CELL_NAMES[self.target_cell]}"

    @property
    def source(self) -> Place:
        return cell(self.cell)

    @property
    def target(self) -> Place:
        return cell(self.target_cell)


@dataclass(frozen=True, slots=True)
class Rotate(Action):
    """``target_cell`` None = the shikigami turns itself; else 玖龍街 turns another."""
    cell: int
    direction: str  # "L" or "R"
    target_cell: int | None = None

    def text(self) -> str:
        if self.target_cell is None:
            return f"rotate {CELL_NAMES[self.cell]} {self.direction}"
        return f"rotate {CELL_NAMES[self.cell]} {CELL_NAMES[self.target_cell]} {self.direction}"

    @property
    def source(self) -> Place:
        return cell(self.cell)

    @property
    def target(self) -> Place:
        return cell(self.cell if self.target_cell is None else self.target_cell)


@dataclass(frozen=True, slots=True)
class Use(Action):
    """霊具. ``orient`` for 家鳴り, ``mode`` ken/nigiri for 茨木の左腕,
    ``target_cell`` the enemy for 閻魔獄卒棒."""
    card: str
    cell: int | None = None
    orient: int | None = None
    mode: str = ""
    target_cell: int | None = None

    def text(self) -> str:
        t = "use " + self.card
        if self.cell is not None:
            t += " " + CELL_NAMES[self.cell]
        if self.target_cell is not None:
            t += " " + CELL_NAMES[self.target_cell]
        if self.orient is not None:
            t += " " + ORIENTS[self.orient]
        if self.mode:
            t += " " + self.mode
        return t

    @property
    def source(self) -> Place:
        return hand(self.card)

    @property
    def target(self) -> Place | None:
        if self.target_cell is not None:
            return cell(self.target_cell)
        if self.cell is not None:
            return cell(self.cell)
        return None

    @property
    def facing(self) -> int | None:
        return self.orient


@dataclass(frozen=True, slots=True)
class End(Action):
    def text(self) -> str:
        return "end"

    @property
    def source(self) -> Place:
        return button("end")


@dataclass(frozen=True, slots=True)
class Discard(Action):
    cards: tuple[str, ...] = ()

    def text(self) -> str:
        return "discard " + _cards_text(self.cards)

    @property
    def source(self) -> Place:
        return button("discard")


@dataclass(frozen=True, slots=True)
class Counter(Action):
    cell: int

    def text(self) -> str:
        return "counter " + CELL_NAMES[self.cell]

    @property
    def source(self) -> Place:
        return cell(self.cell)

    @property
    def target(self) -> Place:
        return cell(self.cell)


@dataclass(frozen=True, slots=True)
class Lantern(Action):
    cell: int

    def text(self) -> str:
        return "lantern " + CELL_NAMES[self.cell]

    @property
    def target(self) -> Place:
        return cell(self.cell)


FACE_CHOICES = ("keep", "L", "R")


@dataclass(frozen=True, slots=True)
class Face(Action):
    choice: str  # keep / L / R

    def text(self) -> str:
        return "face " + self.choice

    @property
    def source(self) -> Place:
        return button("face")


# ---------------------------------------------------------------- interning
# Legal-action generation hands out shared instances (cheap: no constructor).
SUMMONS: dict[str, tuple[tuple[Summon, ...], ...]] = {}
ATTACK_AREA = tuple(Attack(c) for c in range(9))
ATTACK_SINGLE = tuple(tuple(Attack(c, t) for t in range(9)) for c in range(9))
ROTATE_SELF = tuple((Rotate(c, "L"), Rotate(c, "R")) for c in range(9))
END = End()
DISCARD_NONE = Discard(())
MULLIGAN_NONE = Mulligan(())
FACES = tuple(Face(c) for c in FACE_CHOICES)


def summons_for(card: str) -> tuple[tuple[Summon, ...], ...]:
    t = SUMMONS.get(card)
    if t is None:
        t = tuple(tuple(Summon(card, c, o) for o in range(4)) for c in range(9))
        SUMMONS[card] = t
    return t


# ---------------------------------------------------------------- parsing
def _bad(text: str) -> IllegalAction:
    return IllegalAction(f"読めない行動です: 「{text}」", f"Cannot read action: '{text}'",
                         rule="FJ-5")


def _cell(tok: str, text: str) -> int:
    c = CELL_INDEX.get(tok)
    if c is None:
        raise _bad(text)
    return c


def _card(tok: str, text: str) -> str:
    if tok not in CARDS:
        raise IllegalAction(f"そのようなカードはありません: {tok}", f"No such card: {tok}",
                            rule="FJ-15")
    return tok


def _card_list(toks: list[str], text: str) -> tuple[str, ...]:
    if toks == ["-"]:
        return ()
    if not toks:
        raise _bad(text)
    ids = [_card(t, text) for t in toks]
    if len(set(ids)) != len(ids):
        raise _bad(text)
    return tuple(sorted(ids))


def parse_action(text: str) -> Action:
    toks = text.split()
    if not toks:
        raise _bad(text)
    verb, args = toks[0], toks[1:]
    n = len(args)
    if verb == "mulligan":
        return Mulligan(_card_list(args, text))
    if verb == "discard":
        return Discard(_card_list(args, text))
    if verb == "end" and n == 0:
        return END
    if verb == "summon" and n == 3:
        if args[2] not in ORIENT_INDEX:
            raise _bad(text)
        return Summon(_card(args[0], text), _cell(args[1], text), ORIENT_INDEX[args[2]])
    if verb == "inherit" and n == 2:
        return Inherit(_card(args[0], text), _cell(args[1], text))
    if verb == "attack" and 1 <= n <= 3:
        cell = _cell(args[0], text)
        rest = args[1:]
        target = None
        mode = ""
        if rest and rest[0] in CELL_INDEX:
            target = CELL_INDEX[rest.pop(0)]
        if rest:
            m = rest.pop(0)
            if m in ("hp", "draw") and target is None:
                mode = m
            elif m in ("+konshin", "+inshu"):
                mode = m[1:]
            else:
                raise _bad(text)
        if rest:
            raise _bad(text)
        return Attack(cell, target, mode)
    if verb == "heal" and n == 2:
        return Heal(_cell(args[0], text), _cell(args[1], text))
    if verb == "rotate" and n in (2, 3):
        d = args[-1]
        if d not in ("L", "R"):
            raise _bad(text)
        cell = _cell(args[0], text)
        return Rotate(cell, d, _cell(args[1], text) if n == 3 else None)
    if verb == "use" and 1 <= n <= 3:
        card = _card(args[0], text)
        rest = args[1:]
        cell = orient = target = None
        mode = ""
        if rest:
            cell = _cell(rest.pop(0), text)
        if rest:
            tok = rest.pop(0)
            if tok in CELL_INDEX:
                target = CELL_INDEX[tok]
            elif tok in ORIENT_INDEX:
                orient = ORIENT_INDEX[tok]
            elif tok in ("ken", "nigiri"):
                mode = tok
            else:
                raise _bad(text)
        return Use(card, cell, orient, mode, target)
    if verb == "counter" and n == 1:
        return Counter(_cell(args[0], text))
    if verb == "lantern" and n == 1:
        return Lantern(_cell(args[0], text))
    if verb == "face" and n == 1 and args[0] in FACE_CHOICES:
        return Face(args[0])
    raise _bad(text)
