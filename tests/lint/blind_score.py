"""Scoring `jaxcheck lint` on a corpus written apart from it (a "blind" corpus).

A blind corpus is a folder of cases, each a folder with ``main.py`` (sometimes other
modules beside it) and ``truth.json``: its ``kind`` (``pitfall`` or ``lookalike``), the
compile counts JAX's own log gave when ``main.py`` ran (``functions``), the functions that
recompiled (``recompiled``), and the lines that make the pitfall (``lines``: file, line,
role). The truth is fixed by running each case under ``JAX_LOG_COMPILES``, never by lint.

Each case is linted as a project of its own (every ``.py`` file of its folder, as
``jaxcheck lint`` in that folder would), then scored:

* a pitfall is **found** when lint reports anything in the case; it is **found on a
  line** when a finding sits on one of the truth's ``lines`` (the stricter figure);
* a look-alike with any finding is a **false positive**.

:func:`score` gives one :class:`Case` per folder; :func:`table` the figures per class
(the truth's ``class`` if it has one, else its ``domain``) and overall.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from jaxcheck._src.lint import Finding, LintConfig, lint_files


@dataclass
class Case:
    name: str
    kind: str  # "pitfall" or "lookalike"
    group: str  # the truth's class (or domain): what the table sums over
    lines: frozenset[tuple[str, int]]  # (file, line) the truth names
    findings: list[Finding] = field(default_factory=list)

    @property
    def flagged(self) -> bool:
        return bool(self.findings)

    @property
    def on_line(self) -> bool:
        """A finding on one of the lines the truth names."""
        return any((f.path, f.line) in self.lines for f in self.findings)


def cases(folder: Path) -> list[Path]:
    """The case folders of a corpus folder: each with a ``main.py`` and a ``truth.json``."""
    return sorted(p for p in folder.iterdir()
                  if (p / "main.py").is_file() and (p / "truth.json").is_file())


def lint_case(case: Path) -> list[Finding]:
    """Lint one case folder as a project; paths in findings are relative to it."""
    files = sorted(p for p in case.rglob("*.py")
                   if not any(part.startswith(".") for part in p.relative_to(case).parts))
    found = lint_files(files, LintConfig(root=case))
    out = []
    for f in found:
        path = Path(f.path)
        rel = path.relative_to(case).as_posix() if path.is_absolute() else \
            Path(f.path).resolve().relative_to(case.resolve()).as_posix()
        out.append(Finding(rel, f.line, f.col, f.code, f.message, f.fix))
    return out


def score(folders: list[Path]) -> list[Case]:
    """Every case of every corpus folder, linted and ready to sum."""
    out = []
    for folder in folders:
        for case in cases(folder):
            truth = json.loads((case / "truth.json").read_text())
            lines = frozenset((ref["file"], int(ref["line"]))
                              for ref in truth.get("lines", []))
            group = str(truth.get("class") or truth.get("domain") or "-")
            out.append(Case(f"{folder.name}/{case.name}", truth["kind"], group, lines,
                            lint_case(case)))
    return out


@dataclass
class Row:
    pitfalls: int = 0
    found: int = 0
    on_line: int = 0
    lookalikes: int = 0
    false_positives: int = 0

    def add(self, case: Case) -> None:
        if case.kind == "pitfall":
            self.pitfalls += 1
            self.found += case.flagged
            self.on_line += case.on_line
        else:
            self.lookalikes += 1
            self.false_positives += case.flagged

    @property
    def recall(self) -> float:
        return self.found / self.pitfalls if self.pitfalls else 1.0

    @property
    def line_recall(self) -> float:
        return self.on_line / self.pitfalls if self.pitfalls else 1.0


def totals(scored: list[Case]) -> tuple[Row, dict[str, Row]]:
    """The overall row and one row per class."""
    whole, by_group = Row(), defaultdict(Row)
    for case in scored:
        whole.add(case)
        by_group[case.group].add(case)
    return whole, dict(sorted(by_group.items()))


def table(scored: list[Case]) -> str:
    """The figures as a Markdown table: per class, then all."""
    whole, by_group = totals(scored)
    rows = ["| class | pitfalls | found | recall | on a truth line | look-alikes | "
            "false positives |", "| --- | --- | --- | --- | --- | --- | --- |"]
    for name, row in [*by_group.items(), ("all", whole)]:
        rows.append(f"| {name} | {row.pitfalls} | {row.found} | {row.recall:.0%} | "
                    f"{row.on_line} ({row.line_recall:.0%}) | {row.lookalikes} | "
                    f"{row.false_positives} |")
    return "\n".join(rows)
