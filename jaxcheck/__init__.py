"""jaxcheck: find, explain and gate unexpected JAX recompilations.

The public API is small and imports JAX only when used:

* :func:`run` runs targets (``"module:function"``) and returns a :class:`Report`;
* :func:`entrypoint` declares how to call a function and what to expect of it;
* :func:`watch` and :func:`assert_max_compiles` observe compiles in your own code;
* :func:`guard` watches a running program: after warm-up, a compile is an incident
  (:class:`RecompileError`, :class:`RecompileWarning`, a log line or your callable);
* :class:`Report` and the types inside it are plain dataclasses.
"""

from __future__ import annotations

__version__ = "0.1.0"

from ._entrypoint import entrypoint
from ._guard import Guard, Incident, RecompileError, RecompileWarning, guard
from ._model import (
    CAUSE_KINDS,
    Cause,
    CompileEvent,
    EntrypointReport,
    ErrorInfo,
    FunctionReport,
    RecompileGroup,
    Report,
    VariationResult,
)
from ._watch import Watch, assert_max_compiles, watch


def run(targets, args=None, dims=None, expect=None, max_compiles=None, seed=0,
        variations=True, mode="execute"):
    """Run ``targets`` and return the :class:`Report` that `jaxcheck run` prints.

    ``args``, ``dims``, ``expect`` and ``max_compiles`` are those of the command
    line (and of :func:`entrypoint`); they override a declaration's fields. ``mode``
    is ``"execute"`` (compile and run) or ``"trace"`` (trace only).
    """
    from ._runner import RunOptions
    from ._runner import run as _run

    options = RunOptions(args=args, dims={k: list(v) for k, v in (dims or {}).items()},
                         expect=dict(expect or {}), max_compiles=max_compiles, seed=seed,
                         variations=variations, mode=mode)
    return _run(list(targets), options)


__all__ = [
    "CAUSE_KINDS",
    "Cause",
    "CompileEvent",
    "EntrypointReport",
    "ErrorInfo",
    "FunctionReport",
    "RecompileGroup",
    "Report",
    "VariationResult",
    "__version__",
    "entrypoint",
    "watch",
    "assert_max_compiles",
    "Watch",
    "guard",
    "Guard",
    "Incident",
    "RecompileError",
    "RecompileWarning",
    "run",
]
