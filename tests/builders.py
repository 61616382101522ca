"""What the tests build: files and projects written for a test, the small programs
several test files (and ``bench/``) run, and hand-built reports.

Everything here is plain data or a file on disk; running it, and comparing what jaxcheck
says with what JAX did, is ``helpers.py``'s. A program kept here is written by more than
one file (or read by ``bench/limits.py``); a program one test file needs stays in it,
next to the assertions about its lines.
"""

from __future__ import annotations

import atexit
import dataclasses
import json
import os
import subprocess
import tempfile
import textwrap
import uuid
from pathlib import Path

from jaxcheck._src.model.report import (
    Cause,
    CompileEvent,
    EntrypointReport,
    ErrorInfo,
    FunctionReport,
    Report,
    VariationResult,
)

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
    # (the tests and benchmarks are not what a hook installs: their thousands of corpus
    # files made the copy and its commit most of the hook test's time)
    shutil.copytree(source, repo, ignore=shutil.ignore_patterns(*_NOT_SOURCE, "tests", "bench"),
                    symlinks=True)
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


# --- hand-built reports ------------------------------------------------------------------
#
# Plain data, nothing run: what a renderer, the verdict, the lock or a channel is given.
# The primitives (make_report, make_entrypoint, make_event, make_function) keep the
# model's own defaults; the named reports below are the ones tests share by name (the
# renderers' golden report, the storm page, ...). A judged report went through the
# verdict, as a run's would.


def make_report(*entrypoints: EntrypointReport, jaxcheck_version: str = "0",
                jax_version: str = "0", backend: str = "cpu", mode: str = "execute",
                **fields) -> Report:
    """A report of ``entrypoints``. The versions and the backend are printed by the
    renderers: a test that compares text names them."""
    return Report(jaxcheck_version, jax_version, backend, mode, list(entrypoints), **fields)


def make_entrypoint(target: str = "m:f", kind: str = "workload", functions=(),
                    **fields) -> EntrypointReport:
    """One target's part of a report: a ``"workload"`` or a ``"function"`` target."""
    return EntrypointReport(target, kind, list(functions), **fields)


def make_event(recompile: bool = True, causes=(), *, expected: bool = False,
               site: str | None = None, **fields) -> CompileEvent:
    """One compile: a recompile unless ``recompile=False``, unexpected unless ``expected``,
    at call site ``site`` ("file.py:LINE", or unknown)."""
    return CompileEvent(recompile, expected, site, list(causes), **fields)


def make_function(n: int, name: str = "f", defined_at: str = "m.py:1", *,
                  site: str | None = None, cause: Cause | None = None) -> FunctionReport:
    """``name`` compiled ``n`` times: the first expected, each later one a recompile caused
    by ``cause`` (when given: a copy of it per recompile)."""
    return FunctionReport(name, defined_at, [
        make_event(i > 0, [dataclasses.replace(cause)] if cause is not None and i else [],
                   expected=i == 0, site=site) for i in range(n)])


def _judged(ep: EntrypointReport) -> EntrypointReport:
    from jaxcheck._src.verdict import verdict

    verdict.judge_entrypoint(ep)
    return ep


def recompiling_entrypoint(target: str, n: int) -> EntrypointReport:
    """A worker's report of ``target``: ``n`` compiles of ``f``, each later one a shape
    recompile at ``t.py:3``."""
    shape = Cause("shape", "x", "f32[3]", "f32[4]")
    return make_entrypoint(target, functions=[make_function(n, "f", "t.py:1", site="t.py:3",
                                                            cause=shape)])


def shape_recompile(target: str = "m:f") -> EntrypointReport:
    """A judged workload whose ``f`` recompiled once, for a shape: an unexpected recompile."""
    return _judged(make_entrypoint(target, functions=[FunctionReport("f", "m.py:3", [
        make_event(False, expected=True, site="m.py:9"),
        make_event(True, [Cause("shape", "x", "f32[3]", "f32[4]")], site="m.py:10"),
    ])]))


