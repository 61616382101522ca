"""What changed in the compiled program: a recompile's jaxpr against the compile it is
compared with (the closest earlier signature of the same function).

The jaxpr is the one JAX handed to the compile (``CompileUnit.program``); it cannot be
made again later from the saved signature (the function may be gone, its closure
changed, the report read back in another process), so the analysis keeps the object
(a reference: nothing is computed for a compile no recompile is compared with).

A recompile compares the two programs as structure first (``jaxcompat.skeleton``: one
walk over the equations, no text): the same program, or one that differs only in its
shapes (and constants computed from them), is one line, whatever its size. Only a
program whose structure changed is printed: whole, as ``jax.make_jaxpr`` prints it, when
it is small (at most ``FULL_TEXT`` equations); else only the equations that differ, with
a few around them, at most ``REGION`` equations. Nothing here imports JAX until a
recompile asks (``jaxcheck report`` renders saved diffs without JAX).
"""

from __future__ import annotations

import difflib
import re
from typing import Any

#: a program of at most this many equations (nested ones included) is printed whole for
#: its diff; a larger one only around what changed.
FULL_TEXT = 300
#: at most this many equations (nested ones included) printed on each side of a region
#: (a diff is cut at MAX_LINES lines anyway).
REGION = 40
#: equations of context before and after the changed ones.
CONTEXT = 2

#: one line instead of a diff when the two programs differ only in their array shapes.
SHAPES_ONLY = "only shapes changed: the same program at other array shapes"
SHAPES_AND_CONSTANTS = ("only shapes changed, and constants with them (e.g. the divisor of a "
                        "mean): the same program at other array shapes")
SAME = "the same program text: the change is outside the jaxpr (e.g. weak types, placement)"
#: a diff longer than this is cut (a report of 500 recompiles stays small).
MAX_LINES = 80
MAX_CHARS = 6000

# f32[8,128], i32[], bf16[1,2,3]: the shape inside the brackets
_SHAPE = re.compile(r"\b([a-z]+\d*)\[[\d, ]*\]")
# the numbers a program states as parameters: shapes in broadcast_in_dim, reshape, …
_DIMS = re.compile(r"\b(shape|new_sizes|dimensions|broadcast_dimensions|sizes)=\([\d, ]*\)")
# a literal in a jaxpr: 8.0:f32[], -1:i32[]
_LITERAL = re.compile(r"(?<![\w.])-?\d+(\.\d*)?(e[+-]?\d+)?(?=:[a-z]+\d*\[)")


class Program:
    """One compile's program as the analysis keeps it: the jaxpr, and its skeleton once a
    recompile has compared with it (read once, then reused by later recompiles)."""

    __slots__ = ("jaxpr", "_skeleton", "_read")

    def __init__(self, jaxpr: Any) -> None:
        self.jaxpr = jaxpr
        self._skeleton = None
        self._read = False

    def skeleton(self) -> Any:
        if not self._read:
            from .. import jaxcompat as compat

            self._skeleton, self._read = compat.skeleton(self.jaxpr), True
        return self._skeleton

    def text(self) -> str | None:
        return text(self.jaxpr)


def text(program: Any) -> str | None:
    """The program as ``jax.make_jaxpr`` prints it; None when there is none or it
    cannot be printed."""
    if program is None:
        return None
    from .. import jaxcompat as compat

    return compat.program_text(program)


def compare(before: Program | None, after: Program | None) -> str | None:
    """What changed from ``before`` (the earlier compile's program) to ``after``: one line
    when nothing, or only shapes (and constants from them), changed; else a unified diff,
    of the whole text for a small program, of the changed region for a large one. None
    without both."""
    if before is None or after is None:
        return None
    a, b = before.skeleton(), after.skeleton()
    if a is None or b is None:  # not readable as structure: no diff rather than a guess
        return None
    if a.structure == b.structure and a.head == b.head:
        same_shapes = a.shapes == b.shapes and a.head_shapes == b.head_shapes
        same_literals = a.literals == b.literals
        if same_shapes and same_literals:
            return SAME
        if same_literals:
            return SHAPES_ONLY
        if not same_shapes:
            return SHAPES_AND_CONSTANTS
    if max(a.size, b.size) <= FULL_TEXT:
        return change(before.text(), after.text())
    return _region_change(before, after, a, b)


