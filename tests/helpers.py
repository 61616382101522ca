"""Helpers shared by the test files: the ``jaxcheck`` command run as a user runs it, a run
in this process, JAX's own count of compiles beside jaxcheck's, and the fixtures several
files ask for.

What a test *builds* (files, projects, programs, hand-built reports) is in ``builders.py``;
``conftest.py`` keeps the hooks. A fixture shared here keeps the name the tests ask for
(``@pytest.fixture(name=...)``) and is imported under its own name, so that the
parameter does not shadow the import::

    from helpers import persistent_cache  # noqa: F401 (the fixture `cache`)
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile
import textwrap
import uuid
import zlib
from pathlib import Path

import jax
import pytest
from builders import (
    DECLARED_PYPROJECT,
    DECLARED_TRAIN,
    FAULT_TARGETS,
    STEP_ON_THREE_LENGTHS,
)

from jaxcheck._src.util import errors

#: the repository's root
REPO = Path(__file__).resolve().parent.parent
#: a directory holding only the sitecustomize.py that records JAX's compiles in a child
WITNESS_SITE = str(Path(__file__).parent / "witness_site")


# --- the command line -----------------------------------------------------------------


def subprocess_env(**extra) -> dict[str, str]:
    """This process's environment for a child: JAX on the CPU with the test devices."""
    env = dict(os.environ)
    env["XLA_FLAGS"] = os.environ["XLA_FLAGS"]
    env["JAX_PLATFORMS"] = "cpu"
    env.pop("PYTHONPROFILEIMPORTTIME", None)
    env.update(extra)
    # JAX's own record of each compile in the child and whatever it starts (witness.py)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (env.get("PYTHONPATH"), WITNESS_SITE) if p)
    return env


def cli(*args: str, cwd=None, env=None, timeout: float = 180, columns: int | None = None):
    """Run ``python -m jaxcheck ARGS``: a result with ``returncode``, ``stdout`` and
    ``stderr``, which also unpacks as ``code, out, err``. ``columns``: the terminal
    width the rich output is laid out for."""
    import prewarmed
    import witness

    env = dict(env or subprocess_env())
    if columns is not None:
        env["COLUMNS"] = str(columns)
    with tempfile.TemporaryDirectory() as compiles:
        env["JCTEST_WITNESS_DIR"] = compiles
        result = prewarmed.run(list(args), cwd, env, timeout)
        result.compiles = witness.read_compiles(compiles)
    witness.command_checked(result)  # a JSON report agrees with JAX's own compile log
    return result


def alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie has ended)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie has ended; its parent (the launcher) is gone, init reaps it
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] != "Z"
    except OSError:
        return False


# --- in-process runs ------------------------------------------------------------------


def run_workload(fn, text: str = "workload", allow_error: bool = False):
    """Run ``fn`` once under jaxcheck's capture; returns the EntrypointReport."""
    from jaxcheck._src.run.runner import run_callable

    ep = run_callable(text, fn)
    if not allow_error and ep.error is not None:
        pytest.fail(f"workload raised {ep.error.type}: {ep.error.message}\n{ep.error.traceback}")
    return ep


def only_function(ep):
    """The one user function of a report."""
    names = [f.name for f in ep.functions]
    assert len(ep.functions) == 1, f"expected one user function, got {names}"
    return ep.functions[0]


def single_recompile(ep):
    """The only recompile of the only function of ``ep``, after checking the first compile.

    Checks what every one-recompile workload shares: two events; the first is the
    expected ``new_function`` compile without a hint; the second is an unexpected
    recompile with at least one cause, a one-line hint and a positive compile time.
    """
    fn = only_function(ep)
    assert len(fn.events) == 2, [e.causes for e in fn.events]
    first, second = fn.events
    assert first.recompile is False
    assert first.expected is True
    assert [c.kind for c in first.causes] == ["new_function"]
    assert first.hint is None
    assert second.recompile is True
    assert second.expected is False
    assert second.causes, "a recompile must have at least one cause"
    assert second.hint and second.hint.strip(), "every recompile needs a fix hint"
    assert "\n" not in second.hint
    assert second.seconds is not None and second.seconds > 0
    assert ep.unexpected == 1
    assert ep.status == "fail"
    return second


