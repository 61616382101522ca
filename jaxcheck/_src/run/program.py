"""`jaxcheck run -- COMMAND`: run any program unchanged and report each of its processes.

The program runs as the user would run it, with two additions to its environment:
``PYTHONPATH`` starts with jaxcheck's start-up hook (``run/startup/sitecustomize.py``,
beside this jaxcheck package) and ``JAXCHECK_PROCESS_DIR`` names a private
directory. Every Python process of the program that imports jax then captures its
own compiles (``run/process.py``) and writes its partial report there; this module
waits for the program, reads the files back and makes one report entry per
process (its command line and pid).

The verdict is a workload's (``observe.finish.judge``): every recompile is unexpected unless
``--max-compiles N`` allows each function N compiles, or ``--expect`` accepts the
cause (``--expect shape=any``, ``--expect shape:x=any``; the axes map to cause
kinds: value → static_value, container → pytree_structure). A program that exits
non-zero or is killed makes the run exit 3, with everything compiled before.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..analysis import divergence
from ..config.options import RunOptions
from ..model import wire
from ..model.report import INTERNAL_ERROR, EntrypointReport, ErrorInfo, Report
from ..observe.finish import judge
from ..util import io
from ..util.errors import UsageError
from ..util.version import __version__
from . import channel, hosts
from .process import DIR_VAR, PROBE_VAR, ROOT_VAR

#: the jaxcheck package (``jaxcheck/``), and the start-up hook inside it.
PACKAGE_DIR = Path(__file__).resolve().parents[2]
HOOK = Path(__file__).resolve().parent / "startup" / "sitecustomize.py"

NO_JAX = "no Python process of this program imported jax, so nothing was compiled"
NOT_SEEN = ("processes started with a cleared environment, or with python -I, -E or -S, "
            "are not seen")


def startup_dir(where: str | os.PathLike) -> Path:
    """A directory for PYTHONPATH: the start-up hook, and this very jaxcheck package.

    With the package beside the hook, the program's interpreters import the same
    jaxcheck as this command (whose snapshot format the parent reads), also when
    jaxcheck is not installed in the program's environment (``pipx install``). The
    process side needs only jax and numpy, which a program that imports jax has.
    """
    path = Path(where) / "startup"
    path.mkdir()
    (path / "sitecustomize.py").symlink_to(HOOK)
    (path / "jaxcheck").symlink_to(PACKAGE_DIR, target_is_directory=True)
    return path


def environment(snapshots: str | os.PathLike, startup: str | os.PathLike,
                base: Mapping[str, str] | None = None,
                probe: RunOptions | None = None) -> dict[str, str]:
    """The program's environment: the user's, plus the start-up hook (and ``probe``:
    what each process varies its functions' first calls with, ``run/probe.py``)."""
    import json

    env = dict(os.environ if base is None else base)
    env.pop(PROBE_VAR, None)
    if probe is not None:
        env[PROBE_VAR] = json.dumps({k: v for k, v in probe.to_dict().items()
                                     if k in ("expect", "vary", "group", "seed",
                                              "probe_declared")})
    previous = env.get("PYTHONPATH")
    env["PYTHONPATH"] = os.pathsep.join([str(startup), *([previous] if previous else [])])
    env[DIR_VAR] = str(snapshots)
    env[ROOT_VAR] = os.getcwd()
    return env


class _Signals:
    """What reached jaxcheck while the program ran, handled by flags only (a handler
    that raised could leave the program started but unwatched).

    The program stays in jaxcheck's process group and keeps the default SIGINT action
    (a handler, unlike SIG_IGN, is not inherited across ``exec``): a Ctrl-C at the
    terminal reaches the program itself, and jaxcheck waits for it to end, reports
    what was compiled, and exits 130. A second Ctrl-C, or SIGTERM, ends the program's
    whole tree."""

    def __init__(self) -> None:
        self.interrupts = 0
        self.terminated = False

    def on_interrupt(self, signum, frame) -> None:
        self.interrupts += 1

    def on_terminate(self, signum, frame) -> None:
        self.terminated = True

    @property
    def stop(self) -> bool:
        return self.terminated or self.interrupts > 1

    def handled(self) -> contextlib.ExitStack:
        from ..util.io import signal_handled

        stack = contextlib.ExitStack()
        stack.enter_context(signal_handled(signal.SIGINT, self.on_interrupt))
        stack.enter_context(signal_handled(signal.SIGTERM, self.on_terminate))
        return stack


def _wait(proc: subprocess.Popen, timeout: float | None, signals: _Signals,
          tick: Any = None) -> bool:
    """Wait for the program to end; False when it ran out of time or must be stopped.
    ``tick`` runs about once a second meanwhile."""
    deadline = None if timeout is None else time.monotonic() + timeout
    next_tick = time.monotonic() + 1.0
    while not signals.stop:
        step = 0.1 if deadline is None else min(0.1, max(0.0, deadline - time.monotonic()))
        try:
            proc.wait(step)
            return True
        except subprocess.TimeoutExpired:
            if deadline is not None and time.monotonic() >= deadline:
                return False
        if tick is not None and time.monotonic() >= next_tick:
            tick()
            next_tick = time.monotonic() + 1.0
    return False


@dataclass
class Finished:
    """A program that ran to its end (or was stopped), and its processes' snapshots."""

    command: str
    pid: int
    returncode: int
    seconds: float
    snapshots: list[dict[str, Any]]
    timed_out: float | None = None
    #: stopped by Ctrl-C or SIGTERM (exit 130, with what was compiled until then)
    interrupted: bool = False


def runnable(command: Sequence[str]) -> list[str]:
    """The command as it is started.

    ``train.py`` (no ``python`` before it, no command of that name on ``PATH``, a file
    here) runs with this interpreter, as the user meant. A file named by its path
    (``./train.py``) runs as the system would run it; one it cannot (no exec bit, or a
    ``.py`` file without a ``#!`` line) is a :class:`UsageError` that says what to type,
    before anything starts."""
    import shutil

    first = command[0]
    if os.sep not in first and "/" not in first:
        if first.endswith(".py") and os.path.isfile(first) and shutil.which(first) is None:
            return [sys.executable, *command]
        return list(command)
    if not os.path.isfile(first):
        return list(command)  # not there: the system's own error, told as it starts
    if not os.access(first, os.X_OK):
        problem = "it is not executable (no exec bit)"
    elif first.endswith(".py") and not _has_shebang(first):
        problem = "it has no #! line naming its interpreter"
    else:
        return list(command)
    raise UsageError(f"cannot run {first!r}: {problem}; run it with Python: jaxcheck run -- "
                     f"{shlex.join(['python', *command])}")


def _has_shebang(path: str) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(2) == b"#!"
    except OSError:
        return False


def execute(command: Sequence[str], timeout: float | None = None,
            stdout_to_stderr: bool = False, probe: RunOptions | None = None) -> Finished:
    """Run ``command`` with the start-up hook and collect what its processes wrote.

    At ``timeout``, on SIGTERM or on a second Ctrl-C, every process the program
    started is ended (``util/proctree.py``), wherever it went; the run's files are removed.
    ``probe``: each process probes its functions at exit with these options (``--probe``)."""
    from ..util.proctree import PIDS_VAR, Tree, children, subreaper

    if not command:
        raise UsageError("nothing to run after `--`: give a command, e.g. "
                         "jaxcheck run -- python train.py")
    command = runnable(command)
    signals = _Signals()
    with io.temporary(lambda: tempfile.TemporaryDirectory(prefix="jaxcheck-run-")) as where:
        directory = Path(where) / "processes"
        directory.mkdir()
        pids = Path(where) / "pids"
        pids.mkdir()
        env = environment(directory, startup_dir(where), probe=probe)
        env[PIDS_VAR] = str(pids)
        not_ours = set(children(os.getpid()))  # a pre-started worker is not the program's
        start = time.perf_counter()
        with signals.handled():
            adopting = subreaper(True)
            try:
                try:
                    proc = subprocess.Popen(list(command), env=env,
                                            stdout=sys.stderr if stdout_to_stderr else None)
                except OSError as e:  # not found, not executable, not a program (ENOEXEC)
                    raise UsageError(f"cannot run {command[0]!r}: {e.strerror or e}") from None
                tree = Tree(proc.pid, pids, not_ours)
                timed_out = None
                # orphans adopted meanwhile are reaped as they end, not kept as zombies
                if not _wait(proc, timeout, signals, tree.reap):
                    timed_out = None if signals.stop else timeout
                    tree.end()
                    proc.wait()
                tree.reap()
            finally:
                if adopting:
                    subreaper(False)
        return Finished(shlex.join(command), proc.pid, proc.returncode,
                        time.perf_counter() - start, channel.read_all(directory), timed_out,
                        interrupted=signals.interrupts > 0 or signals.terminated)


def run_program(command: Sequence[str], options: RunOptions | None = None,
                stdout_to_stderr: bool = False) -> Report:
    """Run ``command`` to its end and return the merged report of its processes, judged
    with ``options.max_compiles`` (per function) and ``options.expect``."""
    options = options or RunOptions()
    finished = execute(command, options.timeout, stdout_to_stderr,
                       probe=options if options.probe else None)
    report = merge(finished, options.max_compiles, options.expect)
    report.interrupted = finished.interrupted
    if finished.returncode != 0 and not finished.snapshots and not finished.interrupted:
        note = _python_without_jax(command)
        if note is not None:  # the reason, in place of the general one
            ep = _top_entry(report, finished.pid, finished.command)
            ep.notes = [n for n in ep.notes if not n.startswith(NO_JAX)] + [note]
    return report


def _python_without_jax(command: Sequence[str]) -> str | None:
    """The fix when the program failed before any process imported jax because its
    ``python`` is another interpreter than jaxcheck's, one that has no jax (a shell whose
    environment is not activated, a pyenv shim): measured by asking that interpreter."""
    import re
    import shutil

    found = shutil.which(command[0]) if command else None
    if found is None or not re.fullmatch(r"python[0-9.]*", os.path.basename(found)):
        return None
    if os.path.realpath(found) == os.path.realpath(sys.executable):
        return None
    try:
        probe = subprocess.run(
            [found, "-c", "import importlib.util, sys; "
                          "sys.exit(10 if importlib.util.find_spec('jax') is None else 0)"],
            capture_output=True, timeout=30, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        return None
    if probe.returncode != 10:
        return None
    return (f"`{command[0]}` is {found}, a Python without jax (jaxcheck runs in "
            f"{sys.executable}): run `jaxcheck run -- "
            f"{shlex.join([sys.executable, *command[1:]])}`, or activate the environment "
            "jax is installed in")


def _top_entry(report: Report, pid: int, text: str) -> EntrypointReport:
    for ep in report.entrypoints:
        if ep.pid == pid or ep.kind == "program":
            return ep
    ep = EntrypointReport(target=text, kind="program")
    report.entrypoints.insert(0, ep)
    return ep


def _exit_error(code: int) -> ErrorInfo:
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = str(-code)
        return ErrorInfo("Killed", f"the program was killed by signal {name}")
    return ErrorInfo("ExitCode", f"the program exited with code {code}")


def merge(run: Finished, max_compiles: int | None = None,
          expect: Mapping[str, Any] | None = None) -> Report:
    """One entry per process, in start order; the verdict; the program's exit."""
    command, pid, returncode = run.command, run.pid, run.returncode
    entries = []
    for snap in sorted(run.snapshots, key=lambda s: (s.get("started", 0.0), s.get("pid", 0))):
        entries.append(_entry(snap, max_compiles, expect or {}))
        entries += _probes(snap)
    watched = bool(entries)  # before the program's own entry is added below
    seen = [s for s in run.snapshots if "entrypoint" in s]
    report = Report(jaxcheck_version=__version__,
                    jax_version=next((s["jax_version"] for s in seen), None) or _jax_version(),
                    backend=next((s["backend"] for s in seen if s.get("backend")), None)
                    or "not started",
                    mode="execute", entrypoints=entries, command=command,
                    program_exit=returncode)
    if run.timed_out is not None:
        report.program_exit = None
        _top_entry(report, pid, command).error = ErrorInfo(
            "Timeout", f"did not finish within {run.timed_out:g} s; stopped")
    elif returncode != 0:
        _top_entry(report, pid, command).error = _exit_error(returncode)
    if not watched:
        ep = _top_entry(report, pid, command)
        ep.notes.append(f"{NO_JAX} ({NOT_SEEN})")
    for ep in report.entrypoints:
        if ep.kind == "program":
            ep.seconds = round(run.seconds, 6)
    report.divergences, notes = divergence.find(run.snapshots)
    # and what each process found through its job's store, with processes elsewhere
    report.divergences, store_notes = hosts.merged(report.divergences, run.snapshots)
    for ep in report.own:
        ep.notes += notes.get(ep.pid, []) if ep.pid is not None else []
        ep.notes += store_notes.get(ep.pid, []) if ep.pid is not None else []
    if run.timed_out is not None and report.divergences:
        _top_entry(report, pid, command).notes.append(
            "processes of one distributed job compiled different programs (DIVERGED): "
            "a likely reason why the program did not finish")
    return report


def _entry(snap: dict[str, Any], max_compiles: int | None,
           expect: Mapping[str, Any]) -> EntrypointReport:
    if "not_captured" in snap:
        # it imported jax, but nothing watched it: its compiles are unknown, not zero
        ep = EntrypointReport(target=shlex.join(snap.get("command") or ["?"]),
                              kind="process", pid=snap.get("pid"))
        ep.error = ErrorInfo("NotCaptured", f"{snap['not_captured']} in "
                             f"{snap.get('executable')} (Python {snap.get('python')}): "
                             "install jaxcheck in that environment")
        return ep
    if "internal_error" in snap:  # jaxcheck failed in that process: a bug of ours
        ep = EntrypointReport(target=shlex.join(snap.get("command") or ["?"]),
                              kind="process", pid=snap.get("pid"))
        ep.error = ErrorInfo(INTERNAL_ERROR, "jaxcheck failed in this process: "
                             f"{snap['internal_error']}")
        return ep
    ep = wire.entrypoint_from_dict(snap["entrypoint"])
    ep.pid = snap.get("pid", ep.pid)
    if snap.get("problem"):  # its compiles were not seen: unknown, not zero
        ep.error = ErrorInfo("NotCaptured", snap["problem"])
    if not snap.get("final"):
        ep.notes.append("the process ended without a normal exit (killed, crashed or "
                        "os._exit): this is its last snapshot, compiles after it may be "
                        "missing")
        if ep.error is None:  # what it compiled after that is unknown: never a pass
            ep.error = ErrorInfo("Unfinished", "the process ended without a normal exit "
                                 "(os._exit, killed or crashed): later compiles than its "
                                 "last snapshot are not known")
    ep.max_compiles, ep.expect = max_compiles, dict(expect)
    judge(ep)
    return ep


def _probes(snap: dict[str, Any]) -> list[EntrypointReport]:
    """``--probe``: the entry of each function the process probed at exit, judged with
    the expectations it was probed with (``run/probe.py``), after the process's own."""
    out = []
    for data in snap.get("probes") or ():
        ep = wire.entrypoint_from_dict(data)
        ep.pid = snap.get("pid")
        judge(ep)
        out.append(ep)
    return out


def _jax_version() -> str:
    from importlib import metadata

    try:
        return metadata.version("jax")
    except metadata.PackageNotFoundError:
        return "not installed"
