"""A memoized factory of jits whose small cache the program's order of keys defeats.

``functools.lru_cache(maxsize=k)`` keeps the last ``k`` keys. A factory of new jitted
functions memoized so is fine while each run asks for at most ``k`` keys in a row; asked
in turn for more (``for task in ["reach", "place", "reach", ...]`` with ``maxsize=1``, or
an evaluation helper called for the training and then the evaluation resolution on each
epoch), every call evicts the key the next one needs: a new jitted function, and a new
compile, on every call. :func:`listed_order` plays a listed loop's keys through the cache;
:func:`through_callers` reads the keys a function's callers pass in one loop.

A factory that keeps its jits in a dict by key, by hand, is read alike:
:func:`kept_per_key` when the loop passes the same key on every pass (one jit, made once).
"""

from __future__ import annotations

import ast
import re
from collections import OrderedDict

from ..flow import bindings
from ..memo import keeps_results
from ..project import Ref
from ..scope import FunctionNode, names_in, statements
from .checker import Checker, Scope
from .loops import Loop

#: ``@functools.lru_cache(...)`` / ``@cache`` then ``def name``: the memoized functions
_MEMOIZED = re.compile(rb"@(?:functools\.)?(?:lru_cache|cache)\b[^\n]*\n(?:\s*@[^\n]*\n)*"
                       rb"\s*def (\w+)")


def maybe_memoized(checker: Checker, made: ast.Call) -> bool:
    """Whether ``made`` calls a name that some function of the project memoized with
    ``functools`` has (read once per project from the modules' bytes)."""
    project = checker.project
    if project is None:
        return True
    names = project.memo.get("memoized names")
    if names is None:
        names = project.memo["memoized names"] = frozenset(
            m.group(1).decode() for v in project.views.values()
            if b"cache" in v.data for m in _MEMOIZED.finditer(v.data))
    func = made.func
    last = func.id if isinstance(func, ast.Name) else func.attr if isinstance(
        func, ast.Attribute) else None
    return last in names


def lru_size(checker: Checker, made: ast.Call) -> tuple[Ref, int] | None:
    """The factory ``made`` calls and its ``lru_cache(maxsize=k)``, when it is a memoized
    factory of new jits of the project with a literal size."""
    project, view = checker.project, checker.view
    if project is None or view is None:
        return None
    ref = project.resolve(view, made.func, checker.current_class, guess=False)
    func = project.node(ref) if isinstance(ref, Ref) else None
    size = next((k.value.value for d in getattr(func, "decorator_list", [])
                 if isinstance(d, ast.Call) for k in d.keywords
                 if k.arg == "maxsize" and isinstance(k.value, ast.Constant) and
                 isinstance(k.value.value, int)), None)
    if size is None or not project.cached_factory(ref):
        return None
    return ref, size


def misses(keys: list[str], size: int) -> int:
    """How many of ``keys``, asked in order, a least-recently-used cache of ``size``
    misses."""
    cache: OrderedDict[str, None] = OrderedDict()
    missed = 0
    for key in keys:
        if key in cache:
            cache.move_to_end(key)
            continue
        missed += 1
        cache[key] = None
        if len(cache) > size:
            cache.popitem(last=False)
    return missed


def listed_order(checker: Checker, made: ast.Call, loop: Loop, size: int) -> bool:
    """``for task in SCHEDULE: task_controller(task)`` over a listed sequence whose keys,
    in order, miss the cache more often than there are keys."""
    node = loop.node
    if not isinstance(node, ast.For) or not isinstance(node.target, ast.Name):
        return False
    given = [a for a in [*made.args, *(k.value for k in made.keywords)]]
    if not any(isinstance(a, ast.Name) and a.id == node.target.id for a in given):
        return False
    items = _listed(checker, node.iter)
    if items is None:
        return False
    keys = [ast.dump(i) for i in items]
    return misses(keys, size) > len(set(keys))


def _listed(checker: Checker, it: ast.expr) -> list[ast.expr] | None:
    if isinstance(it, ast.Name):
        values = checker.module.assigns.get(it.id, []) or (
            checker.project.constant(checker.view, it.id)
            if checker.project is not None and checker.view is not None else [])
        it = values[0] if len(values) == 1 else None
    if isinstance(it, ast.List | ast.Tuple) and all(isinstance(e, ast.Constant)
                                                   for e in it.elts):
        return list(it.elts)
    return None


