"""A new function held inside an argument, where the jit keeps it static.

A lambda, a ``functools.partial`` or a bound method of a new object is hashed by
identity: a new one is a new cache key. It does not have to be the argument itself to
count. ``TrainState.create(apply_fn=lambda p, x: ..., ...)`` keeps ``apply_fn`` as a
static field of the state; an ``eqx.nn.MLP(..., activation=lambda x: ...)`` keeps the
lambda as a static leaf for ``equinox.filter_jit``; a ``TrainState`` made for each fold
with ``model.apply`` of a new model holds a new bound method. Made once per fold, per
epoch or per request, each one compiles the jitted step again.

:func:`fresh_inside` reads where a value holds such a function, as the source shows it:
the value itself, an argument of the call that makes it, or what a function of the
project returns (its own local model's ``apply`` included).
"""

from __future__ import annotations

import ast

from ..scope import statements
from .callees import read_in
from .checker import Checker, Scope

#: the makers whose keyword a jax.jit keeps static (flax's TrainState: apply_fn, tx)
STATIC_FIELDS = {"create": ("apply_fn",)}


def fresh_inside(checker: Checker, value: ast.expr, scope: Scope, filtered: bool,
                 depth: int = 0, made: set[str] | None = None) -> str | None:
    """What new function ``value`` holds where the jit keeps it static (a few words for
    the message), or None. ``filtered``: for ``equinox.filter_jit``, which keeps every
    non-array leaf static; else only a state's static fields (``apply_fn=``). ``made``:
    the names the scope gives a new object on each pass (a loop's body; None: a function
    run per pass, all of its own), whose bound methods are new."""
    if depth > 4:
        return None
    if filtered:
        own = _fresh(checker, value, scope, made)
        if own is not None:
            return own
    if isinstance(value, ast.Call):
        func = value.func
        if isinstance(func, ast.Attribute) and func.attr in STATIC_FIELDS:
            for k in value.keywords:
                if k.arg in STATIC_FIELDS[func.attr]:
                    own = _fresh(checker, k.value, scope, made)
                    if own is not None:
                        return f"{own} as `{k.arg}`"
        name = checker.module.qualify(func) or ast.unparse(func)
        if filtered and name.rsplit(".", 1)[-1][:1].isupper():
            # eqx.nn.MLP(..., activation=lambda x: ...), Batch(...): a class keeps what it
            # is given (a function's arguments, tree.map's lambda, are not kept)
            for arg in [*value.args, *(k.value for k in value.keywords)]:
                own = _fresh(checker, arg, scope, made)
                if own is not None:
                    return own
        if name == "equinox.tree_at" and len(value.args) >= 2:
            return fresh_inside(checker, value.args[1], scope, filtered, depth + 1, made)
        return _returned(checker, value, scope, filtered, depth)
    if isinstance(value, ast.Name):
        for given in scope.assigns.get(value.id, []):
            found = fresh_inside(checker, given, scope, filtered, depth + 1, made)
            if found is not None:
                return found
    return None


def _fresh(checker: Checker, value: ast.expr, scope: Scope, made: set[str] | None
           ) -> str | None:
    """A function made where ``value`` is: a lambda, a partial, a local def, or a bound
    method of an object this scope makes (``model = CNN(); model.apply``)."""
    if isinstance(value, ast.Lambda):
        return "a new lambda"
    if isinstance(value, ast.Call) and (checker.module.qualify(value.func) or "") in (
            "functools.partial",):
        return "a new functools.partial"
    if isinstance(value, ast.Name) and scope.func is not None and any(
            isinstance(n, ast.FunctionDef | ast.Lambda) and getattr(n, "name", None) ==
            value.id for n in statements(scope.func.body)):
        return f"the local function `{value.id}`"
    if isinstance(value, ast.Name):
        given = scope.assigns.get(value.id, [])
        if given and all(isinstance(v, ast.Lambda) for v in given):
            return "a new lambda"
    if isinstance(value, ast.Attribute) and isinstance(value.value, ast.Name) and \
            scope.func is not None and (made is None or value.value.id in made):
        # (a bound method of one same object is equal to itself: only a new object's)
        objects = scope.assigns.get(value.value.id, [])
        if objects and all(isinstance(v, ast.Call) and not _library(checker, v)
                           for v in objects):
            return f"`{ast.unparse(value)}`, a bound method of an object made here"
    return None


def _library(checker: Checker, call: ast.Call) -> bool:
    return (checker.module.qualify(call.func) or "").split(".")[0] in ("jax", "numpy",
                                                                       "optax")


def _returned(checker: Checker, call: ast.Call, scope: Scope, filtered: bool,
              depth: int) -> str | None:
    read = read_in(checker, call, scope)
    if read is None or read.jitted:
        return None
    for value in read.returns():
        found = fresh_inside(read.reader, value, read.scope, filtered, depth + 1)
        if found is not None:
            return found
    return None
