"""Run entrypoints under a capture and build the report: the library API behind `jaxcheck run`.

Targets become entrypoints in ``_resolve``. Here, workloads are called once;
functions get a base call per ``dims`` value, then one call per variation. The
capture is then analysed (``_analyze``, ``_diff``, ``_hints``) and judged
(``_verdict``) into an :class:`EntrypointReport`.
"""

from __future__ import annotations

import contextlib
import gc
import itertools
import os
import sys
import time
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..analysis import hints
from ..config.options import Hooks, RunOptions
from ..model.report import EntrypointReport, ErrorInfo, Report, VariationResult
from ..observe import finish as finishing
from ..observe.observer import Observer
from ..util.errors import UsageError
from ..util.version import __version__
from .resolve import (
    Entrypoint,
    check_example_expect,
    parse_args_spec,
    program_argv,
    resolve,
    user_state,
)


@dataclass
class LiveRun:
    """A running entrypoint, as a watcher (``Hooks.live``) sees it."""

    #: the report so far: the capture folded in since the last look, then labelled
    #: and judged (the cost of what is new, not of the whole run).
    report: Callable[[], EntrypointReport]
    #: a cheap count that changes whenever a user function compiles or traces anew.
    changes: Callable[[], int]


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


def _exit_forked_child(error: BaseException | None) -> None:
    """A process the target forked came back into jaxcheck: end it as Python would.

    Only the process that started jaxcheck reports; a forked child (``os.fork`` in the
    target, returning or calling ``sys.exit``) exits here with its own exit code.
    """
    code: Any = 0
    if isinstance(error, SystemExit):
        code = error.code
    elif error is not None:
        traceback.print_exception(error)
        code = 1
    if code is not None and not isinstance(code, int):
        print(code, file=sys.stderr)
        code = 1
    from ..util import io

    io.flush_all()
    os._exit(code or 0)


def _call(fn: Callable[..., Any], args: tuple, kwargs: dict,
          mode: str = "execute") -> ErrorInfo | None:
    from ..capture.capture import TraceStopped
    from ..util.stop import checkpoint

    checkpoint()  # Ctrl-C or SIGTERM: no further call starts
    pid = os.getpid()
    try:
        with _trap_os_exit():
            if mode == "trace":
                _trace(fn, args, kwargs)
            else:
                _block(fn(*args, **kwargs))
    except TraceStopped:  # JAX began tracing the target anew: that was the question
        pass
    except _TargetExited as e:
        return ErrorInfo("Crashed", f"the target called os._exit({e.code}): the process would "
                         "have ended there, without a report", traceback.format_exc())
    except (Exception, SystemExit) as e:
        if os.getpid() != pid:
            _exit_forked_child(e)
        return ErrorInfo(type(e).__name__, str(e), traceback.format_exc(),
                         hints.error_hint(type(e).__name__, str(e)))
    if os.getpid() != pid:
        _exit_forked_child(None)
    return None


def _fallback_note(error: ErrorInfo) -> str:
    first = error.message.strip().splitlines()[0] if error.message.strip() else ""
    if error.type == OutsideJitHelper.__name__:
        return (f"trace mode: the target runs {first}, which JAX compiles through its own "
                "jitted helper (again for every new function), out of a trace's sight; "
                "it ran in execute mode instead")
    return (f"trace mode: the target needs concrete values ({error.type}: {first[:120]}); "
            "it ran in execute mode instead")


TRACE_NOTE = ("trace mode: recompiles caused by device placement or sharding are visible "
              "only at compile time, out of reach here")


@dataclass
class _Running:
    """One target under way: the observer watching it (which knows the call behind
    each event, ``Observer.call``)."""

    ep: EntrypointReport
    observer: Observer
    start: float = field(default_factory=time.perf_counter)
    #: the base call deleted (donated) its arguments: every variation gets its own copy.
    donated: bool = False
    #: the base call changed the structure of its arguments (popped a key): every
    #: variation is built from, and gets, a copy of the containers.
    mutated: bool = False

    def report(self) -> EntrypointReport:
        """The report so far (the call in progress counts as ending now), judged."""
        finishing.judge(self.observer.report(self.ep))
        self.ep.seconds = round(time.perf_counter() - self.start, 6)
        return self.ep

    def changes(self) -> int:
        return self.observer.capture.touched


