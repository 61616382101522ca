"""Static arguments equal in value and apart in type: a reading of rule JC103.

JAX compares static arguments with strict type equality: ``5`` and ``np.int64(5)`` are
two cache entries, and so are ``2`` and ``2.0``, or ``True`` and ``1``. One static
argument of a jitted function given a Python int by one call (``len(GRADES)``) and a
NumPy integer by another (``levels.max() + 1``) compiles once per type, although every
value is the same (for a static passed by keyword, only on JAX newer than 0.6: see
:func:`strict_keywords`). Judged once per scope, when the walk has seen all its calls
(:func:`scope_done`), over the kinds :mod:`.scalars` reads (``int``, ``float``, ``bool``,
and ``array`` for a NumPy or JAX scalar), and across the functions that run in one
process, as JC104 compares traced arguments.
"""

from __future__ import annotations

import ast

from .checker import Checker, Scope
from .jc104 import elsewhere
from .nodes import short
from .scalars import kinds

#: how each kind is named in a message
_NAMED = {"int": "a Python int", "float": "a Python float", "bool": "a Python bool",
          "array": "a NumPy (or JAX) scalar"}


def scope_done(checker: Checker, scope: Scope) -> None:
    """One static argument of one jitted function, two types over the scope's calls (or a
    call in another function of the same process)."""
    seen: dict[tuple[int, str], tuple[set[str], int]] = {}
    for info, call in scope.calls:
        for expr, key in info.static_args(call):
            found = kinds(checker, expr, scope, set())
            if not found or not strict_keywords() and any(k.value is expr
                                                          for k in call.keywords):
                continue
            before, first = seen.get((id(info), key), (set(), call.lineno))
            union = before | found
            seen[(id(info), key)] = (union, first)
            if apart(union) and not apart(before):
                where = f"line {first} and here" if not apart(found) else \
                    f"`{short(expr, 20)}` can be either"
                checker.report(expr, "JC103", _message(key, call, union, where))
            elif not apart(union) and isinstance(call.func, ast.Name) and \
                    call.func.id not in scope.assigns and (
                        call.func.id in checker.module.imports or
                        call.func.id in checker.module.functions or
                        call.func.id in checker.module.assigns):
                elsewhere(checker, info, key, found, expr, call, "JC103", apart, _message)


def strict_keywords() -> bool:
    """Whether the installed JAX keys a static passed by keyword by type too. JAX 0.6.2
    and older compare keyword statics by value (``n=5`` and ``n=np.int64(5)`` share one
    compile, as measured on 0.4.38 and 0.6.2; positional ones never did); 0.10.2 keys them
    apart. Without JAX installed, the newest behaviour is assumed."""
    global _STRICT
    if _STRICT is None:
        from importlib.metadata import PackageNotFoundError, version

        try:
            parts = tuple(int(p) for p in version("jax").split(".")[:2] if p.isdigit())
        except PackageNotFoundError:
            parts = ()
        _STRICT = not parts or parts > (0, 6)
    return _STRICT


_STRICT: bool | None = None


def apart(found: set[str]) -> bool:
    """Kinds a static argument's cache keeps apart: any two of them."""
    return len(found & set(_NAMED)) > 1


def _message(key: str, call: ast.Call, union: set[str], where: str) -> str:
    both = " and ".join(_NAMED[k] for k in sorted(union & set(_NAMED)))
    fix = "int(...)" if "int" in union else "float(...)" if "float" in union else "bool(...)"
    return (f"static `{key}` of `{short(call.func)}` is {both} ({where}): JAX compares "
            f"static arguments by type as well as value, so each type compiles again even "
            f"when the values are equal; convert it where it is made, e.g. {fix}")
