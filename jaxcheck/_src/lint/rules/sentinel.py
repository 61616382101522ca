"""An attribute that holds None until a method gives it a value: a guard's reference loss
(``self.reference = None``, then ``self.reference = loss``), a gradient accumulator
emptied to None after each step. Passed to a jit as it is, it is None on the first call
and a value after: two pytree structures. Read by rule JC108."""

from __future__ import annotations

import ast

from ..flow import attribute_bindings
from ..scope import FunctionNode, statements
from .checker import Checker, Scope
from .instances import instance_of
from .loops import Loop
from .nodes import class_def


def none_first(checker: Checker, expr: ast.expr, scope: Scope,
               loops: tuple[Loop, ...]) -> str | None:
    """The method that gives ``expr`` (``obj.attr``, or ``self.attr`` in a method that
    runs once per iteration) a value after its class sets it to None, when the None
    reaches the call: no test of the attribute in the function (``if self.acc is not
    None:`` passes only the value); for ``self.attr``, the method itself sets it, after
    the call; for ``obj.attr``, the loop calls the setter after the call and nothing calls
    it before."""
    if not (isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name)):
        return None
    obj = expr.value.id
    if obj == "self":
        cls = class_def(checker.tree, scope.cls.name) if scope.cls is not None else None
    else:
        if not loops:
            return None
        made = instance_of(checker, expr.value, scope)
        cls = made[1] if made is not None else None
    if cls is None or _tested(expr, scope.func.body if scope.func is not None
                              else checker.tree.body):
        return None
    setters: set[str] = set()
    nones = False
    for method in cls.body:
        if not isinstance(method, FunctionNode):
            continue
        for value in attribute_bindings(statements(method.body)).get(expr.attr, []):
            if isinstance(value, ast.Constant) and value.value is None:
                nones = True
            elif method.name != "__init__":
                setters.add(method.name)
    if not nones or not setters:
        return None
    if obj == "self":
        # the method that passes it sets it, after the call: None on its first run
        func = scope.func
        return func.name if func is not None and setters == {func.name} and all(
            value.lineno >= expr.lineno for value in attribute_bindings(
                statements(func.body)).get(expr.attr, [])) else None
    # obj.update(...) after the call, on each pass, and nowhere before it: the first
    # pass passes None
    body = scope.func.body if scope.func is not None else checker.tree.body
    calls = [n for top in body for n in ast.walk(top) if isinstance(n, ast.Call)
             and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name)
             and n.func.value.id == obj and n.func.attr in setters]
    loop = loops[-1].node
    if not calls or any(not loop.lineno <= n.lineno <= (loop.end_lineno or loop.lineno)
                        or n.lineno <= expr.lineno for n in calls):
        return None
    return calls[0].func.attr


def _tested(expr: ast.Attribute, body: list[ast.stmt]) -> bool:
    """Whether a test in ``body`` reads the attribute (``if self.acc is None:``, ``x if
    guard.ref is not None else ...``): the source minds where it is None."""
    text = ast.unparse(expr)
    for top in body:
        for n in ast.walk(top):
            test = n.test if isinstance(n, ast.If | ast.While | ast.IfExp | ast.Assert) \
                else None
            if test is not None and any(ast.unparse(m) == text for m in ast.walk(test)
                                        if isinstance(m, ast.Attribute)):
                return True
    return False