@contextlib.contextmanager
def _running(ep: EntrypointReport, hooks: Hooks | None):
    """An observer for one target, watched live when ``hooks.live``."""
    with Observer(ep.mode) as observer:
        # timed from the capture's own start, which event times are relative to
        run = _Running(ep, observer, start=observer.capture.started_at)
        watcher = (hooks.live(LiveRun(run.report, run.changes))
                   if hooks is not None and hooks.live is not None
                   else contextlib.nullcontext())
        with watcher:
            yield run


def run_workload(entry: Entrypoint, options: RunOptions,
                 hooks: Hooks | None = None) -> EntrypointReport:
    from .. import jaxcompat as compat

    compat.clear_caches()  # one target's warm cache must not hide another's misses
    ep = EntrypointReport(target=entry.target, kind="workload", mode=options.mode)
    ep.max_compiles = entry.declaration.max_compiles if entry.declaration else None
    ep.expect = dict(entry.declaration.expect) if entry.declaration else {}
    with _running(ep, hooks) as run, run.observer.call():
        ep.error = _call(entry.fn, (), {}, options.mode)
    return _complete(run, entry, options, hooks, run_workload)


def _complete(run: _Running, entry: Entrypoint, options: RunOptions, hooks: Hooks | None,
              again: Callable[..., EntrypointReport]) -> EntrypointReport:
    """The report of a finished target; in trace mode, a target that needs concrete
    values runs ``again`` in execute mode instead."""
    ep = run.ep
    if options.mode == "trace" and ep.error is not None and \
            ep.error.type in (*_CONCRETE, OutsideJitHelper.__name__):
        fallback = again(entry, options.replace(mode="execute"), hooks)
        fallback.notes.insert(0, _fallback_note(ep.error))
        return fallback
    ep.seconds = round(time.perf_counter() - run.start, 6)
    run.observer.report(ep, full=True)
    run.observer.finish(ep, allow_no_compile=entry.declaration is not None
                        and entry.declaration.allow_no_compile)
    if options.mode == "trace":
        ep.notes.append(TRACE_NOTE)
    return ep


def run_callable(text: str, call: Callable[[], Any]) -> EntrypointReport:
    """Run a no-argument callable once as a workload (the pytest plugin's path too)."""
    return run_workload(Entrypoint(text, call), RunOptions())


def run_function(entry: Entrypoint, options: RunOptions,
                 hooks: Hooks | None = None) -> EntrypointReport:
    from .. import jaxcompat as compat
    from ..arguments import spec as specmod
    from ..signature import signature as sigmod
    from ..variations import plan

    decl = entry.declaration
    assert decl is not None
    if decl.args is None:
        return run_example(entry, options, hooks)
    spec = parse_args_spec(decl.args, f"args of {entry.target}")
    ep = EntrypointReport(target=entry.target, kind="function", args=str(spec),
                          dims={k: list(v) for k, v in decl.dims.items()},
                          max_compiles=decl.max_compiles, mode=options.mode)
    names = sorted(spec.dim_names())
    combos = [dict(zip(names, values, strict=True))
              for values in itertools.product(*(decl.dims[n] for n in names))] or [{}]

    ep.expect = dict(decl.expect)
    compat.clear_caches()

    def materialized() -> Iterator[tuple[dict, tuple, dict]]:
        for combo in combos:
            make = specmod.Materializer(options.seed, combo, host=options.mode == "trace")
            try:
                args, kwargs = make.call(spec)
            except specmod.SpecError as e:
                raise UsageError(f"args of {entry.target!r}: {e}") from None
            yield combo, args, kwargs

    with _running(ep, hooks) as run:
        base = _call_each(run, entry, options, materialized())
        if options.variations and base is not None:
            combo, args, kwargs = base
            make = specmod.Materializer(options.seed + 1, combo, host=options.mode == "trace")
            positional = sigmod.positional_names(entry.fn, len(spec.args))
            known = plan.Known(static=_static_paths(entry.fn, run.observer.records),
                                      alternatives=plan.alternatives(entry.fn))
            _vary(run, entry, options, plan.plan(spec, positional, make, known),
                  args, kwargs, known)
    return _complete(run, entry, options, hooks, run_function)


