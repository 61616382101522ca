"""`python -m jaxcheck ARGS` in a fresh process, without paying `import jax` each time.

The end-to-end tests run the command line as users do: its own process, cwd, environment,
stdout and stderr, exit code. Most of what such a process spends is importing JAX (about
1.4 s of a 2.5 s test). A *prewarmed* interpreter imports JAX and jaxcheck once (no
backend: nothing is initialised that a fork could break, the way jaxcheck's own isolation
worker does it) and forks one child per command. The child then is that fresh process:
cwd, environment, ``sys.argv``, ``sys.path[0]`` and fds 0/1/2 set as ``python -m`` would
set them, `jaxcheck` run as ``__main__``, exit handlers run, Python and C buffers flushed.

An environment that differs in what Python or JAX read while starting and importing
(``PYTHON*``, ``JAX_*``) gets a server of its own, started with it. What a fork cannot
give falls back to a real interpreter (:func:`needs_fresh`): a ``PYTHONPATH`` with a
directory of the test's own (its ``sitecustomize`` would run in the server, not in the
command), or ``JAXCHECK_TEST_FRESH=1`` to run every command the slow way.
"""

from __future__ import annotations

import atexit
import json
import os
import select
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass

#: environment variables read at interpreter or `import jax` time: a fork would not see them
_IMPORT_TIME = ("PYTHON", "JAX_")


@dataclass
class Result:
    returncode: int
    stdout: str
    stderr: str
    args: list[str]
    #: JAX's own compiles in each process of the command, filled in by ``helpers.cli``
    #: (see witness.py): {pid: [(function name, whether jaxcheck was capturing)]}.
    compiles: dict[int, list[tuple[str, bool]]] | None = None

    def __iter__(self):
        """``code, out, err = result``."""
        return iter((self.returncode, self.stdout, self.stderr))


#: the suite's start-up hooks, on every child's ``PYTHONPATH`` (``helpers.WITNESS_SITE``)
_WITNESS_SITE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "witness_site")


def needs_fresh(env: dict[str, str]) -> bool:
    """A real interpreter: asked for, or a ``PYTHONPATH`` with a directory of the test's
    own (a ``sitecustomize`` there runs at start-up, in the server, not in the fork)."""
    if os.environ.get("JAXCHECK_TEST_FRESH") == "1":
        return True
    known = {*os.environ.get("PYTHONPATH", "").split(os.pathsep), _WITNESS_SITE}
    return any(p and p not in known for p in env.get("PYTHONPATH", "").split(os.pathsep))


def _import_time(env: dict[str, str]) -> tuple[tuple[str, str], ...]:
    """What of ``env`` a process reads while it starts and imports JAX: a fork of a server
    started with other values would not be the process the command would be."""
    return tuple(sorted((k, v) for k, v in env.items() if k.startswith(_IMPORT_TIME)))


class _Server:
    """The prewarmed interpreters of this test process (per xdist worker): one for each
    import-time environment the tests ask for (the suite's own, that of the tests that
    leave the witness off ``PYTHONPATH``, one that turns on ``JAX_LOG_COMPILES``, ...),
    the ``KEEP`` most recently used kept running."""

    KEEP = 3
    servers: dict[tuple, subprocess.Popen] = {}

    @classmethod
    def get(cls, env: dict[str, str]) -> subprocess.Popen:
        key = _import_time(env)
        proc = cls.servers.pop(key, None)
        if proc is None or proc.poll() is not None:
            proc = subprocess.Popen([sys.executable, "-c", _SERVER], env=env,
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    text=True, bufsize=1)
        cls.servers[key] = proc  # the most recently used last
        while len(cls.servers) > cls.KEEP:
            _stop(cls.servers.pop(next(iter(cls.servers))))
        return proc

    @classmethod
    def stop(cls) -> None:
        while cls.servers:
            _stop(cls.servers.popitem()[1])


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.kill()
        proc.wait()


atexit.register(_Server.stop)


