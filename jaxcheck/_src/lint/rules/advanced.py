"""A number that an object of the project hands out and that the loop advances: a
scheduler's ``get_last_lr()`` after ``sched.step()`` adds one to ``self.last_step``,
``next(ramp)`` whose ``__next__`` grows ``self.dt``. Each pass of the loop reads a new
value. Read by rule JC103 for a static argument."""

from __future__ import annotations

import ast

from ..flow import function_bindings
from ..scope import FunctionNode, statements
from ..summaries import returns
from .checker import ONCE_PER_OBJECT, Checker, Scope
from .instances import instance_of
from .loops import Loop, loop_bindings, one_value
from .reads import computed_from


def advanced(checker: Checker, expr: ast.expr, loop: Loop, scope: Scope) -> str | None:
    """Why ``expr`` (``obj.method(...)``, ``next(obj)``, a property ``obj.lr``, or a name
    the loop gives one of those) is a new number on each pass of ``loop``: the method's
    return is computed from an attribute of ``obj`` that a method the loop calls on it
    (that one included) adds to or computes anew from its own value (``self.last_step += 1``,
    ``self.dt = min(self.dt * self.factor, self.dt_max)``)."""
    value = one_value(expr, loop)
    if isinstance(value, ast.Attribute):  # sched.lr, a property: what its getter returns
        obj, method = value.value, value.attr
    elif not isinstance(value, ast.Call):
        return None
    elif isinstance(value.func, ast.Name) and value.func.id == "next" and len(value.args) == 1:
        obj, method = value.args[0], "__next__"
    elif isinstance(value.func, ast.Attribute):
        obj, method = value.func.value, value.func.attr
    else:
        return None
    if not isinstance(obj, ast.Name) or obj.id in loop_bindings(loop):
        return None  # made anew on each pass: it starts over each time
    made = instance_of(checker, obj, scope)
    if made is None:
        return None
    cls = made[1]
    methods = {m.name: m for m in cls.body if isinstance(m, FunctionNode)}
    read_only = isinstance(value, ast.Attribute)
    if method not in methods or read_only and not any(
            isinstance(d, ast.Name) and d.id == "property"
            for d in methods[method].decorator_list):
        return None
    read = _read(checker, methods[method])
    called = {method} | {
        n.func.attr for n in ast.walk(loop.node) if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name)
        and n.func.value.id == obj.id and n.func.attr in methods} - set(ONCE_PER_OBJECT)
    for name in sorted(called):
        for attr, line in _advances(checker, methods[name]):
            if attr not in read:
                continue
            moved = f"moves `{obj.id}.{attr}` on at each call (line {line})"
            if name == method:
                return f"`{short_call(obj.id, method)}` {moved} and returns a number " \
                    "computed from it"  # (a getter that moves its own state)
            return f"`{short_call(obj.id, name)}` {moved}, and " \
                f"`{short_call(obj.id, method, read_only)}` returns a number computed from it"
    return None


def short_call(obj: str, method: str, read: bool = False) -> str:
    return f"next({obj})" if method == "__next__" else f"{obj}.{method}" + (
        "" if read else "()")


def _read(checker: Checker, method: FunctionNode) -> set[str]:
    """The attributes of ``self`` that ``method``'s returns compute a number from."""
    local = function_bindings(method)
    found: set[str] = set()
    for value in returns(method):
        found |= {r[5:] for r in computed_from(checker, value, {"self"}, local)
                  if r.startswith("self.")}
    return found


def _advances(checker: Checker, method: FunctionNode) -> list[tuple[str, int]]:
    """``(attribute, line)`` for each attribute of ``self`` that ``method`` adds to or
    computes anew from its own value (not a remainder: ``self.i = (self.i + 1) % n``
    cycles through a few values)."""
    found = []
    for n in statements(method.body):
        if isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Attribute) and \
                isinstance(n.target.value, ast.Name) and n.target.value.id == "self" and \
                not isinstance(n.op, ast.Mod):
            found.append((n.target.attr, n.lineno))
        elif isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(
                n.targets[0], ast.Attribute) and isinstance(n.targets[0].value, ast.Name) \
                and n.targets[0].value.id == "self":
            attr = n.targets[0].attr
            if f"self.{attr}" in computed_from(checker, n.value, {"self"}, {}):
                found.append((attr, n.lineno))
    return found
