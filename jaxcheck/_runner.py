"""Run entrypoints under a capture and build the report: the library API behind `jaxcheck run`.

An entrypoint is a callable plus, for functions, a :class:`Declaration` (args,
dims, expectations) from ``--args``, the ``@jaxcheck.entrypoint`` decorator or
``[[tool.jaxcheck.entrypoints]]``. Workloads are called once; functions get a
base call per ``dims`` value, then one call per variation.
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import __version__
from . import _spec as specmod
from ._entrypoint import Declaration, DeclarationError, declaration, declared, declared_in
from ._model import CompileEvent, EntrypointReport, ErrorInfo, Report, VariationResult
from ._target import UsageError, load, required_parameters


@dataclass
class RunOptions:
    """What `jaxcheck run` was asked to do, beyond the targets."""

    args: str | None = None
    dims: dict[str, list[int]] = field(default_factory=dict)
    expect: dict[str, Any] = field(default_factory=dict)
    max_compiles: int | None = None
    seed: int = 0
    mode: str = "execute"
    variations: bool = True
    #: each target in its own worker process; ``jobs`` at a time; ``timeout`` s each.
    isolate: bool = False
    jobs: int = 1
    timeout: float | None = None
    #: called with a target's text; returns a context manager shown while it runs.
    progress: Callable[[str], Any] | None = None


@dataclass
class Entrypoint:
    target: str
    fn: Callable[..., Any]
    declaration: Declaration | None = None
    source: str = "cli"  # "cli" | "decorator" | "pyproject"

    @property
    def is_workload(self) -> bool:
        return self.declaration is None or self.declaration.args is None


# --- resolving targets -----------------------------------------------------------


def parse_args_spec(text: str | None, where: str = "--args") -> specmod.CallSpec | None:
    if text is None:
        return None
    try:
        return specmod.parse(text)
    except specmod.SpecError as e:
        raise UsageError(f"bad {where} spec {text!r}: {e}") from None


def _cli_declaration(options: RunOptions) -> Declaration | None:
    if (options.args is None and not options.expect and options.max_compiles is None
            and not options.dims):
        return None
    try:
        return declaration(options.args, options.dims, options.expect, options.max_compiles,
                           where="command line")
    except DeclarationError as e:
        raise UsageError(str(e)) from None


def _merge(base: Declaration | None, cli: Declaration | None,
           options: RunOptions) -> Declaration | None:
    """Command-line options override the declared ones field by field."""
    if base is None:
        return cli
    if cli is None and not options.dims:
        return base
    return Declaration(
        args=options.args if options.args is not None else base.args,
        dims=dict(cli.dims) if cli and cli.dims else dict(base.dims),
        expect={**base.expect, **(cli.expect if cli else {})},
        max_compiles=(cli.max_compiles if cli and cli.max_compiles is not None
                      else base.max_compiles),
    )


def _attribute(module: Any, qualname: str) -> Any:
    obj = module
    for part in qualname.split("."):
        obj = getattr(obj, part, None)
        if obj is None:
            return None
    return obj if callable(obj) else None


def _check_fits(ep: Entrypoint, spec: specmod.CallSpec) -> None:
    """Arguments that cannot bind to the signature are the user's input error (exit 2)."""
    import inspect

    try:
        sig = inspect.signature(ep.fn)
    except (TypeError, ValueError):
        return
    try:
        sig.bind(*spec.args, **dict(spec.kwargs))
    except TypeError as e:
        raise UsageError(f"args {str(spec)!r} do not fit {ep.target!r}{sig}: {e}") from None


