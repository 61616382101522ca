"""A compiled program (the closed jaxpr JAX hands its compile) read as structure, and
a region of it printed by JAX's own printer: what the program diff (``analysis/programtext.py``)
needs without pretty-printing a whole large program.

The reading is a walk over the equations (nested jaxprs of ``jit``, ``scan``, ``cond``
included) that keeps, per top-level equation, three plain tuples: its *structure*
(primitive, how its inputs are wired to earlier outputs, dtypes, parameters other than
shapes, nested programs' structure), its *shapes* (of its outputs and of the shape
parameters JAX prints: ``shape``, ``new_sizes``, ``dimensions``, …) and its *literals*
(the constants written into it, such as a mean's divisor). Two programs are then
compared by tuple equality, which says "the same", "only shapes" or "only shapes and
constants from them" with no text at all; only a program that really changed is
printed, and then only the equations that differ (``region_lines``).

Attribute names read here (``eqns``, ``invars``, ``outvars``, ``params``, ``primitive``,
``aval``, ``val``, ``constvars``) are the same on 0.4.38, 0.6.2 and 0.10.2.
"""

from __future__ import annotations

import gc
from dataclasses import dataclass, field
from typing import Any

#: the parameters JAX prints that hold shapes (the text diff masked the same names).
SHAPE_PARAMS = frozenset({"shape", "new_sizes", "dimensions", "broadcast_dimensions",
                          "sizes"})
_SIMPLE = (int, float, str, bool, bytes, type(None))
_SIMPLE_TYPES = frozenset(_SIMPLE)


@dataclass
class Skeleton:
    """A program as tuples, per top-level equation (see the module's docstring)."""

    #: structure, shapes and literals of the header (inputs and outputs).
    head: tuple = ()
    head_shapes: tuple = ()
    structure: list = field(default_factory=list)
    shapes: list = field(default_factory=list)
    literals: list = field(default_factory=list)
    #: equations under each top-level equation, itself included (nested ones counted).
    sizes: list = field(default_factory=list)

    @property
    def size(self) -> int:
        """Equations in the whole program, nested ones included."""
        return sum(self.sizes)


def _open(program: Any) -> Any:
    """The open jaxpr of a closed one (or the jaxpr itself)."""
    inner = getattr(program, "jaxpr", None)
    return inner if inner is not None and hasattr(inner, "eqns") else program


def _is_program(value: Any) -> bool:
    return hasattr(value, "eqns") or hasattr(getattr(value, "jaxpr", None), "eqns")


def _aval(aval: Any) -> tuple[Any, Any]:
    """(what the text shows of an abstract value but its shape, its shape)."""
    dtype = getattr(aval, "dtype", None)
    shape = getattr(aval, "shape", None)
    if dtype is None and shape is None:
        return str(aval), None
    return dtype, shape  # NumPy dtypes compare and hash by value: no text needed


def _literal(value: Any) -> Any:
    """A literal's value as a hashable that compares by value (NumPy scalars too)."""
    if isinstance(value, _SIMPLE):
        return value
    if getattr(value, "ndim", None) == 0 and hasattr(value, "item"):
        try:
            return value.item()
        except Exception:
            pass
    return repr(value)


def _param(value: Any, shapes: list, literals: list, sizes: list, memo: dict) -> Any:
    if isinstance(value, _SIMPLE):
        return value
    if isinstance(value, tuple):
        return tuple(_param(v, shapes, literals, sizes, memo) for v in value)
    if _is_program(value):
        s, sh, lit, n = _walk(_open(value), memo)
        shapes.append(sh)
        literals.append(lit)
        sizes.append(n)
        return ("program", s)
    if hasattr(value, "dtype") and hasattr(value, "shape") and hasattr(value, "ndim"):
        # an array in a parameter (rare): by its type, shape and contents' repr
        return ("array", str(value.dtype), tuple(value.shape), repr(value)[:200])
    try:
        hash(value)
    except TypeError:
        return repr(value)
    if callable(value):  # a function object differs per trace; JAX masks its address
        return ("callable", getattr(value, "__qualname__", type(value).__name__))
    return value


