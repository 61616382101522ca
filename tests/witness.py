"""JAX as the witness of every in-process test: its own count of XLA compiles.

jaxcheck's truths (how many times a function compiled, whether a variation hit the
cache) must agree with JAX's. This module records, for every test, each XLA compile
JAX itself reports, independently of jaxcheck's hooks: a listener on JAX's public
``jax.monitoring`` duration event of a backend compile. JAX records that event in the
same place, with the same ``fun_name``, as its ``jax_log_compiles`` line
"Finished XLA compilation of jit(step) in ... sec" (one per executable, a persistent
cache hit included), so the listener sees exactly what ``JAX_LOG_COMPILES=1`` prints,
whatever jaxcheck does to JAX's loggers and flags while it captures.

After a test's body, :func:`check` compares, for each capture jaxcheck folded into an
``Analysis`` during the test (and only for the compiles JAX made while that capture was
listening):

* per function jaxcheck reports, its compile events against JAX's compiles of that name;
* every function JAX compiled that is not JAX's own (an eager op, a ``jax.numpy``
  helper) must be among jaxcheck's functions;
* each variation jaxcheck judged ``hit`` made no compile of a user function, each
  ``recompile`` at least one.

A test that deliberately disagrees says why: ``@pytest.mark.jax_witness_off("why")``.
JAX 0.4.38 records the event without the function's name; there the witness is blind
and checks nothing (the counts are still checked on 0.6.2 and 0.10.2).
"""

from __future__ import annotations

import gc
import itertools
import json
import os
import re
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: JAX's event around each backend compile (0.4.38 to 0.10.2), fired with the same
#: ``fun_name`` as the "Finished XLA compilation of ..." log line.
BACKEND_COMPILE = "/jax/core/compile/backend_compile_duration"
#: jaxcheck's start-up probe: compiled before any capture listens.
PROBE = "_jaxcheck_probe"
#: what JAX compiles for its helpers called outside jit with the user's functions
#: (switch is a cond, fori_loop a while or a scan, map a scan; checkpoint, custom_jvp).
#: And jits of JAX's own handed the user's function as a static argument (odeint's).
LOOP_PRIMITIVES = frozenset({"while", "scan", "cond", "checkpoint", "remat",
                             "custom_jvp_call", "custom_vjp_call", "_odeint_wrapper"})

_WRAPPED = re.compile(r"^[\w.-]+\((.*)\)$")


def base_name(fun_name: str) -> str:
    """``jit(step)`` -> ``step``; ``pmap(jit(f))`` -> ``f``; ``jit(<lambda>)`` -> ``<lambda>``."""
    name = fun_name
    while (m := _WRAPPED.match(name)) is not None:
        name = m.group(1)
    return name


#: JAX's name for the function a transformation's wrapper jits, where jaxcheck names the
#: user's function inside it (``checkify(step)``): ``jax.jit(checkify.checkify(step))``
#: compiles ``jit(checked_fun)``.
TRANSFORM_WRAPPERS = {"checkify": "checked_fun", "pmap": "_fun"}  # pmap: 0.10's jit of its own
#: before 0.10 (no ``jax/_src/pmap.py``) pmap compiles under the user's own name.
_PMAP_IS_JIT = os.path.exists(os.path.join(os.path.dirname(__import__("jax").__file__),
                                           "_src", "pmap.py"))


def short_name(qualname: str) -> str:
    """The ``__name__`` part of jaxcheck's function name (``work.<locals>.<lambda>``);
    for a transformation's wrapper (``checkify(mod.step)``) the name JAX compiles."""
    m = re.fullmatch(r"(\w+)\((.*)\)", qualname)
    if m is not None and m.group(1) == "pmap" and not _PMAP_IS_JIT:
        return short_name(m.group(2))
    if m is not None and m.group(1) in TRANSFORM_WRAPPERS:
        return TRANSFORM_WRAPPERS[m.group(1)]
    return qualname.rsplit(".", 1)[-1]


@dataclass
class Compile:
    seq: int
    name: str | None  # None: this JAX release does not name the function
    captures: tuple  # the jaxcheck captures listening when JAX compiled


@dataclass
class Log:
    """What JAX compiled, and what jaxcheck made of it, during one test."""

    compiles: list[Compile] = field(default_factory=list)
    #: id(capture) -> (capture, analyses that followed it)
    followed: dict[int, tuple[Any, list]] = field(default_factory=dict)
    #: variation calls: [VariationResult, first seq, last seq]
    calls: list[list] = field(default_factory=list)
    #: the test is marked jax_witness_off
    off: bool = False


_counter = itertools.count()
_lock = threading.Lock()
_current: Log | None = None


def _listening() -> tuple:
    installation = sys.modules.get("jaxcheck._src.capture.installation")
    if installation is None:
        return ()
    return tuple(installation.INSTALLATION.subscribers)


