"""jaxcheck: find, explain and gate unexpected JAX recompilations.

The public API is small and imports JAX only when used:

* :func:`run` runs targets (``"module:function"``) and returns a :class:`Report`;
* :func:`entrypoint` declares how to call a function and what to expect of it;
* :func:`watch` and :func:`assert_max_compiles` observe compiles in your own code;
* :func:`guard` watches a running program: after warm-up, a compile is an incident
  (:class:`RecompileError`, :class:`RecompileWarning`, a log line or your callable);
  :func:`guard_from_env` starts one configured by ``JAXCHECK_GUARD``;
* :class:`Report` and the types inside it are plain dataclasses.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ._entrypoint import entrypoint
from ._errors import UsageError
from ._guard import Guard, Incident, RecompileError, RecompileWarning, guard
from ._guard import from_env as guard_from_env
from ._model import (
    CAUSE_KINDS,
    Cause,
    CompileEvent,
    EntrypointReport,
    ErrorInfo,
    FunctionReport,
    Mode,
    RecompileGroup,
    Report,
    VariationResult,
)
from ._version import __version__
from ._watch import JaxcheckWarning, Watch, assert_max_compiles, watch


def run(
    targets: str | Sequence[str],
    *,
    args: str | None = None,
    dims: Mapping[str, Iterable[int]] | None = None,
    expect: Mapping[str, Any] | None = None,
    max_compiles: int | None = None,
    seed: int = 0,
    variations: bool = True,
    mode: Mode = "execute",
    allow_no_compile: bool = False,
) -> Report:
    """Run ``targets`` and return the :class:`Report` that `jaxcheck run` prints.

    ``targets`` are ``"module:function"``, ``"path/to/file.py:function"`` or a module
    whose functions are decorated with :func:`entrypoint` (one string or a list). The
    options are those of the command line and of :func:`entrypoint`, and override a
    declaration's fields:

    * ``args``: the call spec, e.g. ``"f32[B,128], float"``;
    * ``dims``: values for each named dimension, e.g. ``{"B": [1, 8]}`` (one base call each);
    * ``expect``: what each variation axis may do, e.g. ``{"weak_type": "any"}`` or
      ``{"shape": {"x": "recompile"}}``;
    * ``max_compiles``: the compile budget of each function;
    * ``seed``: for the random arrays built from the spec;
    * ``variations``: ``False`` runs the base calls only;
    * ``mode``: ``"execute"`` (compile and run) or ``"trace"`` (trace only: faster, blind
      to placement and sharding);
    * ``allow_no_compile``: a function target that compiles nothing passes (by default it
      fails: not jitted, its check proves nothing).

    Raises :class:`UsageError` for a bad target, spec or declaration (the command line's
    exit code 2). An exception raised by a target does not propagate: it is recorded in
    that target's :attr:`EntrypointReport.error`.

    >>> report = jaxcheck.run("examples/weak_type.py:main")  # doctest: +SKIP
    >>> report.unexpected  # doctest: +SKIP
    """
    from ._options import RunOptions
    from ._runner import run_targets

    names = [targets] if isinstance(targets, str) else list(targets)
    options = RunOptions(args=args, dims={k: list(v) for k, v in (dims or {}).items()},
                         expect=dict(expect or {}), max_compiles=max_compiles, seed=seed,
                         variations=variations, mode=mode, allow_no_compile=allow_no_compile)
    return run_targets(names, options)


def load_ipython_extension(ipython: Any) -> None:
    """``%load_ext jaxcheck`` in IPython or Jupyter: the ``%jaxcheck`` magics (see
    ``jaxcheck._ipython``). Nothing of it is imported until then."""
    from ._ipython import load_ipython_extension as load

    load(ipython)


def unload_ipython_extension(ipython: Any) -> None:
    from ._ipython import unload_ipython_extension as unload

    unload(ipython)


__all__ = [
    "CAUSE_KINDS",
    "Cause",
    "CompileEvent",
    "EntrypointReport",
    "ErrorInfo",
    "FunctionReport",
    "RecompileGroup",
    "Report",
    "UsageError",
    "VariationResult",
    "__version__",
    "entrypoint",
    "watch",
    "assert_max_compiles",
    "Watch",
    "guard",
    "guard_from_env",
    "Guard",
    "Incident",
    "RecompileError",
    "RecompileWarning",
    "JaxcheckWarning",
    "run",
]
