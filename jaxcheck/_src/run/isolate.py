"""Each target in a process of its own: isolation, parallelism, timeouts, crashes, signals.

A pre-started worker (``run/worker.py``) imports JAX once and forks one child per target, so
a target costs a fork and a backend start rather than a Python start and ``import jax``.
Each child has fresh caches (one target's warm cache cannot hide another's misses),
leads its own process group, and reports on a private channel (``run/channel.py``), never on
stdout. Here, the parent:

* runs ``jobs`` children at a time and keeps the results in the order asked for;
* stops a child that runs past ``timeout`` by killing its whole process group, and
  reports it as ``Timeout`` with what it had compiled until then;
* reports a child that dies (segfault, ``os._exit``, OOM kill) as ``Crashed``, with
  its last snapshot; only a usage error the child reported itself is a usage error;
* checks every target in one more child while the first ones run (imports, specs), so
  a bad target is a usage error before any result is shown, as in process;
* on Ctrl-C or SIGTERM kills the running groups, starts nothing more, and returns
  what finished (``Report.interrupted``).
"""

from __future__ import annotations

import collections
import contextlib
import json
import os
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..config.options import Hooks, RunOptions
from ..model.report import INTERNAL_ERROR, EntrypointReport, ErrorInfo, Report
from ..util import io, stop
from ..util.errors import UsageError
from ..util.hostenv import xla_fatal_line
from ..util.version import __version__
from .channel import read_snapshot

STOPPED_NOTE = "stopped before it finished: the compiles observed until then are shown"


def _failed(target: str, kind: str, message: str) -> EntrypointReport:
    return EntrypointReport(target=target, kind="unknown", error=ErrorInfo(kind, message))


class WorkerError(RuntimeError):
    """The pre-started worker could not start or stopped answering."""


class Server:
    """The parent's handle on the pre-started worker (``python -P -m jaxcheck._src.run.worker``)."""

    def __init__(self) -> None:
        from . import worker

        self.proc, worker.PRESTARTED = worker.PRESTARTED or worker.start(), None
        self._selector = selectors.DefaultSelector()
        self._selector.register(self.proc.stdout, selectors.EVENT_READ)
        self._buffer = b""
        self.hello: dict[str, Any] | None = None

    def _fail(self) -> WorkerError:
        with contextlib.suppress(Exception):
            self.proc.kill()
            self.proc.wait(timeout=5)
        err = b""
        with contextlib.suppress(Exception):
            self.proc.log.seek(0)
            err = self.proc.log.read()
        tail = err.decode(errors="replace").strip().splitlines()[-3:]
        return WorkerError("the jaxcheck worker process failed to start"
                           + (": " + " / ".join(tail) if tail else ""))

    def wait_ready(self) -> dict[str, Any]:
        while self.hello is None:
            stop.checkpoint()
            for message in self.messages(POLL):
                if message.get("ready"):
                    self.hello = message
        return self.hello

    def submit(self, request: dict[str, Any]) -> None:
        try:
            self.proc.stdin.write((json.dumps(request) + "\n").encode())
        except OSError:
            raise self._fail() from None

    def messages(self, timeout: float | None) -> list[dict[str, Any]]:
        """The messages that arrive within ``timeout`` seconds (None: wait for one)."""
        out: list[dict[str, Any]] = []
        if not self._selector.select(timeout):
            return out
        data = os.read(self.proc.stdout.fileno(), 1 << 16)
        if not data:
            raise self._fail()
        self._buffer += data
        while b"\n" in self._buffer:
            line, self._buffer = self._buffer.split(b"\n", 1)
            out.append(json.loads(line))
        return out

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.proc.stdin.close()  # the worker kills what still runs, then exits
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self._selector.close()
        self.proc.stdout.close()
        self.proc.log.close()


@dataclass
class _Job:
    index: int
    target: str
    channel: str
    output: str
    pid: int | None = None
    started: float = 0.0
    timed_out: bool = False
    reports: list[EntrypointReport] = field(default_factory=list)


def interrupt_on_sigterm():
    """Ctrl-C and SIGTERM stop the run (``util/stop.py``: a flag checked here between waits, a
    hard deadline after): workers stopped, what finished reported."""
    from ..util.stop import stop_on_signals

    return stop_on_signals()


