"""``jaxcheck lint --fix`` / ``--diff``: apply the fixes the rules attach to findings.

A fix is a set of :class:`~.rules.Edit` s on one file. Fixes are applied in passes: each
pass lints the current text, takes the fixes whose edits do not touch one another, applies
them from the end of the file backwards, and checks that the result still parses (a fix
that would break the file is dropped, never written). The next pass starts from the new
text, until no fix is left (hoisting one jit can make the next one possible).
"""

from __future__ import annotations

import ast
import difflib
from collections import Counter

from .config import LintConfig
from .engine import lint_source
from .rules import Edit, Finding

#: passes over one file; each applies at least one fix or stops
MAX_PASSES = 20


def _offset(lines: list[bytes], line: int, col: int) -> int:
    """The byte offset of (1-based line, 0-based byte column) in the joined lines."""
    return sum(len(x) for x in lines[:line - 1]) + col


def _indent(line: bytes) -> bytes:
    return line[:len(line) - len(line.lstrip(b" \t"))]


def _inserted(new: bytes, lines: list[bytes], edit: Edit, newline: bytes) -> bytes:
    """An edit's text as this file writes it: its line breaks in the file's own ending
    (a CRLF file stays CRLF), and a line inserted before another with that line's own
    indentation when the rule wrote it in spaces of the same width (a file indented with
    tabs stays indented with tabs)."""
    if newline != b"\n":
        new = new.replace(b"\n", newline)
    if edit.col == 0 and (edit.line, edit.col) == (edit.end_line, edit.end_col) and \
            0 < edit.line <= len(lines):
        own = _indent(lines[edit.line - 1])
        if own and b" " * len(own) != own and new.startswith(b" " * len(own)):
            new = b"".join(own + x[len(own):] if x.startswith(b" " * len(own)) else x
                           for x in new.splitlines(keepends=True))
    return new


def apply_edits(text: str, edits: list[Edit], newline: str = "\n") -> str:
    """``text`` with ``edits`` (which must not overlap) applied; the line breaks they
    insert are ``newline``, the file's own."""
    data = text.encode("utf-8", "surrogateescape")
    lines = data.splitlines(keepends=True)
    ending = newline.encode()
    spans = sorted(((_offset(lines, e.line, e.col), _offset(lines, e.end_line, e.end_col),
                     _inserted(e.text.encode("utf-8", "surrogateescape"), lines, e, ending))
                    for e in edits), reverse=True)
    for start, end, new in spans:
        data = data[:start] + new + data[end:]
    return data.decode("utf-8", "surrogateescape")


def _overlaps(a: Edit, b: Edit) -> bool:
    start_a, end_a = (a.line, a.col), (a.end_line, a.end_col)
    start_b, end_b = (b.line, b.col), (b.end_line, b.end_col)
    return not (end_a < start_b or end_b < start_a)


def fixed_text(text: str, path: str, config: LintConfig | None, relpath: str | None,
               unsafe: bool = False, newline: str = "\n") -> tuple[str, int]:
    """``text`` with every applicable fix, and how many of its findings they remove: a
    finding whose fix takes two passes (a jit hoisted out of an inner loop, then out of
    the outer one) counts once, as the report counts it. The lines a fix inserts end in
    ``newline``, the file's own (:func:`.fixfile.newline_of`)."""
    before = lint_source(text, path, config, relpath)
    text, passes = _passes(text, path, config, relpath, unsafe, newline)
    if not passes:
        return text, 0
    after = lint_source(text, path, config, relpath)
    gone = Counter(f.code for f in before)
    gone.subtract(Counter(f.code for f in after))
    return text, sum(n for n in gone.values() if n > 0)


def _passes(text: str, path: str, config: LintConfig | None, relpath: str | None,
            unsafe: bool, newline: str) -> tuple[str, int]:
    """``text`` with the fixes applied pass after pass, and how many edits were made."""
    applied = 0
    for _ in range(MAX_PASSES):
        chosen: list[Edit] = []
        count = 0
        for finding in lint_source(text, path, config, relpath):
            fix = finding.fix
            if fix is None or not (fix.safe or unsafe):
                continue
            if any(_overlaps(e, c) for e in fix.edits for c in chosen):
                continue  # the next pass, against the new text
            chosen.extend(fix.edits)
            count += 1
        if not chosen:
            break
        candidate = apply_edits(text, chosen, newline)
        try:
            ast.parse(candidate)
        except (SyntaxError, ValueError):
            break  # never write a file that does not parse
        text, applied = candidate, applied + count
    return text, applied


def diff(path: str, before: str, after: str) -> str:
    """A unified diff of one file, as ``ruff --diff`` prints it."""
    return "".join(difflib.unified_diff(before.splitlines(keepends=True),
                                        after.splitlines(keepends=True),
                                        fromfile=path, tofile=path))


def fixable(findings: list[Finding], unsafe: bool = False) -> int:
    return sum(1 for f in findings if f.fix is not None and (f.fix.safe or unsafe))