def _walk(jaxpr: Any, memo: dict) -> tuple[tuple, tuple, tuple, int]:
    """(structure, shapes, literals, size) of a nested program, memoized by object."""
    key = id(jaxpr)
    hit = memo.get(key)
    if hit is not None and hit[0] is jaxpr:
        return hit[1]
    sk = skeleton_of(jaxpr, memo)
    out = (tuple(sk.structure) + sk.head, tuple(sk.shapes) + sk.head_shapes,
           tuple(sk.literals), sk.size)
    memo[key] = (jaxpr, out)
    return out


def skeleton_of(jaxpr: Any, memo: dict | None = None) -> Skeleton:
    """The :class:`Skeleton` of an open jaxpr (:func:`skeleton` for a closed one)."""
    memo = {} if memo is None else memo
    numbers: dict[Any, int] = {}
    sk = Skeleton()
    head_struct, head_shapes = [], []
    for group in (getattr(jaxpr, "constvars", ()), jaxpr.invars):
        for v in group:
            numbers[v] = len(numbers)
            kind, shape = _aval(v.aval)
            head_struct.append(kind)
            head_shapes.append(shape)
    # one pass, once per equation of a program of any size: what is looked up in the
    # loop is bound to locals, and a parameter of a plain type is taken as it is
    structure, all_shapes, all_literals, sizes = sk.structure, sk.shapes, sk.literals, sk.sizes
    simple = _SIMPLE_TYPES
    for eqn in jaxpr.eqns:
        shapes: list = []
        literals: list = []
        ins = []
        for v in eqn.invars:
            if hasattr(v, "val"):  # a Literal
                kind, shape = _aval(v.aval)
                ins.append(("literal", kind))
                literals.append(_literal(v.val))
                shapes.append(shape)
            else:
                n = numbers.get(v)
                if n is None:
                    n = numbers[v] = len(numbers)
                ins.append(n)
        outs = []
        for v in eqn.outvars:
            numbers[v] = len(numbers)
            kind, shape = _aval(v.aval)
            outs.append(kind)
            shapes.append(shape)
        eqn_params = eqn.params
        params = []
        nested: list[int] = []
        for name in sorted(eqn_params) if eqn_params else ():
            value = eqn_params[name]
            if name in SHAPE_PARAMS:
                params.append(name)
                shapes.append(_param(value, [], [], [], memo))
            elif type(value) in simple:
                params.append((name, value))
            else:
                params.append((name, _param(value, shapes, literals, nested, memo)))
        structure.append((eqn.primitive.name, tuple(ins), tuple(outs), tuple(params)))
        all_shapes.append(tuple(shapes))
        all_literals.append(tuple(literals))
        sizes.append(1 + sum(nested) if nested else 1)
    outs = tuple(numbers.get(v, ("literal", _literal(getattr(v, "val", None))))
                 for v in jaxpr.outvars)
    sk.head = (tuple(head_struct), outs)
    sk.head_shapes = tuple(head_shapes)
    return sk


def skeleton(program: Any) -> Skeleton | None:
    """The :class:`Skeleton` of a closed jaxpr; None when it cannot be read.

    Python's cyclic garbage collector is paused meanwhile (when it was on): the walk
    makes a few tuples per equation, all kept, and collections triggered by them would
    traverse them and the rest of a large heap again and again (measured: twice the
    walk's own time, 10,000 equations after a compile).
    """
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        return skeleton_of(_open(program))
    except Exception:  # an unforeseen object in a program must not cost the report
        return None
    finally:
        if paused:
            gc.enable()


def program_text(program: Any) -> str | None:
    """The whole program as ``jax.make_jaxpr`` prints it; None when it cannot be."""
    try:
        return str(program)
    except Exception:
        return None


def region_lines(program: Any, lo: int, hi: int) -> list[str] | None:
    """The program's header, its top-level equations ``lo`` to ``hi`` (exclusive) and its
    result line, printed by JAX (``...`` stands for the equations left out). Names of
    variables defined before ``lo`` are JAX's printer's for this region, not those of the
    whole program's text. None when it cannot be printed."""
    try:
        from jax._src import core

        doc = core.pp_jaxpr_eqn_range(_open(program), lo, hi, core.JaxprPpContext(),
                                      core.JaxprPpSettings())
        return doc.format().splitlines()
    except Exception:
        return None