def _span(sizes: list, lo: int, hi: int) -> int:
    """``hi`` cut so that equations ``lo`` to it hold at most ``REGION`` (nested ones
    counted), and at least one."""
    total, end = 0, lo
    while end < hi and (end == lo or total + sizes[end] <= REGION):
        total += sizes[end]
        end += 1
    return end


def _region_change(before: Program, after: Program, a: Any, b: Any) -> str | None:
    """The diff of the equations that changed (and ``CONTEXT`` around them), each side
    printed by JAX with the program's header and ``...`` for what is left out."""
    from .. import jaxcompat as compat

    def same(i: int, j: int) -> bool:
        return (a.structure[i] == b.structure[j] and a.shapes[i] == b.shapes[j]
                and a.literals[i] == b.literals[j])

    # The changed region: from the first equation that differs to the last, found from
    # both ends (a linear scan of tuple comparisons; no matching of the whole sequences).
    n_a, n_b = len(a.structure), len(b.structure)
    head = 0
    while head < min(n_a, n_b) and same(head, head):
        head += 1
    tail = 0
    while tail < min(n_a, n_b) - head and same(n_a - 1 - tail, n_b - 1 - tail):
        tail += 1
    lo_a = lo_b = max(0, head - CONTEXT)
    hi_a = _span(a.sizes, lo_a, min(n_a, max(n_a - tail, head + 1) + CONTEXT))
    hi_b = _span(b.sizes, lo_b, min(n_b, max(n_b - tail, head + 1) + CONTEXT))
    lines_a = compat.region_lines(before.jaxpr, lo_a, hi_a)
    lines_b = compat.region_lines(after.jaxpr, lo_b, hi_b)
    if lines_a is None or lines_b is None:
        return None
    if lines_a == lines_b:
        return SAME
    return _cut(list(difflib.unified_diff(
        lines_a, lines_b, f"earlier compile (equations {lo_a + 1}-{hi_a} of {n_a})",
        f"this compile (equations {lo_b + 1}-{hi_b} of {n_b})", n=2, lineterm="")))


def _without_shapes(program: str) -> str:
    return _DIMS.sub(r"\1=(…)", _SHAPE.sub(r"\1[…]", program))


def _shapes(program: str) -> list[str]:
    return [m.group(0) for m in _SHAPE.finditer(program)]


def change(before: str | None, after: str | None) -> str | None:
    """A unified diff of ``before`` → ``after`` (the earlier compile's program first),
    or one line when they differ only in shapes or not at all; None without both."""
    if before is None or after is None:
        return None
    if before == after:
        return SAME
    shapeless = _without_shapes(before), _without_shapes(after)
    if shapeless[0] == shapeless[1]:
        return SHAPES_ONLY
    # shapes changed and so did literals only: a constant computed from a shape
    if before.count("[") == after.count("[") and _LITERAL.sub("#", shapeless[0]) == \
            _LITERAL.sub("#", shapeless[1]) and _SHAPE.findall(before) != [] and \
            _shapes(before) != _shapes(after):
        return SHAPES_AND_CONSTANTS
    return _cut(list(difflib.unified_diff(before.splitlines(), after.splitlines(),
                                          "earlier compile", "this compile", n=2,
                                          lineterm="")))


def _cut(lines: list[str]) -> str:
    """At most ``MAX_LINES`` lines and ``MAX_CHARS`` characters, the rest counted."""
    out, size = [], 0
    for i, line in enumerate(lines):
        if i >= MAX_LINES or size + len(line) > MAX_CHARS:
            out.append(f"… {len(lines) - i} more diff lines")
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out)
