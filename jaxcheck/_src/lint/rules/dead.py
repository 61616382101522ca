"""Branches that never run: a call under ``if land_only:`` where ``land_only`` is a
parameter that every call of the function leaves at its default ``False`` (or passes one
constant) runs never, or on every call; a call in the branch the setting does not take
is no call JAX ever sees, and no layout or structure it passes can compile anything.
:func:`never_runs` tells such a call, for the rules that compare calls with each other.
"""

from __future__ import annotations

import ast

from ..scope import FunctionNode
from .arguments import passed
from .checker import Checker, Scope


def never_runs(checker: Checker, call: ast.Call, scope: Scope) -> bool:
    """``call`` sits in a branch of an ``if`` on a parameter of its function that every
    caller settles the other way (its default left, or one constant passed)."""
    func = scope.func
    if not isinstance(func, FunctionNode) or checker.project is None:
        return False
    path = _path(func, call)
    if path is None:
        return False
    defaults = _defaults(func)
    for node, branch in path:
        test, negated = node.test, False
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            test, negated = test.operand, True
        if not (isinstance(test, ast.Name) and test.id in defaults):
            continue
        value = _settled(checker, func, scope, test.id, defaults[test.id])
        if value is None:
            continue
        if bool(value) != negated and branch == "orelse" or \
                bool(value) == negated and branch == "body":
            return True
    return False


def _path(func: FunctionNode, target: ast.AST) -> list[tuple[ast.If, str]] | None:
    """The ``if`` statements around ``target`` in ``func``, each with the branch it is in."""
    def walk(stmts, trail):
        for st in stmts:
            if st is target or any(n is target for n in ast.walk(st)) and not isinstance(
                    st, ast.If | ast.For | ast.While | ast.With | ast.Try):
                return trail if any(n is target for n in ast.walk(st)) else None
            if isinstance(st, ast.If):
                for branch in ("body", "orelse"):
                    found = walk(getattr(st, branch), [*trail, (st, branch)])
                    if found is not None:
                        return found
            elif isinstance(st, ast.For | ast.While | ast.With | ast.Try):
                for part in ("body", "orelse", "finalbody"):
                    found = walk(getattr(st, part, []) or [], trail)
                    if found is not None:
                        return found
                for handler in getattr(st, "handlers", []):
                    found = walk(handler.body, trail)
                    if found is not None:
                        return found
        return None
    return walk(func.body, [])


def _defaults(func: FunctionNode) -> dict[str, object]:
    """Each parameter with a constant default, and the default."""
    out: dict[str, object] = {}
    args = func.args.posonlyargs + func.args.args
    for a, d in zip(args[len(args) - len(func.args.defaults):], func.args.defaults,
                    strict=True):
        if isinstance(d, ast.Constant):
            out[a.arg] = d.value
    for a, d in zip(func.args.kwonlyargs, func.args.kw_defaults, strict=True):
        if isinstance(d, ast.Constant):
            out[a.arg] = d.value
    return out


def _settled(checker: Checker, func: FunctionNode, scope: Scope, name: str,
             default: object) -> object | None:
    """The one truth value every call gives parameter ``name`` (None: calls differ, or one
    the source does not show)."""
    cls = scope.cls.name if scope.cls is not None else None
    given = passed(checker, func, cls, name)
    if not given:
        return None
    values = set()
    for _, arg in given:
        if arg is None:
            values.add(bool(default))
        elif isinstance(arg, ast.Constant):
            values.add(bool(arg.value))
        else:
            return None
    return values.pop() if len(values) == 1 else None