def resolve(texts: Sequence[str], options: RunOptions, config=None) -> list[Entrypoint]:
    """Import every target before anything runs, so a bad one fails fast (exit 2)."""
    cli = _cli_declaration(options)
    entrypoints: list[Entrypoint] = []
    for text in texts:
        target = load(text)
        if target.obj is None:
            found = declared_in(target.module.__name__)
            if not found:
                raise UsageError(
                    f"target {text!r} names a module that declares no entrypoint: write "
                    f"{text}:function, or decorate functions with @jaxcheck.entrypoint(...)")
            for name, fn in found:
                # the module attribute, which may wrap the decorated function (jax.jit above)
                attr = _attribute(target.module, name)
                decl = declared(fn)
                entrypoints.append(Entrypoint(f"{text}:{name}", attr if attr is not None else fn,
                                              _merge(decl, cli, options), "decorator"))
            continue
        decl, source = declared(target.obj), "decorator"
        if decl is None and config is not None:
            entry = config.entry_for(text)
            decl, source = (entry.declaration, "pyproject") if entry else (None, "cli")
        entrypoints.append(Entrypoint(text, target.obj, _merge(decl, cli, options),
                                      source if decl is not None else "cli"))
    for ep in entrypoints:
        if ep.is_workload and required_parameters(ep.fn):
            params = ", ".join(required_parameters(ep.fn))
            raise UsageError(
                f"target {ep.target!r} needs arguments ({params}): declare them with "
                f"args = \"f32[8,128], float\" in its [[tool.jaxcheck.entrypoints]] entry, "
                f"@jaxcheck.entrypoint(args=...), or --args on the `run` command line")
        if not ep.is_workload:
            spec = parse_args_spec(ep.declaration.args, f"args of {ep.target}")
            _check_fits(ep, spec)
            missing = sorted(spec.dim_names() - set(ep.declaration.dims))
            if missing:
                raise UsageError(
                    f"args of {ep.target!r} name dimension(s) {', '.join(missing)} without "
                    "values: " + " ".join(f"--dim {d}=N" for d in missing))
    return entrypoints


# --- running ---------------------------------------------------------------------


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
        return fn(*a, **k)

    return jax.eval_shape(root, *abstract)


#: errors that say a workload needs concrete values: trace mode cannot run it.
_CONCRETE = {"ConcretizationTypeError", "TracerBoolConversionError",
             "TracerIntegerConversionError", "TracerArrayConversionError",
             "NonConcreteBooleanIndexError"}


