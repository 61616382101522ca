"""What one function's body shows of what it returns: the expressions it returns, whether
it is memoized, whether it returns a new jitted function on each call; and which of the
project's functions clear JAX's caches (:func:`clearing`). The project model's
per-function summaries (:meth:`..project.Project.factory`, ``optimizer``) read these.
"""

from __future__ import annotations

import ast

from .flow import set_elsewhere
from .index import returns_decorated_def
from .memo import guarded_store
from .scope import (
    FRESH_JITS,
    MEMOIZERS,
    PARTIALS,
    WRAPPERS,
    FunctionNode,
    Module,
    optax_maker,
    statements,
    transformed,
)


def returns(func: FunctionNode) -> list[ast.expr]:
    """The expressions ``func`` returns, as written."""
    return [n.value for n in statements(func.body)
            if isinstance(n, ast.Return) and n.value is not None]


def memoized(node: ast.AST | None) -> bool:
    if not isinstance(node, FunctionNode):
        return False
    for d in node.decorator_list:
        d = d.func if isinstance(d, ast.Call) else d
        name = d.attr if isinstance(d, ast.Attribute) else d.id if isinstance(
            d, ast.Name) else ""
        if name in ("cache", "lru_cache", "cached_property") or any(
                m.endswith(f".{name}") for m in MEMOIZERS):
            return True
    return False


def kept_by_key(func: FunctionNode, made: ast.expr, cls: ast.ClassDef | None = None) -> bool:
    """``made`` is stored in a table under a key, and only when the table lacks that key
    (``if rate not in self._compiled: self._compiled[rate] = jax.jit(...)``, or an earlier
    ``if key in cache: return cache[key]``): a memo written by hand, one per key."""
    nodes = list(statements(func.body))
    for n in nodes:
        if isinstance(n, ast.If) and cls is not None and _lazily(n, made, cls, func):
            return True  # if self._fn is None: self._fn = jax.jit(...): made once
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(
                n.targets[0], ast.Subscript) and any(m is made for m in ast.walk(n.value)) \
                and guarded_store(n, nodes):
            return True
    return False


def _lazily(test: ast.If, made: ast.expr, cls: ast.ClassDef, func: FunctionNode) -> bool:
    """``if self._fn is None:`` (or ``if not self._fn:``) whose body gives ``self._fn``
    what holds ``made``, and no other method of ``cls`` but ``__init__`` gives
    ``self._fn`` a value (a reset per session would make it anew): made once, kept."""
    guard = test.test
    held = guard.left if isinstance(guard, ast.Compare) and len(guard.ops) == 1 and \
        isinstance(guard.ops[0], ast.Is) and isinstance(guard.comparators[0], ast.Constant) \
        and guard.comparators[0].value is None else guard.operand if isinstance(
            guard, ast.UnaryOp) and isinstance(guard.op, ast.Not) else None
    if not (isinstance(held, ast.Attribute) and isinstance(held.value, ast.Name)
            and held.value.id == "self"):
        return False
    text = ast.unparse(held)
    if set_elsewhere(cls, held.attr, but=[func], names=("__init__",)):
        return False
    return any(isinstance(n, ast.Assign) and any(ast.unparse(t) == text for t in n.targets)
               and any(m is made for m in ast.walk(n.value)) for n in statements(test.body))


def returned(func: FunctionNode) -> list[ast.expr]:
    """The values ``func`` returns, each name followed to its one assignment."""
    nodes = list(statements(func.body))
    assigned: dict[str, list[ast.expr]] = {}
    for n in nodes:
        if isinstance(n, ast.Assign) and len(n.targets) == 1 \
                and isinstance(n.targets[0], ast.Name):
            assigned.setdefault(n.targets[0].id, []).append(n.value)
    out = []
    for n in nodes:
        if isinstance(n, ast.Return) and n.value is not None:
            value = n.value
            if isinstance(value, ast.Name) and len(assigned.get(value.id, [])) == 1:
                value = assigned[value.id][0]
            out.append(value)
    return out