def run_example(entry: Entrypoint, options: RunOptions,
                hooks: Hooks | None = None) -> EntrypointReport:
    """A function target whose arguments come from an example factory (``_example``):
    one factory call per ``dims`` value, outside the capture (building a model is not
    the target's compile); variations from copies of the first call's arguments
    (``_pytree``)."""
    from .. import jaxcompat as compat
    from ..arguments import example
    from ..signature import signature as sigmod
    from ..variations import plan, pytree

    decl = entry.declaration
    factory = example.load(decl.example, f"example of {entry.target!r}")
    names = sorted(decl.dims)
    combos = [dict(zip(names, values, strict=True))
              for values in itertools.product(*(decl.dims[n] for n in names))] or [{}]
    ep = EntrypointReport(target=entry.target, kind="function",
                          args=f"example {example.name_of(factory)}()",
                          dims={k: list(v) for k, v in decl.dims.items()},
                          max_compiles=decl.max_compiles, mode=options.mode)
    ep.expect = dict(decl.expect)
    compat.clear_caches()
    built: list[tuple[dict, tuple, dict]] = []
    for combo in combos:
        got = example.call(factory, combo, entry.fn)
        if isinstance(got, ErrorInfo):
            ep.error = got
            break
        built.append((combo, *got))
    planned: list = []
    if built and ep.error is None and options.variations:
        combo, args, kwargs = built[0]
        positional = sigmod.positional_names(entry.fn, len(args))
        optional = {name for name, found in plan.alternatives(entry.fn).items()
                    if any(value is None and where == "its default" for value, where in found)}
        planned = pytree.plan(args, kwargs, positional, decl.vary, decl.group,
                               seed=options.seed + 1, host=options.mode == "trace",
                               optional=optional)
    with _running(ep, hooks) as run:
        base = _call_each(run, entry, options, built) if ep.error is None else None
        if base is not None and planned:
            combo, args, kwargs = base
            known = plan.Known(static=_static_paths(entry.fn, run.observer.records))
            _vary(run, entry, options, planned, args, kwargs, known)
    return _complete(run, entry, options, hooks, run_example)


def _call_each(run: _Running, entry: Entrypoint, options: RunOptions,
               calls: Iterable[tuple[dict, tuple, dict]]) -> tuple[dict, tuple, dict] | None:
    """One call per ``(combo, args, kwargs)``, each its own slice labelled by its dims;
    the first call's triple (the variations' base), or None when a call failed (its
    error is ``run.ep.error``) or there was none.

    The first call may consume its arguments: ``donate_argnums`` deletes them, a step
    may pop a key of its batch. A copy is taken first (its arrays too when executed),
    and when the call deleted an array or changed the arguments' structure the
    variations are built from the copy (``run.donated``, ``run.mutated``)."""
    ep, base = run.ep, None
    for combo, args, kwargs in calls:
        label = " ".join(f"{k}={v}" for k, v in combo.items()) or None
        spare = shape = None
        if base is None and options.variations:
            spare = _copied((args, kwargs), arrays=options.mode == "execute")
            shape = _structure((args, kwargs))
        with run.observer.call(dims=label):
            ep.error = _call(entry.fn, args, kwargs, options.mode)
        if ep.error is not None:
            return None
        if base is None:
            if spare is not None:
                run.donated = _deleted((args, kwargs))
                run.mutated = not run.donated and shape != _structure((args, kwargs))
            base = (combo, *spare) if run.donated or run.mutated else (combo, args, kwargs)
    return base


def _structure(tree: Any) -> Any:
    """The pytree structure of ``tree`` (None when it cannot be read or compared)."""
    import jax

    try:
        found = jax.tree_util.tree_structure(tree)
        found == found  # noqa: B015  (an aux that cannot compare: treat as unknown)
        return found
    except Exception:
        return None


