"""The log in English names the teams as the rulebook does ("Team B"), never "Team b"
(issue 33: a sentence began with ``str.capitalize()``, which lowers every other letter)."""
from game.engine import Log

from .helpers import do, new, texts


def test_a_team_b_line_begins_with_team_b():
    s = new(2, seed=5)
    lines = []
    while s.phase == "setup":
        acts = sorted(texts(s))
        add = [a for a in acts if " add " in f" {a.split(':', 1)[1]}" and not a.endswith(" -")]
        for e in do(s, add[0] if add else acts[0]):
            if isinstance(e, Log):
                lines.append(e.line("en"))
    begun = [line for line in lines if line.lower().startswith("team b")]
    assert begun, lines
    assert all(line.startswith("Team B") for line in begun), begun
