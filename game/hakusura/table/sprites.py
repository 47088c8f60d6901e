"""The ハクスラ陰陽師 table's sprites: characters with their HP cards and equipment
(edge cards), enemies with HP cards and lap badges, and the cards laid out from the
display mirror (hands, slots, used cards, shikigami, loot, the solo pool and flips)."""
from __future__ import annotations

import pygame

from game.hakusura.rules.cards import HP_CAP
from game.hakusura.table import faces, hud, words
from game.i18n import t
from game.ui import theme
from game.ui.attachments import Badge, EdgeCard, HpCard
from game.ui.layout import load_layout
from game.ui.sprites import CardSprite
from game.ui.tween import ease_in_quad, ease_out_cubic, linear

ENEMY_ZONE = {"yokai:0": "enemy.0", "yokai:1": "enemy.1", "minion": "enemy.0", "boss": "enemy.1"}


def sync_char(tb, s) -> None:
    key = f"c:{s.character}:{1 if s.evolved else 0}"
    sprite = tb.chars.get(s.seat)
    home = tb.char_rect(s.seat).center
    if sprite is None or sprite.card[:-1] != key[:-1]:
        sprite = CardSprite(key, f"char:{s.seat}", home, renderer=tb.face, size=tb.CHAR_SIZE)
        sprite.attach(HpCard(sprite, s.hp, ((11, HP_CAP), (1, 10)), side="top", stepped=True))
        tb.chars[s.seat] = sprite
        for k in [k for k in tb.edges if k[0] == s.seat]:
            del tb.edges[k]
    else:
        if sprite.card != key and sprite.squash >= 1.0:      # not while it turns over
            sprite.set_card(key)
        if not sprite.tweens.busy:
            sprite.set_pos(home)
            sprite.home = sprite.pos
    if not sprite.busy:
        sprite.alpha = 110 if s.down else 255
    card = sprite.attached(HpCard)[0]
    if card.value != s.hp and not card.busy:
        card.set_value(s.hp, 0.0)
    want = {(s.seat, e, y) for e in ("left", "right", "bottom") for y in getattr(s, e)}
    for k in list(tb.edges):
        if k[0] == s.seat and k not in want:
            sprite.detach(tb.edges.pop(k))
    for edge in ("left", "right", "bottom"):
        for y in getattr(s, edge):
            if (s.seat, edge, y) not in tb.edges:
                tb.equip_edge(s.seat, y, edge, animate=False)



def equip_edge(tb, seat: int, yid: str, edge: str, animate: bool) -> float:
    """Tuck ``yid`` under seat's character with its ``edge`` band showing."""
    host = tb.chars.get(seat)
    if host is None or (seat, edge, yid) in tb.edges:
        return 0.0
    index = sum(1 for k in tb.edges if k[0] == seat and k[1] == edge)
    size = tb.CHAR_SIZE
    card = EdgeCard(yid, lambda y=yid: faces.render("s:" + y, size, True, tb.lang), edge,
                    band=faces.band_width(size[0]), index=index)
    # under the character, after its HP card: the HP card stays nearest the host
    host.attachments.insert(0, card)
    tb.edges[(seat, edge, yid)] = card
    tb.pulse((seat, words.EDGE_STAT[edge]))
    return card.slide_in(0.45) if animate else 0.0



def sync_enemies(tb) -> None:
    view = tb.view
    live = set()
    for e in view.enemies:
        live.add(e.place)
        key = ("b:" if e.kind == "boss" else "y:") + e.card
        sprite = tb.enemy_sprites.get(e.place)
        if sprite is None or sprite.card not in (key, "s:" + e.card):
            sprite = tb.new_enemy(e.place, key, e.hp, e.laps if e.kind == "boss" else 1)
        card = tb.hp_card(e.place)
        if card is not None and card.value != e.hp and not card.busy:
            card.set_value(e.hp, 0.0)
        if not sprite.busy:
            sprite.alpha = 255 if e.alive else 120
    for place in [p for p in tb.enemy_sprites if p not in live]:
        del tb.enemy_sprites[place]