def hit_where_a_recompile_was_expected() -> EntrypointReport:
    """A judged function target whose dtype variation hit where ``expect`` said recompile."""
    return _judged(make_entrypoint("m:step", "function", [FunctionReport("step", "m.py:3", [
        make_event(False, expected=True)])], args="x=f32[4]",
        variations=[VariationResult("dtype", "x", "hit", True, policy="recompile")]))


def annotated_report(defined_at: str, name: str = "x", root: str | None = None) -> Report:
    """A judged report of one unexpected shape recompile of ``name``, defined at
    ``defined_at``: where a GitHub annotation points."""
    first = make_event(False, [Cause("new_function")])
    recompile = make_event(True, [Cause("shape", "x", "f32[1]", "f32[2]")])
    ep = _judged(make_entrypoint("model.py:main", functions=[
        FunctionReport(name, defined_at, [first, recompile])]))
    return make_report(ep, root=root)


def shape_event(recompile: bool = True, dims: str | None = None, variation: str | None = None,
                index: int | None = None, kind: str = "shape", path: str = "x") -> CompileEvent:
    """A compile of half a second at ``m.py:3``: a first compile (``new_function``), or a
    recompile for ``kind`` at ``path``; of the base calls, or of a variation."""
    causes = [Cause(kind, path, "f32[3]", "f32[4]")] if recompile else [Cause("new_function")]
    return make_event(recompile, causes, site="m.py:3", seconds=0.5, dims=dims,
                      variation=variation, variation_index=index)


def function_entrypoint(*events: CompileEvent, variations=(), max_compiles: int | None = None,
                        name: str = "f") -> EntrypointReport:
    """The function target ``m.py:f`` with one function of ``events`` (not yet judged)."""
    fn = FunctionReport(name, "m.py:1", list(events))
    base = sum(1 for e in events if e.variation is None)
    return make_entrypoint("m.py:f", "function", [fn], variations=list(variations),
                           max_compiles=max_compiles, base_compiles=base)


def timed_event(recompile: bool, causes, site: str | None, seconds: float, started: float,
                hint: str | None = None, **fields) -> CompileEvent:
    """An unexpected-until-judged compile with its timings: a quarter tracing, a quarter
    lowering, half compiling."""
    return make_event(recompile, causes, site=site, seconds=seconds, hint=hint,
                      started=started, trace_seconds=seconds / 4, lower_seconds=seconds / 4,
                      compile_seconds=seconds / 2, **fields)


