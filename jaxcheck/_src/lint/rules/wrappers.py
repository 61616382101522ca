"""The project's own jits: functions that jit the function they are given.

Projects wrap ``jax.jit`` for timing, logging or defaults: ``def timed_jit(fn, **kw):
jitted = jax.jit(fn, **kw); ...; return wrapper``, or ``def timed_call(fn, *args): return
jax.jit(fn)(*args)``. Used as a decorator or called, such a function makes a jit of what
it is given, so what holds for ``jax.jit`` holds for it: a nested def it decorates in a
function that runs once per iteration, or a new ``functools.partial`` handed to it on each
pass, is a new function each time, and each one compiles again (rule JC101).
:func:`jits_its_argument` tells such a function where it is used.
"""

from __future__ import annotations

import ast
import re

from ..project import Project, Ref
from ..scope import FunctionNode
from .checker import Checker

#: ``def timed_jit(fn`` at module level (its body runs to the next line that starts a
#: statement at column 0)
_DEF = re.compile(rb"^def (\w+)\(\s*(\w+)", re.M)
_TOP = re.compile(rb"^[^\s#]", re.M)


def jits_its_argument(checker: Checker, func: ast.expr) -> bool:
    """Whether ``func`` (a callee or a decorator, ``@timed_jit(static_argnums=1)`` too)
    names a function of the project that jits its first parameter."""
    project, view = checker.project, checker.view
    if isinstance(func, ast.Call):
        func = func.func
    if project is None or view is None or not isinstance(func, ast.Name | ast.Attribute):
        return False
    name = func.id if isinstance(func, ast.Name) else func.attr
    if name not in wrapper_names(project):
        return False
    ref = project.resolve(view, func, checker.current_class, guess=False)
    if not isinstance(ref, Ref):
        return False
    known = project.memo.setdefault("jits its argument", {})
    if ref not in known:
        node = project.node(ref)
        scope = project.views[ref.module].scope() if ref.module in project.views else None
        known[ref] = isinstance(node, FunctionNode) and scope is not None and \
            _jits_first(node, scope)
    return known[ref]


def wrapper_names(project: Project) -> frozenset[str]:
    """The names of the project's module-level functions that jit their first parameter
    (read once per project, in the modules whose text may: ``def f(fn`` ... ``jit(fn``):
    the only callees asked further."""
    found = project.memo.get("jit wrapper names")
    if found is None:
        names = set()
        for view in project.views.values():
            data = view.data
            if b"jit(" not in data:
                continue
            # a function whose own text jits its first parameter: ``jit(fn`` in its body
            maybe = {m.group(1).decode() for m in _DEF.finditer(data)
                     if re.search(rb"jit\(\s*" + m.group(2) + rb"\b", _body(data, m.end()))}
            if not maybe:
                continue
            tree, scope = view.tree(), view.scope()
            names |= {n.name for n in (tree.body if tree is not None else [])
                      if isinstance(n, FunctionNode) and n.name in maybe
                      and scope is not None and _jits_first(n, scope)}
        found = project.memo["jit wrapper names"] = frozenset(names)
    return found


def _body(data: bytes, start: int) -> bytes:
    """The text of a module-level function from ``start`` to the next module-level
    statement."""
    nxt = _TOP.search(data, data.find(b"\n", start) + 1)
    return data[start:nxt.start() if nxt else len(data)]


def _jits_first(func: FunctionNode, scope) -> bool:
    """``jax.jit(fn, ...)`` of ``func``'s first parameter, anywhere in its body."""
    params = func.args.posonlyargs + func.args.args
    if not params:
        return False
    first = params[0].arg
    # jax.jit(fn).lower(*args): lowered for its cost or text, never compiled to run
    lowered = {id(n.value) for n in ast.walk(func) if isinstance(n, ast.Attribute)
               and n.attr in ("lower", "trace", "eval_shape")}
    for node in ast.walk(func):
        made = scope.jit_call(node) if isinstance(node, ast.Call) else None
        if made is not None and isinstance(made[1], ast.Name) and made[1].id == first \
                and id(node) not in lowered:
            return True
    return False
