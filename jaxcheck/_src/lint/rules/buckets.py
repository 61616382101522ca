"""Sizes rounded up to a power of two: a few buckets, one compile each, by design.

``1 << (n - 1).bit_length()`` or ``2 ** math.ceil(math.log2(n))`` maps every count to
the next power of two, so a loop that feeds such a size to a jit compiles once per bucket
(a handful over a run), which is the fix rule JC105 itself suggests. :func:`bucketed`
tells the shape readings that a size given so is no claim, also when a project function
or method returns it (``budget.update(load)`` setting ``self.num_rays = 1 << ...`` and
returning it).
"""

from __future__ import annotations

import ast

from ..flow import bindings, set_elsewhere
from ..project import Ref
from ..scope import FunctionNode, statements
from .checker import Callee as Reader
from .checker import Scope
from .loops import Loop, loop_bindings
from .nodes import class_def, given_once, self_attr


def bucketed(checker, expr: ast.expr, loop: Loop, scope, depth: int = 0) -> bool:
    """Every value the loop gives ``expr`` (a name) is a power of two the source rounds
    to, written there or returned by a function or method of the project, or one of the
    sizes a function of the project lists (:func:`bucket_call`)."""
    if isinstance(expr, ast.Call):  # np.zeros((2, width(n))): the call is the size
        return _rounded(checker, expr, scope)
    if depth > 2 or not isinstance(expr, ast.Name):
        return False
    values = loop_bindings(loop).get(expr.id, [])
    return bool(values) and all(_rounded(checker, v, scope) for v in values)


def power_of_two(value: ast.expr) -> bool:
    """``1 << k`` or ``2 ** k``, ``k`` computed by ``bit_length`` or ``ceil(log2(...))``."""
    if not isinstance(value, ast.BinOp):
        return False
    base, exponent = value.left, value.right
    if not (isinstance(value.op, ast.LShift | ast.Pow) and isinstance(base, ast.Constant)
            and base.value in (1, 2) and (base.value == 1) == isinstance(value.op,
                                                                          ast.LShift)):
        return False
    return any(isinstance(n, ast.Attribute) and n.attr in ("bit_length", "log2")
               or isinstance(n, ast.Name) and n.id == "log2" for n in ast.walk(exponent))


def rounded_to_multiple(value: ast.expr) -> bool:
    """``((n + m - 1) // m) * m`` or ``-(-n // m) * m``: ``n`` rounded up to a multiple of
    ``m``, a few sizes over the range the data spans (as a power of two is)."""
    if not (isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mult)):
        return False
    for count, step in ((value.left, value.right), (value.right, value.left)):
        want = ast.dump(step)
        if any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.FloorDiv)
               and ast.dump(n.right) == want for n in ast.walk(count)):
            return True
    return False


def _rounded(checker, value: ast.expr, scope) -> bool:
    if power_of_two(value) or rounded_to_multiple(value) or \
            bucket_call(checker, value, searched=True):
        return True  # also L = bucket_len(n), returning one of BUCKETS
    if not isinstance(value, ast.Call) or checker.project is None or checker.view is None:
        return False
    from .instances import instance_of

    project = checker.project
    ref = project.resolve(checker.view, value.func, checker.current_class, guess=False)
    if ref is None and isinstance(value.func, ast.Attribute):  # budget.update(load)
        owner = instance_of(checker, value.func.value, scope)
        ref = project.method(owner[2], owner[1].name, value.func.attr) if owner else None
    func = project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(func, FunctionNode):
        return False
    returns = [n.value for n in statements(func.body) if isinstance(n, ast.Return)]
    if not returns or any(r is None for r in returns):
        return False
    given = {}
    for n in ast.walk(func):
        if isinstance(n, ast.Assign) and len(n.targets) == 1:
            target = n.targets[0]
            key = target.id if isinstance(target, ast.Name) else (
                "self." + target.attr) if self_attr(target) else None
            if key is not None:
                given.setdefault(key, []).append(n.value)
    cls = class_def(project.views[ref.module].tree(), ref.name.split(".")[0]) \
        if "." in ref.name else None
    for r in returns:
        if power_of_two(r) or rounded_to_multiple(r):
            continue
        key = r.id if isinstance(r, ast.Name) else ("self." + r.attr) if self_attr(r) \
            else None
        values = given.get(key, [])
        if not values or not all(power_of_two(v) for v in values):
            return False
        if key.startswith("self.") and cls is not None and set_elsewhere(
                cls, r.attr, but=[func], names=("__init__",)):
            return False
    return True