def golden_report() -> Report:
    """Every part a renderer shows, judged (``tests/golden/``): an unexpected recompile of
    each common cause, an expected one (dims, with a hint that must not show), variations
    of each result, a variation call that recompiled twice with no call site known,
    functions listed cheapest first, a budget, a persistent-cache hit, an error target."""
    step = FunctionReport("train_step", "train.py:12", [
        timed_event(False, [Cause("new_function")], "train.py:30", 0.40, 0.0, dims="B=8"),
        timed_event(True, [Cause("shape", "batch['x']", "f32[8,3]", "f32[16,3]")],
                    "train.py:30", 0.30, 0.5, dims="B=16",
                    hint="pad batch['x'] to a few bucket sizes"),
        timed_event(True, [Cause("static_value", "lr", "0.1", "0.05", reason="number")],
                    "train.py:30", 0.35, 1.0, hint="pass lr as an array, not a static argument"),
        timed_event(True, [Cause("static_value", "lr", "0.05", "0.025", reason="number")],
                    "train.py:41", 0.25, 1.5, hint="pass lr as an array, not a static argument"),
        timed_event(True, [Cause("weak_type", "scale", "f32[] (weak)", "f32[]")], "train.py:44",
                    0.20, 2.0, hint="pass scale as a Python float every time, or jnp.float32 "
                                    "every time", explanation="at scale, now f32[] and before "
                                    "f32[]{weak_type=True}", explanation_kinds=["weak_type"]),
        # one variation call that compiled twice, where no call site is known
        *[timed_event(True, [Cause("dtype", "x", "f32[8,3]", "bf16[8,3]")], None, 0.05, 2.2 + t,
                      hint="cast x to one dtype before the call", variation="dtype x",
                      variation_index=1) for t in (0.0, 0.1)],
    ])
    loss = FunctionReport("loss", "model.py:5", [
        timed_event(False, [Cause("new_function")], "train.py:20", 0.10, 0.2, cache_hit=True),
        timed_event(True, [Cause("sharding", "x", "cpu:0 (committed)", "cpu:1 (committed)")],
                    "train.py:52", 0.15, 2.5, hint="put x on one device before the loop"),
    ])
    # listed cheapest first: every renderer shows the costliest first
    ep = make_entrypoint("train.py:main", "function", [loss, step], seconds=3.25,
                         args="f32[B,3], float", dims={"B": [8, 16]}, max_compiles=1)
    ep.variations = [
        VariationResult("shape", "x", "recompile", True, policy="recompile"),
        VariationResult("dtype", "x", "recompile", True, policy="hit",
                        causes=[Cause("dtype", "x", "f32[8,3]", "bf16[8,3]")]),
        VariationResult("weak_type", "lr", "hit", True, policy="any"),
        VariationResult("value", "lr", "skipped", True, detail="a static argument",
                        withheld=True),
    ]
    ep.base_compiles = sum(f.compiles for f in ep.functions)
    ep.notes.append("trace mode: an example note")
    _judged(ep)
    broken = _judged(make_entrypoint("tools.py:warmup", seconds=0.5,
                                     error=ErrorInfo("ValueError", "bad batch size: -1",
                                                     "Traceback (most recent call last):\n"
                                                     "ValueError: bad batch size: -1")))
    return make_report(ep, broken, jaxcheck_version="0.1.0", jax_version="0.6.2")


#: the learning rates of :func:`lr_function`'s sweep
LEARNING_RATES = [0.1 / i for i in range(1, 61)]


def hinted_event(recompile: bool, causes, site: str | None = "train.py:30",
                 seconds: float = 0.07, **fields) -> CompileEvent:
    """A compile of 0.07 s at ``train.py:30``; a recompile has the hint "fix it"."""
    return make_event(recompile, causes, site=site, seconds=seconds,
                      hint="fix it" if recompile else None, **fields)


def lr_function() -> FunctionReport:
    """60 compiles for a static learning rate: 59 recompiles, one group."""
    events = [hinted_event(False, [Cause("new_function")])]
    for before, after in zip(LEARNING_RATES, LEARNING_RATES[1:], strict=False):
        events.append(hinted_event(True, [Cause("static_value", "lr", repr(before), repr(after),
                                                reason="number")],
                                   site="train.py:30" if after != LEARNING_RATES[-1]
                                   else "train.py:41"))
    return FunctionReport("train_step", "train.py:12", events)


def lr_function_judged() -> FunctionReport:
    """:func:`lr_function`, judged."""
    from jaxcheck._src.verdict import verdict

    fn = lr_function()
    verdict.judge_functions([fn])
    return fn


def cheap_function() -> FunctionReport:
    """Listed first, but cheap: a dims recompile (expected) and one two-cause recompile."""
    return FunctionReport("a_cheap_function_with_a_long_name_for_the_eighty_column_check",
                          "pkg/sub/module_with_a_long_name.py:7", [
        hinted_event(False, [Cause("new_function")], dims="B=1", seconds=0.01),
        hinted_event(True, [Cause("shape", "x", "f32[1,3]", "f32[8,3]")], dims="B=8",
                     seconds=0.01),
        hinted_event(True, [Cause("shape", "x", "f32[1,3]", "f32[2,3]"),
                            Cause("shape", "y", "f32[1]", "f32[2]")], dims="B=1", seconds=0.01),
    ])