def _copied(tree: Any, arrays: bool = True) -> Any:
    """``tree`` with containers of its own and (``arrays``) each JAX array in a buffer of
    its own: the same dtype, weak type, placement and commitment, so the same cache key
    (a device-to-device copy, no compile, where JAX copies with ``may_alias=False``; a
    copy op on 0.4.38, which aliases)."""
    import jax

    def copy(x: Any) -> Any:
        if not arrays or not isinstance(x, jax.Array) or x.is_deleted():
            return x
        try:
            y = jax.device_put(x, may_alias=False)
            if y.unsafe_buffer_pointer() != x.unsafe_buffer_pointer():
                return y
        except Exception:  # an older JAX, or an array over several devices
            pass
        return x.copy()

    return jax.tree_util.tree_map(copy, tree)


def _deleted(tree: Any) -> bool:
    """Whether a JAX array of ``tree`` was deleted (donated to a call)."""
    import jax

    return any(isinstance(x, jax.Array) and x.is_deleted()
               for x in jax.tree_util.tree_leaves(tree))


def _vary(run: _Running, entry: Entrypoint, options: RunOptions, planned: list,
          args: tuple, kwargs: dict, known: Any) -> None:
    """One call per planned variation, each from the base arguments, labelled by slice.

    In trace mode a variation's trace of the target stops as soon as JAX begins it
    (``Capture.stop_traces_of``): JAX has then decided that the change retraces, which
    is the answer, and the rest of the trace (the whole model again) would only cost
    time. A variation that may not fit the rest of the arguments (a shape, a static
    field, a static argument, a float where an int was: the body may use it as a
    Python int) is traced in full, so that the error saying so is seen.
    """
    from ..signature import signature as sigmod
    from ..variations import plan

    ep, cap, decl = run.ep, run.observer.capture, entry.declaration
    target = sigmod.fun_location(entry.fn) if options.mode == "trace" else None
    for var in planned:
        result = VariationResult(var.axis, var.path, "skipped", True,
                                 detail=var.detail,
                                 policy=_policy(decl, var),
                                 withheld=var.withheld)
        ep.variations.append(result)
        if var.apply is None:
            continue
        try:
            new_args, new_kwargs = var.apply(args, kwargs)
            if run.donated or run.mutated:  # the call consumes what it is given
                new_args, new_kwargs = _copied((new_args, new_kwargs), arrays=run.donated)
        except Exception as e:  # the variation itself cannot be built
            result.result, result.detail = "error", f"{type(e).__name__}: {e}"
            continue
        stop = target is not None and not any(
            getattr(var, flag, False) for flag in ("may_not_fit", "static", "int_to_float")
        ) and not plan.is_static(var.path, known.static)
        with run.observer.call(variation=result, index=len(ep.variations) - 1), \
                cap.stop_traces_of(target if stop else None):
            error = _call(entry.fn, new_args, new_kwargs, options.mode)
        if error is not None:
            result.result = "error"
            result.detail = f"{error.type}: {error.message.splitlines()[0][:200]}" \
                if error.message else error.type
            why = _cannot_run(var, error, known)
            if why is not None:  # not a result: a variation that cannot run here
                result.result, result.withheld = "skipped", True
                raised = result.detail if len(result.detail) <= 90 else \
                    result.detail[:89] + "…"
                result.detail = f"{why} ({raised})"


def _policy(decl: Any, var: Any) -> str:
    """What the declaration expects of a variation; a static field may recompile on a
    new value unless the declaration says otherwise (that is what static means)."""
    declared = decl.declared_policy(var.axis, var.path)
    if declared is None and getattr(var, "static", False):
        return "any"
    return decl.policy(var.axis, var.path)


def _cannot_run(var, error: ErrorInfo, known) -> str | None:
    """Why a variation that raised could never run, or None for a genuine error."""
    from ..variations import plan

    if getattr(var, "static", False):  # whatever the object's own checks raise
        return "static field: this value does not fit the rest of its object"
    if getattr(var, "may_not_fit", False):
        return f"{var.detail}: must agree with another argument or the model's weights"
    if error.type not in ("TypeError", "ValueError"):
        return None
    if var.axis == "weak_type" and plan.is_static(var.path, known.static):
        return "a static argument is hashed, and an array in its place is not hashable"
    if var.axis == "shape":
        return f"{var.detail}: must agree with another argument"
    if getattr(var, "int_to_float", False) and error.type == "TypeError":
        return "the function needs an int here (a count, an index, a static size)"
    return None


