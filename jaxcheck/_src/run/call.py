"""One call of a target, as the runner makes it: executed (and blocked on) or traced with
abstract arrays (trace mode), with what the target may do to the process kept in it.

A target that calls ``os._exit`` is an error of that target (the process would end with
no report: ``os._exit(0)`` a silent pass); a process the target forked that comes back
here exits as Python would; an exception is the target's :class:`ErrorInfo`, with the
fix when JAX raised it for a known mistake; Ctrl-C or SIGTERM start no further call.
"""

from __future__ import annotations

import contextlib
import os
import traceback
from collections.abc import Callable
from typing import Any

from ..analysis import hints
from ..model.report import ErrorInfo
from ..util import exits


def _block(out: Any) -> None:
    import jax

    with contextlib.suppress(Exception):
        jax.block_until_ready(out)


def _trace(fn: Callable[..., Any], args: tuple, kwargs: dict) -> Any:
    """Trace ``fn(*args, **kwargs)`` with its array leaves abstract: no XLA compile, no run.

    Python scalars and literals stay concrete, as they are when passed to a jitted
    function (weakly typed, or static), so the signatures match execute mode's.
    """
    import jax
    import numpy as np

    leaves, treedef = jax.tree_util.tree_flatten((args, kwargs))
    where = [i for i, x in enumerate(leaves) if isinstance(x, jax.Array | np.ndarray)]
    abstract = [jax.ShapeDtypeStruct(leaves[i].shape, leaves[i].dtype) for i in where]

    def root(*traced):  # defined in jaxcheck: never counted as the user's function
        full = list(leaves)
        for i, value in zip(where, traced, strict=True):
            full[i] = value
        a, k = jax.tree_util.tree_unflatten(treedef, full)
        out = fn(*a, **k)
        # only what JAX can return: an equinox step returns a model holding functions
        return [x for x in jax.tree_util.tree_leaves(out) if isinstance(x, jax.Array)]

    from .. import jaxcompat as compat

    # The program, not only its shapes: a loop, `cond` or checkpoint the target runs
    # outside any jitted function would, run for real, compile through JAX's own jitted
    # helper (anew for each new closure) -- compiles no trace shows.
    helpers = compat.outside_jit_helpers(jax.make_jaxpr(root)(*abstract))
    if helpers:
        raise OutsideJitHelper(helpers)
    return None


class OutsideJitHelper(Exception):
    """Trace mode cannot answer for this target: it calls ``lax.scan`` (and the like)
    outside jit, which JAX compiles through a jitted helper of its own on every call
    with a new function, whatever the trace says."""

    def __init__(self, helpers: list[str]) -> None:
        names = sorted(set(helpers))
        super().__init__(", ".join(f"`{n}`" for n in names) + " outside jit")
        self.helpers = names


#: errors that say a workload needs concrete values: trace mode cannot run it.
CONCRETE = {"ConcretizationTypeError", "TracerBoolConversionError",
             "TracerIntegerConversionError", "TracerArrayConversionError",
             "NonConcreteBooleanIndexError"}


def call_target(fn: Callable[..., Any], args: tuple, kwargs: dict,
          mode: str = "execute") -> ErrorInfo | None:
    from ..capture.capture import TraceStopped
    from ..util.stop import checkpoint

    checkpoint()  # Ctrl-C or SIGTERM: no further call starts
    pid = os.getpid()
    try:
        with exits.trap_os_exit():
            if mode == "trace":
                _trace(fn, args, kwargs)
            else:
                _block(fn(*args, **kwargs))
    except TraceStopped:  # JAX began tracing the target anew: that was the question
        pass
    except exits.Exited as e:
        return ErrorInfo("Crashed", f"the target called os._exit({e.code}): the process would "
                         "have ended there, without a report", traceback.format_exc())
    except (Exception, SystemExit) as e:
        exits.returned(pid, e)
        return ErrorInfo(type(e).__name__, str(e), traceback.format_exc(),
                         hints.error_hint(type(e).__name__, str(e)))
    exits.returned(pid)
    return None


def fallback_note(error: ErrorInfo) -> str:
    first = error.message.strip().splitlines()[0] if error.message.strip() else ""
    if error.type == OutsideJitHelper.__name__:
        return (f"trace mode: the target runs {first}, which JAX compiles through its own "
                "jitted helper (again for every new function), out of a trace's sight; "
                "it ran in execute mode instead")
    return (f"trace mode: the target needs concrete values ({error.type}: {first[:120]}); "
            "it ran in execute mode instead")
