"""The kind of PRNG key a value is: a typed key or a raw ``uint32`` one.

JAX has two kinds of random key. ``jax.random.key(seed)`` makes a typed key, an array of
dtype ``key<fry>`` and shape ``()``; ``jax.random.PRNGKey(seed)`` makes a raw key, a
``uint32`` array of shape ``(2,)``. A jitted function that takes a key compiles once per
kind, so a training loop that splits a typed key and an evaluation helper that makes a
``PRNGKey`` give one jitted function two compiles, in a project where each file looks
right alone.

:func:`kinds` reads which kinds an expression can be, as far as the source shows: the two
makers; ``split``, ``fold_in`` and ``clone``, which keep their key's kind (and an item of
what they return keeps it too); every binding of a name, the items a ``for`` takes from a
split; what a function of the project returns; an attribute over the values the class's
methods give it; and a parameter over what the project's calls pass it. Unknown values
make no claim.
"""

from __future__ import annotations

import ast

from ..flow import attribute_bindings, function_bindings, returns_kept, unpacking
from ..project import Ref
from ..scope import FunctionNode, statements
from .across import loop_spans
from .arguments import defaults, passed
from .callees import at_site
from .checker import Callee, Checker, Scope
from .instances import resolve_callee
from .loops import item_source
from .nodes import class_def, self_attr

TYPED, RAW = "a typed key (jax.random.key)", "a raw uint32 key (jax.random.PRNGKey)"
#: what each maker gives
MAKERS = {"jax.random.key": TYPED, "jax.random.wrap_key_data": TYPED,
          "jax.random.PRNGKey": RAW, "jax.random.key_data": RAW}
#: calls whose result is a key (or keys) of the kind of their first argument
KEEPS = frozenset({"jax.random.split", "jax.random.fold_in", "jax.random.clone"})


def project_has_both(checker: Checker) -> bool:
    """Whether the project's source makes keys of both kinds (a cheap test of its text,
    asked before any key is read: most projects use one kind)."""
    project = checker.project
    if project is None:
        return False
    known = project.memo.get("both key kinds")
    if known is None:
        data = [view.data for view in project.views.values()]
        known = project.memo["both key kinds"] = any(b"PRNGKey" in d for d in data) and any(
            b".key(" in d or b"wrap_key_data" in d or b"import key" in d for d in data)
    return bool(known)


def kinds(checker: Checker, node: ast.expr, scope: Scope, depth: int = 0) -> set[str]:
    """The kinds of key ``node`` can be (:data:`TYPED`, :data:`RAW`); empty when unknown."""
    if depth > 16:
        return set()
    if isinstance(node, ast.Call):
        name = checker.module.qualify(node.func) or ""
        if name in MAKERS:
            return {MAKERS[name]}
        if name in KEEPS:
            return kinds(checker, node.args[0], scope, depth + 1) if node.args else set()
        if isinstance(node.func, ast.Name) and node.func.id == "next" and \
                len(node.args) == 1:
            return _next(checker, node.args[0], scope, depth)
        return _returned(checker, node, scope, {}, depth)
    if unpacking(node) is not None:  # key, sub = jax.random.split(key)
        value, _ = unpacking(node)
        return kinds(checker, value, scope, depth + 1)
    if isinstance(node, ast.Subscript):  # keys[i]
        return kinds(checker, node.value, scope, depth + 1)
    if isinstance(node, ast.Name):
        return _name(checker, node.id, scope, depth)
    if self_attr(node) and scope.func is not None:
        return _attribute(checker, node.attr, scope, depth)
    return set()


def _name(checker: Checker, name: str, scope: Scope, depth: int) -> set[str]:
    values = list(scope.assigns.get(name, []))
    func = scope.func
    for _, target, it, _ in loop_spans(checker, scope):  # for k in jax.random.split(key, n)
        source = item_source(target, it, name)
        if source is not None:
            values.append(source)
    found: set[str] = set()
    for value in values:
        if not any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(value)):
            found |= kinds(checker, value, scope, depth + 1)
    params = set() if func is None else {
        a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs}
    if name in params:  # (key, sub = jax.random.split(key): the kind it came in with)
        return found | _parameter(checker, func, scope, name, depth)
    if values or func is None:
        return found
    return kinds(checker, checker.module.assigns[name][-1], Scope(
        None, None, {}, checker.module.assigns, set()), depth + 1) \
        if checker.module.assigns.get(name) else set()