def _static_paths(fn: Callable[..., Any], records) -> set[str]:
    """Argument paths the target itself (a jitted function) kept static in its base calls."""
    from ..signature import signature as sigmod

    where = sigmod.fun_location(fn)
    found: set[str] = set()
    for rec in records:
        if rec.location == where and rec.signature is not None and not rec.internal:
            found.update(rec.signature.statics)
    return found


def run_entrypoints(entrypoints: Sequence[Entrypoint], options: RunOptions,
                    hooks: Hooks | None = None) -> Report:
    import jax

    hooks = hooks or Hooks()
    progress = hooks.progress
    if progress is not None:
        progress.begin(len(entrypoints))
    reports = []
    interrupted = False
    try:
        for entry in entrypoints:
            if progress is not None:
                progress.started(entry.target)
            with user_state(entry.sys_path), program_argv(entry.target, options.program_args):
                run_one = run_workload if entry.is_workload else run_function
                reports.append(run_one(entry, options, hooks))
            if progress is not None:
                progress.finished(entry.target, reports[-1:])
    except KeyboardInterrupt:
        if not hooks.keep_on_interrupt:
            raise
        interrupted = True
    return Report(jaxcheck_version=__version__, jax_version=jax.__version__,
                  backend=backend_name(), mode=options.mode, entrypoints=reports,
                  interrupted=interrupted)


def run_targets(targets: Sequence[str], options: RunOptions | None = None, config=None,
                hooks: Hooks | None = None, whole_run: bool = True) -> Report:
    """Import and run ``targets`` in this process; the library form of ``jaxcheck run``.

    Raises :class:`UsageError` for bad targets, specs or declarations (exit code
    2); errors raised by a target are recorded in its entry (exit code 3).
    """
    options = options or RunOptions()
    parse_args_spec(options.args)  # a bad spec fails before any import
    import jax  # noqa: F401  (set-up first; the user's modules may still set XLA_FLAGS)

    if hooks is not None and hooks.own_process:
        freeze_startup()
    report = run_entrypoints(resolve(targets, options, config, whole_run), options, hooks)
    if whole_run:
        check_example_expect(report, options)
    return report


def freeze_startup() -> None:
    """Move every object made so far out of the garbage collector's sight (``gc.freeze``).

    Only for a process that is jaxcheck's own, once JAX is imported and before the
    user's first module. Python, JAX and jaxcheck have then made about 100,000 objects,
    most of them in reference cycles (every class, module and function is one). Frozen,
    the run's full collections skip them, and so does the interpreter's exit, which
    otherwise takes them apart one by one: about 0.15 s of every command on a 2-core
    machine. Freezing never frees or finalizes anything early; what stays frozen is
    simply left to the operating system at exit, as it is by a process that ends with
    ``os._exit``. The user's own objects are made later and are collected and finalized
    exactly as without jaxcheck: a file the program left open is flushed, ``__del__``,
    ``atexit`` and ``weakref.finalize`` run (``tests/test_startup.py``). Once per
    process: a second call would freeze the user's objects too.
    """
    if gc.get_freeze_count() == 0:
        gc.freeze()


def run_function_object(fn: Callable[..., Any], options: RunOptions,
                        hooks: Hooks | None = None) -> Report:
    """``jaxcheck.run(train_step, example=(state, batch))``: a function in hand, run in
    this process as a target would be."""
    import jax  # noqa: F401

    from .resolve import function_entrypoint

    report = run_entrypoints([function_entrypoint(fn, options)], options, hooks)
    check_example_expect(report, options)
    return report


def backend_name() -> str:
    """The backend the run used: JAX's default once a backend is up, else "not started"
    (a trace-mode run, or targets that compiled nothing). Asking JAX would start one, at
    a cost (10-20 ms with its teardown) the run never paid; workers and programs say the
    same (``_isolate``, ``_program``)."""
    import jax

    from .. import jaxcompat as compat

    if not compat.backend_started():
        return "not started"
    try:
        return jax.default_backend()
    except Exception as e:  # no usable backend: say so rather than fail the report
        return f"unavailable ({type(e).__name__})"
