"""What the tests build: files and projects written for a test, the small programs
several test files (and ``bench/``) run, and hand-built reports.

Everything here is plain data or a file on disk; running it, and comparing what jaxcheck
says with what JAX did, is ``helpers.py``'s. A program kept here is written by more than
one file (or read by ``bench/limits.py``); a program one test file needs stays in it,
next to the assertions about its lines.
"""

from __future__ import annotations

import atexit
import json
import os
import subprocess
import tempfile
import textwrap
import uuid
from pathlib import Path

# --- files and projects ---------------------------------------------------------------

def module_text(source: str) -> str:
    """What :func:`write_module` writes for ``source``: dedented, leading blank lines
    dropped (so that line numbers count from the first line of code)."""
    return textwrap.dedent(source).lstrip()


def write_module(directory: Path, name: str | None, source: str) -> Path:
    """Write ``module_text(source)`` to ``directory/name`` (``name`` None: a fresh
    ``jcmod_<hex>.py``, a module name no other test imports)."""
    path = Path(directory) / (name or f"jcmod_{uuid.uuid4().hex[:12]}.py")
    path.write_text(module_text(source), encoding="utf-8")
    return path


def line_of(text: str, needle: str, below: int = 0) -> int:
    """1-based number of the only line of ``text`` that contains ``needle``, plus
    ``below``. ``text`` as written to the file (see :func:`module_text`)."""
    hits = [i for i, line in enumerate(text.splitlines(), start=1) if needle in line]
    assert len(hits) == 1, f"{needle!r} is on lines {hits}, not on exactly one"
    return hits[0] + below


def write_package(root: Path, model: str, package: str = "mypkg") -> None:
    """``root/package/model.py`` with ``model`` (and the package's ``__init__.py``)."""
    pkg = root / package
    pkg.mkdir(parents=True, exist_ok=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "model.py").write_text(model)


def make_project(root: Path, model: str, pyproject: str, *, package: str = "mypkg",
                 git_env: dict[str, str] | None = None) -> Path:
    """A scratch project at ``root``: the package ``package`` (a path below ``root``:
    ``"src/mypkg"`` for a src layout) holding ``model.py``, and ``pyproject.toml``;
    with ``git_env``, a git repository with every file added (git run in that
    environment)."""
    write_package(root, model, package)
    (root / "pyproject.toml").write_text(pyproject)
    if git_env is not None:
        for args in (("init", "--quiet"), ("add", "-A")):
            proc = subprocess.run(["git", *args], cwd=root, env=git_env, capture_output=True,
                                  text=True, timeout=120)
            assert proc.returncode == 0, f"git {' '.join(args)}: {proc.stderr}"
    return root


# --- conditions a test makes for itself: a hook repository, a directory with no project

#: Paths of the source tree a hook repository copies: never environments, caches or builds.
_NOT_SOURCE = (".git", ".venv*", "__pycache__", "*.egg-info", ".pytest_cache", ".ruff_cache",
               "build", "dist", ".mypy_cache", "node_modules")


def hook_repository(dest: Path) -> tuple[Path, str]:
    """A scratch git repository holding a copy of this source tree, committed: pre-commit
    installs hooks from a repository at a revision. Made from the files on disk, so the
    test needs no git checkout of its own (an sdist, a tarball, a CI cache) and checks the
    code under test, not the last commit. Returns (repository, revision)."""
    import shutil

    source = Path(__file__).resolve().parents[1]
    repo = dest / "jaxcheck"
    shutil.copytree(source, repo, ignore=shutil.ignore_patterns(*_NOT_SOURCE), symlinks=True)
    env = {**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1",
           "GIT_TERMINAL_PROMPT": "0"}
    ident = ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"]
    for args in (["init", "-q"], ["add", "-A"], [*ident, "commit", "-q", "-m", "hooks"]):
        proc = subprocess.run(["git", *args], cwd=repo, env=env, capture_output=True, text=True,
                              timeout=120)
        assert proc.returncode == 0, f"git {' '.join(args)}: {proc.stderr}"
    rev = subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, env=env, capture_output=True,
                         text=True, timeout=30, check=True).stdout.strip()
    return repo, rev


