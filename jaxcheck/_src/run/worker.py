"""The worker side of isolation: a pre-started server that forks one child per target.

``python -P -m jaxcheck._src.run.worker`` imports JAX and jaxcheck's pipeline once, without
starting a backend, then serves requests from the parent (``run/isolate.py``): one JSON
line per target on stdin. For each it forks a child that

* leads its own process group (a timeout or Ctrl-C kills the target's subprocesses too),
* sends its stdout and stderr (Python and C) to a file the parent relays, never to the
  report,
* runs the target with the in-process runner, fresh caches included (nothing ran in
  the server), and streams snapshots of its report to a private file (``channel``)
  as it compiles, so a timeout or a crash keeps what was seen,
* exits with 0 (done), 2 (a usage error it reported on the channel) or the target's fault.

Forking from a process with no backend yet means each target starts its backend
itself: ``XLA_FLAGS`` set at the top of a target's module take effect, for that target
only, and one target's JAX config changes never reach the next. The server answers
on stdout with one JSON line per event: ``ready``, a child's ``pid``, its ``exit`` code.
Closing its stdin stops it and kills the children still running.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import importlib
import json
import os
import select
import signal
import sys
import traceback
from typing import Any

from ..util import exits
from . import channel

# --- started early by the parent -------------------------------------------------

#: a worker started before the command line was fully parsed (see :func:`prestart`).
PRESTARTED: Any = None


def start() -> Any:
    """Start the worker: ``python -P`` keeps the cwd (and a json.py there) off its path."""
    import subprocess
    import tempfile

    from ..util import io

    log = io.temporary(tempfile.TemporaryFile)  # read only to say why it failed
    proc = subprocess.Popen([sys.executable, "-P", "-m", "jaxcheck._src.run.worker"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log,
                            process_group=0, bufsize=0)
    proc.log = log
    return proc


def prestart() -> None:
    """Start the worker at once, when the command line asks for isolation
    (``app.wants_worker``), so that its ``import jax`` overlaps the parent's own
    start-up. A guess: a wrong one costs an idle process that exits with jaxcheck."""
    global PRESTARTED
    from ..util.errors import IOFailure

    if PRESTARTED is None and hasattr(os, "fork"):
        # one that cannot start (no temporary space) fails again, said, when a run asks
        with contextlib.suppress(OSError, IOFailure):
            PRESTARTED = start()


def discard() -> None:
    """End a pre-started worker that no run took (a usage error, Ctrl-C during start-up):
    it must not outlive jaxcheck while it still imports JAX."""
    global PRESTARTED
    proc, PRESTARTED = PRESTARTED, None
    if proc is not None:
        with contextlib.suppress(OSError):
            os.killpg(proc.pid, signal.SIGKILL)
        with contextlib.suppress(Exception):
            proc.wait(timeout=5)


# --- in the child ----------------------------------------------------------------


#: A child's snapshots. Each change of the user's functions' records (``Capture.touched``:
#: a compile touches its record a few times) is written at once for the first 200 (some
#: 50 compiles), whatever it costs, so that a crash right after the first compiles keeps
#: them all; then whenever that keeps snapshots under a tenth of the run.
THROTTLE = channel.Throttle(eager=200)


class _Streamer:
    """The child's progress hooks: snapshots of its reports on the channel as it runs.

    A change of the user's functions (a compile, or a trace in trace mode) is a prompt
    change (``channel.Throttle``): written at once, so a crash right after keeps it.
    JAX's own compiles in between, and anything else, are left to the writer's thread;
    and one snapshot is written when each entrypoint ends.
    """

    def __init__(self, path: str, meta: dict[str, Any]) -> None:
        self.meta = dict(meta)
        self.seq = 0
        self.done: list[Any] = []
        self.partial = None
        #: the running entrypoint's count of changes (``LiveRun.changes``) last seen
        self.seen = 0
        self.writer = channel.Writer(path, self._document, THROTTLE)

    # progress hooks (see _progress.Progress)
    def begin(self, total: int) -> None:
        pass

    def started(self, target: str) -> None:
        pass

    def finished(self, target: str, reports: list) -> None:
        with self.writer.lock:
            self.done.extend(reports)
            self.partial = None
            self.writer.write()

    @contextlib.contextmanager
    def watch(self, run):
        from .. import jaxcompat as compat

        with self.writer.lock:
            self.partial, self.seen = run.report, 0
            self._user = run.changes
        # registered after the Capture's own listener: the compile is counted when we look
        undo = compat.register_duration_listener(self._on_duration)
        try:
            yield
        finally:
            undo()
            with self.writer.lock:
                self.partial = None

    def _on_duration(self, event: str, duration: float, **kwargs: Any) -> None:
        from .. import jaxcompat as compat

        if not self.writer.mine():  # a process the target forked: not ours to report
            return
        if event == compat.COMPILE_EVENT and "backend" not in self.meta:
            # known from the first compile on, so a target stopped at its timeout still
            # names the backend it started (the parent says "not started" without one)
            with contextlib.suppress(Exception):
                import jax

                self.meta["backend"] = jax.default_backend()
        if event in (compat.COMPILE_EVENT, compat.TRACE_EVENT):
            with self.writer.lock:
                new = 0
                if self.partial is not None:
                    with contextlib.suppress(Exception):
                        seen = self._user()
                        new, self.seen = seen - self.seen, seen
                self.writer.changed(prompt=new > 0, count=new)

    def _document(self, final: bool) -> dict[str, Any] | None:
        """The snapshot: the entrypoints done, and the running one so far (built by the
        writer, under its lock)."""
        reports = list(self.done)
        running = None
        if self.partial is not None:
            try:
                reports.append(self.partial())
            except Exception:  # records mid-update: the next snapshot will do
                return None
            running = reports[-1].target
        self.seq += 1
        self.meta["running"] = running
        return channel.reports_document(reports, final=final, meta=self.meta, seq=self.seq)

    def flush(self, final: bool = False, **meta: Any) -> None:
        """A snapshot now, with ``meta`` added to what the parent reads beside it."""
        with self.writer.lock:
            self.meta.update(meta)
            self.writer.write(final=final)

    def stop(self) -> None:
        self.writer.close()


def _redirect_output(path: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)


def run_request(request: dict[str, Any]) -> int:
    """Run one target as the request says; the exit code for the child."""
    from ..config import table as _config
    from ..config.options import Hooks, RunOptions
    from ..util.errors import INTERRUPTED, USAGE, WORKER_FAILED, UsageError
    from . import resolve, runner

    streamer = _Streamer(request["channel"], meta={"pid": os.getpid()})
    options = RunOptions.from_dict(request["options"])
    hooks = Hooks(progress=streamer, live=streamer.watch)
    code = 0
    try:
        os.chdir(request["cwd"])
        if sys.path and not sys.flags.safe_path:
            sys.path[0] = request["cwd"]
        found = _config.find_pyproject()
        config = _config.load(found, require=False) if found else None
        if "resolve" in request:  # import and check every target, run none
            resolve.parse_args_spec(options.args)
            resolve.resolve(request["resolve"], options, config)
            streamer.flush(final=True, resolved=True)
        else:
            # the checking child resolved every target of the run together (or this
            # child, the run's only target: ``whole_run``)
            report = runner.run_targets([request["target"]], options, config, hooks,
                                         whole_run=bool(request.get("whole_run")))
            streamer.flush(final=True, backend=report.backend, jax_version=report.jax_version)
    except UsageError as e:
        streamer.partial = None
        streamer.flush(final=True, usage_error=str(e))
        code = USAGE
    except KeyboardInterrupt:
        # raised by the user's code (a factory, a target): Ctrl-C itself reaches only the
        # parent, this child leads a process group of its own. It interrupts the run, as
        # in one process (exit 130), never passing for a failure of jaxcheck (exit 4).
        streamer.partial = None
        streamer.flush(final=True, interrupted=True)
        code = INTERRUPTED
    except BaseException as e:
        traceback.print_exc()
        streamer.partial = None
        streamer.flush(final=True, internal_error=f"{type(e).__name__}: {e}")
        code = WORKER_FAILED
    streamer.stop()
    return code


def _child(request: dict[str, Any], keep: tuple[int, ...]) -> None:
    """In the forked child: never returns."""
    from ..util.errors import WORKER_FAILED

    code = WORKER_FAILED
    # a thread the target left running may call os._exit while the answer is made and
    # sent: held, as in one process, never ending the child first with its own code
    exits.hold_threads()
    try:
        with contextlib.suppress(OSError):
            os.setpgid(0, 0)
        signal.set_wakeup_fd(-1)
        for sig in (signal.SIGCHLD, signal.SIGTERM, signal.SIGPIPE):
            signal.signal(sig, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        for fd in keep:
            with contextlib.suppress(OSError):
                os.close(fd)
        _redirect_output(request["output"])
        for stream in (sys.stdout, sys.stderr):  # what it printed before a crash is kept
            with contextlib.suppress(Exception):
                stream.reconfigure(line_buffering=True)
        code = run_request(request)
        atexit._run_exitfuncs()  # the target's atexit handlers, as at a normal exit
    except BaseException:
        with contextlib.suppress(Exception):
            traceback.print_exc()
    finally:
        from ..util import io

        io.flush_all()
        os._exit(code)


# --- the server ------------------------------------------------------------------


def _backend_started() -> bool:
    from .. import jaxcompat as compat

    return compat.backend_started()


def serve() -> None:
    # The parent decides when to stop; a Ctrl-C on the terminal reaches it alone.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    proto = os.dup(1)  # answers go here; fd 1 itself leads to stderr from now on
    os.dup2(2, 1)
    os.set_inheritable(proto, False)

    def send(message: dict[str, Any]) -> None:
        os.write(proto, (json.dumps(message) + "\n").encode())

    import jax

    # jaxcheck's modules a child uses, imported once here rather than in every child
    for name in ("analysis.analyze", "analysis.diff", "analysis.hints", "arguments.spec",
                 "capture.capture", "config.table", "report.jsonreport", "run.resolve",
                 "run.runner", "signature.signature", "variations.plan"):
        importlib.import_module(f"jaxcheck._src.{name}")

    # Modules JAX imports at its first lowering, imported once here rather than in each
    # child. (Nothing that starts a thread: no MLIR context, no backend.)
    for name in ("jaxlib.mlir.dialects.builtin", "jaxlib.mlir.dialects.mhlo"):
        with contextlib.suppress(Exception):
            importlib.import_module(name)
    # What is here now lives as long as the server: keep the collector (and its writes
    # to every page) away from it in each child.
    gc.collect()
    gc.freeze()
    # A backend started here would be shared by every child, and forking it is unsafe.
    send({"ready": True, "jax_version": jax.__version__, "pid": os.getpid(),
          "backend_started": _backend_started()})

    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_w, False)
    os.set_blocking(wake_r, False)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    children: dict[int, Any] = {}
    buffer = b""
    stdin = sys.stdin.fileno()

    def reap() -> None:
        while children:
            try:
                info = os.waitid(os.P_ALL, 0, os.WEXITED | os.WNOHANG | os.WNOWAIT)
            except ChildProcessError:
                return
            if info is None:
                return
            pid = info.si_pid
            # The child is a zombie still, so its group id cannot be reused: whatever the
            # target left running in its group goes with it.
            with contextlib.suppress(OSError):
                os.killpg(pid, signal.SIGKILL)
            _, status = os.waitpid(pid, 0)
            send({"id": children.pop(pid, None), "exit": os.waitstatus_to_exitcode(status)})

    try:
        while True:
            try:
                ready, _, _ = select.select([stdin, wake_r], [], [])
            except InterruptedError:
                continue
            if wake_r in ready:
                with contextlib.suppress(OSError):
                    while os.read(wake_r, 512):
                        pass
                reap()
            if stdin in ready:
                data = os.read(stdin, 1 << 16)
                if not data:
                    break
                buffer += data
                while b"\n" in buffer:
                    line, buffer = buffer.split(b"\n", 1)
                    request = json.loads(line)
                    with contextlib.suppress(Exception):
                        sys.stdout.flush()
                        sys.stderr.flush()
                    pid = os.fork()
                    if pid == 0:
                        _child(request, (proto, stdin, wake_r, wake_w))
                    with contextlib.suppress(OSError):
                        os.setpgid(pid, pid)
                    children[pid] = request["id"]
                    send({"id": request["id"], "pid": pid})
            reap()
    finally:
        for pid in list(children):
            with contextlib.suppress(OSError):
                os.killpg(pid, signal.SIGKILL)
        for pid in list(children):
            with contextlib.suppress(OSError):
                os.waitpid(pid, 0)
        os._exit(0)  # nothing to tear down: skip the interpreter's slow exit with JAX


if __name__ == "__main__":
    serve()
