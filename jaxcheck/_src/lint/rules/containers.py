"""One jitted function handed two container types for one argument by two calls of the
project that run in one process (rule JC108): a training loop that passes ``(x, y)`` and an
evaluation helper in another module that passes ``[x, y]``; a list comprehension of views
here and the tuple a helper returns there. Each container type is a pytree structure of
its own, so the second compiles again.

Read at every call of a jitted function (:func:`across`), for arguments the source makes
as containers where they are passed (a literal, a comprehension, a name given one, what a
project function returns); each call's container is kept per project and compared with
the calls of modules that run with it (:func:`.jc106.together`).
"""

from __future__ import annotations

import ast

from ..scope import LIBRARY_FILTER_JITS, JitInfo
from .checker import Checker, Scope
from .jc106 import together, where
from .trees import NONE, SOME, kind, structures

#: how many earlier containers of one parameter are kept to compare with (per project)
KEPT = 16
#: what the source writes where a container is made
MADE = (ast.Tuple, ast.List, ast.ListComp, ast.Dict, ast.DictComp, ast.Call)


def across(checker: Checker, call: ast.Call, info: JitInfo, callee: str, scope: Scope) -> None:
    """A traced argument of ``call`` whose container type (a tuple, a list, a dict, a
    ``FrozenDict``, a named tuple) differs from the one another call of the same jitted
    function passed, in a module that runs with this one."""
    project = checker.project
    if project is None or checker.view is None:
        return
    seen = project.memo.setdefault("containers across", {})
    module = checker.view.name
    here = (checker.path, call.lineno)
    folder = checker.path.rpartition("/")[0]
    if info.name in LIBRARY_FILTER_JITS:
        return  # diffrax.diffeqsolve: each call site its own problem, by design
    func = scope.func.name if scope.func is not None else "<module>"
    for expr, key in info.traced_args(call):
        if not _made_as_container(checker, expr, scope):
            continue
        kinds = {kind(shape)[0] for shape in structures(checker, expr, scope) - {SOME}}
        if len(kinds) != 1 or NONE in kinds or "an array" in kinds:
            continue
        records = seen.setdefault((id(info), key), [])
        # one function passing both (f([x]), then f((x,))) tries each on purpose, as do two
        # tests: the claim is for a training and an evaluation path apart
        other = next((r for r in reversed(records) if r[0] != kinds and r[3] != func
                      and not (r[3].startswith("test") and func.startswith("test"))
                      and together(checker, r, module, folder)), None)
        if other is not None and not checker.reported(expr, "JC108") and not any(
                r[0] == kinds for r in records):
            checker.report(expr, "JC108", (
                f"`{key}` of `{callee}` is {next(iter(kinds))} here and "
                f"{next(iter(other[0]))} {where(checker, other[1])}: each container type "
                "is a pytree structure of its own, and the second compiles again; make it "
                "one container type where each value is made (`tuple(...)`, the same named "
                "tuple, `flax.core.unfreeze(...)`)"))
        records.append((frozenset(kinds), here, module, func))
        del records[:-KEPT]


def _made_as_container(checker: Checker, expr: ast.expr, scope: Scope) -> bool:
    """Whether the source makes ``expr`` where it is passed, or in a name given once: a
    container literal, a comprehension, or a call of something not NumPy's or JAX's (what
    it returns is read)."""
    if isinstance(expr, ast.Name):
        values = scope.assigns.get(expr.id, [])
        return len(values) == 1 and isinstance(values[0], MADE)
    return isinstance(expr, MADE) and not (isinstance(expr, ast.Call) and (
        checker.module.qualify(expr.func) or "").startswith(("numpy.", "jax.")))
