"""The objects a name takes over a loop, each with the constructor that made it.

``for pol in POLICIES.values()`` over ``CapPolicy(daily_cap=6, ...)`` and
``CapPolicy(daily_cap=3.0, ...)``; ``for s in sites`` over ``Site("leeds")`` and
``UnionSite("detroit")``; a parameter that a caller's loop hands such objects
(``site_overtime(s, ...)``). Reading an attribute over the population, not over one
object, is what shows that ``pol.daily_cap`` is a Python int on some calls and a float on
others, or that a subclass overrides a class attribute ``1.5`` with ``2``.

Only populations the source lists are read: every item must be a construction of a project
class (also through ``dataclasses.replace(Cls(...), field=...)`` or a method chained on the
construction that returns ``self``), else there is no claim.
"""

from __future__ import annotations

import ast

from ..flow import bindings, loop_names
from ..project import Ref
from ..scope import FunctionNode, statements
from .arguments import passed
from .checker import Callee, Checker, Scope
from .literal import listed_items

#: one listed object: its construction, its class, the class's module, and where the
#: construction is read (the stand-in checker and scope of the module that lists it)
Member = tuple[ast.Call, ast.ClassDef, object, object, Scope]


def listed_instances(checker: Checker, node: ast.expr, scope: Scope,
                     depth: int = 0) -> list[Member]:
    """Every object ``node`` takes, when it is a loop's item over a listed population, or
    a parameter every call of whose function passes one; [] when unknown."""
    if not isinstance(node, ast.Name) or checker.project is None or checker.view is None:
        return []
    if node.id in scope.items and node.id not in scope.assigns:
        reader, inner = table_reader(checker, scope.items[node.id], scope)
        return _made(reader, listed_items(reader, scope.items[node.id], inner), inner)
    found: list[Member] = []
    for reader, inner, arg in handed(checker, scope, node.id) if depth == 0 else []:
        one = listed_instances(reader, arg, inner, depth + 1)
        if not one:
            return []
        found.extend(one)
    return found


def handed(checker: Checker, scope: Scope, name: str) -> list[tuple[Callee, Scope, ast.expr]]:
    """What every call of the function being walked passes its parameter ``name``, each
    with the stand-in checker and scope to read it in; [] when one call leaves it to its
    default, or a call is not laid out in the source."""
    func = scope.func
    if not isinstance(func, FunctionNode) or name in scope.assigns or \
            name not in {a.arg for a in func.args.posonlyargs + func.args.args}:
        return []
    found = []
    for site, arg in passed(checker, func, scope.cls.name if scope.cls else None, name) or []:
        reader, inner = caller_view(checker, site)
        if arg is None or reader is None:
            return []
        found.append((reader, inner, arg))
    return found


def listed_by_callers(checker: Checker, scope: Scope, name: str) -> list[ast.Constant]:
    """The constants parameter ``name`` of the function being walked takes over its
    callers' loops (``for lr in [0.003, 0.01]: run_trial(model, lr)``), each caller's
    listed values in turn; [] when a caller passes anything else."""
    from .loops import columns
    from .modules import names_reader

    found: list[ast.Constant] = []
    for reader, inner, arg in handed(checker, scope, name):
        if isinstance(arg, ast.Constant):
            found.append(arg)
            continue
        if not isinstance(arg, ast.Name) or arg.id not in inner.items:
            return []
        body = inner.func.body if inner.func is not None else reader.view.tree().body
        loop = next((n for n in statements(body) if isinstance(n, ast.For) and any(
            isinstance(t, ast.Name) and t.id == arg.id for t in ast.walk(n.target))), None)
        column = columns(loop.target, loop.iter, inner, names_reader(reader)).get(arg.id) \
            if loop is not None else None
        if not column or not all(isinstance(e, ast.Constant) for e in column):
            return []
        found.extend(column)
    return found


