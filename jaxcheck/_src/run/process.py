"""The capture inside one process of a program run by `jaxcheck run -- COMMAND`.

Started by the start-up hook (``run/startup/sitecustomize.py``) right after the
process imported jax: a :class:`Capture` stays active until the process exits.
The process's partial report goes to its own file in the run's directory
(``channel``): rewritten at most every half second while it compiles, so a
process that is killed still leaves what it compiled, and once more at exit
(``"final": true``). The parent (``program``) merges the files.

A process forked from a captured one (``os.fork``, multiprocessing's fork)
reports only what it compiled itself, under its own pid; a recompile there is
still diffed against what the parent compiled before the fork, since it shares
the parent's caches.

In a ``jax.distributed`` job each compile also goes to the job's key-value store
at once, from JAX's compile listener, before the executable runs (``run/hosts.py``):
hosts that each run their own jaxcheck compare through it.
"""

from __future__ import annotations

import atexit
import os
import shlex
import sys
import threading
import time
from typing import Any

from . import channel

#: the directory of the run's snapshot files, from the parent.
DIR_VAR = "JAXCHECK_PROCESS_DIR"
#: the directory the parent runs in: paths in the report are relative to it.
ROOT_VAR = "JAXCHECK_ROOT"
#: ``--probe``: the options of the probe (JSON: ``expect``, ``vary``, ``group``,
#: ``seed``), from the parent; unset: no probe.
PROBE_VAR = "JAXCHECK_PROBE"
#: A process's snapshots: at most every half second while it compiles, and under a tenth
#: of its time. All from the writer's thread (no change is prompt): a snapshot folds the
#: new compiles into the analysis first, which the program's own compiles must not wait
#: for.
THROTTLE = channel.Throttle(interval=0.5)

_current: _Process | None = None


def start(directory: str) -> None:
    """Capture this process's compiles until it exits (idempotent)."""
    global _current
    if _current is not None:
        return
    from .. import jaxcompat as compat
    from ..observe.observer import Observer

    # Proven by tracing only: a compile now would start JAX's backend before the
    # program configures it (XLA_FLAGS set after `import jax`, jax.distributed).
    # The compile path is proven at exit instead, once the program has used it.
    probing = _probe_options()
    observer = Observer(trace_only=True, probe=probing is not None).start()  # until exit
    _current = _Process(directory, observer)
    _current.probing = probing
    compat.register_duration_listener(_current.on_duration)
    compat.register_event_listener(_current.on_event)
    atexit.register(_current.final)
    os.register_at_fork(after_in_child=_current.forked)
    _current.write(final=False)  # named in the report even if it dies before compiling


def _probe_options() -> Any:
    """The probe's options from the parent (``PROBE_VAR``), or None: no probe."""
    import json

    from ..config.options import RunOptions

    text = os.environ.get(PROBE_VAR)
    if not text:
        return None
    return RunOptions.from_dict(json.loads(text))


