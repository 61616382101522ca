"""jaxcheck: find, explain and gate unexpected JAX recompilations.

The public API is small and imports JAX only when used:

* :func:`run` runs targets (``"module:function"``) and returns a :class:`Report`;
* :class:`Report` and the types inside it are plain dataclasses.
"""

from __future__ import annotations

__version__ = "0.1.0"

from ._model import (
    CAUSE_KINDS,
    Cause,
    CompileEvent,
    EntrypointReport,
    ErrorInfo,
    FunctionReport,
    Report,
)


def run(targets, args=None, dims=None, seed=0):
    """Run ``targets`` and return the :class:`Report` that `jaxcheck run` prints."""
    from ._runner import RunOptions
    from ._runner import run as _run

    return _run(list(targets), RunOptions(args=args, dims=dict(dims or {}), seed=seed))


__all__ = [
    "CAUSE_KINDS",
    "Cause",
    "CompileEvent",
    "EntrypointReport",
    "ErrorInfo",
    "FunctionReport",
    "Report",
    "__version__",
    "run",
]
