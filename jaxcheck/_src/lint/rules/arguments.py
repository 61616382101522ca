"""What the calls of a function pass to one of its parameters, over the project: the
argument each call gives, or the default where it gives none. Read by the scalar
lattice (:func:`.scalars.param_kinds`) and by the evidence of whole batches
(:mod:`.multiples`)."""

from __future__ import annotations

import ast

from ..project import Ref
from ..scope import FunctionNode


def defaults(func: FunctionNode) -> dict[str, ast.expr]:
    """Each parameter of ``func`` that has a default, with it."""
    args = func.args
    positional = [a.arg for a in args.posonlyargs + args.args]
    found = dict(zip(positional[len(positional) - len(args.defaults):], args.defaults,
                     strict=True))
    found.update((a.arg, d) for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
                 if d is not None)
    return found


def passed(checker, func: FunctionNode, cls: str | None, name: str):
    """``(site, argument)`` for every call of ``func`` (a method of ``cls``) in the
    project, the argument None where the call leaves ``name`` to its default; for
    ``__init__``, every construction of the class. None when there is no call, or one
    the source does not lay out (``*args``, ``**kwargs``, a function handed on)."""
    project, view = checker.project, checker.view
    if project is None or view is None:
        return None
    ref = project.ref_of(view, func, cls)
    if ref is None:
        return None
    bound = "." in ref.name and not any(isinstance(d, ast.Name) and d.id == "staticmethod"
                                        for d in func.decorator_list)
    sites = project.callers(Ref(ref.module, ref.name.split(".")[0])) \
        if func.name == "__init__" and "." in ref.name else project.callers(ref)
    if not sites:
        return None
    positional = [a.arg for a in func.args.posonlyargs + func.args.args]
    index = positional.index(name) - (1 if bound else 0) if name in positional else -1
    found = []
    for site in sites:
        call = site.outer
        if site.how != "call" or call is None or call.func is not site.node or any(
                isinstance(a, ast.Starred) for a in call.args) or any(
                k.arg is None for k in call.keywords):
            return None
        arg = next((k.value for k in call.keywords if k.arg == name), None)
        if arg is None and 0 <= index < len(call.args):
            arg = call.args[index]
        found.append((site, arg))
    return found