class _Process:
    #: ``--probe``: the options the first calls are varied with (``run/probe.py``)
    probing: Any = None

    def __init__(self, directory: str, observer: Any) -> None:
        self.directory = directory
        #: shared with a forked child, which reports only its own records' events
        self.observer = observer
        self.root = os.environ.get(ROOT_VAR) or os.getcwd()
        self.command = list(getattr(sys, "orig_argv", None) or [sys.executable, *sys.argv])
        self._reset(first_record=0)

    def _reset(self, first_record: int) -> None:
        self.pid = os.getpid()
        self.started = time.time()
        self.first_record = first_record
        self.writer = channel.Writer(channel.process_path(self.directory, self.pid),
                                     self.snapshot, THROTTLE, fallback=self._failed)
        #: the writer's: held while a snapshot is built, and while the analysis follows
        self.lock = self.writer.lock
        #: why this process's compiles cannot be trusted, if they cannot.
        self.problem: str | None = None
        #: its place in a distributed job (``divergence.job``), kept: a program may
        #: shut the job down before it exits; ``job_read`` once read from the backend.
        self.job: dict[str, Any] | None = None
        self.job_read = False
        self.signatures: dict = {}
        #: the comparison with the job's other processes through its store (``run/hosts.py``);
        #: a forked child is no process of the job
        self.hosts: Any = None
        self.hosts_off = False
        #: ``--probe``: each probed function's entry, made at exit (``run/probe.py``)
        self.probes: list = []

    # -- when to write --------------------------------------------------------------
    def on_duration(self, event: str, duration: float, **kwargs: Any) -> None:
        from .. import jaxcompat as compat

        if event == compat.COMPILE_EVENT:
            if self.job is None:  # now, while the job runs: it may end before a snapshot
                self._job(compiled=False)
            self._publish()
            self.writer.changed()

    def on_event(self, event: str, **kwargs: Any) -> None:
        from .. import jaxcompat as compat

        if event == compat.CACHE_HIT_EVENT:
            self._publish()
            self.writer.changed()

    def _publish(self) -> None:
        """In a distributed job: the new compiles to the job's store at once, before
        the executable runs its first collective (``run/hosts.py``)."""
        if self.hosts_off or self.job is None:
            return
        try:
            if self.hosts is None:
                from . import hosts

                self.hosts = hosts.start(self.job)
                if self.hosts is None:
                    self.hosts_off = True
                    return
                self.hosts.changed = self.writer.changed  # a snapshot with what it found
                from .. import jaxcompat as compat

                compat.before_distributed_shutdown(self._final_comparison)
            with self.lock:
                self._follow(full=False)
        except Exception as e:  # never break the user's program; say so instead
            self.hosts_off = True
            sys.stderr.write(f"jaxcheck: could not compare with the job's other processes: "
                             f"{type(e).__name__}: {e}\n")

    def _final_comparison(self) -> None:
        if self.hosts is None or os.getpid() != self.pid:
            return
        with self.lock:
            self._follow(full=True)
        self.hosts.final()

    def _follow(self, full: bool) -> None:
        """Fold in what is new; in a job, publish it."""
        new = self.observer.follow(full)
        if self.hosts is not None and new:
            self.hosts.publish(new, self.observer.records)

    def forked(self) -> None:
        """In a forked child: report its own compiles under its own pid."""
        self.command = [sys.executable, *sys.argv]
        self._reset(first_record=len(self.observer.records))
        self.hosts_off = True
        try:  # multiprocessing's fork children leave through os._exit, after this
            threading._register_atexit(self.final)  # type: ignore[attr-defined]
        except Exception:
            pass

    def final(self) -> None:
        if os.getpid() != self.pid:
            return
        self.writer.close()  # no snapshot from its thread after the final one
        self._final_comparison()  # before JAX's exit hook shuts the job down
        self.problem = self._prove_compiles()
        if self.probing is not None:
            self._probe()
        self.write(final=True)

    def _probe(self) -> None:
        """``--probe``: the program's calls are over; its capture stops (what it recorded
        stays, and is what the final snapshot reports), and each function it kept the
        first call of is varied under an observer of its own (``run/probe.py``)."""
        from . import probe

        try:
            with self.lock:
                self._follow(full=True)
            self.observer.stop()
            self.probes = probe.probe_all(self.observer.capture.first_calls, self.probing)
            for ep in self.probes:
                ep.target = self._rebase(ep.target) or ep.target
        except Exception as e:  # never break the user's program; say so instead
            sys.stderr.write(f"jaxcheck: could not probe this process's functions: "
                             f"{type(e).__name__}: {e}\n")

    def _prove_compiles(self) -> str | None:
        """Whether compiles are seen at all in this process (the start-up probe's
        compile half), checked once the program has called a jitted function."""
        if not any(not r.internal for r in self.observer.records[self.first_record:]):
            return None
        from ..capture.capture import Capture

        try:
            with Capture():
                pass
        except Exception as e:
            return f"{type(e).__name__}: {e}"
        return None

    # -- what to write ----------------------------------------------------------------
    def write(self, final: bool) -> None:
        self.writer.write(final=final)

    def _failed(self, e: BaseException, final: bool) -> dict[str, Any]:
        """A snapshot that could not be made or written: never break the user's program;
        say so instead, and tell the parent (the writer writes this in its place): a
        process whose report failed never passes for one that compiled nothing (exit 4,
        jaxcheck's own failure)."""
        sys.stderr.write(f"jaxcheck: could not write this process's report: "
                         f"{type(e).__name__}: {e}\n")
        return {"pid": self.pid, "ppid": os.getppid(), "command": self.command,
                "final": final, "internal_error": f"{type(e).__name__}: {e}"}

    def snapshot(self, final: bool) -> dict[str, Any]:
        import dataclasses

        import jax

        from ..analysis import divergence
        from ..model import wire
        from ..model.report import EntrypointReport, FunctionReport

        # only what is new since the last snapshot is analysed (the process may compile
        # thousands of times); everything is looked at once more at exit
        self._follow(full=final)
        records = self.observer.records
        functions = []
        for fn in self.observer.functions:
            events = [dataclasses.replace(e, call_site=self._rebase(e.call_site))
                      for e in fn.events if e.record >= self.first_record]
            if events:
                functions.append(FunctionReport(fn.name, self._rebase(fn.defined_at), events))
        ep = EntrypointReport(target=process_label(self.command), kind="process",
                              functions=functions, pid=self.pid, command=list(self.command))
        ep.internal_compiles = sum(len(r.compiled_units) for r in records[self.first_record:]
                                   if r.internal)
        if final:  # once per process: why the persistent cache missed, then its index;
            # judged by the parent, which holds the run's expectations (``program.py``)
            self.observer.finish(ep, judged=False)
            from .sources import loaded_sources

            ep.inputs = loaded_sources()  # the program's sources, as for a target
        ep.seconds = round(time.time() - self.started, 6)
        compiled = any(r.compiled for r in records)
        job = self._job(compiled)
        return {
            "pid": self.pid, "ppid": os.getppid(), "command": self.command,
            "problem": self.problem,
            "started": self.started, "final": final, "jax_version": jax.__version__,
            # asking for the backend before anything compiled would start one
            "backend": jax.default_backend() if compiled else None,
            "entrypoint": wire.entrypoint_to_dict(ep, private=True),
            # for the parent to compare the processes of one distributed job
            "job": job,
            "signatures": (divergence.signatures(ep.functions, records, self.signatures)
                           if job else None),
            # what this process found through the job's store (``run/hosts.py``)
            "hosts": self.hosts.to_dict() if self.hosts is not None else None,
            # ``--probe``: each function's entry, apart from the process's own
            "probes": [wire.entrypoint_to_dict(p, private=True) for p in self.probes],
        }

    def _job(self, compiled: bool) -> dict[str, Any] | None:
        from ..analysis import divergence

        if self.job_read:
            return self.job
        try:
            job = divergence.job(compiled)
        except Exception:  # a job that cannot be read is compared with nothing
            job = None
        if job is not None:
            self.job = job
            self.job_read = compiled  # read from the backend itself: it will not change
        return self.job

    def _rebase(self, site: str | None) -> str | None:
        """A path relative to this process's cwd, made relative to the parent's."""
        if not site or ":" not in site or os.getcwd() == self.root:
            return site
        path, _, line = site.rpartition(":")
        full = os.path.normpath(os.path.join(os.getcwd(), path))
        rel = os.path.relpath(full, self.root)
        return f"{full if rel.startswith('..') else rel}:{line}"


def process_label(command: list[str]) -> str:
    """What a process runs, for its panel: its command line, or for a child of
    ``multiprocessing`` (whose command line is the same ``spawn_main`` incantation
    for every child) the ``Process`` target and name. The command line is kept
    beside it in the report (``command``)."""
    mp = sys.modules.get("multiprocessing")
    try:
        current = mp.current_process() if mp is not None else None
    except Exception:
        current = None
    if current is None or mp.parent_process() is None:
        return shlex.join(command)
    target = getattr(current, "_target", None)
    method = "spawn" if "--multiprocessing-fork" in command else "child"
    if target is None:
        return f"{current.name} (multiprocessing {method})"
    module = getattr(target, "__module__", None)
    name = getattr(target, "__qualname__", None) or getattr(target, "__name__", repr(target))
    what = f"{module}.{name}" if module and module != "__mp_main__" else name
    return f"{what} in {current.name} (multiprocessing {method})"
