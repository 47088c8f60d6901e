"""調伏判定 as the table and the log show it: each candidate's 霊力 and its terms, who
succeeded, who was weakest, what each lost or gained — built from the plain record
the judgement keeps in the state (``s.judgement``)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class JudgeEntryView:
    seat: int
    shiki: str | None
    reiryoku: int
    parts: tuple[tuple[str, str, int], ...]
    over: str | None          # power / four ([四瓶の禁忌]) / kyubi
    inn: bool                 # [隠れ宿]: out of every decision
    success: bool
    perfect: bool
    weakest: bool
    marks: int                # 継承印 gained (or lost by 貧乏神)
    gofu: int                 # 護符 change
    notes: tuple[tuple[str, str], ...]
    #: ``parts`` as they read in a breakdown, (ja, en): see :func:`term`
    terms: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class JudgementView:
    round: int
    taikyu: int
    taikyu_parts: tuple[tuple[str, str, int], ...]
    entries: tuple[JudgeEntryView, ...]
    ura: bool                 # [裏星の導き] changed the success
    two: bool                 # two players: no weakest
    oya: int | None
    lost: tuple[tuple[int, str], ...]
    eliminated: tuple[int, ...]

    def exact_weakest(self) -> tuple[JudgeEntryView, ...]:
        """Exact hits that [裏星の導き] made 霊力最弱 instead of a success (OC-R20)."""
        return tuple(e for e in self.entries if e.weakest and e.reiryoku == self.taikyu and not e.over)


@dataclass(frozen=True, slots=True)
class JudgeStep:
    """One step of a judgement as it is told, in order: ``row`` (a challenger's 霊力 against
    鬼体力; over the limit, what it costs), ``success`` (who subdued the oni; ``perfect``:
    完全調伏 among them), ``weakest`` (霊力最弱, a 護符 lost), ``marks`` (継承印 gained),
    ``final`` (everything else each row gained or lost)."""
    kind: str
    entries: tuple[JudgeEntryView, ...] = ()
    perfect: bool = False


def steps(j: JudgementView) -> tuple[JudgeStep, ...]:
    """The judgement told step by step (章7-1): each row, the success, the weakest (when
    any), the marks (when any are gained), the rest."""
    winners = tuple(e for e in j.entries if e.success)
    weakest = tuple(e for e in j.entries if e.weakest)
    gainers = tuple(e for e in j.entries if e.marks > 0)
    return (*(JudgeStep("row", (e,)) for e in j.entries), JudgeStep("success", winners, any(e.perfect for e in winners)),
            *((JudgeStep("weakest", weakest),) if weakest else ()), *((JudgeStep("marks", gainers),) if gainers else ()),
            JudgeStep("final", j.entries))


def term(part) -> tuple[str, str]:
    """One term of a 霊力 breakdown as it reads, (ja, en): 「火6」 for a bottle at its printed
    value, 「火6（封じ）=0」 when the seal or 鼓舞鬼 changes it, 「鵺 3」 for the shikigami,
    「火車鬼 +2」 for a bonus (from ``power.reiryoku_parts``' labels)."""
    out = []
    for label, prefixes in ((part[0], ("小瓶 ", "式神 ")), (part[1], ("bottle ", "shikigami "))):
        bottle, shiki = (label.startswith(prefix) for prefix in prefixes)
        if bottle:
            label = label[len(prefixes[0]):]
            out.append(f"{label}={part[2]}" if "（" in label or "(" in label else label)
        else:
            out.append(f"{label[len(prefixes[1]):]} {part[2]}" if shiki else f"{label} {part[2]:+d}")
    return out[0], out[1]


def judgement_view(j: dict | None) -> JudgementView | None:
    if j is None:
        return None
    entries = tuple(JudgeEntryView(e["seat"], e["shiki"], e["reiryoku"],
                                   tuple(tuple(x) for x in e["parts"]), e["over"], e["inn"],
                                   e["success"], e["perfect"], e["weakest"], e["marks"],
                                   e["gofu"], tuple(tuple(x) for x in e["notes"]),
                                   tuple(term(x) for x in e["parts"]))
                    for e in j["entries"])
    return JudgementView(j["round"], j["taikyu"], tuple(tuple(x) for x in j["taikyu_parts"]),
                         entries, j["ura"], j["two"], j["oya"],
                         tuple(tuple(x) for x in j["lost"]), tuple(j["eliminated"]))
