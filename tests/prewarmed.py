"""`python -m jaxcheck ARGS` in a fresh process, without paying `import jax` each time.

The end-to-end tests run the command line as users do: its own process, cwd, environment,
stdout and stderr, exit code. Most of what such a process spends is importing JAX (about
1.4 s of a 2.5 s test). A *prewarmed* interpreter imports JAX and jaxcheck once (no
backend: nothing is initialised that a fork could break, the way jaxcheck's own isolation
worker does it) and forks one child per command. The child then is that fresh process:
cwd, environment, ``sys.argv``, ``sys.path[0]`` and fds 0/1/2 set as ``python -m`` would
set them, `jaxcheck` run as ``__main__``, exit handlers run, Python and C buffers flushed.

What a fork cannot give falls back to a real interpreter (:func:`needs_fresh`): an
environment that differs in what Python or JAX read while importing (``PYTHON*``,
``JAX_*``), or ``JAXCHECK_TEST_FRESH=1`` to run every test the slow way.
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


def needs_fresh(env: dict[str, str]) -> bool:
    if os.environ.get("JAXCHECK_TEST_FRESH") == "1":
        return True
    keys = {k for k in set(env) | set(_Server.env) if k.startswith(_IMPORT_TIME)}
    return any(env.get(k) != _Server.env.get(k) for k in keys)


class _Server:
    """The prewarmed interpreter of this test process (one per xdist worker)."""

    env: dict[str, str] = {}
    proc: subprocess.Popen | None = None

    @classmethod
    def get(cls, env: dict[str, str]) -> subprocess.Popen:
        if cls.proc is None or cls.proc.poll() is not None:
            cls.env = dict(env)
            cls.proc = subprocess.Popen([sys.executable, "-c", _SERVER], env=env,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)
            atexit.register(cls.stop)
        return cls.proc

    @classmethod
    def stop(cls) -> None:
        if cls.proc is not None and cls.proc.poll() is None:
            cls.proc.kill()
            cls.proc.wait()


def run(args: list[str], cwd, env: dict[str, str], timeout: float) -> Result:
    """``python -m jaxcheck *args`` with ``cwd`` and ``env``; like ``subprocess.run``:
    :class:`subprocess.TimeoutExpired` after ``timeout`` seconds (the child's process
    group killed)."""
    cwd = os.path.abspath(cwd or os.getcwd())
    if not _Server.env:
        _Server.env = dict(env)
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


_SERVER = r'''
import json, os, sys
import jax, jax.numpy, numpy, rich, typer  # the imports every command pays
import jaxcheck, jaxcheck._src.cli.app, jaxcheck._src.run.runner
import jaxcheck._src.capture.capture, jaxcheck._src.analysis.analyze

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
