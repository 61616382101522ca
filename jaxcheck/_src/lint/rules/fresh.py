"""Fresh callables: whether the function a jit wraps is a new object each time the code
that jits it runs, so that the jit's cache (keyed on the function) misses.

Rule JC101 asks it of every jit made in a loop or inside a function; the walk asks it of
a jit made and called in one expression. What counts as new was measured on JAX, equinox
and flax (docs/lint.md): lambdas, nested defs, partials, JAX's transformations and bound
methods are new each time; equinox's jit compares by value, so its own wrappers and
bound methods are not.
"""

from __future__ import annotations

import ast

from ..project import Ref
from ..scope import (
    FILTER_JITS,
    VALUE_WRAPPERS,
    WRAPPERS,
    ClassInfo,
    FunctionNode,
    Module,
    statements,
    transformed,
)
from ..summaries import memoized, returned
from .checker import Checker, Scope
from .nodes import self_attr


def fresh(checker: Checker, wrapped: ast.expr, scope: Scope, kind: str = "jax.jit",
          loop: ast.AST | None = None) -> bool:
    """Whether the function a jit of ``kind`` wraps is a new object, unequal to the last,
    each time this code runs (in ``loop``: each iteration), so the jit's cache misses.

    Lambdas, nested defs, partials, JAX's transformations (grad, vmap ...) and bound
    methods are; equinox's jit compares by value, so its own wrappers and bound methods
    are not new to it (measured)."""
    if isinstance(wrapped, ast.Lambda):
        return True
    if isinstance(wrapped, ast.Call):
        made = checker.module.qualify(wrapped.func)
        if kind in FILTER_JITS and made in VALUE_WRAPPERS:
            return False
        return checker.module.is_partial(wrapped.func) or made in WRAPPERS or \
            makes_closure(checker, wrapped)
    if transformed(checker.module, wrapped, scope.assigns):
        return True  # jax.jit(model.apply), model = hk.transform(forward) made here
    if isinstance(wrapped, ast.Attribute) and kind not in FILTER_JITS:
        # obj.method: a new bound method each access, and jax.jit's cache dies with it
        if self_attr(wrapped):
            return scope.cls is not None and wrapped.attr in scope.cls.defs
        cls = instance_of(checker, wrapped.value, scope)
        if cls is not None and wrapped.attr in cls.defs:
            return True
        return project_method(checker, wrapped, scope)  # (model.apply of a linen Module)
    if not isinstance(wrapped, ast.Name):
        return False
    if loop is not None:
        made = defines(wrapped.id, loop, checker.module)
        return made is not None and (not isinstance(made, ast.Call) or fresh(
            checker, made, scope, kind))
    # outside a loop, a name made fresh by a call is not followed: a setup function
    # that jits a partial once per run is the common case (precision first)
    return wrapped.id in scope.local_defs


def makes_closure(checker: Checker, call: ast.Call) -> bool:
    """``make_train_step(model, tx)``: a call of a function of the project (not memoized)
    that returns a function it defines, a new closure on every call."""
    project, view = checker.project, checker.view
    if project is None or view is None or not isinstance(call.func, ast.Name | ast.Attribute):
        return False
    ref = project.resolve(view, call.func, checker.current_class, guess=False)
    func = project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(func, FunctionNode) or memoized(func):
        return False
    local = {n.name for n in statements(func.body) if isinstance(n, FunctionNode)}
    values = returned(func)
    return bool(values) and all(isinstance(v, ast.Lambda) or isinstance(v, ast.Name)
                                and v.id in local for v in values)


#: the methods a flax linen ``Module`` gives every subclass (``model.apply`` is bound anew
#: on each access, as any method is)
LINEN_METHODS = frozenset({"apply", "init", "init_with_output", "bind"})
LINEN_MODULES = frozenset({"flax.linen.Module", "flax.linen.module.Module"})


def project_method(checker: Checker, wrapped: ast.Attribute, scope: Scope) -> bool:
    """``obj.method`` where ``obj`` holds the one instance of a class of the project the
    source shows, in any module (a parameter every caller fills with ``MLP()``, ``self.x``
    given it): a method of that class, or a linen ``Module``'s own (``model.apply``)."""
    if checker.project is None:
        return False
    from .instances import instance_of as project_instance

    made = project_instance(checker, wrapped.value, scope)
    if made is None:
        return False
    _, cls, owner = made
    method = next((n for n in cls.body if isinstance(n, FunctionNode)
                   and n.name == wrapped.attr), None)
    if method is not None:  # (a static method or a property is no new bound method)
        return not any(isinstance(d, ast.Name) and d.id in ("staticmethod", "property")
                       for d in method.decorator_list)
    module = owner.scope()
    return wrapped.attr in LINEN_METHODS and module is not None and any(
        module.qualify(base) in LINEN_MODULES for base in cls.bases)


def instance_of(checker: Checker, node: ast.expr, scope: Scope) -> ClassInfo | None:
    """The module class whose instance ``node`` names (``m = Model(...)``), if one."""
    if not isinstance(node, ast.Name):
        return None
    values = scope.assigns.get(node.id) or checker.module.assigns.get(node.id, [])
    if len(values) != 1 or not isinstance(values[0], ast.Call) \
            or not isinstance(values[0].func, ast.Name):
        return None
    return checker.module.classes.get(values[0].func.id)


def defines(name: str, loop: ast.AST, module: Module) -> ast.AST | None:
    """Where the loop body makes function ``name`` anew (a def or lambda) or assigns it a
    call's result (a partial, a transformation: :func:`fresh` judges), if it does."""
    for n in statements(loop.body):
        if isinstance(n, FunctionNode) and n.name == name:
            return n
        if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name
                                             for t in n.targets):
            value = n.value
            if isinstance(value, ast.Lambda | ast.Call):  # a call: the caller judges it
                return value
    return None
