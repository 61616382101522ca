"""What a ``**kwargs`` hands a jitted call: the keywords the source shows it holds, and
whether that set of keywords changes from one call to the next.

JAX keys its cache on which keywords a call passes, so ``f(x, **opts)`` is read as the
keywords ``opts`` holds: ``opts`` given a dict literal or ``dict(a=...)``, here, as the
function's parameter default (``def prep(traj, hparams=HPARAMS)``) or at module level,
and an entry of one (``**hparams["gae"]``); a comprehension over a listed tuple of names
holds those names. A comprehension that filters its keys (``{k: req[k] for k in FIELDS
if k in req}``, ``{k: v for k, v in opts.items() if v is not None}``) or a dict whose
items are set under an ``if`` holds a set of keywords that follows the data: each set is
its own cache entry.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from .checker import Checker, Scope

#: how many names and entries a ``**`` is followed through (``**cfg["gae"]``, ``cfg =
#: self_cfg``, ``HPARAMS = {...}``)
DEPTH = 4
#: dict methods that add or drop keys where the source does not list them
CHANGES = frozenset({"update", "pop", "popitem", "setdefault", "clear"})


@dataclass(frozen=True)
class Spread:
    """The keywords a ``**`` passes: ``keys`` when the source lists them (None: unknown);
    ``varies``: how the set of keys follows the data, when it does."""

    keys: frozenset[str] | None
    varies: str | None = None


def spread(checker: Checker, scope: Scope, expr: ast.expr) -> Spread | None:
    """What ``**expr`` passes, when the source shows it (None: it does not)."""
    return _read(checker, scope, expr, DEPTH)


def _read(checker: Checker, scope: Scope, expr: ast.expr, depth: int) -> Spread | None:
    if depth <= 0:
        return None
    if isinstance(expr, ast.Dict):
        keys = [k.value for k in expr.keys if isinstance(k, ast.Constant)
                and isinstance(k.value, str)]
        return Spread(frozenset(keys)) if len(keys) == len(expr.keys) else None
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) \
            and expr.func.id == "dict" and not expr.args \
            and all(k.arg is not None for k in expr.keywords):
        return Spread(frozenset(k.arg for k in expr.keywords))  # type: ignore[misc]
    if isinstance(expr, ast.DictComp) and len(expr.generators) == 1:
        gen = expr.generators[0]
        names = _listed(checker, scope, gen.iter) if isinstance(expr.key, ast.Name) \
            and isinstance(gen.target, ast.Name) and gen.target.id == expr.key.id else None
        varies = f"its keys filtered by `if {ast.unparse(gen.ifs[0])}`" if gen.ifs else None
        return Spread(names, varies) if names is not None or varies else None
    if isinstance(expr, ast.Subscript) and isinstance(expr.slice, ast.Constant):
        held = _value(checker, scope, expr.value, depth - 1)
        if isinstance(held, ast.Dict):
            entry = next((v for k, v in zip(held.keys, held.values, strict=True)
                          if isinstance(k, ast.Constant) and k.value == expr.slice.value),
                         None)
            return _read(checker, scope, entry, depth - 1) if entry is not None else None
        return None
    if isinstance(expr, ast.Name):
        value = _value(checker, scope, expr, depth - 1)
        if value is None:
            return None
        read = _read(checker, scope, value, depth - 1)
        if read is not None and scope.func is not None and _is_local(scope, expr.id):
            return _filled(scope.func, expr.id, read)
        return read
    return None


def _value(checker: Checker, scope: Scope, expr: ast.expr, depth: int) -> ast.expr | None:
    """The one expression a name holds: given once in this function, its parameter's
    default, or given once at module level."""
    if not isinstance(expr, ast.Name) or depth <= 0:
        return expr if isinstance(expr, ast.Dict) else None
    values = scope.assigns.get(expr.id) if scope.func is not None else None
    if values is None and scope.func is not None:
        default = _default(scope.func, expr.id)
        if default is not None:
            return _value(checker, scope, default, depth - 1) if isinstance(
                default, ast.Name) else default
        if _is_param(scope.func, expr.id):
            return None  # a parameter the caller fills: not shown here
    if values is None:
        values = checker.module.assigns.get(expr.id)
    if not values or len(values) != 1:
        return None
    value = values[0]
    return _value(checker, scope, value, depth - 1) if isinstance(value, ast.Name) \
        else value


def _listed(checker: Checker, scope: Scope, expr: ast.expr) -> frozenset[str] | None:
    """The names a comprehension iterates over when the source lists them."""
    if isinstance(expr, ast.Name):
        values = checker.module.assigns.get(expr.id)
        expr = values[0] if values and len(values) == 1 else expr
    if isinstance(expr, ast.Tuple | ast.List | ast.Set) and all(
            isinstance(e, ast.Constant) and isinstance(e.value, str) for e in expr.elts):
        return frozenset(e.value for e in expr.elts)  # type: ignore[attr-defined]
    return None


def _filled(func: ast.AST, name: str, read: Spread) -> Spread | None:
    """``read`` with the items the function sets on ``name`` after it is made
    (``opts["t"] = t``): under an ``if``, the set of keys follows the data."""
    keys = set(read.keys or ())
    varies = read.varies
    under_if: set[int] = set()
    for node in ast.walk(func):
        if isinstance(node, ast.If):
            under_if |= {id(n) for part in (node.body, node.orelse) for stmt in part
                         for n in ast.walk(stmt)}
    for node in ast.walk(func):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and isinstance(node.func.value, ast.Name) and node.func.value.id == name \
                and node.func.attr in CHANGES:
            return None  # keys added or dropped where the source does not list them
        if isinstance(node, ast.Delete) and any(
                isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name)
                and t.value.id == name for t in node.targets):
            return None
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name)
                and t.value.id == name for t in node.targets):
            target = next(t for t in node.targets if isinstance(t, ast.Subscript))
            if not (isinstance(target.slice, ast.Constant)
                    and isinstance(target.slice.value, str)):
                return None
            keys.add(target.slice.value)
            if id(node) in under_if and varies is None:
                varies = f"`{name}[{target.slice.value!r}]` set under an `if`"
    return Spread(frozenset(keys) if read.keys is not None else None, varies)


def _default(func: ast.AST, name: str) -> ast.expr | None:
    args = func.args  # type: ignore[attr-defined]
    positional = args.posonlyargs + args.args
    pairs = list(zip(positional[len(positional) - len(args.defaults):], args.defaults,
                     strict=True)) + list(zip(args.kwonlyargs, args.kw_defaults, strict=True))
    return next((d for a, d in pairs if a.arg == name and d is not None), None)


def _is_param(func: ast.AST, name: str) -> bool:
    args = func.args  # type: ignore[attr-defined]
    return any(a.arg == name for a in (args.posonlyargs + args.args + args.kwonlyargs
                                       + [a for a in (args.vararg, args.kwarg) if a]))


def _is_local(scope: Scope, name: str) -> bool:
    return name in scope.assigns
