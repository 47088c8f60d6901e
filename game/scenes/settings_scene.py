"""Settings: language, display, animation speed, volume and mute, UI scale,
colour-blind palette, undo against the computer, the odds overlay. Every change applies at
once and is saved (atomically) straight away."""
from __future__ import annotations

from game import i18n
from game.i18n import t
from game.ui.menu import DIM, H, Item, Menu, MenuScene, W, blit_text
from game.settings import ANIM_SPEEDS, UI_SCALES, VOLUME_STEP


def _cycle(values, current, delta):
    try:
        i = values.index(current)
    except ValueError:
        i = 0
    return values[(i + delta) % len(values)]


def _on_off(flag: bool) -> str:
    return t("menu.on") if flag else t("menu.off")


def _times(v: float) -> str:
    return f"×{v:g}"


class SettingsScene(MenuScene):
    name = "settings"
    title_key = "menu.settings.title"
    subtitle_key = "menu.settings.subtitle"

    @property
    def s(self):
        return self.app.settings

    def build_menu(self) -> Menu:
        s = self.s
        items = [
            Item("lang", "menu.settings.lang", value=lambda: t(f"menu.lang.{s.lang}"), adjust=self.set_lang),
            Item("display", "menu.settings.display",
                 value=lambda: t("menu.settings.fullscreen" if s.fullscreen else "menu.settings.window"),
                 adjust=lambda d: self.app.set_fullscreen(not s.fullscreen)),
            Item("anim", "menu.settings.anim",
                 value=lambda: t("menu.settings.anim_off") if s.anim_speed == 0 else _times(s.anim_speed),
                 adjust=lambda d: self.change("anim_speed", _cycle(ANIM_SPEEDS, s.anim_speed, d))),
            Item("volume", "menu.settings.volume", value=lambda: f"{round(s.volume * 100)}%",
                 adjust=self.set_volume),
            Item("mute", "menu.settings.mute", value=lambda: _on_off(s.muted),
                 adjust=lambda d: self.change("muted", not s.muted)),
            Item("ui_scale", "menu.settings.ui_scale", value=lambda: _times(s.ui_scale),
                 adjust=lambda d: self.change("ui_scale", _cycle(UI_SCALES, s.ui_scale, d))),
            Item("colorblind", "menu.settings.colorblind", value=lambda: _on_off(s.colorblind),
                 adjust=lambda d: self.change("colorblind", not s.colorblind)),
            Item("undo", "menu.settings.undo", value=lambda: _on_off(s.undo_vs_computer),
                 adjust=lambda d: self.change("undo_vs_computer", not s.undo_vs_computer)),
            Item("odds", "menu.settings.odds", value=lambda: _on_off(s.show_odds),
                 adjust=lambda d: self.change("show_odds", not s.show_odds)),
            Item("auto_judgement", "menu.settings.auto_judgement", value=lambda: _on_off(s.auto_continue_judgement),
                 adjust=lambda d: self.change("auto_continue_judgement", not s.auto_continue_judgement)),
            Item("confirm_early_end", "menu.settings.confirm_early_end", value=lambda: _on_off(s.confirm_early_end),
                 adjust=lambda d: self.change("confirm_early_end", not s.confirm_early_end)),
            Item("back", "menu.back", self.back),
        ]
        menu = Menu(self.app, items, (W - 820) // 2, 136, 820, 40, 6, size=22, value_w=340)
        back = menu.item("back").rect
        back.update(back.x, back.y + 8, 240, back.h)
        return menu

    # changes ---------------------------------------------------------------
    def change(self, field: str, value) -> None:
        setattr(self.s, field, value)
        self.s.normalised()
        if field in ("volume", "muted"):
            self.app.apply_volume()
        if field == "ui_scale":
            self.app.apply_ui_scale()
        self.app.save_settings()

    def set_lang(self, delta: int) -> None:
        lang = _cycle(i18n.LANGS, self.s.lang, delta)
        self.change("lang", lang)
        i18n.set_lang(lang)   # listeners drop cached text: every scene redraws in the new language

    def set_volume(self, delta: int) -> None:
        v = round(self.s.volume + delta * VOLUME_STEP, 2)
        if v > 1.0 + 1e-9:
            v = 0.0
        elif v < -1e-9:
            v = 1.0
        self.change("volume", v)
        if self.s.muted and delta:
            self.change("muted", False)

    def draw(self, surface) -> None:
        super().draw(surface)
        blit_text(surface, t("menu.hint.nav_adjust"), 18, DIM, bottomright=(W - 64, H - 36))
