"""Sizes rounded up to a power of two: a few buckets, one compile each, by design.

``1 << (n - 1).bit_length()`` or ``2 ** math.ceil(math.log2(n))`` maps every count to
the next power of two, so a loop that feeds such a size to a jit compiles once per bucket
(a handful over a run), which is the fix rule JC105 itself suggests. :func:`bucketed`
tells the shape readings that a size given so is no claim, also when a project function
or method returns it (``budget.update(load)`` setting ``self.num_rays = 1 << ...`` and
returning it).
"""

from __future__ import annotations

import ast

from ..project import Ref
from ..scope import FunctionNode, statements
from .loops import Loop, loop_bindings
from .nodes import class_def, self_attr


def bucketed(checker, expr: ast.expr, loop: Loop, scope, depth: int = 0) -> bool:
    """Every value the loop gives ``expr`` (a name) is a power of two the source rounds
    to, written there or returned by a function or method of the project."""
    if depth > 2 or not isinstance(expr, ast.Name):
        return False
    values = loop_bindings(loop).get(expr.id, [])
    return bool(values) and all(_rounded(checker, v, scope) for v in values)


def power_of_two(value: ast.expr) -> bool:
    """``1 << k`` or ``2 ** k``, ``k`` computed by ``bit_length`` or ``ceil(log2(...))``."""
    if not isinstance(value, ast.BinOp):
        return False
    base, exponent = value.left, value.right
    if not (isinstance(value.op, ast.LShift | ast.Pow) and isinstance(base, ast.Constant)
            and base.value in (1, 2) and (base.value == 1) == isinstance(value.op,
                                                                          ast.LShift)):
        return False
    return any(isinstance(n, ast.Attribute) and n.attr in ("bit_length", "log2")
               or isinstance(n, ast.Name) and n.id == "log2" for n in ast.walk(exponent))


def _rounded(checker, value: ast.expr, scope) -> bool:
    if power_of_two(value):
        return True
    if not isinstance(value, ast.Call) or checker.project is None or checker.view is None:
        return False
    from .instances import instance_of

    project = checker.project
    ref = project.resolve(checker.view, value.func, checker.current_class, guess=False)
    if ref is None and isinstance(value.func, ast.Attribute):  # budget.update(load)
        owner = instance_of(checker, value.func.value, scope)
        ref = project.method(owner[2], owner[1].name, value.func.attr) if owner else None
    func = project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(func, FunctionNode):
        return False
    returns = [n.value for n in statements(func.body) if isinstance(n, ast.Return)]
    if not returns or any(r is None for r in returns):
        return False
    given = {}
    for n in ast.walk(func):
        if isinstance(n, ast.Assign) and len(n.targets) == 1:
            target = n.targets[0]
            key = target.id if isinstance(target, ast.Name) else (
                "self." + target.attr) if self_attr(target) else None
            if key is not None:
                given.setdefault(key, []).append(n.value)
    cls = class_def(project.views[ref.module].tree(), ref.name.split(".")[0]) \
        if "." in ref.name else None
    for r in returns:
        if power_of_two(r):
            continue
        key = r.id if isinstance(r, ast.Name) else ("self." + r.attr) if self_attr(r) \
            else None
        values = given.get(key, [])
        if not values or not all(power_of_two(v) for v in values):
            return False
        if key.startswith("self.") and cls is not None and _set_elsewhere(cls, func, r.attr):
            return False
    return True


def _set_elsewhere(cls: ast.ClassDef, func: FunctionNode, attr: str) -> bool:
    """A method of ``cls`` other than ``func`` and ``__init__`` assigns ``self.<attr>``."""
    for method in cls.body:
        if not isinstance(method, FunctionNode) or method is func or method.name == "__init__":
            continue
        if any(isinstance(n, ast.Assign) and any(self_attr(t) and t.attr == attr
                                                 for t in n.targets) for n in ast.walk(method)):
            return True
    return False
