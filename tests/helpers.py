"""Helpers shared by the test files: files and projects written for a test, the line
of a text in them, and the ``jaxcheck`` command run on them.

(``conftest.py`` keeps the fixtures and hooks, and re-exports ``cli``,
``subprocess_env`` and ``write_module`` for the tests that import them from there.)
"""

from __future__ import annotations

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