def _pyproject_above(path: Path) -> Path | None:
    return next((p for p in (path, *path.parents) if (p / "pyproject.toml").is_file()), None)


def dir_without_project(tmp_path: Path) -> Path:
    """An empty directory with no pyproject.toml in it or above it: ``tmp_path`` when none
    is above it, else a fresh directory under ``/`` (writable as root, as on CI), else under
    the home directory. Fails, never skips, when none can be found: the test's condition
    is then made by the machine, not by the test. The caller removes nothing: a directory
    outside ``tmp_path`` is removed when the test process exits."""
    if _pyproject_above(tmp_path) is None:
        return tmp_path
    for base in ("/", os.path.expanduser("~"), "/var/tmp"):
        if os.path.isdir(base) and os.access(base, os.W_OK) and \
                _pyproject_above(Path(base)) is None:
            made = Path(tempfile.mkdtemp(prefix="jctest-noproject-", dir=base))
            _MADE.append(made)
            return made
    raise AssertionError(f"no writable directory without a pyproject.toml above it "
                         f"(tmp_path has {_pyproject_above(tmp_path)})")


_MADE: list[Path] = []


def _cleanup() -> None:
    import shutil

    for path in _MADE:
        shutil.rmtree(path, ignore_errors=True)


atexit.register(_cleanup)


# --- programs -------------------------------------------------------------------------

#: a jitted step called on three lengths: two recompiles (``train.py`` of a scratch project)
STEP_ON_THREE_LENGTHS = """
import jax
import jax.numpy as jnp


@jax.jit
def step(x):
    return x * 2


def main():
    for n in (3, 4, 5):
        step(jnp.ones(n))
"""


#: a static float argument (``samp.py``): each new temperature recompiles
TEMPERATURE_SAMPLE = """
import jax
from functools import partial


@partial(jax.jit, static_argnames="temperature")
def sample(logits, temperature):
    return logits / temperature
"""


#: three targets, declared by :data:`DECLARED_PYPROJECT`: ``evaluate`` (a function with
#: arguments), ``smoke`` (clean) and ``main`` (the short last batch: a recompile)
DECLARED_TRAIN = """
    import jax
    import jax.numpy as jnp


    @jax.jit
    def step(w, x):
        return jnp.tanh(x @ w).sum()


    def evaluate(w, x):
        return step(w, x)


    def smoke():
        w = jnp.ones((8, 4))
        for n in (8, 8):
            step(w, jnp.ones((n, 8)))


    def main():
        w = jnp.ones((8, 4))
        for n in (32, 32, 4):  # the short last batch: a recompile
            step(w, jnp.ones((n, 8)))
"""


DECLARED_PYPROJECT = """
    [[tool.jaxcheck.entrypoints]]
    target = "train:evaluate"
    args = "f32[8,4], f32[2,8]"

    [[tool.jaxcheck.entrypoints]]
    target = "train:smoke"

    [[tool.jaxcheck.entrypoints]]
    target = "train:main"
"""


#: a script that parses its own arguments and recompiles on its short last batch
ARGPARSE_TRAIN = '''
import argparse
import jax
import jax.numpy as jnp


@jax.jit
def train_step(w, x):
    return w - 0.1 * jnp.mean(x) * w


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=1)
    parser.add_argument("--batch", type=int, default=16)
    args = parser.parse_args()
    print(f"epochs={args.epochs} batch={args.batch}")
    w = jnp.ones(4)
    for _ in range(args.epochs):
        for n in (args.batch, args.batch, 5):  # the last batch is smaller
            w = train_step(w, jnp.ones((n, 4)))


if __name__ == "__main__":
    main()
'''


