"""The table framework: the coordinator every game's table is (``table.GameTable``,
declared by a ``spec.TableSpec``) and its parts.

``board`` (where things are), ``mirror`` (events → animation), ``words`` (what the
table says), ``controls``, ``picking`` (choosing several cards), ``flow`` (turns, the
computer, the curtain, undo), ``endgame``, ``keyring`` (keyboard play, "why not" → F1),
``saving``, ``layers``, ``seats`` (who sits where, modes), ``runs`` (screenshots,
smoke runs, the bench). The kit of drawn pieces is ``game.ui.kit``; card attachments
are ``game.ui.attachments``.
"""
