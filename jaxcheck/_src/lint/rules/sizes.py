"""The size argument of an array a loop makes, when it changes every iteration:
``np.zeros((n, 3))``, ``np.linspace(0, 1, n)``, ``rng.integers(0, k, size=length)`` with
``n``, ``length`` a new value each time; not a size a project function returns as one
constant whatever it is given. Read by :mod:`.shapes` for rule JC105."""

from __future__ import annotations

import ast

from ..project import Ref
from ..scope import FunctionNode, statements
from .checker import Checker
from .instances import kept_default
from .loops import Loop, loop_bindings, varies
from .streams import picked_size

#: the argument that sets the size of what a call makes: (position, keyword)
SIZE_ARGS = {
    **{f"{m}.{f}": (0, "shape") for m in ("numpy", "jax.numpy")
       for f in ("zeros", "ones", "empty", "full")},
    **{f"{m}.{f}": (2, "num") for m in ("numpy", "jax.numpy")
       for f in ("linspace", "geomspace", "logspace")},
    **{f"jax.random.{f}": (1, "shape") for f in (
        "normal", "uniform", "bernoulli", "randint", "truncated_normal", "gumbel",
        "permutation")},
    "jax.random.choice": (2, "shape"),  # (key, a, shape): a is what it picks from
    "jax.random.categorical": (3, "shape"),  # (key, logits, axis, shape)
}


#: NumPy's random draws (a Generator's methods, ``np.random``'s functions): where their
#: ``size`` goes by position (None: by keyword only)
DRAW_SIZE = {"integers": 2, "randint": 2, "random": 0, "random_sample": 0,
             "standard_normal": 0, "normal": 2, "uniform": 2, "poisson": 1, "exponential": 1,
             "binomial": 2, "choice": 1, "beta": 2, "gamma": 2, "geometric": 1,
             "permutation": None, "lognormal": 2, "laplace": 2}


def loop_sized(checker: Checker, call: ast.Call, name: str, loop: Loop,
               scope=None) -> ast.expr | None:
    """The size argument of an array made in the loop that changes every iteration
    (``np.arange(0, horizon + 1)``, ``np.linspace(0, 1, n)``, ``np.zeros((n, 3))``,
    ``jax.random.normal(key, (n,))`` with ``horizon``, ``n`` a new value each time);
    None for a sweep over flags, or when the size is the same each time
    (``np.arange(i, i + 10)``)."""
    if loop.flags or any(isinstance(a, ast.Starred) for a in call.args):
        return None
    moving = lambda p: varies(p, loop) or picked_size(checker, p, loop, scope) is not None  # noqa: E731
    if name in ("numpy.arange", "jax.numpy.arange"):
        args = [*call.args, *(k.value for k in call.keywords
                              if k.arg in ("start", "stop", "step"))]
        if len(args) == 1:
            return args[0] if varies(args[0], loop) else None
        moving = [a for a in args[:2] if varies(a, loop)]
        if len(moving) == 1:  # one end moves, the other stays: the length changes
            return moving[0]
        return args[2] if len(args) > 2 and not moving and varies(args[2], loop) else None
    method = name.rpartition(".")[2] if name.startswith("numpy.random.") else \
        call.func.attr if isinstance(call.func, ast.Attribute) and not name else None
    if method in DRAW_SIZE:  # rng.integers(0, n, size=length), rng.poisson(3.0, k)
        at = DRAW_SIZE[method]
        found = next((k.value for k in call.keywords if k.arg == "size"), None)
        if found is None and at is not None and len(call.args) > at:
            found = call.args[at]
        parts = found.elts if isinstance(found, ast.Tuple | ast.List) else [found]
        return next((p for p in parts if p is not None and moving(p)
                     and not fixed_by(checker, p)), None)
    if name not in SIZE_ARGS:
        return None
    pos, keyword = SIZE_ARGS[name]
    found = call.args[pos] if len(call.args) > pos else next(
        (k.value for k in call.keywords if k.arg == keyword), None)
    if found is None:
        return None
    parts = found.elts if isinstance(found, ast.Tuple | ast.List) else [found]
    return next((p for p in parts if moving(p) and not fixed_by(checker, p) and not (
        isinstance(p, ast.Attribute) and isinstance(p.value, ast.Name) and kept_default(
            checker, p, loop_bindings(loop).get(p.value.id, [])))), None)


def fixed_by(checker: Checker, size: ast.expr) -> bool:
    """``size`` calls a function of the project that returns one constant whatever it is
    given (``def n_restarts(iteration): return 16``): the same size on every pass."""
    project, view = checker.project, checker.view
    if project is None or view is None or not isinstance(size, ast.Call):
        return False
    ref = project.resolve(view, size.func, checker.current_class, guess=False)
    func = project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(func, FunctionNode) or func.decorator_list:
        return False
    values = [n.value for n in statements(func.body) if isinstance(n, ast.Return)]
    return bool(values) and all(isinstance(v, ast.Constant) for v in values) and \
        len({v.value for v in values}) == 1