def sweep_report() -> Report:
    """The renderers' report, judged: :func:`cheap_function` and :func:`lr_function` under a
    budget of 2, with a variation matrix that contradicts one expectation."""
    ep = make_entrypoint(f"{os.getcwd()}/train.py:main", "function",
                         [cheap_function(), lr_function()], seconds=5.0,
                         max_compiles=2, args="f32[B,3], float", dims={"B": [1, 8]})
    ep.variations = [VariationResult("value", "x", "hit", True, policy="recompile"),
                     VariationResult("dtype", "x", "recompile", True, policy="any")]
    ep.base_compiles = sum(f.compiles for f in ep.functions)
    return make_report(_judged(ep), jaxcheck_version="0.1.0", jax_version="0.6.2")


def trace_mode_report(fallback: bool) -> Report:
    """Two judged targets in trace mode, each one shape recompile of ``step``; with
    ``fallback``, the second fell back to execute mode."""
    eps = []
    for name, mode in (("a.py:f", "trace"), ("b.py:g", "execute" if fallback else "trace")):
        fn = FunctionReport("step", "m.py:1", [
            hinted_event(False, [Cause("new_function")]),
            hinted_event(True, [Cause("shape", "x", "f32[1]", "f32[2]")])])
        eps.append(_judged(make_entrypoint(name, functions=[fn], mode=mode)))
    return make_report(*eps, jaxcheck_version="0.1.0", jax_version="0.6.2", mode="trace")


