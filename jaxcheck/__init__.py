"""jaxcheck: find, explain and gate unexpected JAX recompilations.

The public API is small and imports JAX only when used:

* :func:`run` runs targets (``"module:function"``) and returns a :class:`Report`;
* :func:`entrypoint` declares how to call a function and what to expect of it;
  :class:`Args` is what an example factory returns for keyword arguments;
* :func:`watch` and :func:`assert_max_compiles` observe compiles in your own code;
* :func:`guard` watches a running program: after warm-up, a compile is an incident
  (:class:`RecompileError`, :class:`RecompileWarning`, a log line or your callable);
  :func:`guard_from_env` starts one configured by ``JAXCHECK_GUARD``;
* :class:`Report` and the types inside it are plain dataclasses.
"""

from __future__ import annotations

# first, before anything else is imported: imported, it guards the `jaxcheck` command
# against a colorsys.py or json.py that shadows the standard library (util/shadowing.py)
from ._src.util import shadowing as _shadowing  # noqa: F401  (isort: skip)

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ._src.arguments.example import Args
from ._src.config.declaration import entrypoint
from ._src.model import report as _model
from ._src.model.report import (
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
from ._src.util.errors import UsageError
from ._src.util.version import __version__

if TYPE_CHECKING:
    from ._src.embed.guard import Guard, Incident, RecompileError, RecompileWarning, guard
    from ._src.embed.guard import from_env as guard_from_env
    from ._src.embed.watch import JaxcheckWarning, Watch, assert_max_compiles, watch

#: public names whose modules are imported on first use: the command line needs neither
#: the guard nor watch (nor the text renderer they bring), so `jaxcheck run` starts
#: without them.
_ON_FIRST_USE = {
    "Guard": ("embed.guard", "Guard"), "Incident": ("embed.guard", "Incident"),
    "RecompileError": ("embed.guard", "RecompileError"),
    "RecompileWarning": ("embed.guard", "RecompileWarning"), "guard": ("embed.guard", "guard"),
    "guard_from_env": ("embed.guard", "from_env"),
    "JaxcheckWarning": ("embed.watch", "JaxcheckWarning"), "Watch": ("embed.watch", "Watch"),
    "assert_max_compiles": ("embed.watch", "assert_max_compiles"),
    "watch": ("embed.watch", "watch"),
}


def __getattr__(name: str) -> Any:
    try:
        module, attr = _ON_FIRST_USE[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    import importlib

    value = getattr(importlib.import_module(f"{__name__}._src.{module}"), attr)
    globals()[name] = value  # once: later lookups are plain attribute reads
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_ON_FIRST_USE))


def _html_view(report: Report) -> str:
    from ._src.report import outputs

    return outputs.html_fragment(report)


def _pretty_view(report: Report) -> str:
    import shutil
    import sys

    from ._src.report import outputs

    return outputs.terminal_text(report, color=sys.stdout.isatty(),
                                 width=min(shutil.get_terminal_size().columns, 120)
                                 ).rstrip("\n")


# how a notebook shows a Report: wired here so that the model depends on no renderer
_model.VIEWS.update(html=_html_view, pretty=_pretty_view)


def run(
    targets: str | Sequence[str] | Callable[..., Any],
    *,
    args: str | None = None,
    example: Any = None,
    dims: Mapping[str, Iterable[int]] | None = None,
    expect: Mapping[str, Any] | None = None,
    max_compiles: int | None = None,
    seed: int = 0,
    variations: bool = True,
    mode: Mode | None = None,
    allow_no_compile: bool = False,
    vary: Sequence[str] = (),
    group: Sequence[str] = (),
    probe: bool = False,
) -> Report:
    """Run ``targets`` and return the :class:`Report` that `jaxcheck run` prints.

    ``targets`` are ``"module:function"``, ``"path/to/file.py:function"`` or a module
    whose functions are decorated with :func:`entrypoint` (one string or a list), or
    a function object in hand. The options are those of the command line and of
    :func:`entrypoint`, and override a declaration's fields:

    * ``example``: real arguments. For a function object: the arguments themselves
      (``example=(state, batch)``; :class:`Args` with keyword arguments) or a factory
      that returns them; for target strings, ``"module:make_example"``. Every leaf is
      varied from a copy of them (see :func:`entrypoint`);
    * ``args``: the call spec, e.g. ``"f32[B,128], float"``;
    * ``dims``: values for each named dimension, e.g. ``{"B": [1, 8]}`` (one base call each);
    * ``expect``: what each variation axis may do, e.g. ``{"weak_type": "any"}`` or
      ``{"shape": {"x": "recompile"}}``;
    * ``max_compiles``: the compile budget of each function;
    * ``seed``: for the random arrays built from the spec;
    * ``variations``: ``False`` runs the base calls only;
    * ``mode``: ``"trace"`` (trace only: fast, blind to placement and sharding) or
      ``"execute"`` (compile and run); by default the target's declared ``mode``, else
      trace mode for a function target and execute mode for a workload;
    * ``allow_no_compile``: a function target that compiles nothing passes (by default it
      fails: not jitted, its check proves nothing);
    * ``vary``, ``group``: path patterns (``["batch.*", "step"]``, ``["params"]``): which
      leaves of an example to vary, and which subtrees to vary as one;
    * ``probe``: once a workload ends, vary each jitted function of yours it called from
      its first call's arguments (in trace mode), one entry (kind ``"probe"``) each.

    Raises :class:`UsageError` for a bad target, spec or declaration (the command line's
    exit code 2). An exception raised by a target does not propagate: it is recorded in
    that target's :attr:`EntrypointReport.error`.

    >>> report = jaxcheck.run("examples/weak_type.py:main")  # doctest: +SKIP
    >>> report = jaxcheck.run(train_step, example=(state, batch))  # doctest: +SKIP
    >>> assert not report.unexpected  # doctest: +SKIP
    """
    from ._src.config.options import RunOptions
    from ._src.run.runner import run_function_object, run_targets

    function = callable(targets) and not isinstance(targets, str)
    if example is not None and not function and not isinstance(example, str):
        raise UsageError("example= with target strings names a factory as "
                         "\"module:function\"; to pass arguments in hand, pass the function "
                         "itself: jaxcheck.run(train_step, example=(state, batch))")
    options = RunOptions(args=args, dims={k: list(v) for k, v in (dims or {}).items()},
                         expect=dict(expect or {}), max_compiles=max_compiles, seed=seed,
                         variations=variations, mode=mode, allow_no_compile=allow_no_compile,
                         example=example, vary=tuple(vary), group=tuple(group),
                         probe=probe)
    if function:
        return run_function_object(targets, options)
    names = [targets] if isinstance(targets, str) else list(targets)
    return run_targets(names, options)


def load_ipython_extension(ipython: Any) -> None:
    """``%load_ext jaxcheck`` in IPython or Jupyter: the ``%jaxcheck`` magics (see
    ``jaxcheck._src.embed.notebook``). Nothing of it is imported until then."""
    from ._src.embed.notebook import load_ipython_extension as load

    load(ipython)


def unload_ipython_extension(ipython: Any) -> None:
    from ._src.embed.notebook import unload_ipython_extension as unload

    unload(ipython)


__all__ = [
    "Args",
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
