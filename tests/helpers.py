"""Helpers shared by the test files: files and projects written for a test, the line
of a text in them, and the ``jaxcheck`` command run on them.

(``conftest.py`` keeps the fixtures and hooks, and re-exports ``cli``,
``subprocess_env`` and ``write_module`` for the tests that import them from there.)
"""

from __future__ import annotations

import atexit
import os
import subprocess
import tempfile
import textwrap
import uuid
from pathlib import Path


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


#: a directory holding only the sitecustomize.py that records JAX's compiles in a child
WITNESS_SITE = str(Path(__file__).parent / "witness_site")


# --- the command line --------------------------------------------------------------------


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


# --- conditions a test makes for itself: a hook repository, a directory with no project ---

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
