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


def resolve_callee(checker: Checker, call: ast.Call, scope: Scope):
    """The function of the project that ``call`` runs: ``(ref, def, jitted, constructor
    call, class)``; the last two for a call of an instance (``schedule(epoch)`` with
    ``schedule = CosineLR(...)``), whose class's ``__call__`` runs. None when unknown, a
    generator, or wrapped by a decorator other than a jit."""
    project, view = checker.project, checker.view
    current = scope.cls.name if scope.cls is not None else checker.current_class
    ref = project.resolve(view, call.func, current, guess=False)
    ctor = cls = None
    if ref is None and (isinstance(call.func, ast.Name) or self_attr(call.func)):
        made = instance_of(checker, call.func, scope)  # schedule(epoch), self.schedule(t)
        if made is not None:
            owner = made[2]
            ref = project.method(owner, made[1].name, "__call__")
            if ref is not None:
                ctor, cls = made[0], made[1]
    if ref is None and isinstance(call.func, ast.Attribute):
        made = instance_of(checker, call.func.value, scope)  # anneal.temperature(ep)
        if made is not None:
            ref = project.method(made[2], made[1].name, call.func.attr)
            if ref is not None:
                ctor, cls = made[0], made[1]
    if not isinstance(ref, Ref):
        return None
    func = project.node(ref)
    if not isinstance(func, FunctionNode) or project.yields(ref):
        return None
    jitted = False
    shown = [d for d in func.decorator_list
             if not (isinstance(d, ast.Name) and d.id == "property")]  # read as a call
    if shown:
        module = project.views[ref.module].scope()
        if module is None or not all(module.decorator(d) for d in shown):
            return None  # a wrapper the source does not show: no claim
        jitted = True
    if "." in ref.name and cls is None and not (
            isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name)
            and call.func.value.id == "self"):
        return None  # obj.method(...): which object's attributes is unknown
    return ref, func, jitted, ctor, cls


def dispatched(checker: Checker, call: ast.Call, scope: Scope) -> list:
    """The functions of the project a call dispatches to through a table, each as
    :func:`resolve_callee` gives one: ``READERS[source](tile_id)`` with ``READERS`` a
    module's dict (or list) of its functions; ``reader(i)`` for ``reader`` over listed
    functions (``for reader in (read_a, read_b)``); ``cam.read()`` with ``cam`` the item of a
    loop over objects the source builds (``for cam in (Front(0), Rear(1))``, ``for name,
    cam in cams.items()`` with ``cams = {"front": Front(0), ...}``): every one of them,
    each call running one."""
    project, view = checker.project, checker.view
    if project is None or view is None:
        return []
    found = []
    if isinstance(call.func, ast.Subscript) and isinstance(call.func.value, ast.Name):
        name = call.func.value.id
        owner, values = view, checker.module.assigns.get(name, [])
        if not values and name in view.read().imports:
            dotted = view.read().imports[name]
            owner = project.view(dotted.rsplit(".", 1)[0]) if "." in dotted else None
            values = project.constant(view, name) if owner is not None else []
        items = [item for value in values if len(values) == 1
                 for item in (value.values if isinstance(value, ast.Dict)
                              else getattr(value, "elts", []))]
        return _functions(project, owner, items)
    if isinstance(call.func, ast.Name):  # for reader in (read_a, read_b): reader(i)
        return _functions(project, view, _objects(call.func.id, scope))
    if not (isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name)):
        return []
    for ctor in _objects(call.func.value.id, scope):
        kind = project.resolve(view, ctor.func, guess=False) if isinstance(
            ctor, ast.Call) else None
        cls = project.node(kind) if isinstance(kind, Ref) and "." not in kind.name else None
        ref = project.method(project.views[kind.module], kind.name, call.func.attr) if \
            isinstance(cls, ast.ClassDef) else None
        func = project.node(ref) if ref is not None else None
        if not isinstance(func, FunctionNode) or project.yields(ref) or any(
                not (isinstance(d, ast.Name) and d.id == "property")
                for d in func.decorator_list):
            return []
        found.append((ref, func, False, ctor, cls))
    return found


def _functions(project, view: View, items: list[ast.expr]) -> list:
    """Each of ``items`` as :func:`resolve_callee` gives a plain function of the project
    (names read in ``view``); [] unless every one is such a function."""
    found = []
    for item in items:
        ref = project.resolve(view, item, guess=False) if isinstance(item, ast.Name) else None
        func = project.node(ref) if isinstance(ref, Ref) and "." not in ref.name else None
        if not isinstance(func, FunctionNode) or func.decorator_list or project.yields(ref):
            return []
        found.append((ref, func, False, None, None))
    return found


def _objects(name: str, scope: Scope) -> list[ast.expr]:
    """What a loop of the scope's function gives ``name`` in turn, when it iterates
    objects listed in the source: a literal list or tuple, or a dict's values (``.values()``,
    ``.items()``), directly or through a name the function assigns once."""
    if scope.func is None:
        return []
    for st in statements(scope.func.body):
        if not isinstance(st, ast.For | ast.AsyncFor):
            continue
        it, target = st.iter, st.target
        values = False
        if isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and \
                it.func.attr in ("values", "items") and not it.args:
            if it.func.attr == "items":
                if not (isinstance(target, ast.Tuple) and len(target.elts) == 2):
                    continue
                target = target.elts[1]
            it, values = it.func.value, True
        if not (isinstance(target, ast.Name) and target.id == name):
            continue
        if isinstance(it, ast.Name):
            given = scope.assigns.get(it.id, [])
            it = given[0] if len(given) == 1 else None
        if values and isinstance(it, ast.Dict):
            return list(it.values)
        if not values and isinstance(it, ast.List | ast.Tuple):
            return list(it.elts)
        return []
    return []