def through_callers(checker: Checker, made: ast.Call, scope: Scope, size: int) -> bool:
    """``build_predictor(model, resolution)`` in a function whose callers, in one loop,
    pass ``resolution`` more distinct constants than the cache keeps, in turn
    (``accuracy(..., TRAIN_RES)`` then ``accuracy(..., EVAL_RES)`` each epoch)."""
    func, project = scope.func, checker.project
    if func is None or project is None or checker.view is None:
        return False
    params = [a.arg for a in func.args.posonlyargs + func.args.args]
    keyed = [a.id for a in [*made.args, *(k.value for k in made.keywords)]
             if isinstance(a, ast.Name) and a.id in params]
    ref = project.ref_of(checker.view, func, checker.current_class)
    if not keyed or not isinstance(ref, Ref):
        return False
    at = params.index(keyed[0]) - (1 if "." in ref.name else 0)
    loops: dict[tuple, list[str]] = {}
    for site in project.callers(ref):
        call = site.outer
        if site.how != "call" or call is None or not site.in_loop or at < 0:
            continue
        arg = next((k.value for k in call.keywords if k.arg == keyed[0]), None)
        if arg is None and at < len(call.args):
            arg = call.args[at]
        value = _constant(checker, site, arg)
        if value is not None:
            loops.setdefault((site.view.name, id(site.func)), []).append(value)
    return any(len(set(keys)) > size for keys in loops.values())


def _constant(checker: Checker, site, arg: ast.expr | None) -> str | None:
    """``arg`` as a constant's text: a literal, or a module constant of the caller's
    module (``TRAIN_RES``)."""
    if isinstance(arg, ast.Name):
        scope = site.view.scope()
        values = scope.assigns.get(arg.id, []) if scope is not None else []
        arg = values[0] if len(values) == 1 else arg
    return repr(arg.value) if isinstance(arg, ast.Constant) else None


def in_turn(checker: Checker, made: ast.Call, scope: Scope, size: int) -> str | None:
    """Why one run of this function asks the memoized factory ``made`` calls for more keys
    than its cache keeps, in turn (for :func:`~.jc101._report_thrash`): its callers pass
    them from one loop (:func:`through_callers`), or its own body calls the factory with
    more distinct constant keys than that, and it runs once per iteration
    (``get_rollout_fn(SHORT_H)(...)`` then ``get_rollout_fn(LONG_H)(...)``)."""
    func = scope.func
    if func is None:
        return None
    if through_callers(checker, made, scope, size):
        return f"the callers of `{func.name}` ask it in turn, in one loop, for more keys " \
            "than it keeps"
    name = ast.unparse(made.func)
    keys, calls = set(), []
    for n in ast.walk(func):
        if isinstance(n, ast.Call) and ast.unparse(n.func) == name:
            given = [*n.args, *(k.value for k in n.keywords)]
            values = [_constant_here(checker, a) for a in given]
            if any(v is None for v in values):
                return None
            keys.add(tuple(values))
            calls.append(n)
    first = min(calls, key=lambda c: (c.lineno, c.col_offset), default=None)
    if len(keys) <= size or first is not made:
        return None  # (told once, at the first call)
    hot = checker.hot(func, checker.current_class)
    return None if hot is None else f"each run of `{func.name}`, once per iteration " \
        f"({hot}), asks it for {len(keys)} keys in turn"


def _constant_here(checker: Checker, arg: ast.expr) -> str | None:
    """``arg`` as a constant's text: a literal or a constant of this module."""
    if isinstance(arg, ast.Name):
        values = checker.module.assigns.get(arg.id, [])
        arg = values[0] if len(values) == 1 else arg
    return repr(arg.value) if isinstance(arg, ast.Constant) else None


def kept_per_key(checker: Checker, made: ast.Call, body: ast.AST) -> bool:
    """``made`` calls a factory that keeps its results in a dict by key
    (:func:`~..memo.keeps_results`) with arguments the loop does not change: every pass
    gets the jit the first one made."""
    ref = checker.project.resolve(checker.view, made.func, checker.current_class,
                                  guess=False) if checker.project and checker.view else None
    node = checker.project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(node, FunctionNode) or not keeps_results(node):
        return False
    changing = set(names_in(body.target)) if isinstance(body, ast.For | ast.AsyncFor) else set()
    changing |= set(bindings(statements(getattr(body, "body", []))))
    return not any(n.id in changing for a in [*made.args, *(k.value for k in made.keywords)]
                   for n in ast.walk(a) if isinstance(n, ast.Name))


def varies_any(call: ast.Call, loop: Loop) -> bool:
    """Whether an argument of ``call`` is the loop's item (or read from it)."""
    return any(isinstance(n, ast.Name) and n.id in loop.varying
               for a in [*call.args, *(k.value for k in call.keywords)] for n in ast.walk(a))