def new_enemy(tb, place: str, key: str, hp: int, laps: int) -> CardSprite:
    r = tb.enemy_card_rect(place)
    sprite = CardSprite(key, place, r.center, renderer=tb.face, size=tb.ENEMY_SIZE)
    sprite.attach(HpCard(sprite, hp, ((1, 12),), laps=laps, stepped=True))
    if laps > 1:
        sprite.attach(Badge(lambda s=sprite: tb.lap_text(s), (110, 20, 30), "top", 14, outside=False,
                            inset=(0, -16), edge=theme.GOLD))
    tb.enemy_sprites[place] = sprite
    return sprite



def lap_text(tb, sprite) -> str:
    cards = sprite.attached(HpCard)
    if not cards:
        return ""
    c = cards[0]
    return t("hakusura.lap", lap=c.laps - c.lap + 1, laps=c.laps)



def start_battle(tb, e) -> None:
    """A battle begins: its enemies come in (the layout may change for the boss)."""
    tb.enemy_sprites.clear()
    tb.disp.loot = []
    tb.loot_places.clear()
    tb.acted.clear()
    kind = e.kind
    name = "hakusura-solo" if tb.view.mode == "solo" else ("hakusura-boss" if kind == "boss" else "hakusura-2p")
    if name != tb.layout.name:
        tb.layout = load_layout(name, required=tb.layout_zones)
        tb.zone = {n: z.prect for n, z in tb.layout.zones.items()}
        tb._static_key = None
    for place, card, hp in e.enemies:
        boss = place == "boss"
        sprite = tb.new_enemy(place, ("b:" if boss else "y:") + card, hp, hp // 12 if boss else 1)
        end = sprite.pos
        sprite.pos = (end[0], end[1] - 260)
        sprite.move_to(end, 0.45, ease_out_cubic)
    tb.relayout()



def enemy_card_rect(tb, place: str) -> pygame.Rect:
    z = tb.zone[ENEMY_ZONE.get(place, "enemy.0")]
    w, h = tb.ENEMY_SIZE
    return pygame.Rect(z.x + 12, z.y + 8, w, h)




def relayout(tb) -> None:
    view, d = tb.view, tb.disp
    cards: dict[str, CardSprite] = {}
    held = tb.drag.held_sprite

    def put(place, key, pos, size, face_up=True):
        old = tb.cards.get(place)
        if old is not None and old is held:
            cards[place] = old
            return old
        if old is not None and old.card == key and old.face_up == face_up and old.size == size:
            sprite = old
            if not sprite.tweens.busy:
                sprite.set_pos(pos)
            sprite.home = (float(pos[0]), float(pos[1]))
        else:
            sprite = CardSprite(key, place, pos, renderer=tb.face, size=size, face_up=face_up)
        cards[place] = sprite
        return sprite

    for s in view.seats:
        if s.empty:
            continue
        sd = d.seats[s.seat]
        seat = s.seat
        hand = tb.zone[f"seat.{seat}.hand"]
        shown = sd.hand if tb.hand_visible(seat) else []
        for card, pos in zip(shown, hud.row_slots(hand, len(shown), tb.HAND_SIZE[0])):
            put(f"hand:{seat}:{card}", "h:" + card, pos, tb.HAND_SIZE)
        slot = tb.zone[f"seat.{seat}.slot"]
        for i, (card, up) in enumerate(sd.slot):
            pos = (slot.centerx + 10 * i, slot.centery + 6 * i)
            sp = put(f"slot:{seat}" if i == 0 else f"slot:{seat}:{i}", "h:" + card if card else None, pos,
                     tb.SLOT_SIZE, up)
            sp.peek = card if (card and not up and seat == tb.viewer) else None
        used = tb.zone[f"seat.{seat}.used"]
        for i, card in enumerate(sd.used):
            put(f"used:{seat}:{card}", "h:" + card, (used.centerx, used.y + 30 + i * 22), tb.USED_SIZE)
        zone = tb.zone[f"seat.{seat}.shiki"]
        for y, pos in zip(sd.shiki, hud.grid_slots(zone, len(sd.shiki), tb.SHIKI_SIZE)):
            key = ("u:" if y in sd.flipped else "s:") + y
            put(f"shiki:{seat}:{y}", key, pos, tb.SHIKI_SIZE)
    arena = tb.zone["arena"]
    if d.loot:
        free = [p for p in ("yokai:0", "yokai:1") if p not in tb.loot_places.values()]
        for y in d.loot:
            place = tb.loot_places.get(y) or (free.pop(0) if free else "yokai:0")
            put(f"loot:{y}", "s:" + y, tb.enemy_card_rect(place).center, tb.LOOT_SIZE)
    pool = tb.pool()
    if pool:
        size = (88, 124)
        for y, pos in zip(pool, hud.row_slots(arena, len(pool), size[0], 12)):
            put(f"pool:{y}", "s:" + y, pos, size)
    if view.mode == "solo" and "empty" in tb.zone:
        z = tb.zone["empty"]
        for i, card in enumerate(view.flips_left):
            put(f"empty:{card}", "h:" + card, (z.x + 60 + i * 50, z.y + 92), tb.FLIP_SIZE)
    for place, card in d.flips.items():
        if card and place in tb.enemy_sprites:
            put(f"flip:{place}", "h:" + card, tb.place_centre(f"flip:{place}"), tb.FLIP_SIZE)
    tb.cards = cards



def pool(tb) -> list[str]:
    """The solo game's starting shikigami to choose from (the level's pile), while asked."""
    view = tb.view
    if view.pending is None or view.pending.kind != "start_shiki":
        return []
    lv = dict(view.level).get("start_shiki", 0)
    pile = dict(view.piles).get(lv, ())
    return [y for y in pile if y not in tb.taken_pool]



def hand_visible(tb, seat: int) -> bool:
    """Hands are public (5.3), but a seat that laid a card face down keeps the rest in hand
    unseen: the others see backs, never which card is missing."""
    s = tb.view.seat(seat)
    if seat == tb.viewer or seat in tb.visible_seats():
        return True
    return not (s.committed and s.pick is None)



def slot_sprite(tb, seat: int) -> CardSprite | None:
    return tb.cards.get(f"slot:{seat}")



def turn_over(tb, sprite: CardSprite, key: str, duration: float = 0.4) -> float:
    """Turn ``sprite`` over to show ``key`` (a yokai to its shikigami face, a character
    to its back): it narrows, changes face at the middle and widens again."""
    done = [False]

    def progress(p: float) -> None:
        sprite.squash = abs(1.0 - 2.0 * p)
        if p >= 0.5 and not done[0]:
            done[0] = True
            sprite.set_card(key, face_up=True)

    def end() -> None:
        sprite.squash = 1.0
        if not done[0]:
            sprite.set_card(key, face_up=True)
    sprite.tweens.tween(sprite, progress, 0.0, 1.0, duration, linear, end)
    return duration



def timeline_soon(tb, delay: float, fn) -> None:
    """Run ``fn`` after ``delay`` seconds without holding up the event queue."""
    tb.fx.tween(object(), lambda v: None, 0.0, 1.0, delay, linear, fn)



def strike(tb, src: str, target: str) -> float:
    """A blow: the striker leans in and a slash travels to its target."""
    start, end = tb.place_centre(src), tb.place_centre(target)
    tb.anim.lunge(src, target, 0.3)
    item = [start, end, 0.0]
    tb.strikes.append(item)
    tb.fx.tween(item, lambda v, it=item: it.__setitem__(2, v), 0.0, 1.0, 0.3, ease_in_quad,
                  lambda it=item: it in tb.strikes and tb.strikes.remove(it))
    return 0.3
