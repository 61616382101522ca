"""What changed in the compiled program: the jaxpr text of a recompile against the
compile it is compared with (the closest earlier signature of the same function).

The jaxpr is the one JAX handed to the compile (``CompileUnit.program``); it cannot be
made again later from the saved signature (the function may be gone, its closure
changed, the report read back in another process), so the capture keeps the object and
this module prints it, as ``jax.make_jaxpr`` does, only for recompiles. Nothing here
imports JAX.
"""

from __future__ import annotations

import difflib
import re
from typing import Any

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


def text(program: Any) -> str | None:
    """The program as ``jax.make_jaxpr`` prints it; None when there is none or it
    cannot be printed."""
    if program is None:
        return None
    try:
        return str(program)
    except Exception:  # a printer bug must not cost the report
        return None


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
    lines = list(difflib.unified_diff(before.splitlines(), after.splitlines(),
                                      "earlier compile", "this compile", n=2, lineterm=""))
    out, size = [], 0
    for i, line in enumerate(lines):
        if i >= MAX_LINES or size + len(line) > MAX_CHARS:
            out.append(f"… {len(lines) - i} more diff lines")
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out)
