"""A weakly typed leaf inside a carry that a jitted function hands back typed.

A Python number is traced as a weakly typed scalar, and so is ``jnp.array(0.5)``. When
one sits inside a pytree that a loop feeds back through a jitted function (parameters
``{"log_scale": 0.0}`` updated by ``optax.apply_updates``; totals ``{"m": 0}`` that the
step adds a ``float32`` mean to), the first call sees a weak leaf and every later one a
typed array: the function compiles again after its first step, and once more for the
optimizer's moments, whose leaves follow the parameters'.

:func:`weak_leaf` finds the first key whose start is weak and whose value from the
jitted function is typed, as the source shows both: the start a dict literal (or what a
helper of the project returns), the value fed back the jitted function's own result,
where the key is read from the dict literal it returns, or is any leaf of what
``optax.apply_updates`` returns (typed like the updates).
"""

from __future__ import annotations

import ast

from ..flow import unpacking
from ..scope import statements
from .callees import read_in
from .checker import Checker, Scope
from .scalars import kinds

WEAK = ({"int"}, {"float"})
#: optax's calls whose result's leaves are typed arrays (cast to the parameters' dtype)
TYPING = frozenset({"optax.apply_updates", "optax.incremental_update"})


def weak_leaf(checker: Checker, call: ast.Call, name: str, values: list[ast.expr],
              scope: Scope) -> tuple[str, ast.expr] | None:
    """``(key, start)`` when ``values`` (what reaches argument ``name`` of ``call``) hold a
    start whose ``key`` is weakly typed and ``call``'s own result fed back, typed there."""
    back = [v for v in values if _fed_back(v, call)]
    if not back:
        return None
    returned = _returned(checker, call, scope, unpacking(back[0]))
    if returned is None:
        return None
    for value in values:
        if value in back:
            continue
        for key, leaf, reader, inner in _start_items(checker, value, scope):
            if kinds(reader, leaf, inner, set()) not in WEAK:
                continue
            if returned == "all" or key in returned:
                return key, leaf
    return None


def _fed_back(value: ast.expr, call: ast.Call) -> bool:
    """``params, opt_state, loss = step(...)``: an item of this very call's result."""
    unpacked = unpacking(value)
    return value is call or unpacked is not None and unpacked[0] is call


def _start_items(checker: Checker, value: ast.expr, scope: Scope, depth: int = 0):
    """``(key, value, reader, scope)`` of each item of a dict literal the start is, or a
    helper of the project returns."""
    items = _items(value)
    if items is not None:
        for key, item in items:
            yield key, item, checker, scope
        return
    if not isinstance(value, ast.Call) or depth > 2 or checker.project is None:
        return
    read = read_in(checker, value, scope)
    if read is None or read.jitted:
        return
    for n in statements(read.func.body):
        if isinstance(n, ast.Return) and isinstance(n.value, ast.Dict | ast.Tuple):
            yield from _start_items(read.reader, n.value, read.scope, depth + 1)


def _returned(checker: Checker, call: ast.Call, scope: Scope,
              unpacked: tuple[ast.expr, int] | None) -> set[str] | str | None:
    """The keys whose leaves the jitted function returns typed at the fed-back position
    (``"all"``: every leaf, as ``optax.apply_updates`` gives them); None when unknown."""
    read = read_in(checker, call, scope)
    if read is None or not read.jitted:
        return None
    func, reader, inner = read.func, read.reader, read.scope
    module = reader.module
    typed: set[str] = set()
    for n in statements(func.body):
        if not isinstance(n, ast.Return) or n.value is None:
            continue
        value = n.value
        if unpacked is not None:
            if not isinstance(value, ast.Tuple) or unpacked[1] >= len(value.elts):
                return None
            value = value.elts[unpacked[1]]
        if isinstance(value, ast.Name) and len(inner.assigns.get(value.id, [])) == 1:
            value = inner.assigns[value.id][0]
        if isinstance(value, ast.Call) and (module.qualify(value.func) or "") in TYPING:
            return "all"
        items = _items(value)
        if items is None:
            return None
        typed |= {k for k, v in items if _typed(reader, v, inner)}
    return typed


def _typed(reader, value: ast.expr, inner, depth: int = 0) -> bool:
    """Whether ``value``, returned by the jitted function, is a typed array on every path:
    each value its name is given, and both branches of a ``jnp.where`` (whose test adds no
    type: ``jnp.where(n > 0, 0.9 * h, h)`` of a weak ``h`` is weak)."""
    given = inner.assigns.get(value.id, []) if isinstance(value, ast.Name) else []
    if given and depth < 2:  # the last value given it (equity = equity * r), or any
        last = max(given, key=lambda v: getattr(v, "lineno", 0))
        return _typed(reader, last, inner, depth + 1)
    if isinstance(value, ast.Call) and len(value.args) == 3 and \
            reader.module.qualify(value.func) == "jax.numpy.where":
        return all(_typed(reader, a, inner, depth + 1) for a in value.args[1:])
    return kinds(reader, value, inner, set()) == {"array"}


def _items(value: ast.expr) -> list[tuple[str | int, ast.expr]] | None:
    """``(key, value)`` of a dict literal's string keys, or ``(position, item)`` of a tuple
    literal's items; None for anything else."""
    if isinstance(value, ast.Dict):
        return [(k.value, v) for k, v in zip(value.keys, value.values, strict=True)
                if isinstance(k, ast.Constant) and isinstance(k.value, str)]
    if isinstance(value, ast.Tuple) and not any(isinstance(e, ast.Starred)
                                                for e in value.elts):
        return list(enumerate(value.elts))
    return None