def recompile_causes(ep):
    """(kind, path, before, after) of each cause of the single recompile of ``ep``."""
    return [(c.kind, c.path, c.before, c.after) for c in single_recompile(ep).causes]


def witnessed(workload):
    """(jaxcheck's report, JAX's log lines) of one run of ``workload``."""
    with jax_compile_log() as log:
        ep = run_workload(workload)
    return ep, log


def compiles_of(ep, name: str) -> int:
    """jaxcheck's count of the compiles of the functions named ``name`` in ``ep``."""
    return sum(f.compiles for f in ep.functions if f.name.split(".")[-1] == name)


def assert_counted(ep, log, name: str, at_least: int = 2) -> None:
    """jaxcheck counts exactly the compiles of ``name`` JAX logs (and there are some to
    miss: a count of one where JAX compiled twice is the silent pass)."""
    jax_count = compiled(log, name)
    assert jax_count >= at_least, (name, jax_count, log)
    assert compiles_of(ep, name) == jax_count, (
        f"JAX compiled {name} {jax_count} times, jaxcheck counted "
        f"{[(f.name, f.compiles) for f in ep.functions]}")
    unexpected = sum(1 for f in ep.functions for e in f.events
                     if f.name.split(".")[-1] == name and e.recompile)
    assert unexpected == jax_count - 1


def only_recompile(ep, name: str):
    """The one recompile of the one function named ``name`` in ``ep``."""
    [fn] = [f for f in ep.functions if f.name.split(".")[-1] == name]
    recompiles = [e for e in fn.events if e.recompile]
    assert len(recompiles) == 1, [e.causes for e in fn.events]
    return recompiles[0]


# --- JAX's own view of compiles -------------------------------------------------------


def _version(text: str) -> tuple[int, ...]:
    parts = []
    for p in text.split(".")[:3]:
        digits = re.match(r"\d*", p).group(0)
        parts.append(int(digits or 0))
    return tuple(parts)


JAX_VERSION = _version(jax.__version__)

# Which cause kinds JAX's own cache-miss text names, by release (checked on
# 0.4.38, 0.6.2 and 0.10.2). jaxcheck's `explanation_kinds` must contain the
# kind whenever JAX words it; nothing is asserted where JAX gives no words:
# * 0.4.38 says "explanation unavailable" for a changed static argument, and
#   words a changed container as a change of positional/keyword arguments;
# * no release explains an argument committed to another device, or a cleared cache.
_EXPLAINED_SINCE = {
    "new_function": (0, 4, 38),
    "redefined_function": (0, 4, 38),
    "shape": (0, 4, 38),
    "dtype": (0, 4, 38),
    "weak_type": (0, 4, 38),
    "arg_signature": (0, 4, 38),
    "tracing_context": (0, 4, 38),
    "static_value": (0, 5, 0),
    "pytree_structure": (0, 5, 0),
    "sharding": None,
    "unknown": None,
}


def jax_explains(kind: str) -> bool:
    """Whether the running JAX release words a cache miss of this kind."""
    since = _EXPLAINED_SINCE[kind]
    return since is not None and JAX_VERSION >= since


def check_explanation(event, kind: str) -> None:
    """JAX's text is a second witness: where JAX words the cause, jaxcheck recognises it."""
    if jax_explains(kind):
        assert event.explanation, f"JAX {jax.__version__} explains {kind}, but no text was kept"
        assert kind in event.explanation_kinds, (
            f"{kind!r} not recognised in JAX {jax.__version__}'s explanation "
            f"{event.explanation!r} (kinds: {event.explanation_kinds})"
        )