def _on_duration(event: str, duration: float, **kwargs: Any) -> None:
    log = _current
    if event != BACKEND_COMPILE or log is None:
        return
    name = kwargs.get("fun_name")
    log.compiles.append(Compile(next(_counter), None if name is None else base_name(str(name)),
                                _listening()))


_installed = False


def install() -> None:
    """Register the listener and jaxcheck's seams once per process."""
    global _installed
    if _installed:
        return
    import jax.monitoring

    from jaxcheck._src.analysis import analyze, calls
    from jaxcheck._src.run import call as calling

    jax.monitoring.register_event_duration_secs_listener(_on_duration)

    follow = analyze.Analysis.follow

    def followed(self, cap, full=False):
        log = _current
        if log is not None:
            entry = log.followed.setdefault(id(cap), (cap, []))
            if not any(a is self for a in entry[1]):
                entry[1].append(self)
        return follow(self, cap, full)

    analyze.Analysis.follow = followed

    call_init = calls.Call.__init__

    def call_started(self, *args, **kwargs):  # Observer.call: a call of a target begins
        call_init(self, *args, **kwargs)
        log = _current
        if log is not None and getattr(self, "variation", None) is not None:
            log.calls.append([self.variation, next(_counter), None])

    calls.Call.__init__ = call_started

    call = calling.call_target

    def called(fn, args, kwargs, mode="execute"):
        try:
            return call(fn, args, kwargs, mode)
        finally:
            log = _current
            if log is not None and log.calls and log.calls[-1][2] is None:
                log.calls[-1][2:] = [next(_counter), mode]

    calling.call_target = called  # the runner calls it through the module
    _installed = True


def start() -> Log:
    global _current
    install()
    _current = Log()
    return _current


def stop() -> Log | None:
    global _current
    log, _current = _current, None
    return log


# --- what is JAX's own -----------------------------------------------------------------

_internal: frozenset[str] | None = None
#: JAX's own jitted helpers defined inside functions (not found as module attributes).
_INNER = frozenset({"_multi_slice", "_threefry_split", "_threefry_fold_in", "_uniform",
                    "_normal", "_normal_real", "_randint", "_bernoulli", "_gamma",
                    "_split", "_fold_in", "_random_bits", "_truncated_normal",
                    "threefry_2x32", "_check_prng_key"})


def internal_names() -> frozenset[str]:
    """Names under which JAX compiles its own code: every primitive (an eager op is
    ``jit(add)``) and every jitted function of JAX's modules (``_where``, ``clip``)."""
    global _internal
    if _internal is None:
        from jax.extend.core import Primitive

        names = {p.name for p in gc.get_objects() if isinstance(p, Primitive)}
        for modname, mod in list(sys.modules.items()):
            if mod is None or not (modname == "jax" or modname.startswith("jax.")):
                continue
            public = not modname.startswith("jax._src")  # jnp.multiply, a ufunc object
            for value in list(vars(mod).values()):
                if (callable(value) and (public or hasattr(value, "lower"))
                        and isinstance(getattr(value, "__name__", None), str)):
                    names.add(value.__name__)
        _internal = frozenset(names | _INNER)
    return _internal


# --- the check ---------------------------------------------------------------------------


def check(log: Log) -> list[str]:
    """Every disagreement between jaxcheck's reports and JAX's compiles (empty: none)."""
    if any(c.name is None for c in log.compiles):
        return []  # this JAX release does not name what it compiles
    problems: list[str] = []
    for cap, analyses in log.followed.values():
        mode = {a.mode for a in analyses}
        if mode != {"execute"}:
            continue
        jax_counts: dict[str, int] = {}
        for c in log.compiles:
            if c.name != PROBE and any(s is cap for s in c.captures):
                jax_counts[c.name] = jax_counts.get(c.name, 0) + 1
        internal = None
        for analysis in analyses:
            ours: dict[str, int] = {}
            for fn in analysis.functions:
                key = short_name(fn.name)
                ours[key] = ours.get(key, 0) + len(fn.events)
            for name, n in sorted(ours.items()):
                if name in jax_counts and jax_counts[name] != n:
                    problems.append(
                        f"{name}: jaxcheck reports {n} compile(s), JAX compiled {jax_counts[name]}")
            # A loop helper called outside jit (lax.while_loop, scan, cond, switch, map,
            # fori_loop) is compiled by JAX under the helper's primitive (jit(while));
            # jaxcheck reports it as the user's body function. Pooled: as many compiles
            # of bodies JAX never compiled by name as JAX's eager loop primitives.
            bodies = {name: n for name, n in ours.items() if name not in jax_counts}
            pool = sum(jax_counts.get(p, 0) for p in LOOP_PRIMITIVES)
            if sum(bodies.values()) != pool:
                problems.append(
                    f"loop helpers outside jit: jaxcheck reports {sum(bodies.values())} "
                    f"compile(s) of {sorted(bodies) or 'no function'} that JAX never "
                    f"compiled by name; JAX compiled its loop primitives {pool} time(s)")
            missing = [name for name in jax_counts
                       if name not in ours and name not in LOOP_PRIMITIVES]
            if missing:
                internal = internal_names() if internal is None else internal
                for name in sorted(n for n in missing if n not in internal):
                    problems.append(
                        f"{name}: JAX compiled it {jax_counts[name]} time(s) while "
                        "jaxcheck captured, and jaxcheck reports no such function "
                        f"(jaxcheck's functions: {sorted(ours) or 'none'})")
    # A name jaxcheck reports is a user function even if JAX has an op of that name
    # (a user's `add`); any other name is, unless it is JAX's own.
    reported = {short_name(fn.name) for _, analyses in log.followed.values()
                for a in analyses for fn in a.functions}
    for variation, first, last, *mode in log.calls:
        if variation.result not in ("hit", "recompile") or last is None or mode != ["execute"]:
            continue
        user = [c.name for c in log.compiles
                if first < c.seq < last and c.name != PROBE
                and (c.name in reported or c.name not in internal_names())]
        if variation.result == "hit" and user:
            problems.append(f"variation {variation.axis} {variation.path}: jaxcheck says "
                            f"hit, JAX compiled {user}")
        if variation.result == "recompile" and not user:
            problems.append(f"variation {variation.axis} {variation.path}: jaxcheck says "
                            "recompile, JAX compiled no user function")
    return problems


