"""Value objects built from what changes: a constructor (``Config(lr=lr)``),
``dataclasses.replace``, ``eqx.tree_at``, ``.replace``; and a project helper that only
returns such a build (``set_dropout(model, p)``), read as the build itself. Read by rule
JC103 for a static object built in a loop."""

from __future__ import annotations

import ast
import copy

from ..project import Ref
from ..scope import ARRAYS, FunctionNode, statements
from .checker import Checker, Scope
from .instances import resolve_callee


def helper_build(checker: Checker, call: ast.Call, scope: Scope | None = None
                  ) -> ast.Call | None:
    """A call of a project function or method that only returns a value object built
    from its parameters (``def set_dropout(model, p): return eqx.tree_at(lambda m:
    m.drop.p, model, p)``; ``float(t)``, ``self.rate(epoch)`` there too), read as that
    build with the call's arguments put in for the parameters, and its object for
    ``self`` (the object it rebuilds left out: what it gives is what changes)."""
    project, view = checker.project, checker.view
    if project is None or view is None or any(isinstance(a, ast.Starred) for a in call.args):
        return None
    target = resolve_callee(checker, call, scope) if scope is not None else None
    ref = target[0] if target is not None else project.resolve(
        view, call.func, checker.current_class, guess=False)
    func = project.node(ref) if isinstance(ref, Ref) else None
    module = project.views[ref.module].scope() if func is not None else None
    if not isinstance(func, FunctionNode) or module is None or func.decorator_list:
        return None
    returns = [n.value for n in statements(func.body) if isinstance(n, ast.Return)]
    if len(returns) != 1 or not isinstance(returns[0], ast.Call):
        return None
    made = returns[0]
    name = module.qualify(made.func)
    if name not in ("equinox.tree_at", "dataclasses.replace"):
        return None
    if len(made.args) > 1 and isinstance(made.args[1], ast.Name) and \
            made.args[1].id == "self" and name == "equinox.tree_at":
        return None  # a module rebuilding itself: its field's reading (fields.py) reports
    params = [a.arg for a in func.args.posonlyargs + func.args.args]
    given: dict[str, ast.expr] = {}
    if "." in ref.name and params:
        if isinstance(call.func, ast.Attribute):
            given[params[0]] = call.func.value  # self: the object the method is called on
        params = params[1:]
    given.update(zip(params, call.args, strict=False))
    given.update((k.arg, k.value) for k in call.keywords if k.arg is not None)
    skip = 2 if name == "equinox.tree_at" else 1  # (where, the model) / (the config)
    passed = [_put(a, given) for a in [*made.args[skip:], *(k.value for k in made.keywords)]
              if any(isinstance(n, ast.Name) and n.id in given and n.id not in (
                  "self", "cls") for n in ast.walk(a))]
    return ast.Call(func=ast.Name("dict"), args=passed, keywords=[]) if passed else None


def _put(expr: ast.expr, given: dict[str, ast.expr]) -> ast.expr:
    """``expr`` with each name of ``given`` replaced by its value (a call's argument)."""
    if isinstance(expr, ast.Name) and expr.id in given:
        return given[expr.id]
    expr = copy.copy(expr)
    for field, value in ast.iter_fields(expr):
        if isinstance(value, ast.AST) and not isinstance(value, ast.expr_context):
            setattr(expr, field, _put(value, given) if isinstance(value, ast.expr) else value)
        elif isinstance(value, list):
            setattr(expr, field, [_put(v, given) if isinstance(v, ast.expr) else v
                                  for v in value])
    return expr


def builds(checker: Checker, func: ast.expr) -> bool:
    """``func`` makes a value object from its arguments: a class (a capitalised name, or
    a class of this module; not JAX's or NumPy's, which make arrays),
    ``dataclasses.replace``, ``eqx.tree_at``, a ``.replace`` or ``._replace`` method."""
    qualified = checker.module.qualify(func)
    if qualified in ("dataclasses.replace", "equinox.tree_at"):
        return True
    if qualified is not None and qualified.startswith(("jax.", "numpy.")):
        return False  # jax.random.PRNGKey(i), np.float32(x): arrays, traced
    if isinstance(func, ast.Attribute):
        return func.attr in ("replace", "_replace") or func.attr[:1].isupper()
    if isinstance(func, ast.Name):
        return func.id in checker.module.classes or func.id[:1].isupper()
    return False


def made_array(checker: Checker, call: ast.Call, arg: ast.expr) -> bool:
    """The class ``call`` constructs turns ``arg`` into an array before it keeps it:
    ``SpeakerEmbedder(20, margin, key)`` with ``self.margin = jnp.asarray(margin)`` in its
    ``__init__`` (every use of the parameter there inside an array constructor). Such a
    field is a leaf equinox traces, not a Python value it keeps static."""
    project, view = checker.project, checker.view
    ref = project.resolve(view, call.func, checker.current_class, guess=False) \
        if project is not None and view is not None else None
    cls = project.node(ref) if isinstance(ref, Ref) else None
    init = next((n for n in cls.body if isinstance(n, FunctionNode) and n.name == "__init__"),
                None) if isinstance(cls, ast.ClassDef) else None
    if init is None:
        return False
    params = [a.arg for a in init.args.args[1:]]
    if arg in call.args:
        index = call.args.index(arg)
        name = params[index] if index < len(params) else None
    else:
        name = next((k.arg for k in call.keywords if k.value is arg), None)
    if name is None:
        return False
    qualify = project.views[ref.module].scope().qualify
    uses = [n for n in ast.walk(init) if isinstance(n, ast.Name) and n.id == name]
    wrapped = {id(a) for c in ast.walk(init) if isinstance(c, ast.Call)
               and qualify(c.func) in ARRAYS for a in c.args[:1]}
    return bool(uses) and all(id(u) in wrapped for u in uses)