@contextlib.contextmanager
def jax_compile_log():
    """JAX's own "Compiling <module>" lines, with jax_log_compiles on."""
    lines: list[str] = []

    class Collect(logging.Handler):
        def emit(self, record):
            lines.append(record.getMessage())

    handler, jax_logger = Collect(logging.WARNING), logging.getLogger("jax")
    before = jax.config.jax_log_compiles
    jax.config.update("jax_log_compiles", True)
    jax_logger.addHandler(handler)
    try:
        yield lines
    finally:
        jax_logger.removeHandler(handler)
        jax.config.update("jax_log_compiles", before)


def evict_unseen(jitted) -> None:
    """What ``jitted.clear_cache()`` does, done on JAX's internals by hand so that no API
    jaxcheck watches runs: a recompile with nothing jaxcheck can see changed (``unknown``).
    ``jitted`` is a jitted object, or a wrapper that holds one as ``.jitted``."""
    from jax._src import pjit

    jitted = getattr(jitted, "jitted", jitted)
    jitted._clear_cache()  # the jitted object's own executables
    if hasattr(pjit, "_create_pjit_jaxpr"):  # 0.4.38, 0.6.2: its traces
        pjit._create_pjit_jaxpr.evict_function(jitted._fun)
    else:  # 0.10.2
        from jax._src.interpreters import partial_eval

        partial_eval.trace_to_jaxpr.evict_weakref(jitted._fun)
    pjit._infer_params_cached.cache_clear()


def compiled(lines, name):
    """How many times JAX's log lines (:func:`jax_compile_log`) say ``name`` compiled."""
    # "Compiling jit(step) with ..." (0.10.2), "Compiling jit_step ..." (0.6.2),
    # "Compiling step with global shapes ..." (0.4.38)
    return sum(1 for line in lines if re.match(rf"Compiling (?:jit[(_])?{name}\b", line))


#: JAX's "Finished XLA compilation of jit(NAME)" line (jax_log_compiles), one per executable
FINISHED_COMPILE = re.compile(r"Finished XLA compilation of jit\((?P<name>[^)]+)\)")


class JaxCompiles(logging.Handler):
    """Counts, per name, the XLA compilations JAX itself logs while active."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.counts: dict[str, int] = {}

    def emit(self, record: logging.LogRecord) -> None:
        m = FINISHED_COMPILE.search(record.getMessage())
        if m:
            self.counts[m["name"]] = self.counts.get(m["name"], 0) + 1

    def __enter__(self) -> JaxCompiles:
        self._saved = jax.config.jax_log_compiles
        jax.config.update("jax_log_compiles", True)
        self._logger = logging.getLogger("jax")
        self._logger.addHandler(self)
        return self

    def __exit__(self, *exc) -> None:
        self._logger.removeHandler(self)
        jax.config.update("jax_log_compiles", self._saved)


def run_counted(workload):
    """Run ``workload`` under jaxcheck, and count JAX's own compiles beside it."""
    with JaxCompiles() as jax_count:
        ep = run_workload(workload)
    return ep, jax_count.counts


# --- call sites -----------------------------------------------------------------------


def caller_line() -> int:
    """The line number of the caller's current line."""
    return sys._getframe(1).f_lineno


def assert_site(site: str | None, filename: str, line: int) -> None:
    """``site`` ("path:LINE", path relative to the cwd or absolute) is ``filename:line``."""
    assert site is not None, "no call site"
    path, _, lineno = site.rpartition(":")
    assert lineno == str(line), f"{site} is not line {line}"
    assert os.path.samefile(path, filename), f"{site} is not in {filename}"


# --- JAX's state, to compare before and after a run -----------------------------------


JAX_STATE_FLAGS = ("jax_explain_cache_misses", "jax_log_compiles")
_LISTENER_LISTS = ("_event_duration_secs_listeners", "_event_listeners",
                   "_event_time_span_listeners", "_scalar_listeners")


def jax_flags():
    """JAX's flags a run turns on while it captures, as they are now."""
    return {name: bool(getattr(jax.config, name)) for name in JAX_STATE_FLAGS}