def returns_new_jit(func: FunctionNode, scope: Module, methods: frozenset[str]) -> bool:
    """``return jax.jit(<made here>)``, through a name assigned once, or a decorated
    nested def returned by name; ``methods``: the plain methods of the class around it
    (``jax.jit(self.step)`` wraps a new bound method each time)."""
    nodes = list(statements(func.body))
    local = {n.name for n in nodes if isinstance(n, FunctionNode)}
    local |= {n.targets[0].id for n in nodes if isinstance(n, ast.Assign)
              and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)
              and isinstance(n.value, ast.Lambda)}
    assigns: dict[str, list[ast.expr]] = {}
    for n in nodes:
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(
                n.targets[0], ast.Name):
            assigns.setdefault(n.targets[0].id, []).append(n.value)
    # return model, jax.jit(model.apply): each item of a returned tuple too
    values = [e for v in returned(func) for e in (v.elts if isinstance(v, ast.Tuple) else [v])]
    for value in values:
        made = scope.jit_call(value)
        if made is None:
            continue
        info, wrapped = made
        if info.kind in FRESH_JITS or isinstance(wrapped, ast.Lambda) or (
                isinstance(wrapped, ast.Name) and wrapped.id in local) or transformed(
                scope, wrapped, assigns):
            return True
        if isinstance(wrapped, ast.Call) and scope.qualify(wrapped.func) in PARTIALS | WRAPPERS:
            return True
        if not info.filter and isinstance(wrapped, ast.Attribute) and isinstance(
                wrapped.value, ast.Name) and wrapped.value.id == "self" \
                and wrapped.attr in methods:
            return True
    return returns_decorated_def(nodes, scope)


def on_by_default(node: ast.AST) -> set[str]:
    """The parameters of a function that default to True (``drop_last=True``): on
    wherever a caller leaves them out."""
    if not isinstance(node, FunctionNode):
        return set()
    args = node.args
    positional = args.posonlyargs + args.args
    pairs = list(zip(positional[len(positional) - len(args.defaults):], args.defaults,
                     strict=True)) + [(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults,
                                                              strict=True) if d is not None]
    return {a.arg for a, d in pairs if isinstance(d, ast.Constant) and d.value is True}


def flags_on(cls: ast.ClassDef) -> frozenset[str]:
    """``self.<name>`` given, in ``__init__``, a parameter that defaults to True
    (``self.drop_last = drop_last`` with ``drop_last=True``)."""
    init = next((f for f in cls.body if isinstance(f, FunctionNode) and f.name == "__init__"),
                None)
    on = on_by_default(init) if init is not None else set()
    return frozenset(f"self.{t.attr}" for n in (init.body if init is not None else ())
                     if isinstance(n, ast.Assign) and isinstance(n.value, ast.Name)
                     and n.value.id in on for t in n.targets if isinstance(t, ast.Attribute))


def flags_given(project, ref, cls: ast.ClassDef) -> frozenset[str]:
    """``self.<name>`` given, in ``__init__``, a parameter that every construction of the
    class in the project passes as True (``DemoLoader(obs, act, drop_last=True)``)."""
    init = next((f for f in cls.body if isinstance(f, FunctionNode) and f.name == "__init__"),
                None)
    sites = [s for s in project.callers(ref) if s.how == "call" and s.outer is not None]
    if init is None or not sites:
        return frozenset()
    params = {a.arg for a in init.args.args + init.args.kwonlyargs}
    on = {p for p in params if all(any(
        k.arg == p and isinstance(k.value, ast.Constant) and k.value.value is True
        for k in s.outer.keywords) for s in sites)}
    return frozenset(f"self.{t.attr}" for n in init.body
                     if isinstance(n, ast.Assign) and isinstance(n.value, ast.Name)
                     and n.value.id in on for t in n.targets if isinstance(t, ast.Attribute))


#: JAX's call that empties every jitted function's cache
CLEARS = "jax.clear_caches"


def clearing(project) -> dict[tuple[str, str], int]:
    """The project's functions and methods that call ``jax.clear_caches()`` (the line),
    read once per project from the modules that say ``clear_caches``."""
    if "clearing" in project.memo:
        return project.memo["clearing"]
    found: dict[tuple[str, str], int] = {}
    for view in project.views.values():
        scope = view.scope() if b"clear_caches" in view.data else None
        if scope is None:
            continue
        owners = list(view.functions.items()) + [
            (f"{cname}.{item.name}", item) for cname, cls in view.classes.items()
            for item in cls.body if isinstance(item, FunctionNode)]
        for name, func in owners:
            for n in ast.walk(func):
                if isinstance(n, ast.Call) and scope.qualify(n.func) == CLEARS:
                    found.setdefault((view.name, name), n.lineno)
    project.memo["clearing"] = found
    return found


def holds_optimizer(scope: Module, expr: ast.expr, made: dict[str, str],
                    depth: int = 0) -> str | None:
    """The optax call ``expr`` is or holds (through calls' arguments), if any; ``made``:
    the names already known to hold one."""
    if isinstance(expr, ast.Name):
        return made.get(expr.id)
    if not isinstance(expr, ast.Call) or depth > 4:
        return None
    func = expr.func
    while isinstance(func, ast.Call):  # optax.inject_hyperparams(optax.adam)(lr=...)
        func = func.func
    if optax_maker(scope.qualify(func)):
        text = ast.unparse(expr)
        return text if len(text) <= 30 else text[:27] + "..."
    for arg in [*expr.args, *(k.value for k in expr.keywords)]:
        found = holds_optimizer(scope, arg, made, depth + 1)
        if found is not None:
            return found
    return None