def bucket_call(checker, expr: ast.expr, scope=None, searched: bool = False) -> bool:
    """A call of a function of the project that returns one of a few sizes the source
    lists (``bucket_size(n)`` returning ``b`` for ``b in BUCKETS``, a constant, a module's
    constant), or a name given such a call once in ``scope``. ``searched``: the function
    looks its size up in a listed sequence (not ``view_extent(speed)`` returning 20.0 or
    40.0: a choice the data makes, not a size rounded up)."""
    if isinstance(expr, ast.Name) and scope is not None:
        values = scope.assigns.get(expr.id, [])
        expr = values[0] if len(values) == 1 else expr
    if not isinstance(expr, ast.Call) or checker.project is None or checker.view is None:
        return False
    project = checker.project
    ref = project.resolve(checker.view, expr.func, checker.current_class, guess=False)
    func = project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(func, FunctionNode):
        return False
    module = project.views[ref.module].scope()
    returns = [n.value for n in ast.walk(func) if isinstance(n, ast.Return)]
    listed = {n.target.id for n in ast.walk(func) if isinstance(n, ast.For)
              and isinstance(n.target, ast.Name) and _constants(n.iter, module)}
    if searched and not any(isinstance(r, ast.Name) and r.id in listed for r in returns):
        return False
    return bool(returns) and all(
        isinstance(r, ast.Constant) or isinstance(r, ast.Name) and (
            r.id in listed or module is not None and len(module.assigns.get(r.id, [])) == 1
            and isinstance(module.assigns[r.id][0], ast.Constant))
        # return BUCKETS[-1]: the largest listed size, past the last bucket
        or isinstance(r, ast.Subscript) and isinstance(r.slice, ast.Constant | ast.UnaryOp)
        and _constants(r.value, module)
        for r in returns)


def _constants(it: ast.expr, module) -> bool:
    """A listed sequence of ints: written here, or a module's constant."""
    if isinstance(it, ast.Name) and module is not None:
        values = module.assigns.get(it.id, [])
        it = values[0] if len(values) == 1 else it
    return isinstance(it, ast.Tuple | ast.List) and bool(it.elts) and all(
        isinstance(e, ast.Constant) and type(e.value) is int for e in it.elts)


def read_calls(checker, item: ast.expr) -> set[int]:
    """The ids of the arguments of the calls in ``item`` of functions of the project that
    return values of their own (read by :func:`sized_call`: their sizes are the result's,
    not their arguments')."""
    project, view = checker.project, checker.view
    found: set[int] = set()
    for call in (n for n in ast.walk(item) if isinstance(n, ast.Call)):
        ref = project.resolve(view, call.func, checker.current_class, guess=False) \
            if project is not None and view is not None else None
        func = project.node(ref) if isinstance(ref, Ref) else None
        if not isinstance(func, FunctionNode) or project.yields(ref):
            continue
        returns = [n.value for n in ast.walk(func) if isinstance(n, ast.Return)]
        owner = project.views[ref.module]
        if returns and all(_fixed_buffer(owner.scope(), func, r) for r in returns):
            # out = np.zeros((MAX_PLAYERS, 2)); out[:len(arr)] = arr; return out: the
            # buffer's size, whatever is handed in
            found |= {id(a) for a in [*call.args, *(k.value for k in call.keywords)]}
            continue
        if not returns or not all(isinstance(r, ast.Dict | ast.Call) for r in returns):
            continue
        reader = Reader(owner.scope() or checker.module, project, owner)
        parts = [e for r in returns for e in (
            r.values if isinstance(r, ast.Dict) else [*r.args, *(k.value for k in r.keywords)])]
        inner = Scope(func, None, {}, bindings(statements(func.body)), set())
        params = [a.arg for a in func.args.posonlyargs + func.args.args]
        params = params[1:] if "." in ref.name else params
        given = [*zip(params, call.args, strict=False),
                 *((k.arg, k.value) for k in call.keywords)]
        # (only a parameter each returned part that holds it pads to a bucket: np.pad(t,
        # (0, size - n)) with size = bucket_size(n))
        found |= {id(a) for name, a in given if all(_bucket_pad(reader, p, inner) for p in (
            p for p in parts if any(isinstance(m, ast.Name) and m.id == name
                                    for m in ast.walk(p))))}
    return found


def _bucket_pad(checker, part: ast.expr, scope: Scope) -> bool:
    """``np.pad(x, (0, size - n))`` with ``size`` one of a few listed buckets."""
    return isinstance(part, ast.Call) and isinstance(part.func, ast.Attribute) and \
        part.func.attr == "pad" and len(part.args) > 1 and any(
            isinstance(n, ast.BinOp) and isinstance(n.op, ast.Sub)
            and bucket_call(checker, n.left, scope) for m in ast.walk(part.args[1])
            for n in [m, *given_once(m, scope)])


def _fixed_buffer(module, func: FunctionNode, value: ast.expr | None) -> bool:
    """``value`` is a name ``func`` gives once, an array made with a shape of constants
    (``np.zeros((MAX_PLAYERS, 2), np.float32)``), filled in place after."""
    if not isinstance(value, ast.Name) or module is None:
        return False
    given = bindings(statements(func.body)).get(value.id, [])
    if len(given) != 1 or not isinstance(given[0], ast.Call) or not given[0].args or \
            (module.qualify(given[0].func) or "").rpartition(".")[2] not in (
                "zeros", "ones", "full", "empty"):
        return False
    shape = given[0].args[0]
    parts = shape.elts if isinstance(shape, ast.Tuple | ast.List) else [shape]
    return all(isinstance(p, ast.Constant) or isinstance(p, ast.Name) and len(
        module.assigns.get(p.id, [])) == 1 and isinstance(module.assigns[p.id][0], ast.Constant)
        for p in parts)