#: seconds the parent waits for workers before it looks at the stop flag again
POLL = 0.2


def _kill_group(pid: int | None) -> None:
    if pid is not None:
        with contextlib.suppress(OSError):
            os.killpg(pid, signal.SIGKILL)


#: bytes of a target's output relayed at a time: memory stays bounded whatever it printed
RELAY_CHUNK = 1 << 16


def _relay_output(job: _Job) -> None:
    """What the target printed goes to stderr, once it finished (never into a report),
    in order and a chunk at a time (a character split between chunks stays whole)."""
    import codecs

    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    try:
        with open(job.output, "rb") as f:
            while chunk := f.read(RELAY_CHUNK):
                sys.stderr.write(decoder.decode(chunk))
            sys.stderr.write(decoder.decode(b"", final=True))
    except OSError:
        return
    finally:
        sys.stderr.flush()


def _output_tail(job: _Job) -> str:
    with contextlib.suppress(OSError), open(job.output, "rb") as f:
        lines = f.read().decode(errors="replace").strip().splitlines()
        return lines[-1] if lines else ""
    return ""


def _output_end(job: _Job, size: int = 1 << 16) -> str:
    """The last ``size`` bytes of what the child printed (as text)."""
    with contextlib.suppress(OSError), open(job.output, "rb") as f:
        f.seek(max(0, os.fstat(f.fileno()).st_size - size))
        return f.read().decode(errors="replace")
    return ""


def _collect(job: _Job, code: int | None, timeout: float | None,
             interrupted: bool = False) -> tuple[list[EntrypointReport], str | None, dict]:
    """The reports of a finished (or stopped) child; a usage error it reported."""
    snap = read_snapshot(job.channel)
    meta = snap.meta if snap is not None else {}
    interrupted = interrupted or bool(meta.get("interrupted"))  # the target raised it
    if snap is not None and snap.final:
        if "usage_error" in meta:
            return snap.entrypoints, meta["usage_error"], meta
        if code == 0 and "internal_error" not in meta:
            return snap.entrypoints, None, meta
    if interrupted:
        kind, message = "Interrupted", "stopped by an interrupt"
    elif job.timed_out:
        kind, message = "Timeout", f"did not finish within {timeout:g} s; stopped"
    elif "internal_error" in meta:
        kind, message = INTERNAL_ERROR, f"jaxcheck failed in the worker: {meta['internal_error']}"
    elif code and (fatal := xla_fatal_line(_output_end(job))) is not None:
        # XLA ended it on XLA_FLAGS (exit 1, or an abort): the environment, not the target
        return list(snap.entrypoints) if snap is not None else [], fatal, meta
    elif code is not None and code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = str(-code)
        kind, message = "Crashed", f"the worker process died of signal {name}"
    else:
        tail = _output_tail(job) or ("no output" if code else "before the target finished")
        kind, message = "Crashed", f"the worker process exited with code {code}: {tail}"
    reports = list(snap.entrypoints) if snap is not None else []
    if snap is not None and meta.get("running") and reports:
        stopped = reports[-1]  # what the running target had compiled: kept
        stopped.error = ErrorInfo(kind, message)
        stopped.notes.append(STOPPED_NOTE)
    else:
        reports.append(_failed(job.target, kind, message))
    return reports, None, meta