def _jax_module_loggers():
    """(module name, attribute) -> logger object, for every logger held by a jax module."""
    found = {}
    for name, mod in list(sys.modules.items()):
        if mod is None or not (name == "jax" or name.startswith("jax.")):
            continue
        try:
            attrs = vars(mod)
        except TypeError:
            continue
        for attr, value in list(attrs.items()):
            if isinstance(value, logging.Logger):
                found[(name, attr)] = value
    return found


def jax_listeners():
    """JAX's monitoring listeners, as they are now."""
    from jax._src import monitoring

    return {name: list(getattr(monitoring, name)) for name in _LISTENER_LISTS
            if hasattr(monitoring, name)}


def _logging_config():
    root, jax_logger = logging.getLogger(), logging.getLogger("jax")
    return {
        "root_handlers": list(root.handlers),
        "root_level": root.level,
        "jax_level": jax_logger.level,
        "jax_propagate": jax_logger.propagate,
        "jax_handlers": list(jax_logger.handlers),
        "jax_disabled": jax_logger.disabled,
    }


def jax_state():
    """What a run must leave as it found it: JAX's flags and hooks, the loggers JAX's
    modules hold, JAX's listeners, its traceback filter, and the logging set-up."""
    from jax._src import pjit
    from jax._src import source_info_util as siu

    return {
        "flags": jax_flags(),
        "infer_params": pjit._infer_params,
        "loggers": _jax_module_loggers(),
        "listeners": jax_listeners(),
        "exclude_paths": list(siu._exclude_paths),
        "logging": _logging_config(),
    }


def assert_same_state(before, after):
    """Two :func:`jax_state` readings are the same state: every flag, hook, logger,
    listener and handler is the object it was."""
    assert after["flags"] == before["flags"]
    assert after["infer_params"] is before["infer_params"]
    # modules imported during the run may add loggers; the ones that existed are untouched
    for key, logger in before["loggers"].items():
        assert after["loggers"][key] is logger, f"{key} was not restored"
    for name, listeners in before["listeners"].items():
        assert after["listeners"][name] == listeners, name
        assert all(a is b for a, b in zip(after["listeners"][name], listeners, strict=True))
    assert after["exclude_paths"] == before["exclude_paths"]
    assert after["logging"] == before["logging"]


# --- a real persistent cache ----------------------------------------------------------


_CACHE_FLAGS = ("jax_compilation_cache_dir", "jax_persistent_cache_min_compile_time_secs",
                "jax_persistent_cache_min_entry_size_bytes", "jax_enable_compilation_cache",
                "jax_exec_time_optimization_effort", "jax_log_compiles",
                "jax_explain_cache_misses")


@pytest.fixture(name="cache")
def persistent_cache(tmp_path):
    """A fresh persistent cache that writes everything; every flag restored after."""
    from jax._src import compilation_cache

    from jaxcheck._src.jaxcompat import read_flag

    saved = {name: read_flag(name) for name in _CACHE_FLAGS}
    directory = tmp_path / "cache"
    jax.config.update("jax_compilation_cache_dir", str(directory))
    jax.config.update("jax_persistent_cache_min_compile_time_secs", 0)
    jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)
    compilation_cache.reset_cache()  # JAX opens its cache once: make it open this one
    try:
        yield directory
    finally:
        for name, value in saved.items():
            jax.config.update(name, value)
        compilation_cache.reset_cache()


def cache_files(directory, name: str) -> list[str]:
    """The persistent cache's files of ``jit_NAME``."""
    return sorted(p.name for p in directory.glob(f"jit_{name}-*-cache"))


# --- a browser ------------------------------------------------------------------------


