"""Which instance of a project class an expression holds, read from the source: the
one ``Cls(...)`` a name is given, or that a class gives ``self.x`` (directly, or as an
``__init__`` parameter every construction of the class fills with one same ``Cls(...)``).

The scalar lattice (:mod:`.scalars`) reads an instance's attributes and what its
``__call__`` returns with it: ``schedule(epoch)`` with ``schedule = CosineLR(0.1)``,
``self.moments.mean`` with ``self.moments = RunningMoments()``.
"""

from __future__ import annotations

import ast

from ..flow import bindings
from ..project import Ref
from ..scope import FunctionNode, statements
from ..sites import View
from ..summaries import returned
from .checker import Checker, Scope
from .nodes import self_attr


def instance_of(checker: Checker, node: ast.expr, scope: Scope):
    """``(constructor call, class, its module)`` when ``node`` holds the one instance of
    a project class the source shows (:func:`made_by`)."""
    made = made_by(checker, node, scope)
    if made is None:
        return None
    ctor, view, current = made
    kind = checker.project.resolve(view, ctor.func, current, guess=False)
    if not isinstance(kind, Ref) or "." in kind.name:
        return None
    owner = checker.project.views[kind.module]
    cls = owner.read().classes.get(kind.name)
    return (ctor, cls, owner) if cls is not None else None


def made_by(checker: Checker, node: ast.expr, scope: Scope):
    """The one call ``node`` holds the result of, with the module and class it is read
    in: a name given ``Cls(...)`` once; ``self.x`` given it once by its class; ``self.x
    = schedule``, a parameter of ``__init__`` that every construction of the class gives
    one same ``Cls(...)`` (``DQNAgent(schedule=LinearDecay(5))``)."""
    project, view = checker.project, checker.view
    if project is None or view is None:
        return None
    current = scope.cls.name if scope.cls is not None else checker.current_class
    values: list[ast.expr] = []
    if isinstance(node, ast.Name):
        values = scope.assigns.get(node.id) or checker.module.assigns.get(node.id, [])
        if not values and isinstance(scope.func, FunctionNode) and node.id in {
                a.arg for a in scope.func.args.args + scope.func.args.kwonlyargs}:
            return passed_to(checker, view, scope.func, current, node.id)
    elif self_attr(node) and current is not None:
        cls = view.read().classes.get(current)
        values = [n.value for n in ast.walk(cls) if isinstance(n, ast.Assign) and any(
            self_attr(t) and t.attr == node.attr for t in n.targets)] if cls else []
        init = next((n for n in cls.body if isinstance(n, FunctionNode)
                     and n.name == "__init__"), None) if cls else None
        if len(values) == 1 and isinstance(values[0], ast.Name) and init is not None:
            return constructed_with(checker, view, current, init, values[0].id)
    if len(values) != 1 or not isinstance(values[0], ast.Call):
        return None
    return values[0], view, current


def constructed_with(checker: Checker, view: View, cls: str, init: FunctionNode,
                     param: str):
    """The one call every construction of class ``cls`` passes as ``param``."""
    params = [a.arg for a in init.args.posonlyargs + init.args.args][1:]
    return given_by_callers(checker, Ref(view.name, cls), params, param)


def passed_to(checker: Checker, view: View, func: FunctionNode, cls: str | None,
              param: str):
    """The one ``Cls(...)`` every call of ``func`` passes as ``param``, directly or as a
    name its caller gave it (``anneal = ExponentialAnneal(...)``; ``collect(...,
    anneal=anneal)``)."""
    ref = checker.project.ref_of(view, func, cls)
    if ref is None:
        return None
    params = [a.arg for a in func.args.posonlyargs + func.args.args]
    return given_by_callers(checker, ref, params[1:] if "." in ref.name else params, param)


def given_by_callers(checker: Checker, ref: Ref, params: list[str], param: str):
    """The one ``Cls(...)`` every call of ``ref`` (a function, or a class: its
    construction) passes as ``param`` (of the positional ``params``), directly or as a
    name the caller gave it; with the module and class it is read in."""
    found = []
    for site in checker.project.callers(ref):
        call = site.outer
        if site.how != "call" or call is None or call.func is not site.node:
            return None
        arg = next((k.value for k in call.keywords if k.arg == param), None)
        if arg is None and param in params and params.index(param) < len(call.args):
            arg = call.args[params.index(param)]
        if isinstance(arg, ast.Name):
            tree = site.func.body if site.func is not None else site.view.tree().body
            values = bindings(statements(tree)).get(arg.id, [])
            arg = values[0] if len(values) == 1 else None
        if not isinstance(arg, ast.Call):
            return None
        found.append((arg, site.view, site.cls))
    if not found or len({ast.dump(a.func) for a, _, _ in found}) != 1:
        return None
    return found[0]


def kept_default(checker: Checker, expr: ast.expr, values: list[ast.expr]) -> bool:
    """``scenario.n_predators`` where ``scenario`` is given ``values`` (one call): a new
    object each time, but of a project class whose field ``n_predators`` has a constant
    default (``n_predators: int = 3``, ``= struct.field(pytree_node=False, default=3)``)
    that no construction of the class anywhere in the project gives: the same value on
    every object."""
    project, view = checker.project, checker.view
    if project is None or view is None or not (
            isinstance(expr, ast.Attribute) and len(values) == 1
            and isinstance(values[0], ast.Call)):
        return False
    ref = project.resolve(view, values[0].func, checker.current_class, guess=False)
    node = project.node(ref) if isinstance(ref, Ref) else None
    if isinstance(node, FunctionNode):  # scenario_for_stage(stage): returns Cls(...)
        made = {project.resolve(project.views[ref.module], r.func, guess=False)
                if isinstance(r, ast.Call) else None for r in returned(node)}
        ref = made.pop() if len(made) == 1 else None
        node = project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(node, ast.ClassDef):
        return False
    fields = [i for i in node.body if isinstance(i, ast.AnnAssign)
              and isinstance(i.target, ast.Name)]
    field = next((i for i in fields if i.target.id == expr.attr), None)
    default = field.value if field is not None else None
    if isinstance(default, ast.Call):  # field(default=3), struct.field(..., default=3)
        default = next((k.value for k in default.keywords if k.arg == "default"), None)
    if not isinstance(default, ast.Constant):
        return False
    at = fields.index(field)
    for site in project.callers(ref):
        call = site.outer
        if site.how != "call" or call is None or call.func is not site.node or any(
                isinstance(a, ast.Starred) for a in call.args) or len(call.args) > at or any(
                k.arg in (expr.attr, None) for k in call.keywords):
            return False
    return True
