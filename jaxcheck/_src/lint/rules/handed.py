"""A jitted function the project hands in as a value: a callback parameter, or an
attribute ``__init__`` keeps (``ValidationHook(nll, ...)`` storing ``self.loss_fn =
loss_fn``, then ``self.loss_fn(params, counts=c)``).

Such a call runs the jit as surely as a direct one, so every rule reads it as a call of
that jit (:func:`handed_jit`, asked by the walk's callee reading) when every call of the
function (every construction of the class) hands the same jitted function of the
project, by its name.
"""

from __future__ import annotations

import ast

from ..project import Ref
from ..scope import FunctionNode, JitInfo, statements
from .arguments import passed
from .checker import Checker, Scope
from .nodes import class_def, self_attr


def handed_modules(project) -> dict[str, frozenset[str]]:
    """The project modules some other module hands one of its jitted functions, by name,
    as an argument of a call of theirs (``ValidationHook(nll, held_out)``), each with the
    words its code must name to hold such a call (the function or class, the parameter,
    the attributes ``__init__`` gives it): the engine reads these modules even when they
    name no jit themselves. Read once per project."""
    found = project.memo.get("handed modules")
    if found is not None:
        return found
    modules: dict[str, set[str]] = {}
    for view in list(project.views.values()):
        if b"jit" not in view.data:
            continue
        scope = view.scope()
        jits = set(scope.jits) if scope is not None else set()
        if not jits:
            continue
        for node in ast.walk(view.tree() or ast.Module([], [])):
            if not isinstance(node, ast.Call):
                continue
            given = [(i, None, a) for i, a in enumerate(node.args)] + [
                (None, k.arg, k.value) for k in node.keywords]
            given = [(i, k) for i, k, a in given if isinstance(a, ast.Name) and a.id in jits]
            if not given:
                continue
            ref = project.resolve(view, node.func, None, guess=False)
            if isinstance(ref, Ref) and ref.module != view.name:
                words = modules.setdefault(ref.module, set())
                words.add(ref.last)
                words |= _receivers(project.node(ref), given)
    project.memo["handed modules"] = {m: frozenset(w) for m, w in modules.items()}
    return project.memo["handed modules"]


def _receivers(node, given: list[tuple[int | None, str | None]]) -> set[str]:
    """The parameters of ``node`` (a function, or a class's ``__init__``) the positions
    and keywords ``given`` fill, and the attributes ``__init__`` gives them."""
    cls = node if isinstance(node, ast.ClassDef) else None
    func = next((m for m in cls.body if isinstance(m, FunctionNode)
                 and m.name == "__init__"), None) if cls is not None else node
    if func is None and cls is not None:  # a dataclass: its fields, in order
        fields = dataclass_fields(cls)
        return {fields[i] for i, _ in given if i is not None and i < len(fields)} | {
            k for i, k in given if i is None and k in fields}
    if not isinstance(func, FunctionNode):
        return set()
    params = [a.arg for a in func.args.posonlyargs + func.args.args]
    params = params[1:] if cls is not None else params
    names = {params[i] if i < len(params) else "" for i, _ in given if i is not None} | {
        k for i, k in given if i is None and k is not None}
    names.discard("")
    if cls is not None:
        names |= {t.attr for n in ast.walk(func) if isinstance(n, ast.Assign)
                  and isinstance(n.value, ast.Name) and n.value.id in names
                  for t in n.targets if self_attr(t)}
    return names


def handed_jit(checker: Checker, func: ast.expr, scope: Scope) -> JitInfo | None:
    """The one jitted function every caller hands ``func`` (a parameter of this
    function, ``self.<attr>`` that ``__init__`` sets from one of its parameters, or a
    dataclass's field every construction gives)."""
    project, view = checker.project, checker.view
    if project is None or view is None:
        return None
    cls = scope.cls.name if scope.cls is not None else None
    if isinstance(func, ast.Name):
        owner, param = scope.func, func.id
    else:
        node = class_def(checker.tree, cls)
        owner = next((m for m in node.body if isinstance(m, FunctionNode)
                      and m.name == "__init__"), None) if node is not None else None
        if owner is None and node is not None and func.attr in dataclass_fields(node):
            return _field_jit(checker, node, func.attr)  # @dataclass: metric: Callable
        if owner is None:
            return None
        given = [n.value for m in node.body if isinstance(m, FunctionNode)
                 for n in statements(m.body) if isinstance(n, ast.Assign)
                 and any(self_attr(t) and t.attr == func.attr for t in n.targets)]
        params = {a.arg for a in owner.args.posonlyargs + owner.args.args}
        if len(given) != 1 or not isinstance(given[0], ast.Name) or given[0].id not in params:
            return None
        param = given[0].id
    key = ("handed jit", id(owner), param)
    if key in checker.memo:
        return checker.memo[key]
    checker.memo[key] = None  # (a cycle answers no)
    found: dict[int, JitInfo] = {}
    for site, arg in passed(checker, owner, cls, param) or ():
        if not isinstance(arg, ast.Name) or site.view is None:
            return None
        ref = project.resolve(site.view, arg, site.cls, guess=False)
        info = project.jitted(ref) if isinstance(ref, Ref) else None
        if info is None or not info.params:
            return None
        found[id(info)] = info
    info = next(iter(found.values())) if len(found) == 1 else None
    checker.memo[key] = info
    return info


def dataclass_fields(cls: ast.ClassDef) -> list[str]:
    """The fields of a class written as a dataclass (``metric: Callable``), in order."""
    return [n.target.id for n in cls.body if isinstance(n, ast.AnnAssign)
            and isinstance(n.target, ast.Name)]


def _field_jit(checker: Checker, cls: ast.ClassDef, field: str) -> JitInfo | None:
    """The one jitted function every construction of the dataclass ``cls`` of this module
    gives its field ``field``, by position or by keyword."""
    project, view = checker.project, checker.view
    at = dataclass_fields(cls).index(field)
    found: dict[int, JitInfo] = {}
    sites = [s for s in project.callers(Ref(view.name, cls.name))
             if s.how == "call" and s.outer is not None]
    for site in sites:
        call = site.outer
        arg = next((k.value for k in call.keywords if k.arg == field), None) or (
            call.args[at] if at < len(call.args) else None)
        ref = project.resolve(site.view, arg, site.cls, guess=False) \
            if isinstance(arg, ast.Name) else None
        info = project.jitted(ref) if isinstance(ref, Ref) else None
        if info is None or not info.params:
            return None
        found[id(info)] = info
    return next(iter(found.values())) if len(found) == 1 else None
