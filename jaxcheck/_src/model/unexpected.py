"""``report.unexpected``, a count that knows its report, and a report's one-line repr.

``assert not report.unexpected`` is the test the README teaches. The count is an ``int``
(0 is falsy, it adds and compares as before, JSON writes a number), but it keeps the
report it counts, so that pytest's plugin (``embed/pytest_plugin.py``) finds the report
behind a failing assert and prints the failure view: which function, what changed, the
fix. And a report's repr is one line, never the whole nested dataclass (kilobytes) that
pytest would otherwise print in its ``where 1 = Report(...)`` line.

Standard library only and no import of ``report.py`` (which imports this): the report is
read by its attributes.
"""

from __future__ import annotations

from typing import Any

#: the longest a repr's first failure is shown before it is cut with ``…``
SHOWN = 160


class Unexpected(int):
    """How many things fail a report (``report.unexpected``), with the report it counts
    (``.report``; None for a count made by hand)."""

    report: Any

    def __new__(cls, count: int, report: Any = None) -> Unexpected:
        made = super().__new__(cls, count)
        made.report = report
        return made

    def __repr__(self) -> str:
        return int.__repr__(self)  # `assert not 1`, as for any count

    def __reduce__(self):  # copies and pickles are plain counts: the report stays behind
        return (int, (int(self),))


def _cut(text: str) -> str:
    return text if len(text) <= SHOWN else text[:SHOWN - 1] + "…"


def first_failure(report: Any) -> str | None:
    """The first thing that fails ``report``, in a few words: a target's error, a
    function's first unexpected recompile (where, and its causes), a finding, a
    variation, a budget, a regression, a divergence; None when nothing fails."""
    for ep in report.entrypoints:
        if ep.error is not None:
            return f"{ep.target} raised {ep.error.type}: {ep.error.message}"
        for fn in ep.functions:
            for event in fn.unexpected_recompiles:
                causes = "; ".join(c.describe() for c in event.causes) or "unknown"
                at = f" at {event.call_site}" if event.call_site else ""
                return f"{fn.name}{at}: {causes}"
        if ep.finding:
            return f"{ep.target}: {ep.finding}"
        for v in ep.variations:
            if not v.expected:
                return f"{ep.target}: variation {v.axis} of {v.path}: {v.result}, " \
                       f"expected {v.policy}"
        for o in ep.overruns:
            return o.describe()
        for text in ep.regressions:
            return f"regression: {text}"
    for d in report.divergences:
        return f"{d.function} compiled different programs in the processes of one job"
    return None


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def report_repr(report: Any) -> str:
    """``Report(2 targets, 3 compiles, 1 unexpected: step at train.py:13: shape at x:
    f32[32,8] → f32[4,8])``: the counts and the first failure, on one line."""
    parts = [_plural(len(report.entrypoints), "target"), _plural(report.compiles, "compile")]
    first = first_failure(report)
    if report.unexpected or first is not None:
        parts.append(f"{int(report.unexpected)} unexpected"
                     + (f": {_cut(first)}" if first else ""))
    else:
        parts.append("nothing unexpected")
    if report.interrupted:
        parts.append("interrupted")
    return f"Report({', '.join(parts)})"
