"""Run entrypoints and build the report: the library API behind `jaxcheck run`.

Targets become entrypoints in ``run/resolve.py``. Here, each runs under one
:class:`~..observe.observer.Observer`: a workload is called once; a function target
gets a base call per ``dims`` value, then one call per variation
(``variations/vary.py``), each marked with ``Observer.call`` so that its events say
which call made them. The observer's report of the target is then finished (cache
misses explained, then judged: ``observe/finish.py``) into an
:class:`EntrypointReport`.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import itertools
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..config.options import Hooks, RunOptions
from ..model.report import EntrypointReport, ErrorInfo, Report
from ..observe import finish as finishing
from ..observe.observer import Observer
from ..util.errors import UsageError
from ..util.printable import listing
from ..util.version import __version__
from ..variations.vary import (
    Consumed,
    afresh,
    copied,
    deleted,
    static_paths,
    structure,
    vary,
)
from . import call as calling
from . import probe as probing
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


TRACE_NOTE = ("trace mode: recompiles caused by device placement or sharding are visible "
              "only at compile time, out of reach here")


@dataclass
class _Running:
    """One target under way: the observer watching it (which knows the call behind
    each event, ``Observer.call``)."""

    ep: EntrypointReport
    observer: Observer
    start: float = field(default_factory=time.perf_counter)
    #: what the base call did to its arguments: every variation then gets a copy.
    consumed: Consumed = field(default_factory=Consumed)

    def report(self) -> EntrypointReport:
        """The report so far (the call in progress counts as ending now), judged."""
        finishing.judge(self.observer.report(self.ep))
        self.ep.seconds = round(time.perf_counter() - self.start, 6)
        return self.ep

    def changes(self) -> int:
        return self.observer.capture.touched


@contextlib.contextmanager
def _running(ep: EntrypointReport, hooks: Hooks | None, probe: bool = False):
    """An observer for one target, watched live when ``hooks.live``; ``probe``: keeping
    the first call of each of the user's jitted functions (``--probe``)."""
    with Observer(ep.mode, probe=probe) as observer:
        # timed from the capture's own start, which event times are relative to
        run = _Running(ep, observer, start=observer.capture.started_at)
        watcher = (hooks.live(LiveRun(run.report, run.changes))
                   if hooks is not None and hooks.live is not None
                   else contextlib.nullcontext())
        with watcher:
            yield run


def run_workload(entry: Entrypoint, options: RunOptions, hooks: Hooks | None = None,
                 probes: list[EntrypointReport] | None = None) -> EntrypointReport:
    """A workload, called once; with ``--probe``, the entry of each jitted function of
    the user's that it called is appended to ``probes`` (``run/probe.py``)."""
    from .. import jaxcompat as compat

    compat.clear_caches()  # one target's warm cache must not hide another's misses
    options = _settled(entry, options)
    ep = EntrypointReport(target=entry.target, kind="workload", mode=options.mode)
    ep.max_compiles = entry.declaration.max_compiles if entry.declaration else None
    ep.expect = dict(entry.declaration.expect) if entry.declaration else {}
    with _running(ep, hooks, probe=options.probe) as run, run.observer.call():
        ep.error = calling.call_target(entry.fn, (), {}, options.mode)
    done = _complete(run, entry, options, hooks,
                     functools.partial(run_workload, probes=probes))
    if done is ep and options.probe and probes is not None:  # a fallback probed its own
        probes.extend(probing.probe_all(run.observer.capture.first_calls, options))
    return done


def _settled(entry: Entrypoint, options: RunOptions) -> RunOptions:
    """The options with the mode this target runs in (``RunOptions.mode_for``)."""
    mode = options.mode_for(entry.declared_mode, entry.is_workload)
    return options if mode == options.mode else options.replace(mode=mode)


def _complete(run: _Running, entry: Entrypoint, options: RunOptions, hooks: Hooks | None,
              again: Callable[..., EntrypointReport]) -> EntrypointReport:
    """The report of a finished target; in trace mode, a target that needs concrete
    values runs ``again`` in execute mode instead."""
    ep = run.ep
    if options.mode == "trace" and ep.error is not None and \
            ep.error.type in (*calling.CONCRETE, calling.OutsideJitHelper.__name__):
        fallback = again(entry, options.replace(mode="execute"), hooks)
        fallback.notes.insert(0, calling.fallback_note(ep.error))
        return fallback
    from .sources import loaded_sources

    ep.seconds = round(time.perf_counter() - run.start, 6)
    ep.inputs = loaded_sources()  # what the verdict was read from (`check` --incremental)
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
    options = _settled(entry, options)
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
            known = plan.Known(static=static_paths(entry.fn, run.observer.records),
                                      alternatives=plan.alternatives(entry.fn))
            _vary(run, entry, options, plan.plan(spec, positional, make, known),
                  args, kwargs, known)
    return _complete(run, entry, options, hooks, run_function)