def run_isolated(targets: Sequence[str], options: RunOptions,
                 hooks: Hooks | None = None) -> Report:
    """Run each target in its own process, ``options.jobs`` at a time, each stopped after
    ``options.timeout`` seconds; results in the given order."""
    jobs, timeout = options.jobs, options.timeout
    progress = hooks.progress if hooks is not None else None
    workdir = io.temporary(lambda: tempfile.mkdtemp(prefix="jaxcheck-"))
    pending = collections.deque(enumerate(targets))
    running: dict[int, _Job] = {}
    results: dict[int, list[EntrypointReport]] = {}
    backend, usage, interrupted = None, None, False
    hello: dict[str, Any] = {}
    cwd = os.getcwd()
    if progress is not None:
        progress.begin(len(targets))
    server = Server()
    checker = _Job(-1, "", os.path.join(workdir, "resolve.json"),
                   os.path.join(workdir, "resolve.out"))
    held: list[tuple[str, list[EntrypointReport]]] = []  # finished before the check

    def finished(job: _Job, reports: list[EntrypointReport]) -> None:
        results[job.index] = reports
        if checker.index in running:
            held.append((job.target, reports))
        elif progress is not None:
            progress.finished(job.target, reports)

    def hard_stop() -> None:  # the deadline after a signal: nothing may stay behind
        for job in list(running.values()):
            _kill_group(job.pid)
        with contextlib.suppress(Exception):
            server.proc.kill()
        shutil.rmtree(workdir, ignore_errors=True)

    forget = stop.on_hard_stop(hard_stop)
    try:
        with interrupt_on_sigterm():
            try:
                hello = server.wait_ready()
                # one target: its own child checks it as the run's checker would (one
                # import of the user's modules, not two at once: `check` after an edit)
                alone = len(targets) == 1
                if not alone:
                    running[checker.index] = checker
                    server.submit({"id": checker.index, "resolve": list(targets),
                                   "cwd": cwd, "channel": checker.channel,
                                   "output": checker.output, "options": options.to_dict()})
                while (pending or running) and usage is None:
                    while pending and len(running) - (checker.index in running) < max(1, jobs):
                        index, target = pending.popleft()
                        job = _Job(index, target, os.path.join(workdir, f"{index}.json"),
                                   os.path.join(workdir, f"{index}.out"))
                        running[index] = job
                        server.submit({"id": index, "target": target, "cwd": cwd,
                                       "channel": job.channel, "output": job.output,
                                       "options": options.to_dict(), "whole_run": alone})
                        if progress is not None:
                            progress.started(target)
                    now = time.monotonic()
                    deadlines = [j.started + timeout for j in running.values()
                                 if timeout is not None and j.pid and not j.timed_out]
                    wait = max(0.0, min(deadlines) - now) if deadlines else POLL
                    stop.checkpoint()
                    for message in server.messages(min(wait, POLL)):
                        job = running.get(message.get("id"))
                        if job is None:
                            continue
                        if "pid" in message:
                            job.pid, job.started = message["pid"], time.monotonic()
                        elif "exit" in message and job is checker:
                            del running[job.index]
                            snap = read_snapshot(job.channel)
                            if snap is not None and snap.final:
                                usage = snap.meta.get("usage_error")
                            # a check that crashed proves nothing: each target will tell
                            if usage is None:  # (its output repeats the targets' imports)
                                for target, reports in held:
                                    if progress is not None:
                                        progress.finished(target, reports)
                        elif "exit" in message:
                            del running[job.index]
                            _relay_output(job)
                            reports, usage, meta = _collect(job, message["exit"], timeout)
                            backend = backend or meta.get("backend")
                            if usage is None:
                                finished(job, reports)
                            if meta.get("interrupted"):  # as Ctrl-C would: stop the run
                                raise KeyboardInterrupt
                    now = time.monotonic()
                    for job in running.values():
                        if (timeout is not None and job.pid and not job.timed_out
                                and now - job.started >= timeout):
                            job.timed_out = True
                            _kill_group(job.pid)  # the exit message follows
            except KeyboardInterrupt:
                interrupted = True
                for job in running.values():
                    _kill_group(job.pid)
                running.pop(checker.index, None)
                for target, reports in held:  # what finished is shown, checked or not
                    if progress is not None:
                        progress.finished(target, reports)
                for job in running.values():
                    if job.pid is not None:
                        _relay_output(job)
                        results[job.index] = _collect(job, None, timeout, interrupted=True)[0]
    finally:
        for job in running.values():
            _kill_group(job.pid)
        server.close()
        shutil.rmtree(workdir, ignore_errors=True)
        forget()
    if usage is not None:
        raise UsageError(usage)
    entries = [ep for i in sorted(results) for ep in results[i]]
    report = Report(jaxcheck_version=__version__, jax_version=hello.get("jax_version", "?"),
                    backend=backend or "not started", mode=options.report_mode(entries),
                    entrypoints=entries,
                    interrupted=interrupted)
    from .resolve import check_example_expect  # as an in-process run checks it

    check_example_expect(report, options)
    return report
