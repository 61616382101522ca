"""Arguments a wrapper hands on to a jit: ``encoder(batch)`` whose ``__call__`` runs
``self._encode(self.table, batch)``, ``predict(params, x)`` that returns ``apply(params,
x)``. A batch whose shape follows the data compiles the jit again however many plain
functions stand between the loop and it, so rule JC105 asks of the arguments a call of
the project passes on (:func:`forwarded`) what it asks of a jitted call's own.

Read one function deep, from the source of the function (or the ``__call__`` of the
class of the instance) the call runs: a parameter passed as it is, or made an array
(``jnp.asarray(rows)``, ``np.stack(rows)``), by position or keyword,
to a traced argument of a jit of its module, a jit kept on ``self`` (``self._encode =
jax.jit(_encode)``), or a jit of the project.
"""

from __future__ import annotations

import ast

from ..project import Ref
from ..scope import FunctionNode, JitInfo, Module
from .checker import Checker, Scope
from .fixedsize import MAKERS
from .nodes import self_attr


def forwarded(checker: Checker, call: ast.Call, scope: Scope) -> list[ast.expr]:
    """The arguments of ``call`` that the function it runs passes on, unchanged, to a
    traced argument of a jit."""
    project, view = checker.project, checker.view
    if project is None or view is None or any(isinstance(a, ast.Starred) for a in call.args):
        return []
    ref = project.resolve(view, call.func, checker.current_class)
    bound = isinstance(ref, Ref) and "." in ref.name
    if isinstance(ref, Ref) and "." not in ref.name and \
            ref.name in project.views[ref.module].read().classes:
        return []  # a constructor
    if ref is None and isinstance(call.func, ast.Name) and call.func.id not in scope.jits \
            and (call.func.id in scope.assigns or call.func.id in _params(scope.func)):
        found = project.methods("__call__")  # an instance called: one class defines it
        ref, bound = (found[0], True) if len(found) == 1 else (None, False)
    if not isinstance(ref, Ref):
        return []
    key = f"forwards {ref.module}:{ref.name}"
    if key not in project.memo:
        project.memo[key] = _passes_on(checker, ref)
    params: set[str] = project.memo[key]  # type: ignore[assignment]
    if not params:
        return []
    func = project.node(ref)
    assert isinstance(func, FunctionNode)
    names = [a.arg for a in func.args.posonlyargs + func.args.args][1 if bound else 0:]
    given = [a for name, a in zip(names, call.args, strict=False) if name in params]
    return given + [k.value for k in call.keywords if k.arg in params]


def _passes_on(checker: Checker, ref: Ref) -> set[str]:
    """The parameters of function ``ref`` it passes, as they are, to a traced argument
    of a jit (read from its body; not from nested functions)."""
    project = checker.project
    func = project.node(ref)
    owner = project.views[ref.module]
    module = owner.scope()
    if not isinstance(func, FunctionNode) or module is None or func.decorator_list:
        return set()
    params = {a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs}
    kept = _kept_jits(owner.read().classes.get(ref.name.split(".")[0]), module) \
        if "." in ref.name else {}
    found: set[str] = set()
    for node in ast.walk(func):
        if not isinstance(node, ast.Call):
            continue
        info = _jit_of(checker, node.func, module, kept, owner)
        if info is None or info.filter:
            continue
        statics = {id(e) for e, _ in info.static_args(node)}
        for arg in list(node.args) + [k.value for k in node.keywords]:
            if id(arg) in statics:
                continue
            while isinstance(arg, ast.Call) and arg.args and \
                    module.qualify(arg.func) in MAKERS:
                arg = arg.args[0]  # self._fn(jnp.asarray(rows)): as long as rows
            if isinstance(arg, ast.Name) and arg.id in params:
                found.add(arg.id)
    return found


def _kept_jits(cls: ast.ClassDef | None, module: Module) -> dict[str, JitInfo]:
    """``self.<name> = jax.jit(...)`` in a class's methods: the jits kept on instances."""
    kept: dict[str, JitInfo] = {}
    for method in cls.body if cls is not None else []:
        if not isinstance(method, FunctionNode):
            continue
        for n in ast.walk(method):
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and self_attr(n.targets[0]):
                made = module.jit_call(n.value)
                if made is not None:
                    kept[n.targets[0].attr] = made[0]  # type: ignore[union-attr]
    return kept


def _jit_of(checker: Checker, func: ast.expr, module: Module, kept: dict[str, JitInfo],
            owner) -> JitInfo | None:
    if isinstance(func, ast.Name):
        if func.id in module.jits:
            return module.jits[func.id]
        ref = checker.project.resolve(owner, func, guess=False)
        return checker.project.jitted(ref) if isinstance(ref, Ref) else None
    if self_attr(func):
        return kept.get(func.attr)
    return None


def _params(func: FunctionNode | None) -> set[str]:
    if func is None:
        return set()
    return {a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs}