def run(args: list[str], cwd, env: dict[str, str], timeout: float) -> Result:
    """``python -m jaxcheck *args`` with ``cwd`` and ``env``; like ``subprocess.run``:
    :class:`subprocess.TimeoutExpired` after ``timeout`` seconds (the child's process
    group killed)."""
    cwd = os.path.abspath(cwd or os.getcwd())
    if needs_fresh(env):
        proc = subprocess.run([sys.executable, "-m", "jaxcheck", *args], cwd=cwd, env=env,
                              capture_output=True, text=True, timeout=timeout)
        return Result(proc.returncode, proc.stdout, proc.stderr, list(args))
    server = _Server.get(env)
    with tempfile.TemporaryDirectory() as tmp:
        out, err = os.path.join(tmp, "out"), os.path.join(tmp, "err")
        server.stdin.write(json.dumps({"args": list(args), "cwd": cwd, "env": env,
                                       "out": out, "err": err}) + "\n")
        server.stdin.flush()
        pid = json.loads(_line(server, 30))["pid"]
        try:
            code = json.loads(_line(server, timeout))["code"]
        except subprocess.TimeoutExpired:
            try:
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            json.loads(_line(server, 30))
            raise subprocess.TimeoutExpired(["jaxcheck", *args], timeout) from None
        with open(out, encoding="utf-8", errors="replace") as f_out, \
                open(err, encoding="utf-8", errors="replace") as f_err:
            return Result(code, f_out.read(), f_err.read(), list(args))


def _line(server: subprocess.Popen, timeout: float) -> str:
    ready, _, _ = select.select([server.stdout], [], [], timeout)
    if not ready:
        raise subprocess.TimeoutExpired("prewarmed jaxcheck", timeout)
    line = server.stdout.readline()
    if not line:
        raise RuntimeError("the prewarmed interpreter exited")
    return line


#: what the forked commands would each import again (about 0.5 s a command): the modules
#: past the first imports that `run`, `check` and `baseline` load, measured
PREIMPORTED = (
    "jaxcheck._src.cli.commands.run", "jaxcheck._src.cli.commands.check",
    "jaxcheck._src.cli.commands.baseline", "jaxcheck._src.cli.session",
    "jaxcheck._src.cli.progress", "jaxcheck._src.cli.project",
    "jaxcheck._src.report.outputs", "jaxcheck._src.report.terminal",
    "jaxcheck._src.report.jsonreport", "jaxcheck._src.report.junitxml",
    "jaxcheck._src.report.htmlreport", "jaxcheck._src.report.github",
    "jaxcheck._src.report.failures", "jaxcheck._src.verdict.verdict",
    "jaxcheck._src.verdict.lock", "jaxcheck._src.verdict.incremental",
    "jaxcheck._src.config.settings", "jaxcheck._src.run.sources",
    "jaxcheck._src.target.select", "rich.console", "rich.table", "rich.panel",
    "tomllib", "xml.etree.ElementTree", "jaxlib.mlir.dialects.mhlo",
)

_SERVER = f"PREIMPORTED = {PREIMPORTED!r}\n" + r'''
import json, os, sys
import jax, jax.numpy, numpy, rich, typer  # the imports every command pays
import jaxcheck, jaxcheck._src.cli.app, jaxcheck._src.run.runner
import jaxcheck._src.capture.capture, jaxcheck._src.analysis.analyze
# and those that `run`, `check` and `baseline` import once they have parsed their options:
# the report's layout (rich's console and what it draws), the outputs, the verdict and
# the lock; TOML, XML; MLIR's dialects, read at the first lowering. None of them reads
# the environment or starts anything when imported (each child sets its own).
import importlib
for name in PREIMPORTED:
    try:
        importlib.import_module(name)
    except ImportError:  # a release without it: the child imports what it has
        pass

def child(req):
    os.setpgid(0, 0)  # a timeout kills the command and whatever it started
    os.chdir(req["cwd"])
    os.environ.clear()
    os.environ.update(req["env"])
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    for fd, path in ((1, req["out"]), (2, req["err"])):
        f = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(f, fd)
        os.close(f)
    sys.argv = [os.path.join(os.path.dirname(jaxcheck.__file__), "__main__.py"), *req["args"]]
    sys.path[0] = req["cwd"]  # as `python -m` puts the working directory first
    import atexit, ctypes, runpy, traceback
    code = 0
    try:
        runpy.run_module("jaxcheck", run_name="__main__", alter_sys=True)
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        if not isinstance(e.code, (int, type(None))):
            print(e.code, file=sys.stderr)
    except BaseException:
        traceback.print_exc()
        code = 1
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass
    ctypes.CDLL(None).fflush(None)
    os._exit(code)

for line in sys.stdin:
    req = json.loads(line)
    pid = os.fork()
    if pid == 0:
        try:
            child(req)
        finally:
            os._exit(1)
    print(json.dumps({"pid": pid}), flush=True)
    _, status = os.waitpid(pid, 0)
    print(json.dumps({"code": os.waitstatus_to_exitcode(status)}), flush=True)
'''