def _parameter(checker: Checker, func: FunctionNode, scope: Scope, name: str,
               depth: int) -> set[str]:
    """A parameter: the kinds the project's calls of the function pass it (its default
    where a call leaves it)."""
    if checker.project is None or depth > 10:
        return set()
    cls = scope.cls.name if scope.cls is not None else checker.current_class
    given = passed(checker, func, cls, name)
    if not given:
        return set()
    found: set[str] = set()
    for site, arg in given:
        if arg is None:
            arg = defaults(func).get(name)
            if arg is None:
                continue
            found |= kinds(checker, arg, scope, depth + 1)
            continue
        there = at_site(checker, site)
        if there is not None:
            found |= kinds(there[0], arg, there[1], depth + 1)
    return found


def _attribute(checker: Checker, attr: str, scope: Scope, depth: int) -> set[str]:
    """``self.<attr>``: every value the methods of the class give it."""
    cls = scope.cls.name if scope.cls is not None else checker.current_class
    tree = getattr(checker, "tree", None)
    node = class_def(tree, cls) if cls is not None and tree is not None else None
    if node is None:
        return set()
    found: set[str] = set()
    for method in node.body:
        if not isinstance(method, ast.FunctionDef):
            continue
        given = attribute_bindings(statements(method.body)).get(attr, [])
        inner = Scope(method, scope.cls, {}, function_bindings(method), set())
        for value in given:
            if not (self_attr(value) and value.attr == attr):
                found |= kinds(checker, value, inner, depth + 1)
    return found


def _next(checker: Checker, it: ast.expr, scope: Scope, depth: int) -> set[str]:
    """``next(keys)`` with ``keys = KeySequence(seed)``, a class of the project: what its
    ``__next__`` returns, read in its class."""
    project, view = checker.project, checker.view
    if project is None or view is None or not isinstance(it, ast.Name):
        return set()
    found: set[str] = set()
    for made in scope.assigns.get(it.id) or checker.module.assigns.get(it.id, []):
        if not isinstance(made, ast.Call):
            continue
        cls = project.resolve(view, made.func, checker.current_class, guess=False)
        if not isinstance(cls, Ref) or not isinstance(project.node(cls), ast.ClassDef):
            continue
        method = project.method(project.views[cls.module], cls.name, "__next__")
        func = project.node(method) if method is not None else None
        if not isinstance(func, FunctionNode):
            continue
        owner = project.views[method.module]
        reader = Callee(owner.scope() or checker.module, project, owner, cls.name)
        inner = Scope(func, None, {}, function_bindings(func), set())
        for n in statements(func.body):
            if isinstance(n, ast.Return) and n.value is not None:
                found |= kinds(reader, n.value, inner, depth + 1)
    return found


def _read_returned(checker: Checker, call: ast.Call, scope: Scope, env: dict, depth: int,
                   index: int | None = None) -> set[str]:
    """The kinds a call of a function of the project returns, over its returns."""
    project = checker.project
    if project is None or checker.view is None or depth > 12:
        return set()
    target = resolve_callee(checker, call, scope)
    if target is None or target[2]:
        return set()
    ref, func, _, _, cls = target
    owner = project.views[ref.module]
    reader = Callee(owner.scope() or checker.module, project, owner,
                    cls.name if cls is not None else None)
    inner = Scope(func, None, {}, function_bindings(func), set())
    found: set[str] = set()
    for n in statements(func.body):
        if isinstance(n, ast.Return) and n.value is not None:
            found |= kinds(reader, n.value, inner, depth + 1)
    return found


#: :func:`_read_returned`, its answers kept per call while a lint runs
_returned = returns_kept(_read_returned)
