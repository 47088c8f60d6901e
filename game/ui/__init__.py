"""The table framework: pygame only. Scenes, sprites, tweens, drag and drop,
layouts, theme and text. Nothing here knows a game's rules; tables turn a
game's ``view(player)`` and ``legal_actions()`` into sprites and gestures."""