def chromium() -> str:
    """The headless browser's path; the test skips without one (CI installs it)."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        pytest.skip("chromium is not installed (apt-get install -y chromium): the HTML "
                    "report's browser test needs it")
    return found


def browse(path: Path, tmp_path: Path, *extra: str) -> subprocess.CompletedProcess:
    """The page at ``path`` in headless Chromium, with a fresh profile under ``tmp_path``;
    ``extra``: what to do with it (``--dump-dom``, ``--screenshot=...``)."""
    profile = tmp_path / f"profile-{len(list(tmp_path.iterdir()))}"
    cmd = [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
           "--no-first-run", "--disable-background-networking", "--disable-component-update",
           "--disable-sync", f"--user-data-dir={profile}", "--enable-logging=stderr",
           "--v=0", *extra, path.as_uri()]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120)


def console_messages(stderr: str) -> list[str]:
    """The page's console lines in Chromium's log: an error, a blocked fetch."""
    return [line for line in stderr.splitlines() if ":CONSOLE" in line]


def distinct_pixels(png: bytes) -> int:
    """Distinct byte values in the decoded image data: a blank page has one or two."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    pos, data = 8, b""
    while pos < len(png):
        length, kind = struct.unpack(">I4s", png[pos:pos + 8])
        if kind == b"IDAT":
            data += png[pos + 8:pos + 8 + length]
        pos += 12 + length
    return len(set(zlib.decompress(data)))


# --- a signal to a running command ----------------------------------------------------


def signalled(tmp_path, args, sig, wait_for: str, timeout: float = 120, settle: float = 1.0,
              **extra_env: str):
    """Start `jaxcheck ARGS` in a session of its own, send ``sig`` ``settle`` seconds after
    ``wait_for`` appears in a marker file the target writes (or after start-up), and
    return (exit code, seconds from the signal to the exit, stderr, processes left, temp
    dirs left); ``extra_env``: more of the command's environment."""
    import signal
    import time

    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = subprocess_env(TMPDIR=str(tmp), **extra_env)
    proc = subprocess.Popen([sys.executable, "-m", "jaxcheck", *args], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and not (tmp_path / wait_for).exists():
        assert proc.poll() is None, proc.communicate()
        time.sleep(0.05)
    time.sleep(settle)
    sent = time.monotonic()
    os.killpg(proc.pid, sig) if sig == signal.SIGINT else proc.send_signal(sig)
    try:
        _, err = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        _, err = proc.communicate()
        raise AssertionError(f"still running 30 s after {sig!r}: {err[-2000:]}") from None
    took = time.monotonic() - sent

    def left_in_session() -> list[str]:
        return subprocess.run(["pgrep", "-s", str(proc.pid)], capture_output=True,
                              text=True).stdout.split()

    deadline = time.monotonic() + 10  # "after a few seconds": none left
    while (left := left_in_session()) and time.monotonic() < deadline:
        time.sleep(0.1)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    return proc.returncode, took, err, left, sorted(p.name for p in tmp.iterdir())


# --- the docs -------------------------------------------------------------------------


DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
NOT_RUN = "# not run by the docs test:"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)


def blocks(path: Path) -> list[tuple[str, str]]:
    """(language, text) of each fenced block."""
    return FENCE.findall(path.read_text(encoding="utf-8"))


def quick_start_files() -> dict[str, str]:
    """The README's blocks that name their file on their first line."""
    files = {}
    for _, text in blocks(REPO / "README.md"):
        first, _, rest = text.partition("\n")
        name = first.removeprefix("# ").strip()
        if first.startswith("# ") and re.fullmatch(r"\.?[\w.-]+\.(py|toml|yaml)", name):
            files[name] = rest
    return files


def commands(path: Path) -> list[list[str]]:
    """The ``jaxcheck`` command lines of ``path``'s bash and console blocks, as argv."""
    found = []
    for language, text in blocks(path):
        if language not in ("bash", "console") or NOT_RUN in text:
            continue
        for line in text.splitlines():
            line = line.removeprefix("$ ")
            if not line.startswith("jaxcheck "):
                continue
            line = re.split(r"\s(?:;|\|\|?|&&|>)|;", line, maxsplit=1)[0]
            found.append(shlex.split(line, comments=True))
    return found


# --- faults: the command in this process, on targets that misbehave -------------------


