"""The first call of each of the user's jitted functions, kept as an abstract description
(``--probe``): what the probe (``run/probe.py``) varies once the program has ended.

A program already calls every jitted function with its real arguments; the first call
that reaches JAX's Python path (every first call does) is recorded here as its
arguments' pytree with each array leaf replaced by an :class:`Abstract` (shape, dtype,
weak type, placement) and every other leaf kept as it was given: a Python scalar by
value, a static value (a config, a function) by reference. No array of the program is
kept, so no device buffer lives longer than the program keeps it, and a 1 GB state
costs a few hundred bytes per leaf here.

The function is kept by a weak reference to the object the user calls (the jitted
object, or equinox's ``filter_jit`` wrapper): a strong one would keep a function made
again alive, which would change how the program's own compiles are grouped
(``analysis/grouping.py``). For a plain ``jax.jit`` whose object died, the function
JAX was given (also weakly) and its ``jit_info`` are enough to jit it again alike.

Only the user's own functions are kept (their code is the user's: ``jaxcompat.frame_owner``),
called at the top level (a nested call gets tracers, not arguments); JAX's own
functions, loop helpers, ``pmap`` and the functions of libraries are left out.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import Any

from .. import jaxcompat as compat
from . import provenance

#: above this many bytes of arrays, a first call is "huge": the probe says it varied
#: abstract values only (it always does: a trace needs no data), and skips the
#: variations that would build new data as large as the program's (a whole group).
HUGE_BYTES = 256 * 2**20


@dataclass(frozen=True)
class Abstract:
    """An array leaf of a first call, without its data: what enters JAX's cache key."""

    shape: tuple[int, ...]
    dtype: Any
    weak_type: bool = False
    #: the placement as JAX's cache key reads it (``jaxcompat.describe_sharding``), None
    #: for a host array.
    sharding: str | None = None
    committed: bool = False
    #: a typed PRNG key array: (its key implementation, the key data's trailing shape).
    key: tuple[Any, tuple[int, ...]] | None = None

    @property
    def nbytes(self) -> int:
        size = 1
        for d in self.shape:
            size *= d
        try:
            return size * self.dtype.itemsize
        except Exception:
            return size * 8


@dataclass
class FirstCall:
    """One user jitted function's first call, abstract (see the module docstring)."""

    name: str
    #: where the function is defined, (file, line): the key of the function.
    location: tuple[str, int]
    call_site: str | None
    #: the arguments, array leaves as :class:`Abstract`.
    args: tuple
    kwargs: dict
    #: the bytes of the call's arrays (``HUGE_BYTES``).
    nbytes: int = 0
    #: why the call could not be recorded (a pytree that will not be rebuilt), or None.
    problem: str | None = None
    #: a weak reference to what the user called (None: not known); the function JAX was
    #: given and its ``jit_info``, to jit it again when that object died.
    callable_ref: Any = field(default=None, repr=False)
    fun_ref: Any = field(default=None, repr=False)
    jit_info: Any = field(default=None, repr=False)
    #: the call's record (the capture keeps it anyway): a call JAX refused (``failed``)
    #: is no first call, and the next one takes its place.
    record: Any = field(default=None, repr=False)

    @property
    def huge(self) -> bool:
        return self.nbytes > HUGE_BYTES

    def function(self) -> Any:
        """The callable to probe, or None when it no longer exists."""
        found = self.callable_ref() if self.callable_ref is not None else None
        if found is not None:
            return found
        fun = self.fun_ref() if self.fun_ref is not None else None
        if fun is None or self.jit_info is None:
            return None
        return compat.jit_again(fun, self.jit_info)


def _ref(obj: Any) -> Any:
    try:
        return weakref.ref(obj)
    except TypeError:  # not weak-referenceable: a wrapper object, kept (it holds no array)
        return lambda obj=obj: obj