def run_example(entry: Entrypoint, options: RunOptions,
                hooks: Hooks | None = None) -> EntrypointReport:
    """A function target whose arguments come from an example factory (``arguments/example.py``):
    one factory call per ``dims`` value, outside the capture (building a model is not
    the target's compile); variations from copies of the first call's arguments
    (``variations/pytree.py``)."""
    from .. import jaxcompat as compat
    from ..arguments import example
    from ..signature import signature as sigmod
    from ..variations import plan, pytree

    decl = entry.declaration
    options = _settled(entry, options)
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
            known = plan.Known(static=static_paths(entry.fn, run.observer.records))
            _vary(run, entry, options, planned, args, kwargs, known)
    return _complete(run, entry, options, hooks, run_example)


def _call_each(run: _Running, entry: Entrypoint, options: RunOptions,
               calls: Iterable[tuple[dict, tuple, dict]]) -> tuple[dict, tuple, dict] | None:
    """One call per ``(combo, args, kwargs)``, each its own slice labelled by its dims;
    the first call's triple (the variations' base), or None when a call failed (its
    error is ``run.ep.error``) or there was none.

    The first call may consume or change its arguments: ``donate_argnums`` deletes
    them, a step may pop a key of its batch or count its calls in a config object. A
    copy is taken first (``afresh``; its arrays too when executed), and the variations
    are built from the copy, each from a copy of its own: every call sees the
    arguments as the factory returned them. A leaf that cannot be copied (a closed
    file) is shared, and a note names it."""
    ep, base = run.ep, None
    for combo, args, kwargs in calls:
        label = " ".join(f"{k}={v}" for k, v in combo.items()) or None
        spare = shape = None
        if base is None and options.variations:
            from ..signature.signature import positional_names

            names = positional_names(entry.fn, len(args))
            *fresh, stuck = afresh(args, kwargs, names)
            spare = copied(tuple(fresh), arrays=options.mode == "execute")
            shape = structure((args, kwargs))
            if stuck:
                ep.notes.append(f"{listing(stuck, most=3)} cannot be copied: every call "
                                "of the target shares it, so what one call does to it the "
                                "later calls see")
        with run.observer.call(dims=label):
            ep.error = calling.call_target(entry.fn, args, kwargs, options.mode)
        if ep.error is not None:
            return None
        if base is None:
            if spare is not None:
                donated = deleted((args, kwargs))
                run.consumed = Consumed(donated, not donated and shape != structure((args, kwargs)))
            base = (combo, *spare) if spare is not None else (combo, args, kwargs)
    return base


def _vary(run: _Running, entry: Entrypoint, options: RunOptions, planned: list,
          args: tuple, kwargs: dict, known: Any) -> None:
    """The planned variations run (``variations/vary.py``), each call made as the base
    calls are (``run/call.py``)."""
    vary(run.observer, run.ep, entry, options.mode, planned, args, kwargs, known,
         run.consumed, calling.call_target)


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
            first, probes = len(reports), []
            with user_state(entry.sys_path), program_argv(entry.target, options.program_args):
                if entry.is_workload:
                    reports.append(run_workload(entry, options, hooks, probes))
                else:
                    reports.append(run_function(entry, options, hooks))
            reports.extend(probes)  # each function's entry after its workload's
            if progress is not None:
                progress.finished(entry.target, reports[first:])
    except KeyboardInterrupt:
        if not hooks.keep_on_interrupt:
            raise
        interrupted = True
    return Report(jaxcheck_version=__version__, jax_version=jax.__version__,
                  backend=backend_name(), mode=options.report_mode(reports),
                  entrypoints=reports,
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
    ``atexit`` and ``weakref.finalize`` run
    (``tests/e2e/architecture/test_process_state.py``). Once per process: a second call
    would freeze the user's objects too.
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
    same (``run/isolate.py``, ``run/program.py``)."""
    import jax

    from .. import jaxcompat as compat

    if not compat.backend_started():
        return "not started"
    try:
        return jax.default_backend()
    except Exception as e:  # no usable backend: say so rather than fail the report
        return f"unavailable ({type(e).__name__})"