#: targets that misbehave, each in its own way (``{marker}``: a file the workload creates)
FAULT_TARGETS = '''
import functools
import os
import signal
import sys

import jax
import jax.numpy as jnp

MARKER = {marker!r}


@jax.jit
def double(x):
    return x * 2


def workload():
    open(MARKER, "a").close()  # proves that a target ran
    double(jnp.ones(3))


def function(x):
    return double(x)


def recompile():
    double(jnp.ones(3))
    double(jnp.ones(4))


def takes_dict(d):
    return double(d["[/]"])


def ansi_raise():
    double(jnp.ones(3))
    raise ValueError("\\x1b[31mred\\x1b[0m, a NUL \\x00, a bell \\x07 and a CR \\r")


def terminated():
    double(jnp.ones(3))
    os.kill(os.getpid(), signal.SIGTERM)  # as a CI runner's `kill PID` would
    double(jnp.ones(4))


def ansi_print():
    sys.stderr.write("target output stays the target's\\n")
    double(jnp.ones(3))
'''


#: two workloads of two functions: ``one`` recompiles, ``two`` does not
TWO_TARGETS = '''
import jax
import jax.numpy as jnp


@jax.jit
def f_one(x):
    return x + 1


@jax.jit
def f_two(x):
    return x * 2


def one():
    f_one(jnp.ones(3))
    f_one(jnp.ones(4))


def two():
    f_two(jnp.ones(3))
'''