class FirstCalls:
    """The first calls of one capture's user functions, by function (location, name)."""

    def __init__(self) -> None:
        self.calls: dict[tuple, FirstCall] = {}
        #: functions whose first call jaxcheck failed to record (a bug of its own):
        #: (name, why), told in the probe's report.
        self.errors: list[tuple[str, str]] = []

    def __len__(self) -> int:
        return len(self.calls)

    def values(self) -> list[FirstCall]:
        """The first calls JAX accepted (a refused one is no call to vary)."""
        return [c for c in self.calls.values()
                if c.record is None or not getattr(c.record, "failed", False)]

    def failed(self, rec: Any, error: str) -> None:
        key = (rec.location, rec.name)
        if key not in self.calls and len(self.errors) < 20:
            self.errors.append((rec.name, error))

    def note(self, rec: Any, call: Any) -> None:
        """A user call's record and what it is (``classify.JitCall``): kept when it is
        the first top-level call of one of the user's own jitted functions."""
        if rec.internal or rec.nested or rec.location is None or call.helper is not None \
                or call.pmapped is not None or call.pmap_call or call.behind is not None:
            return
        key = (rec.location, rec.name)
        known = self.calls.get(key)
        if known is not None and not getattr(known.record, "failed", False):
            return
        if compat.frame_owner(rec.location[0]) != "user":
            return
        if call.user is not None:  # behind a framework's wrapper: what the user called
            wrapper = call.user.wrapper
            if wrapper is None:
                return
            args, kwargs, callable_ref, fun_ref, info = (
                call.user.args, call.user.kwargs, _ref(wrapper), None, None)
        else:
            if rec.made_by_library:  # a framework made it (nnx.jit): not what the user called
                return
            args, kwargs = call.args, call.kwargs
            jitted = provenance.made_object(call.jit_info) or _in_module(call.fun)
            callable_ref = _ref(jitted) if jitted is not None else None
            fun_ref, info = _ref(call.fun), call.jit_info
        first = FirstCall(rec.name, rec.location, rec.call_site, (), {},
                          callable_ref=callable_ref, fun_ref=fun_ref, jit_info=info,
                          record=rec)
        try:
            first.args, first.kwargs, first.nbytes = abstract(tuple(args), dict(kwargs))
        except _Traced:
            return  # called under a transformation (vmap of a jitted function): not a first call
        except Exception as e:  # a pytree that will not be rebuilt: told, not probed
            first.problem = f"its arguments could not be recorded ({type(e).__name__}: {e})"
        self.calls[key] = first


def _in_module(fun: Any) -> Any:
    """The jitted object of ``fun`` under its own name in its module (``@jax.jit`` at the
    top level of a module imported before any capture), else None: it carries what was
    declared of it (``@jaxcheck.entrypoint``)."""
    import sys

    module = sys.modules.get(getattr(fun, "__module__", None) or "")
    found = getattr(module, getattr(fun, "__name__", ""), None) if module else None
    return found if getattr(found, "__wrapped__", None) is fun else None


class _Traced(Exception):
    pass


def abstract(args: tuple, kwargs: dict) -> tuple[tuple, dict, int]:
    """``(args, kwargs)`` with every array leaf an :class:`Abstract`, and the arrays' bytes."""
    import jax
    import numpy as np

    total = [0]

    def one(x: Any) -> Any:
        if isinstance(x, jax.core.Tracer):
            raise _Traced
        if isinstance(x, jax.Array):
            found = _of_array(x)
        elif isinstance(x, np.ndarray | np.generic) and not isinstance(x, np.generic):
            found = Abstract(tuple(x.shape), x.dtype)
        else:
            return x
        total[0] += found.nbytes
        return found

    out_args, out_kwargs = jax.tree_util.tree_map(one, (args, kwargs))
    return tuple(out_args), dict(out_kwargs), total[0]


def _of_array(x: Any) -> Abstract:
    import jax

    key = None
    if jax.dtypes.issubdtype(x.dtype, jax.dtypes.prng_key):
        key = (jax.random.key_impl(x), compat.key_shape(x.dtype))
    read = compat.abstractify(x)
    placed = compat.placement(x)
    return Abstract(tuple(x.shape), x.dtype, bool(read[2]) if read else False,
                    placed[0] if placed else None, bool(placed[1]) if placed else False, key)
