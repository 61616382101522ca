"""Values that grow: joined to their own earlier value on every pass, so each call of a
jit sees a longer array than the last (rule JC105, :mod:`.shapes`)."""

from __future__ import annotations

import ast

from ..flow import bindings, unpacking
from ..scope import FunctionNode, statements
from .checker import Checker

#: array methods whose result has the size of the array they are called on
SIZE_KEEPING = frozenset({"astype", "copy", "clip", "round", "ravel", "flatten"})

#: NumPy's and JAX's calls that join arrays (or append to one): as long as all their parts
JOINS = frozenset(f"{m}.{f}" for m in ("numpy", "jax.numpy") for f in (
    "concatenate", "append", "vstack", "hstack", "row_stack", "column_stack", "insert"))


def grows(checker: Checker, value: ast.expr, name: str, depth: int = 0) -> bool:
    """``value`` joins ``name``'s own value with more (``np.concatenate([x, new])``,
    ``np.append(x, v)``, ``jnp.vstack((x, row))``), through ``.astype`` or a sort, or
    calls a function of the project that returns such a join of the parameter it is
    handed ``name`` for (``nodes = refine(nodes, ...)``): longer on every pass."""
    if depth > 2:
        return False
    if unpacking(value) is not None and isinstance(unpacking(value)[0], ast.Call):
        return _grows_item(checker, *unpacking(value), name, depth)
    if not isinstance(value, ast.Call):
        return False
    while isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and \
            value.func.attr in SIZE_KEEPING:
        value = value.func.value  # (...).astype(np.float32)
    if not isinstance(value, ast.Call):
        return False
    qualified = checker.module.qualify(value.func) or ""
    if qualified in ("numpy.sort", "jax.numpy.sort") and value.args:
        return grows(checker, value.args[0], name, depth)
    if qualified in JOINS:
        return joined(qualified, value, name)
    read = _callee(checker, value, name)
    if read is None:
        return False
    inner, func, params, given = read
    returns = [n.value for n in statements(func.body) if isinstance(n, ast.Return)
               and n.value is not None]
    return bool(returns) and all(any(grows(inner, r, params[i], depth + 1)
                                     for i in given if i < len(params)) for r in returns)


def joined(qualified: str, call: ast.Call, name: str) -> bool:
    """``call`` (of ``qualified``, one of :data:`JOINS`) joins ``name`` with more:
    ``np.concatenate([x, new])``, ``np.append(x, v)``, ``jnp.vstack((x, row))``, or rows of
    ``name`` picked again (``tokens[beam_idx]``: as long)."""
    if qualified not in JOINS or not call.args:
        return False
    first = call.args[0]
    if qualified.rpartition(".")[2] in ("append", "insert"):
        parts = [first]  # np.append(x, v)
    elif isinstance(first, ast.List | ast.Tuple):
        parts = first.elts  # np.concatenate([x, new]); not np.concatenate(parts)
    else:
        return False
    return any(ast.unparse(p.value if isinstance(p, ast.Subscript) and not isinstance(
        p.slice, ast.Slice) else p) == name for p in parts)


def _grows_item(checker: Checker, call: ast.Call, index: int, name: str, depth: int) -> bool:
    """``pos, vel = inject(pos, vel, rng, n)`` where the function returns, at ``index``, a
    join of the parameter it is handed ``name`` for (``pos = jnp.concatenate([pos, new])``
    then ``return pos, vel``): longer on every pass."""
    read = _callee(checker, call, name) if isinstance(index, int) else None
    if read is None:
        return False
    inner, func, params, given = read
    local = bindings(statements(func.body))
    returns = [n.value for n in statements(func.body) if isinstance(n, ast.Return)
               and n.value is not None]
    items = [r.elts[index] for r in returns if isinstance(r, ast.Tuple) and index < len(r.elts)]
    if not items or len(items) != len(returns):
        return False
    for item in items:
        values = local.get(item.id, []) if isinstance(item, ast.Name) else [item]
        if not any(grows(inner, v, params[i], depth + 1)
                   for v in values for i in given if i < len(params)):
            return False
    return True


def _callee(checker: Checker, call: ast.Call, name: str):
    """The undecorated project function ``call`` runs, when it hands it ``name``: a reader
    of its module, its def, its parameters (``self`` left out) and the positions ``name``
    is given at; None otherwise."""
    project, view = checker.project, checker.view
    given = [i for i, a in enumerate(call.args)
             if isinstance(_unwrapped(checker, a), ast.Name) and _unwrapped(checker, a).id == name]
    if project is None or view is None or not given:
        return None
    ref = project.resolve(view, call.func, checker.current_class, guess=False)
    func = project.node(ref) if ref is not None and not isinstance(ref, str) else None
    module = project.views[ref.module].scope() if func is not None else None
    if not isinstance(func, FunctionNode) or module is None or func.decorator_list:
        return None
    params = [a.arg for a in func.args.posonlyargs + func.args.args]
    if "." in ref.name:
        params = params[1:]
    from .scalars import Callee

    return Callee(module, project, project.views[ref.module], None), func, params, given


#: calls that hand on an array of the same size (to the host, or a copy)
_SAME_SIZE = frozenset({"numpy.asarray", "numpy.array", "numpy.copy", "jax.device_get",
                        "jax.numpy.asarray", "jax.numpy.array", "numpy.ascontiguousarray"})


def _unwrapped(checker: Checker, arg: ast.expr) -> ast.expr:
    """What ``arg`` hands on, as long: ``np.asarray(pos)`` (the jit's output brought to the
    host), ``jax.device_get(x)``, ``x.copy()``, ``x.astype(...)`` hand on ``pos``/``x``."""
    for _ in range(3):
        if isinstance(arg, ast.Call) and arg.args and \
                checker.module.qualify(arg.func) in _SAME_SIZE:
            arg = arg.args[0]
        elif isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute) and \
                arg.func.attr in SIZE_KEEPING:
            arg = arg.func.value
        else:
            break
    return arg