class _TargetExited(BaseException):
    """The target called ``os._exit``: the process would end here, with no report."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


@contextlib.contextmanager
def _trap_os_exit():
    """Turn ``os._exit(n)`` in the target into an error of that target.

    Otherwise the process ends at once, with no report and the target's exit
    code: ``os._exit(0)`` would be a silent pass. Forked children (multiprocessing
    ends every child with ``os._exit``) still exit for real.
    """
    import os

    real, pid = os._exit, os.getpid()

    def _exit(code: int) -> None:
        if os.getpid() != pid:
            real(code)
        raise _TargetExited(code)

    os._exit = _exit
    try:
        yield
    finally:
        if os._exit is _exit:
            os._exit = real


def _call(fn: Callable[..., Any], args: tuple, kwargs: dict,
          mode: str = "execute") -> ErrorInfo | None:
    try:
        with _trap_os_exit():
            if mode == "trace":
                _trace(fn, args, kwargs)
            else:
                _block(fn(*args, **kwargs))
    except _TargetExited as e:
        return ErrorInfo("Crashed", f"the target called os._exit({e.code}): the process would "
                         "have ended there, without a report", traceback.format_exc())
    except (Exception, SystemExit) as e:
        return ErrorInfo(type(e).__name__, str(e), traceback.format_exc())
    return None


def _fallback_note(error: ErrorInfo) -> str:
    first = error.message.strip().splitlines()[0] if error.message.strip() else ""
    return (f"trace mode: the target needs concrete values ({error.type}: {first[:120]}); "
            "it ran in execute mode instead")


TRACE_NOTE = ("trace mode: recompiles caused by device placement or sharding are visible "
              "only at compile time, out of reach here")


@dataclass
class _Slice:
    start: int
    end: int
    variation: VariationResult | None = None
    dims_index: int = 0
    dims: str | None = None


def _finish(ep: EntrypointReport, cap, slices: list[_Slice]) -> None:
    """Analyse the capture; mark each event and variation expected or not."""
    from . import _analyze, _diff, _hints

    ep.functions = _analyze.functions(cap.records, ep.mode)
    _analyze.set_timings(ep.functions, cap.records)
    ep.internal_compiles = cap.internal_compiles()
    events: list[CompileEvent] = [e for f in ep.functions for e in f.events]
    # A variation changes one thing of the first base call: diff against that call,
    # not against whichever earlier call happens to be as close.
    base_of = {}
    for f in ep.functions:
        first = f.events[0].record
        base_of.update({e.record: first for e in f.events})
    for sl in slices:
        inside = [e for e in events if sl.start <= e.record < sl.end]
        if sl.variation is None:
            ep.base_compiles += len(inside)
            for e in inside:
                e.dims = sl.dims
                # A new size of a named dimension is meant to compile.
                if e.recompile and sl.dims_index > 0:
                    e.expected = True
            continue
        v = sl.variation
        if v.result != "error":
            v.result = "recompile" if inside else "hit"
        for e in inside:
            base = cap.records[base_of[e.record]].signature
            mine = cap.records[e.record].signature
            if e.recompile and base is not None and mine is not None:
                causes = _diff.diff(base, mine)
                if causes:
                    e.causes, e.hint = causes, _hints.hint(causes)
        v.causes = [c for e in inside for c in e.causes]
        v.expected = (v.policy == "any" or v.result == "error"
                      or (v.policy == "hit" and v.result == "hit")
                      or (v.policy == "recompile" and v.result == "recompile"))
        for e in inside:
            e.variation = f"{v.axis} {v.path}"
            e.expected = v.expected
    if ep.max_compiles is not None:
        if ep.over_budget:
            ep.notes.append(f"{ep.base_compiles} compiles exceed max_compiles = "
                            f"{ep.max_compiles}")
        else:  # within the declared budget, the base calls' recompiles were allowed
            for e in events:
                if e.variation is None:
                    e.expected = True


def run_workload(entry: Entrypoint, options: RunOptions) -> EntrypointReport:
    from . import _jaxcompat as compat
    from ._capture import Capture

    compat.clear_caches()  # one target's warm cache must not hide another's misses
    ep = EntrypointReport(target=entry.target, kind="workload", mode=options.mode)
    ep.max_compiles = entry.declaration.max_compiles if entry.declaration else None
    start = time.perf_counter()
    with Capture(trace_only=options.mode == "trace") as cap:
        ep.error = _call(entry.fn, (), {}, options.mode)
    if options.mode == "trace" and ep.error is not None and ep.error.type in _CONCRETE:
        fallback = run_workload(entry, dataclasses.replace(options, mode="execute"))
        fallback.notes.insert(0, _fallback_note(ep.error))
        return fallback
    ep.seconds = time.perf_counter() - start
    _finish(ep, cap, [_Slice(0, len(cap.records))])
    if options.mode == "trace":
        ep.notes.append(TRACE_NOTE)
    return ep


def run_call(text: str, kind: str, call: Callable[[], Any]) -> EntrypointReport:
    """Run a no-argument callable once as a workload (the pytest plugin's path too)."""
    return run_workload(Entrypoint(text, call), RunOptions())


def run_function(entry: Entrypoint, options: RunOptions) -> EntrypointReport:
    from . import _jaxcompat as compat
    from . import _signature as sigmod
    from . import _variations
    from ._capture import Capture

    decl = entry.declaration
    assert decl is not None and decl.args is not None
    spec = parse_args_spec(decl.args, f"args of {entry.target}")
    ep = EntrypointReport(target=entry.target, kind="function", args=str(spec),
                          dims={k: list(v) for k, v in decl.dims.items()},
                          max_compiles=decl.max_compiles, mode=options.mode)
    names = sorted(spec.dim_names())
    combos = [dict(zip(names, values, strict=True))
              for values in itertools.product(*(decl.dims[n] for n in names))] or [{}]

    compat.clear_caches()
    slices: list[_Slice] = []
    start = time.perf_counter()
    with Capture(trace_only=options.mode == "trace") as cap:
        base = None
        for i, combo in enumerate(combos):
            make = specmod.Materializer(options.seed, combo, host=options.mode == "trace")
            try:
                args, kwargs = make.call(spec)
            except specmod.SpecError as e:
                raise UsageError(f"args of {entry.target!r}: {e}") from None
            first = len(cap.records)
            ep.error = _call(entry.fn, args, kwargs, options.mode)
            label = " ".join(f"{k}={v}" for k, v in combo.items()) or None
            slices.append(_Slice(first, len(cap.records), dims_index=i, dims=label))
            if ep.error is not None:
                break
            if base is None:
                base = (args, kwargs, combo)
        if ep.error is None and options.variations and base is not None:
            args, kwargs, combo = base
            make = specmod.Materializer(options.seed + 1, combo, host=options.mode == "trace")
            positional = sigmod.positional_names(entry.fn, len(spec.args))
            for var in _variations.plan(spec, positional, make):
                result = VariationResult(var.axis, var.path, "skipped", True,
                                         detail=var.detail,
                                         policy=decl.policy(var.axis, var.path))
                ep.variations.append(result)
                if var.apply is None:
                    continue
                try:
                    new_args, new_kwargs = var.apply(args, kwargs)
                except Exception as e:  # the variation itself cannot be built
                    result.result, result.detail = "error", f"{type(e).__name__}: {e}"
                    continue
                first = len(cap.records)
                error = _call(entry.fn, new_args, new_kwargs, options.mode)
                if error is not None:
                    result.result = "error"
                    result.detail = f"{error.type}: {error.message.splitlines()[0][:200]}" \
                        if error.message else error.type
                slices.append(_Slice(first, len(cap.records), result))
    if options.mode == "trace" and ep.error is not None and ep.error.type in _CONCRETE:
        fallback = run_function(entry, dataclasses.replace(options, mode="execute"))
        fallback.notes.insert(0, _fallback_note(ep.error))
        return fallback
    ep.seconds = time.perf_counter() - start
    _finish(ep, cap, slices)
    if options.mode == "trace":
        ep.notes.append(TRACE_NOTE)
    return ep


def run_entrypoints(entrypoints: Sequence[Entrypoint], options: RunOptions) -> Report:
    import jax

    reports = []
    for entry in entrypoints:
        progress = (options.progress(entry.target) if options.progress
                    else contextlib.nullcontext())
        with progress:
            if entry.is_workload:
                reports.append(run_workload(entry, options))
            else:
                reports.append(run_function(entry, options))
    return Report(jaxcheck_version=__version__, jax_version=jax.__version__,
                  backend=_backend(), mode=options.mode, entrypoints=reports)


def run(targets: Sequence[str], options: RunOptions | None = None, config=None) -> Report:
    """Import and run ``targets``; the library form of ``jaxcheck run``.

    Raises :class:`UsageError` for bad targets, specs or declarations (exit code
    2); errors raised by a target are recorded in its entry (exit code 3).
    """
    options = options or RunOptions()
    parse_args_spec(options.args)  # a bad spec fails before any import
    import jax  # noqa: F401  (set-up first; the user's modules may still set XLA_FLAGS)

    return run_entrypoints(resolve(targets, options, config), options)


def _backend() -> str:
    import jax

    try:
        return jax.default_backend()
    except Exception as e:  # no usable backend: say so rather than fail the report
        return f"unavailable ({type(e).__name__})"