def two_target_project(root: Path) -> tuple[str, str]:
    """A project of :data:`TWO_TARGETS`, both declared (a package of its own name: no module
    cached by an earlier test); returns the two targets."""
    pkg = f"pkg_{uuid.uuid4().hex[:8]}"
    (root / pkg).mkdir(parents=True)
    (root / pkg / "__init__.py").write_text("")
    (root / pkg / "model.py").write_text(TWO_TARGETS)
    one, two = f"{pkg}.model:one", f"{pkg}.model:two"
    (root / "pyproject.toml").write_text(
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{one}"\n\n'
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{two}"\n')
    return one, two


def stale_lock_project(root: Path) -> str:
    """A project of one target whose jaxcheck.lock also names 200,000 compiles that are
    gone (100,000 targets, 100,000 functions of the target); returns the target."""
    one, _ = two_target_project(root)
    (root / "pyproject.toml").write_text(f'[[tool.jaxcheck.entrypoints]]\ntarget = "{one}"\n')
    module = one.split(":")[0].replace(".", "/") + ".py"
    entries = {f"gone.mod{i}:fn": {"compiles": {f"gone/mod{i}.py::fn": 1}}
               for i in range(100_000)}
    entries[one] = {"compiles": {**{f"{module}::old{i}": 1 for i in range(100_000)},
                                 f"{module}::f_one": 2}}
    lock = {"version": 1, "entrypoints": entries}
    (root / "jaxcheck.lock").write_text(json.dumps(lock, indent=2, sort_keys=True))
    return one


#: a target busy in garbage collection, and one that compiles a new shape forever
GC_BUSY = '''
import gc
import itertools

import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    return x + 1


def _finalizing(phase, info):  # a gc callback that takes long, as JAX's can on big heaps
    sum(range(200_000))


def gc_busy():  # never reaches a checkpoint again: only the hard deadline ends it
    f(jnp.ones(3))
    gc.callbacks.append(_finalizing)
    while True:  # nearly all the time inside a gc callback, where an exception is lost
        gc.collect()


def compiling():  # a jitted call with a new shape each time: a checkpoint each time
    for n in itertools.count(1):
        f(jnp.ones(n))
'''


def marked(source: str, marker: str) -> str:
    """``source`` whose targets first create ``marker`` (the test waits for it)."""
    return source.replace("    f(jnp.ones(3))\n", f"    open({marker!r}, 'w').close()\n"
                          "    f(jnp.ones(3))\n").replace(
        "    for n in itertools.count(1):\n",
        f"    open({marker!r}, 'w').close()\n    for n in itertools.count(1):\n")


#: targets for worker processes: a recompile, a clean one, a hang, an exit, a crash
ISOLATION_TARGETS = """
import os, time
import jax, jax.numpy as jnp

f = jax.jit(lambda x: x * 2)

def recompiles():
    f(jnp.ones(3)); f(jnp.ones(4))

def clean():
    f(jnp.ones(3)); f(jnp.ones(3))

def hangs():
    time.sleep(600)

def exits():
    os._exit(7)

def segfaults():
    import ctypes
    ctypes.string_at(0)
"""


#: a hung, an exiting, a crashing and a recompiling target, two workers, 5 s each
HUNG_AND_CRASHING = ("targets.py:hangs", "targets.py:exits", "targets.py:segfaults",
                     "targets.py:recompiles", "-j", "2", "--timeout", "5")


#: a notebook's cells: the extension, a watched recompile, a cell under a budget, the guard
NOTEBOOK_CELLS = [
    "%load_ext jaxcheck",
    "import jax, jax.numpy as jnp, jaxcheck\n"
    "@jax.jit\ndef sgd(w, g, lr):\n    return w - lr * g",
    "%jaxcheck on",
    "w = sgd(jnp.ones(4), jnp.ones(4), 0.1)",  # 3: first compile, quiet
    "w = sgd(w, jnp.ones(4), jnp.float32(0.1))",  # 4: a weak_type recompile
    "w = sgd(w, jnp.ones(4), jnp.float32(0.2))",  # 5: a cache hit, quiet
    "%jaxcheck off",
    "print('executables', sgd._cache_size())",  # 7: JAX's own count
    "%%jaxcheck --max-compiles 1\nfor n in (2, 3):\n    sgd(jnp.ones(n), jnp.ones(n), 0.1)",
    "print('executables', sgd._cache_size())",  # 9
    "g = jaxcheck.guard('warn')\ng.start()\nsgd(jnp.ones(5), jnp.ones(5), 0.1)\ng.arm()",
    "sgd(jnp.ones(7), jnp.ones(7), 0.1);",  # 11: an incident
    "sgd(jnp.ones(7), jnp.ones(7), 0.1);",  # 12: a hit, no incident
    "sgd(jnp.ones(8), jnp.ones(8), 0.1);",  # 13: another incident
    "g.stop()",
]


#: a distributed job of two local processes whose programs differ (``python job.py MODE``)
DIVERGING_JOB = '''
"""python job.py MODE: a launcher; python job.py MODE INDEX PORT: one process of the job."""
import os
import socket
import subprocess
import sys
import time

if len(sys.argv) == 2:  # the launcher: two processes, each logging to its own file
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    # one CPU device per process; JAX logs each compile (the test's truth)
    env = dict(os.environ, XLA_FLAGS="", JAX_LOG_COMPILES="1")
    procs = [subprocess.Popen([sys.executable, __file__, sys.argv[1], str(i), str(port)],
                              env=env, stderr=open(f"process{i}.log", "w"))
             for i in range(2)]
    sys.exit(max(p.wait() for p in procs))

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec

mode, index, port = sys.argv[1], int(sys.argv[2]), sys.argv[3]
jax.config.update("jax_cpu_collectives_implementation", "gloo")
jax.distributed.initialize(f"127.0.0.1:{port}", num_processes=2, process_id=index)


@jax.jit
def step(x, scale):
    return x * scale


@jax.jit
def total(y):
    return jnp.sum(y)


mesh = Mesh(np.array(jax.devices()), ("p",))
x = jax.make_array_from_process_local_data(NamedSharding(mesh, PartitionSpec("p")),
                                           np.ones((1, 4), np.float32))
# the bug: a Python float on process 0, an int on process 1 (e.g. read from a config)
scale = 3 if mode not in ("agree", "count") and index == 1 else 3.0
y = step(x, scale)
if mode == "count":  # the commonest divergence: process 1 recompiles, process 0 hits
    y = step(x, 3 if index == 1 else 3.0)
if mode == "hang" and index == 1:
    time.sleep(600)  # process 1 falls behind: process 0 waits for it in the collective
if mode != "diverge":  # diverge: the job ends right after the compile
    print(index, float(total(y)))
jax.distributed.shutdown()  # the job is over before the process exits
'''


def write_job(where: Path) -> None:
    """``job.py``: :data:`DIVERGING_JOB`."""
    write_module(where, "job.py", DIVERGING_JOB)
