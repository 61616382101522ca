"""Unhashable values: whether a value passed as a static argument is one JAX cannot hash
(a list, dict, set or array), read from the expression that makes it.

Rule JC102 asks it of each static argument of a call (and of the one value a name passed
there is given); the values hashed by identity (lambdas, partials, instances of classes
without ``__eq__``) are judged there, with the message each needs.
"""

from __future__ import annotations

import ast

from ..project import Ref
from ..scope import ARRAYS, FunctionNode, Module
from ..summaries import returned
from .checker import Checker


def unhashable(module: Module, value: ast.expr) -> str | None:
    """``list``, ``dict``, ``set`` or ``array`` when ``value`` surely makes one: a literal
    or comprehension, a call of the builtin (not shadowed in ``module``), an array
    constructor, or a function of the module whose every ``return`` gives such a literal."""
    if isinstance(value, ast.List | ast.ListComp):
        return "list"
    if isinstance(value, ast.Dict | ast.DictComp):
        return "dict"
    if isinstance(value, ast.Set | ast.SetComp):
        return "set"
    if isinstance(value, ast.Call) and module.qualify(value.func) in ARRAYS:
        return "array"
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) \
            and value.func.id in ("list", "dict", "set", "bytearray") \
            and value.func.id not in module.imports \
            and value.func.id not in module.functions:
        return "set" if value.func.id == "set" else (
            "list" if value.func.id in ("list", "bytearray") else "dict")
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) \
            and value.func.id in module.functions:
        return returns_unhashable(module.functions[value.func.id])
    return None


def returns_unhashable(func: FunctionNode) -> str | None:
    """``list``/``dict``/``set`` when every ``return`` of ``func`` gives that literal."""
    kinds = set()
    for n in ast.walk(func):
        if isinstance(n, FunctionNode | ast.Lambda | ast.ClassDef) and n is not func:
            return None  # nested code: its returns are not this function's; no claim
        if isinstance(n, ast.Return):
            v = n.value
            kinds.add("list" if isinstance(v, ast.List | ast.ListComp) else
                      "dict" if isinstance(v, ast.Dict | ast.DictComp) else
                      "set" if isinstance(v, ast.Set | ast.SetComp) else None)
    return kinds.pop() if len(kinds) == 1 else None


def project_class(checker: Checker, func: ast.expr, factories: bool = False):
    """The class (as :class:`~..scope.ClassInfo`) a call of ``func`` makes an instance of:
    one of this module's, or of another module of the project (``from .sampling import
    TopK``), where its hashing is read. With ``factories``, also a plain function of the
    project whose every return makes one (``boundary_from_config(cfg)`` returning
    ``CavityBoundary(...)``): a new object on every call."""
    if isinstance(func, ast.Name) and func.id in checker.module.classes \
            and func.id not in checker.module.imports:
        return checker.module.classes[func.id]
    if checker.project is None or checker.view is None:
        return None
    ref = checker.project.resolve(checker.view, func, checker.current_class, guess=False)
    if ref is None and isinstance(func, ast.Attribute):
        # self.cfg.with_updates(lr=lr): the one method of the project by that name
        ref = checker.project.resolve(checker.view, func, checker.current_class)
    if not isinstance(ref, Ref):
        return None
    module = checker.project.views[ref.module].scope()
    if module is None:
        return None
    if ref.name in module.classes:
        return module.classes[ref.name]
    # a factory method whose every return makes one class: def with_updates(self, **kw):
    # ... return TrainConfig(**d); store.schema(); EnvParams.randomized(rng) (a function
    # returning a new object is judged by rule JC103 as a value built per iteration)
    if not isinstance(func, ast.Attribute) and not factories:
        return None
    node = checker.project.node(ref)
    if not isinstance(func, ast.Attribute) and (
            not isinstance(node, FunctionNode) or node.decorator_list):
        return None  # (a memoized factory hands back the object it made before)
    returns = returned(node) if isinstance(node, FunctionNode) else []
    if not returns or not all(isinstance(r, ast.Call) for r in returns):
        return None
    owner = checker.project.views[ref.module]
    made = set()
    for r in returns:
        if isinstance(r.func, ast.Name) and r.func.id == "cls" and "." in ref.name:
            made.add(Ref(ref.module, ref.name.split(".")[0]))  # a classmethod's cls(...)
        else:
            made.add(checker.project.resolve(owner, r.func, guess=False))
    found = made.pop() if len(made) == 1 else None
    if not isinstance(found, Ref) or "." in found.name:
        return None
    target = checker.project.views[found.module].scope()
    return target.classes.get(found.name) if target is not None else None