# --- a command's processes -------------------------------------------------------------


def read_compiles(directory: str) -> dict[int, list[tuple[str, bool]]]:
    """What ``witness_site/sitecustomize.py`` wrote: per process id, each compile's
    function name and whether a jaxcheck capture was listening."""
    found: dict[int, list[tuple[str, bool]]] = {}
    for path in Path(directory).iterdir():
        rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()]
        found[int(path.name)] = [(row[0], row[1] == "1") for row in rows if len(row) == 2]
    return found


def check_command(compiles: dict[int, list[tuple[str, bool]]] | None,
                  stdout: str) -> list[str]:
    """A ``jaxcheck ... --format json`` command: its JSON report against JAX's compiles,
    while jaxcheck captured, in every process of the command (the command itself, its
    ``--isolate``/``-j`` workers, a ``run --`` program and its children).

    Checked for the targets that ran in execute mode, when jaxcheck captured in at least
    one process (its start-up probe is among that process's compiles)."""
    if not compiles:
        return []
    captured = [rows for rows in compiles.values() if (PROBE, True) in rows]
    if not captured or any(name == "" for rows in captured for name, _ in rows):
        return []  # nothing captured here, or a JAX release that does not name compiles
    try:
        report = json.loads(stdout)
    except ValueError:
        return []
    if not isinstance(report, dict) or not isinstance(report.get("entrypoints"), list):
        return []
    # the targets that ran in execute mode: a trace-mode target compiles nothing, and its
    # events are traces (a report of both modes says "execute": it holds compiles)
    executed = [ep for ep in report["entrypoints"]
                if isinstance(ep, dict) and ep.get("mode", "execute") == "execute"]
    if not executed:
        return []
    jax_counts: dict[str, int] = {}
    for rows in captured:
        for name, on in rows:
            if on and name != PROBE:
                jax_counts[name] = jax_counts.get(name, 0) + 1
    ours: dict[str, int] = {}
    for ep in executed:
        for fn in ep.get("functions") or []:
            key = short_name(fn["name"])
            ours[key] = ours.get(key, 0) + len(fn.get("events") or [])
    problems = [f"{name}: the JSON report has {n} compile(s), JAX compiled "
                f"{jax_counts[name]} in the command's processes"
                for name, n in sorted(ours.items()) if name in jax_counts and jax_counts[name] != n]
    bodies = {name: n for name, n in ours.items() if name not in jax_counts}
    pool = sum(jax_counts.get(p, 0) for p in LOOP_PRIMITIVES)
    if sum(bodies.values()) != pool:
        problems.append(f"the JSON report has {sum(bodies.values())} compile(s) of "
                        f"{sorted(bodies) or 'no function'} that JAX never compiled by name "
                        f"(JAX's loop primitives outside jit: {pool})")
    problems += [f"{name}: JAX compiled it {n} time(s) in the command's processes while "
                 f"jaxcheck captured; the JSON report has no such function "
                 f"(its functions: {sorted(ours) or 'none'})"
                 for name, n in sorted(jax_counts.items())
                 if name not in ours and name not in LOOP_PRIMITIVES
                 and name not in internal_names()]
    return problems


def command_checked(result) -> None:
    """Fail the test if the command's JSON report disagrees with JAX (see
    :func:`check_command`), unless the test is marked ``jax_witness_off``."""
    log = _current
    if log is None or log.off or os.environ.get("JCTEST_NO_WITNESS") == "1":
        return
    problems = check_command(getattr(result, "compiles", None), result.stdout)
    if problems:
        raise AssertionError(f"jaxcheck {' '.join(result.args)}: its report disagrees with "
                             "JAX's own compile log:\n  " + "\n  ".join(problems))