def caller_view(checker: Checker, site) -> tuple[Callee | None, Scope]:
    """The stand-in checker and scope to read an argument in, where the call ``site`` is:
    its function's (or module's) bindings, loop counters and loop items."""
    module = site.view.scope()
    if module is None or checker.project is None:
        return None, Scope(None, None, {}, {}, set())
    counters: set[str] = set()
    items: dict[str, ast.expr] = {}
    body = site.func.body if site.func is not None else site.view.tree().body
    nodes = list(statements(body))
    for n in nodes:
        if isinstance(n, ast.For):
            counted, itemised = loop_names(n, module)
            counters |= counted
            items.update(itemised)
    inner = Scope(site.func, None, {}, bindings(nodes), set(), counters=counters, items=items)
    return Callee(module, checker.project, site.view, site.cls), inner


def table_reader(checker: Checker, it: ast.expr, scope: Scope):
    """Where a loop's listed items are read: the module that defines the table its
    iterable names (``from scenarios import STATES``: ``scenarios``, whose ``np`` is
    NumPy), else here."""
    while isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute):
        it = it.func.value  # STATES.values()
    project, view = checker.project, checker.view
    if not isinstance(it, ast.Name) or project is None or view is None or \
            it.id in scope.assigns or it.id in checker.module.assigns:
        return checker, scope
    dotted = view.read().imports.get(it.id, "")
    owner = project.view(dotted.rsplit(".", 1)[0]) if "." in dotted else None
    module = owner.scope() if owner is not None else None
    if module is None:
        return checker, scope
    renamed = Scope(None, None, {}, {it.id: module.assigns.get(dotted.rsplit(".", 1)[1], [])},
                    set())
    return Callee(module, project, owner, None), renamed


def _made(reader, items: list[ast.expr], scope: Scope) -> list[Member]:
    found: list[Member] = []
    for item in items:
        member = _construction(reader, item, scope)
        if member is None:
            return []
        found.append(member)
    return found


def _construction(reader, item: ast.expr, scope: Scope) -> Member | None:
    if isinstance(item, ast.Name):  # SITES = [leeds, ...] with leeds = Site(...)
        given = scope.assigns.get(item.id) or reader.module.assigns.get(item.id, [])
        item = given[0] if len(given) == 1 else item
    if not isinstance(item, ast.Call):
        return None
    name = reader.module.qualify(item.func) or ""
    if name.endswith("replace") and item.args and isinstance(item.args[0], ast.Call):
        # dataclasses.replace(Case(), flow=180.5): the construction, those fields given
        inner = item.args[0]
        given = {k.arg for k in item.keywords}
        item = ast.Call(inner.func, inner.args, [k for k in inner.keywords
                                                 if k.arg not in given] + item.keywords)
    elif isinstance(item.func, ast.Attribute) and isinstance(item.func.value, ast.Call):
        chained = _returns_self(reader, item.func.value, item.func.attr)
        if not chained:
            return None
        item = item.func.value  # Transition(...).auto_length(onsets): the same object
    kind = reader.project.resolve(reader.view, item.func, None, guess=False)
    if not isinstance(kind, Ref) or "." in kind.name:
        return None
    owner = reader.project.views[kind.module]
    cls = owner.read().classes.get(kind.name)
    if cls is None:
        return None
    return item, cls, owner, reader, scope


def _returns_self(reader, ctor: ast.Call, method: str) -> bool:
    kind = reader.project.resolve(reader.view, ctor.func, None, guess=False)
    if not isinstance(kind, Ref):
        return False
    cls = reader.project.views[kind.module].read().classes.get(kind.name)
    func = next((n for n in cls.body if isinstance(n, FunctionNode) and n.name == method),
                None) if cls is not None else None
    returns = [n for n in statements(func.body) if isinstance(n, ast.Return)] if func else []
    return bool(returns) and all(isinstance(r.value, ast.Name) and r.value.id == "self"
                                 for r in returns)


def lineage(owner, cls: ast.ClassDef) -> list[ast.ClassDef]:
    """``cls`` and the bases its module defines, nearest first (``UnionSite``, ``Site``)."""
    found = [cls]
    classes = owner.read().classes
    while len(found) < 8:
        bases = [b.id for b in found[-1].bases if isinstance(b, ast.Name)]
        base = classes.get(bases[0]) if bases else None
        if base is None or base in found:
            break
        found.append(base)
    return found
