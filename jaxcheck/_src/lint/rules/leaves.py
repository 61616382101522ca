"""Python numbers held inside an argument: what ``equinox.filter_jit`` keeps static.

``eqx.filter_jit`` traces the arrays of its arguments and keeps every other leaf as part
of the compile's key, containers included: a dict of hyperparameters whose learning rate
is a Python float decayed each epoch, a list of class weights made with ``float(...)``
from each epoch's labels, a batch dict that carries ``n_valid`` as a Python int. Each new
value is a new key, and a new compile, although no argument is itself a number.

:func:`numbers_inside` reads where an argument holds such a number as the source shows
it: a dict, list or tuple literal with one among its values; a comprehension that makes
them (``[float(v) for v in w]``); a key stored into a dict (``hp["lr"] = base * decay **
epoch``); what a function of the project returns, or a generator of it yields. A number
written as a literal (``{"momentum": 0.9}``) is the same on every call and makes no claim.
"""

from __future__ import annotations

import ast

from ..project import Ref
from ..scope import statements
from .callees import read_in
from .checker import Checker, Scope
from .records import record_fields
from .scalars import kinds
from .yields import generator_yields


def numbers_inside(checker: Checker, node: ast.expr, scope: Scope, depth: int = 0
                   ) -> ast.expr | None:
    """A Python number computed at run time that ``node``'s value holds as a leaf (the
    expression that makes it), or None."""
    if depth > 5:
        return None
    if isinstance(node, ast.Dict):
        return _first(checker, [v for v in node.values if v is not None], scope)
    if isinstance(node, ast.List | ast.Tuple):
        return _first(checker, node.elts, scope)
    if isinstance(node, ast.ListComp | ast.GeneratorExp):
        return _first(checker, [node.elt], scope)
    if isinstance(node, ast.Call):
        if isinstance(node.func, ast.Name) and node.func.id in ("list", "tuple") and \
                len(node.args) == 1:
            return numbers_inside(checker, node.args[0], scope, depth + 1)
        return _returned(checker, node, scope, depth)
    if isinstance(node, ast.Name):
        for value in scope.assigns.get(node.id, []):
            found = numbers_inside(checker, value, scope, depth + 1)
            if found is not None:
                return found
        body = scope.func.body if scope.func is not None else checker.tree.body
        return _stored(checker, body, node.id, scope)
    return None


def yielded_numbers(checker: Checker, it: ast.expr) -> ast.expr | None:
    """A Python number computed at run time that the items of ``it`` hold, when it calls
    a generator of the project (``yield {"x": x, "n_valid": n}``)."""
    found = generator_yields(checker, it)
    if found is None:
        return None
    reader, inner, values = found
    for value in values:
        number = numbers_inside(reader, value, inner, 1)
        if number is not None:
            return number
    return None


def _first(checker: Checker, values: list[ast.expr], scope: Scope) -> ast.expr | None:
    return next((v for v in values if _computed(checker, v, scope)), None)


def _computed(checker: Checker, value: ast.expr, scope: Scope) -> bool:
    """A Python int or float the program computes (``float(v)``, ``n``, ``base * decay **
    epoch``), not one written as a literal."""
    if isinstance(value, ast.Constant) or not any(
            isinstance(n, ast.Name | ast.Call) for n in ast.walk(value)):
        return False
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and \
            value.func.id in ("int", "float", "round", "len") and \
            value.func.id not in checker.module.imports:
        return True  # float(v): a Python number, whatever v is
    if isinstance(value, ast.Call) and (checker.module.qualify(value.func) or "").startswith(
            ("jax.", "numpy.")):
        return False  # jnp.asarray(lr), np.float32(lr): an array (NumPy's scalars too)
    if isinstance(value, ast.Name) and all(isinstance(v, ast.Constant) for v in (
            scope.assigns.get(value.id) or checker.module.assigns.get(value.id) or [None])):
        return False  # (a name given only literals: the same number on every call)
    return kinds(checker, value, scope, set()) in ({"int"}, {"float"}, {"int", "float"})


def _stored(checker: Checker, body: list[ast.stmt], name: str, scope: Scope
            ) -> ast.expr | None:
    """A computed Python number the body stores under a key of ``name`` (``hp["lr"] =
    ...``)."""
    for st in statements(body):
        if isinstance(st, ast.Assign) and any(
                isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and
                t.value.id == name for t in st.targets) and _computed(checker, st.value, scope):
            return st.value
    return None


def _returned(checker: Checker, call: ast.Call, scope: Scope, depth: int) -> ast.expr | None:
    """A computed Python number what a call of a project function returns holds."""
    if checker.project is None or checker.view is None:
        return None
    made = checker.project.resolve(checker.view, call.func, checker.current_class,
                                   guess=False)
    node = checker.project.node(made) if isinstance(made, Ref) else None
    if isinstance(node, ast.ClassDef) and record_fields(node) is not None:
        # Batch(tokens, mask, int(mask.sum())): an equinox module or a dataclass keeps
        # what it is given as its fields
        return _first(checker, call.args + [k.value for k in call.keywords], scope)
    read = read_in(checker, call, scope)
    if read is None or read.jitted:
        return None
    for value in read.returns():
        found = numbers_inside(read.reader, value, read.scope, depth + 1)
        if found is not None:
            return found
    return None
