"""The stand-ins and markers the scalar lattice (:mod:`.scalars`) reads with.

A function's returns are read with its parameters bound to a value of each kind the call
passes (:data:`STAND_INS`); a name read inside its own values, an array of unknown typing
and a Python list are marked apart (:data:`RECUR`, :data:`TRACED`, :data:`SEQ`), so that
none of them is taken for a Python number.
"""

from __future__ import annotations

import ast

from ..scope import FunctionNode
from .checker import Checker

#: the kind of a name read inside one of its own values (``lr = lr * 0.5``): one of its
#: other values, so a float with it is a float; it never leaves the name's own reading
RECUR = "recur"
#: the kind of a JAX array whose typing the source does not show (``jnp.maximum(peak,
#: 0.5)`` of an unknown ``peak``): arithmetic with it stays unknown, never a Python float
TRACED = "traced"
#: the kind of a Python list (``norms = []``): not a scalar; what JAX makes of it (``jnp.
#: stack(norms)``) is a typed array
SEQ = "seq"

#: a Python value of each kind, bound to a parameter to read a function's returns
ARRAY = object()  # the value of the array's stand-in
TRACER = object()  # the value of a traced argument's of unknown typing
STAND_INS = {"int": ast.Constant(0), "float": ast.Constant(0.0), "array": ast.Constant(ARRAY),
             "bool": ast.Constant(False), "seq": ast.List([], ast.Load())}


def parameters(func: FunctionNode) -> set[str]:
    """The names of ``func``'s parameters."""
    args = func.args
    return {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}


def rebound(func: FunctionNode, name: str) -> bool:
    """Whether a statement of ``func``'s own body (not a loop's) assigns ``name``
    (``q, r = jnp.float32(q), jnp.float32(r)``): what the callers passed is gone."""
    return any(isinstance(t, ast.Name) and t.id == name for n in func.body
               if isinstance(n, ast.Assign | ast.AugAssign | ast.AnnAssign)
               for t in ast.walk(n))


def sets_every_field(method: FunctionNode) -> bool:
    """Whether ``method`` sets attributes of ``self`` by a computed name (``setattr(self,
    f.name, float(getattr(self, f.name)))`` over ``fields(self)``): any field may be
    rewritten, so what the construction gave them is not what they hold."""
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and
               n.func.id == "setattr" and len(n.args) == 3 and
               not isinstance(n.args[1], ast.Constant) for n in ast.walk(method))


def averaged(checker: Checker, node: ast.expr) -> bool:
    """``x.mean()``, ``np.std(x)``: an average, floating whatever ``x`` holds."""
    if not isinstance(node, ast.Call):
        return False
    name = node.func.attr if isinstance(node.func, ast.Attribute) else ""
    qualified = checker.module.qualify(node.func) or ""
    return name in AVERAGES or qualified.startswith(("numpy.", "jax.numpy.")) and \
        qualified.rpartition(".")[2] in AVERAGES


AVERAGES = frozenset({"mean", "std", "var", "nanmean", "nanstd", "median"})


def elsewhere(visiting: set[str]) -> set[str]:
    """What is being read, as seen from another function: its local names are not those
    of the function read (``w`` of ``main`` is not ``w`` of ``step``)."""
    return {v for v in visiting if (" " in v or "." in v) and not v.startswith("recur ")}
