"""Records: the classes whose instances are pytrees of the fields they are given.

A ``NamedTuple``, a dataclass registered as a pytree (``flax.struct.dataclass``,
``chex.dataclass``) or an ``equinox.Module`` without an ``__init__`` of its own is a
pytree node of its class, with one child per field. A field left ``None`` is an empty
subtree, so ``StepState(t, y, dt)`` with ``prev_err`` defaulting to ``None`` and the
``StepState(..., prev_err=err)`` a jitted step returns are two structures: fed back, the
step compiles twice. A named tuple and a plain tuple of the same items are two as well.

:func:`record` names the structure a construction makes: ``a StepState`` and, when some
fields are ``None``, which.
"""

from __future__ import annotations

import ast

from ..project import Ref
from .checker import Checker
from .nodes import class_def


def record(checker: Checker, call: ast.Call) -> str | None:
    """``a Name`` (``a Name with f, g None``) when ``call`` constructs a record class of
    this module or the project, or a ``collections.namedtuple``; None otherwise."""
    func = call.func
    if not isinstance(func, ast.Name):
        return None
    project, view = checker.project, checker.view
    if func.id in checker.module.imports and project is not None and view is not None:
        ref = project.resolve(view, func, None, guess=False)
        node = project.node(ref) if isinstance(ref, Ref) else None
    else:
        node = class_def(checker.tree, func.id)
    if isinstance(node, ast.ClassDef):
        fields = record_fields(node)
        if fields is None:
            return None
        given = dict(zip(fields, call.args, strict=False)) | {
            k.arg: k.value for k in call.keywords if k.arg is not None}
        if any(isinstance(a, ast.Starred) for a in call.args) or \
                any(k.arg is None for k in call.keywords):
            return None
        nones = [f for f, default in fields.items() if _none(given.get(f, default))]
        return f"a {func.id}" + (f" with {', '.join(nones)} None" if nones else "")
    made = checker.module.assigns.get(func.id, [])
    if len(made) == 1 and isinstance(made[0], ast.Call) and (checker.module.qualify(
            made[0].func) or "") in ("collections.namedtuple", "typing.NamedTuple"):
        return f"a {func.id}"
    return None


def record_fields(cls: ast.ClassDef) -> dict[str, ast.expr | None] | None:
    """The fields of a record class in order, each with its default (None: none); None
    when the class is not a record."""
    bases = {b.id if isinstance(b, ast.Name) else b.attr for b in cls.bases
             if isinstance(b, ast.Name | ast.Attribute)}
    decorators = {ast.unparse(d).split("(")[0].rsplit(".", 1)[-1] for d in cls.decorator_list}
    own_init = any(isinstance(n, ast.FunctionDef) and n.name == "__init__" for n in cls.body)
    if own_init or not (bases & {"NamedTuple", "Module", "PyTreeNode"} or
                        decorators & {"dataclass"}):
        return None
    return {n.target.id: n.value for n in cls.body
            if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}


def _none(value: ast.expr | None) -> bool:
    return isinstance(value, ast.Constant) and value.value is None
