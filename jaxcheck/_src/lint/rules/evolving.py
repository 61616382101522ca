"""An object passed static whose next version replaces it on every pass of a loop.

A frozen dataclass hashes by its fields, which makes it a fine static argument, and the
usual way to change one is to make a new one: ``dataclasses.replace(self, step=self.step
+ 1)``. When a method jitted with ``self`` static (``@partial(jax.jit,
static_argnums=0)``) belongs to such a class, and a loop replaces the object with its own
next version on every pass (``trainer, params, ... = trainer.train_step(...)``, ``scaler
= scaler.partial_fit(batch)``), each pass brings a new static value, and the method
compiles again. Rule JC103 reports the jitted method once, naming the loop.
"""

from __future__ import annotations

import ast

from ..project import Ref
from ..scope import FunctionNode, statements
from .checker import Checker


def self_replaced(checker: Checker, cls: ast.ClassDef, method: FunctionNode,
                  dec: ast.expr) -> None:
    """``method`` jitted with ``self`` static, when a loop of the project reassigns an
    instance of ``cls`` from one of its methods that returns a new version of it."""
    jit = checker.module.decorator(dec)
    project, view = checker.project, checker.view
    if jit is None or jit.filter or 0 not in jit.nums or project is None or view is None:
        return
    for name in _evolving(cls):
        ref = project.ref_of(view, _method(cls, name), cls.name)
        if not isinstance(ref, Ref):
            continue
        for site in project.callers(ref):
            where = _reassigned(site)
            if where is not None:
                checker.report(dec, "JC103", (
                    f"`{method.name}` is jitted with `self` static, and the loop at "
                    f"{site.view.path}:{where} replaces the `{cls.name}` with the new one "
                    f"`{name}` returns on every pass: each new object is a new static "
                    f"value and `{method.name}` compiles again; keep what changes (a step, "
                    "running statistics) out of the static object, as traced arguments"))
                return


def _method(cls: ast.ClassDef, name: str) -> FunctionNode:
    return next(n for n in cls.body if isinstance(n, FunctionNode) and n.name == name)


def _evolving(cls: ast.ClassDef) -> list[str]:
    """The methods of ``cls`` that return a new version of the object:
    ``dataclasses.replace(self, ...)``, ``self.replace(...)``, ``type(self)(...)`` or
    ``Cls(...)`` (also as the first item of a tuple they return)."""
    found = []
    # fields left out of equality and hash (dataclasses.field(compare=False)): a new
    # version that changes only those is equal to the old one, the same static value
    uncompared = {i.target.id for i in cls.body if isinstance(i, ast.AnnAssign) and isinstance(
        i.target, ast.Name) and isinstance(i.value, ast.Call) and any(
            k.arg == "compare" and isinstance(k.value, ast.Constant) and k.value.value is False
            for k in i.value.keywords)}
    for n in cls.body:
        if not isinstance(n, FunctionNode):
            continue
        for st in statements(n.body):
            value = st.value if isinstance(st, ast.Return) else None
            if isinstance(value, ast.Tuple) and value.elts:
                value = value.elts[0]
            if isinstance(value, ast.Call) and _new_version(value, cls.name) and not (
                    ast.unparse(value.func) in ("self.replace", "dataclasses.replace",
                                                "replace") and value.keywords and
                    {k.arg for k in value.keywords} <= uncompared):
                found.append(n.name)
                break
    return found


def _new_version(call: ast.Call, cls: str) -> bool:
    """``dataclasses.replace(self, ...)``, ``self.replace(...)``, ``type(self)(...)`` or
    ``Cls(...)``: a new object of the class."""
    func = ast.unparse(call.func)
    if func in (cls, "self.replace", "type(self)"):
        return True
    return func in ("dataclasses.replace", "replace") and bool(call.args) and \
        ast.unparse(call.args[0]) == "self"


def _reassigned(site) -> int | None:
    """The line of ``x = x.method(...)`` (or ``x, *rest = ...``) when ``site`` is that
    call, in a loop."""
    call = site.outer
    if site.how != "call" or call is None or not site.in_loop or not isinstance(
            call.func, ast.Attribute) or not isinstance(call.func.value, ast.Name):
        return None
    receiver = call.func.value.id
    body = site.func.body if site.func is not None else site.view.tree().body
    for st in statements(body):
        if isinstance(st, ast.Assign) and st.value is call and any(
                isinstance(t, ast.Name) and t.id == receiver or isinstance(t, ast.Tuple)
                and t.elts and isinstance(t.elts[0], ast.Name) and t.elts[0].id == receiver
                for t in st.targets):
            return st.lineno
    return None