def wide_matrix_report(rows: int, bad: bool = False) -> Report:
    """A judged variation matrix of ``rows`` long argument paths (a transformer's layers);
    with ``bad``, one weak-type cell recompiled where a hit was expected."""
    ep = make_entrypoint("t.py:f", "function", [], seconds=1.0, args="params")
    for layer in range(rows // 2):
        for leaf in ("w", "b"):
            path = f"params['encoder']['layers'][{layer}]['attention']['{leaf}']"
            for axis, result, policy in (("shape", "recompile", "any"),
                                         ("dtype", "recompile", "any"),
                                         ("weak_type", "hit", "hit"), ("value", "hit", "any")):
                ep.variations.append(VariationResult(axis, path, result, True, policy=policy))
    if bad:
        ep.variations[2] = VariationResult("weak_type", ep.variations[2].path, "recompile",
                                           True, policy="hit")
    return make_report(_judged(ep), jaxcheck_version="0.1.0", jax_version="0.6.2")


def five_axes_report() -> Report:
    """What `--args "f32[3], 2"` with a static `n` gives: five axis columns, the
    static argument's cells named by a cause of another kind than their column."""
    ep = make_entrypoint("t.py:f", "function", [], seconds=1.0, args="f32[3], 2")
    static = [Cause("static_value", "n", "2", "3")]
    for axis, path, result, policy, causes in (
            ("value", "x", "hit", "hit", []),
            ("value", "n", "recompile", "hit", static),
            ("weak_type", "n", "skipped", "any", []),
            ("scalar_type", "n", "recompile", "any", static),
            ("scalar_type", "lr", "recompile", "any", [Cause("dtype", "lr", "f32[]", "i32[]")]),
            ("dtype", "x", "recompile", "any", [Cause("dtype", "x", "f32[3]", "f16[3]")]),
            ("shape", "x", "recompile", "any", [Cause("shape", "x", "f32[3]", "f32[4]")])):
        ep.variations.append(VariationResult(axis, path, result, True, causes=causes,
                                             policy=policy))
    return make_report(_judged(ep), jaxcheck_version="0.1.0", jax_version="0.6.2")


def storm_report(n: int = 500) -> Report:
    """``n`` recompiles of one function, each with a long program diff, a call stack and
    its memory: the HTML page's worst case."""
    import jax

    from jaxcheck._src.analysis import programtext

    long = programtext.change("\n".join(f"a{i}:f32[] = op{i}" for i in range(400)),
                               "\n".join(f"b{i}:i32[] = other{i}" for i in range(400)))
    events = [make_event(i > 0, [Cause("dtype", "x", f"f{i}", "i32")], expected=i == 0,
                         site=f"train.py:{i}", seconds=0.01, started=i * 0.02,
                         trace_seconds=0.003, lower_seconds=0.002, compile_seconds=0.005,
                         program_change=long if i else None,
                         call_stack=[f"train.py:{j} in f{j}" for j in range(6)],
                         memory={"arguments": 1000, "outputs": 2000, "temp": 10})
              for i in range(n + 1)]
    step = FunctionReport("step", "train.py:1", events)
    return make_report(make_entrypoint("storm", functions=[step], seconds=12.0),
                       jax_version=jax.__version__)


# --- the lock's story: one recompile fixed, another added, the count flat ----------------

STORY_MODEL = '''\
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

LR_BUG = {lr_bug}          # 0.1 first, np.float64(0.1) after: weak, then strong
RESTORE = {restore}        # a checkpoint round trip gives `step` back as a Python int


class State(NamedTuple):
    params: jax.Array
    step: jax.Array


@jax.jit
def train_step(state, x, lr):
    grads = jax.grad(lambda p: jnp.mean((x @ p) ** 2))(state.params)
    return State(state.params - lr * grads, state.step + 1)


def train(params, x):
    state = State(params, jnp.zeros((), jnp.int32))
    for i in range(3):
        lr = 0.1 if LR_BUG and i == 0 else np.float64(0.1)
        state = train_step(state, x, lr)
        if RESTORE and i == 0:
            state = State(state.params, {restored})
    return state


def workload():
    return train(jnp.ones((4, 1)), jnp.ones((8, 4)))
'''

#: the identities of the story's two recompiles, as the lock holds them
STORY_FIXED_LR = "weak_type at lr: weak → strong"
STORY_WEAK_STEP = "weak_type at state.step: strong → weak"


def story_model(lr_bug: bool, restore: bool, traced: bool = False) -> str:
    """The issue's training loop: with ``lr_bug``, a Python float learning rate then an
    ``np.float64`` one; with ``restore``, a checkpoint round trip that gives ``state.step``
    back weakly typed (``traced``: by ``jnp.asarray``, which a trace can run)."""
    # the restored step as a Python int (a host round trip) where the step is concrete;
    # under trace mode a traced step has no host value: `jnp.asarray` of an int is as weak
    restored = "jnp.asarray(1)" if traced else "int(state.step)"
    return STORY_MODEL.format(lr_bug=lr_bug, restore=restore, restored=restored)


# --- XLA_FLAGS and what XLA does with them ------------------------------------------------

#: what XLA itself does with each ``XLA_FLAGS`` as its backend starts: True where it ends
#: the process, read as ``xla/parse_flags_from_env.cc`` reads it (the slow suite asks XLA:
#: tests/e2e/faults/test_hostile_env_processes.py)
XLA_VERDICTS = [
    ("", False),
    ("--xla_force_host_platform_device_count=8", False),
    ("  --xla_dump_to=/tmp/x --xla_cpu_enable_fast_math", False),  # a bool needs no value
    ('--xla_dump_to="/tmp/a b" --xla_cpu_enable_fast_math=false', False),  # quoted value
    ("--xla_dump_to='unclosed", False),  # a quote runs to the end
    # reading stops at the first word without '-': the common thread-count recipe
    ("--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1", False),
    ("--xla_force_host_platform_device_count=2 oops --garbage", False),
    ("  ", True),  # no '-' first: read as the name of a file of flags
    ("hello", True),
    ("-xla_dump_to=/tmp/x", True),  # one dash is no flag
    ("--noxla_cpu_enable_fast_math", True),
    ("--xla_dump_to=/tmp/x\t--garbage_flag_xyz", True),
    ("--=1", True),
    ("--xla_force_host_platfrom_device_count=8", True),  # misspelt, looked up in jaxlib
    ("--xla_cpu_enable_fast_mth=false --xla_no_such_flag_at_all", True),
]
#: what only XLA can judge, each flag's type: it ends the process, and jaxcheck leaves
#: it to XLA (a worker's run reads XLA's line: hostenv.xla_fatal_line)
LEFT_TO_XLA = ["--xla_cpu_enable_fast_math=maybe", "--xla_dump_to"]