# the environment of a CI runner must not turn on GitHub output in these tests
NO_GITHUB = {"GITHUB_ACTIONS": None, "GITHUB_STEP_SUMMARY": None, "GITHUB_WORKSPACE": None}


def invoke(*args: str, **env: str | None) -> tuple[int, str, str]:
    """`jaxcheck ARGS` in this process; (exit code, stdout, stderr).

    An exception escaping the app fails the test: that is the traceback this suite is
    about (``catch_exceptions=False``).
    """
    from typer.testing import CliRunner

    from jaxcheck._src.cli.app import app

    result = CliRunner().invoke(app, list(args), env={**NO_GITHUB, "COLUMNS": "200", **env},
                                catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


PROGRESS = re.compile(r"jaxcheck: \[\d+/\d+\] ")


def error_line(err: str, prefix: str = errors.PREFIX) -> str:
    """The one error line of ``err`` (progress lines aside), without a traceback."""
    # progress (one line per finished target off a terminal) is not an error line
    lines = [ln for ln in err.strip().splitlines() if not PROGRESS.match(ln)]
    assert len(lines) == 1, f"expected one line on stderr, got:\n{err}"
    assert lines[0].startswith(prefix), lines[0]
    assert "Traceback" not in err
    return lines[0]


def raw_controls(text: str) -> list[str]:
    """Control characters a terminal would act on (newline and tab are text)."""
    return sorted({c for c in text if (ord(c) < 32 and c not in "\n\t") or 0x7f <= ord(c) < 0xa0})


@pytest.fixture(name="targets")
def fault_targets(tmp_path) -> Path:
    """A fresh targets file (its own name: no module cached by an earlier test)."""
    path = tmp_path / f"targets_{uuid.uuid4().hex[:8]}.py"
    path.write_text(FAULT_TARGETS.format(marker=str(tmp_path / "ran")))
    return path


@pytest.fixture(name="project")
def fault_project(tmp_path, monkeypatch):
    """A project with one workload entrypoint, as the current directory; (root, target)."""
    root = tmp_path / "proj"
    pkg = f"pkg_{uuid.uuid4().hex[:8]}"
    (root / pkg).mkdir(parents=True)
    (root / pkg / "__init__.py").write_text("")
    (root / pkg / "model.py").write_text(FAULT_TARGETS.format(marker=str(tmp_path / "ran")))
    target = f"{pkg}.model:workload"
    (root / "pyproject.toml").write_text(
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{target}"\n')
    monkeypatch.chdir(root)
    return root, target


def ran(tmp_path: Path) -> bool:
    """Whether a workload of :data:`builders.FAULT_TARGETS` ran (it leaves a marker)."""
    return (tmp_path / "ran").exists()


# --- scratch projects as fixtures -----------------------------------------------------


@pytest.fixture(name="project")
def steps_project(tmp_path, monkeypatch):
    """A scratch project: pyproject.toml, train.py and an empty subdirectory; cwd there."""
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "scratch"\n')
    (tmp_path / "train.py").write_text(STEP_ON_THREE_LENGTHS)
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    for name in [m for m in sys.modules if m in ("train", "trian")]:
        monkeypatch.delitem(sys.modules, name)
    yield tmp_path
    # what the test imported from the scratch project leaves with it (a later test's
    # `train` is another file)
    for name, mod in list(sys.modules.items()):
        if str(getattr(mod, "__file__", None) or "").startswith(str(tmp_path)):
            del sys.modules[name]


@pytest.fixture(name="project")
def declared_project(tmp_path, monkeypatch):
    """``train.py`` and ``pkg/model.py`` of :data:`builders.DECLARED_TRAIN`, its three
    entrypoints declared in pyproject.toml; cwd there."""
    (tmp_path / "train.py").write_text(textwrap.dedent(DECLARED_TRAIN))
    (tmp_path / "pyproject.toml").write_text(textwrap.dedent(DECLARED_PYPROJECT))
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "model.py").write_text(textwrap.dedent(DECLARED_TRAIN))
    monkeypatch.chdir(tmp_path)
    for name in [m for m in sys.modules if m == "train" or m.split(".")[0] == "pkg"]:
        monkeypatch.delitem(sys.modules, name)  # another test's project of the same names
    return tmp_path


@pytest.fixture(name="saved", scope="module")
def saved_report(tmp_path_factory):
    """A real run (JAX compiles `sgd` twice: a weak-typed float, then a strong one),
    saved as `--format json` saves it."""
    import jaxcheck
    from jaxcheck._src.report import jsonreport as _render_json

    with jax_compile_log() as log:
        report = jaxcheck.run(str(REPO / "examples/weak_type.py") + ":main")
    assert compiled(log, "sgd") == 2
    path = tmp_path_factory.mktemp("saved") / "report.json"
    path.write_text(_render_json.render(report))
    return report, path


def variations_witnessed(step, name: str, example, **options):
    """``jaxcheck.run(step, example=...)`` with each variation's verdict held against
    JAX's compile log: a hit compiled nothing of ``name``, a recompile compiled it.
    Returns the target's report and its variations by ``(axis, path)``."""
    import functools

    import jaxcheck

    marks: list[int] = []

    @functools.wraps(step)
    def target(*args, **kwargs):
        marks.append(len(lines))
        return step(*args, **kwargs)

    options.setdefault("mode", "execute")  # compiles, for JAX's log to witness
    with jax_compile_log() as lines:
        report = jaxcheck.run(target, example=example, **options)
    marks.append(len(lines))
    (ep,) = report.entrypoints
    assert ep.error is None, ep.error
    called = [v for v in ep.variations if v.result in ("hit", "recompile", "error")
              or v.withheld]
    assert len(marks) - 2 == len(called), (len(marks), [(v.axis, v.path) for v in called])
    assert compiled(lines[marks[0]:marks[1]], name) == 1  # the base call compiles once
    for i, v in enumerate(called):
        jax_says = compiled(lines[marks[i + 1]:marks[i + 2]], name)
        if v.result == "hit":
            assert jax_says == 0, (v.axis, v.path, v.detail)
        elif v.result == "recompile":
            assert jax_says >= 1, (v.axis, v.path, v.detail)
    return ep, {(v.axis, v.path): v for v in ep.variations}


# --- another user: permission bits as they hold for anyone but root ----------------------


@pytest.fixture(name="shared")
def shared_folder():
    """A scratch folder every user may enter (``tmp_path`` sits in a folder only its owner
    may enter): what a test run as nobody needs is put here."""
    base = Path(tempfile.mkdtemp(prefix="jaxcheck-shared-"))
    base.chmod(0o755)
    yield base
    for folder in (base, *base.rglob("*")):  # a test may leave a folder locked
        if folder.is_dir():
            folder.chmod(0o755)
    shutil.rmtree(base)


def as_nobody(call, warm_up, cwd: Path):
    """``call()`` in ``cwd``, in a forked child whose effective user is ``nobody`` (65534),
    so that a directory's permissions hold as for any user (root writes anywhere); its
    result comes back through a pipe. ``warm_up()`` runs first, as root, to import what
    ``call`` needs (the interpreter may live where ``nobody`` cannot read). As another
    user, ``call()`` runs here, in ``cwd`` too."""
    if os.geteuid() != 0:
        before = os.getcwd()
        os.chdir(cwd)
        try:
            return call()
        finally:
            os.chdir(before)
    import json

    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        status = 1
        try:
            os.close(read)
            warm_up()
            os.chdir(cwd)
            os.setegid(65534)
            os.seteuid(65534)
            with os.fdopen(write, "w") as out:
                json.dump(call(), out)
            status = 0
        finally:
            os._exit(status)
    os.close(write)
    with os.fdopen(read) as got:
        text = got.read()
    _, status = os.waitpid(pid, 0)
    assert status == 0 and text, "the child running as nobody failed"
    return tuple(json.loads(text))
