"""What a rule is and what it reports: :class:`Rule`, :class:`Finding`, and the
:class:`Fix` (a few :class:`Edit` s) a finding may carry.

Plain frozen dataclasses: the walk makes them, the engine filters them, ``--fix`` applies
their edits and the renderers print them; none of those needs more than their fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Rule:
    """One rule: its stable code and name, the one-line summary, the explanation that
    `--explain` prints, and the fix it suggests (``--fix`` applies it where safe).

    Whether a rule runs at all is asked before it runs (:meth:`.Checker.on`, from the
    config's select/ignore/per-file-ignores), so a disabled rule costs nothing."""

    code: str
    name: str
    summary: str
    explanation: str
    fix: str = ""


@dataclass(frozen=True)
class Edit:
    """Replace the source from (line, col) to (end_line, end_col) with ``text``: lines
    1-based, columns 0-based in UTF-8 bytes (as ``ast`` gives them); equal ends insert."""

    line: int
    col: int
    end_line: int
    end_col: int
    text: str


@dataclass(frozen=True)
class Fix:
    """Edits that remove one finding. ``safe``: cannot change what the program computes
    (applied by ``--fix``); otherwise only with ``--unsafe-fixes``."""

    title: str
    edits: tuple[Edit, ...]
    safe: bool = True


@dataclass(frozen=True, order=True)
class Finding:
    """One problem: where (1-based line and column), which rule, and what to do."""

    path: str
    line: int
    col: int
    code: str
    message: str
    fix: Fix | None = field(default=None, compare=False)
