"""Values of a few: what a static argument holds when it moves with the loop but takes
only a few values the source fixes (a setting per phase, a constant a helper returns), so
that it compiles once per value, by design, not once per pass. Rules JC103 and JC101 ask
:func:`few_values` before they report a value that changes.
"""

from __future__ import annotations

import ast

from ..project import Ref
from ..scope import FunctionNode, statements
from .checker import Checker
from .hashing import project_class
from .loops import Loop, bounded, loop_bindings


def few_values(checker: Checker, expr: ast.expr, loop: Loop, depth: int = 0) -> bool:
    """A value that takes one of a few values the source fixes, however the loop moves:
    a constant, a call of a function of the project that returns only constants or a
    choice between them (``1.0 if t % period < width else 0.2``), or an object of a
    class hashed by value made only of such values (``PulsedInflow(pulse(t))``)."""
    if depth > 3:
        return False
    if isinstance(expr, ast.Constant):
        return True
    if isinstance(expr, ast.Name):
        values = loop_bindings(loop).get(expr.id, [])
        return bool(values) and all(few_values(checker, v, loop, depth + 1) for v in values)
    if not isinstance(expr, ast.Call) or checker.project is None or checker.view is None:
        return False
    if isinstance(expr.func, ast.Name) and expr.func.id in ("float", "int", "str", "bool") \
            and len(expr.args) == 1:  # float(sample_period(log)): what it converts
        return few_values(checker, expr.args[0], loop, depth + 1)
    cls = project_class(checker, expr.func)
    if cls is not None:
        return cls.hashing == "value" and all(
            few_values(checker, a, loop, depth + 1)
            for a in [*expr.args, *(k.value for k in expr.keywords)])
    ref = checker.project.resolve(checker.view, expr.func, checker.current_class,
                                  guess=False)
    func = checker.project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(func, FunctionNode) or func.decorator_list:
        return False
    module = checker.project.views[ref.module].scope()
    returns = [n.value for n in statements(func.body) if isinstance(n, ast.Return)]
    return bool(returns) and all(r is not None and (bounded(r, module) or _literal_object(
        r, module)) for r in returns)


def _literal_object(value: ast.expr, module) -> bool:
    """``FreezeSpec(frozen=("backbone",))``: an object of a class hashed by value, made of
    literals (one value wherever it is made)."""
    def literal(v: ast.expr) -> bool:
        return isinstance(v, ast.Constant) or isinstance(v, ast.Tuple) and all(
            literal(e) for e in v.elts)

    cls = module.classes.get(value.func.id) if isinstance(value, ast.Call) and isinstance(
        value.func, ast.Name) and module is not None else None
    return cls is not None and cls.hashing == "value" and all(
        literal(a) for a in [*value.args, *(k.value for k in value.keywords)])
