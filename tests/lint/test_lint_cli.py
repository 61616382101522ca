"""`jaxcheck lint` as users run it: the command line, its exit codes, the pre-commit hook,
`jaxcheck check` linting first, and the promise that JAX is never imported."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from helpers import hook_repository
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jaxcheck._src.lint import lint_source

ROOT = Path(__file__).parent.parent.parent

PITFALL = """\
import jax

def main(x):
    for _ in range(3):
        x = jax.jit(lambda v: v + 1)(x)
"""


def lint(*args: str, cwd: Path, python: list[str] | None = None):
    return subprocess.run([*(python or [sys.executable, "-m", "jaxcheck"]), "lint", *args],
                          cwd=cwd, capture_output=True, text=True, timeout=120)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "pyproject.toml").write_text(textwrap.dedent("""\
        [tool.jaxcheck.lint]
        exclude = ["generated"]
        per-file-ignores = {"scripts/*" = ["JC101"]}
        """))
    for name in ("pkg/train.py", "generated/out.py", "scripts/once.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(PITFALL)
    (tmp_path / "pkg/clean.py").write_text("import jax\nstep = jax.jit(abs)\n")
    return tmp_path


def test_exit_codes_and_config(project):
    found = lint(cwd=project)
    assert found.returncode == 1, found.stderr
    assert found.stdout.startswith("pkg/train.py:5:13: JC101 ")  # exclude, per-file-ignores
    assert "Found 1 recompile pitfall in 3 files." in found.stdout
    bad = lint("--select", "JC999", cwd=project)
    assert bad.returncode == 2 and bad.stderr.startswith("jaxcheck: error: ")
    assert bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr


@pytest.mark.parametrize("args,code", [
    (["pkg/clean.py"], 0), (["--ignore", "JC101"], 0), (["--exit-zero"], 0),
    (["--select", "JC999"], 2), (["missing.py"], 2), (["--format", "xml"], 2),
    (["--explain", "X"], 2), (["--nope"], 2), (["--explain", "JC103"], 0),
])
def test_exit_codes_in_process(project, monkeypatch, capsys, args, code):
    from jaxcheck._src.cli.commands.lint import main

    monkeypatch.chdir(project)
    assert main(args) == code
    err = capsys.readouterr().err
    if code == 2:
        assert err.count("\n") == 1 and err.startswith("jaxcheck: error: ")
    else:
        assert err == ""


def test_a_syntax_error_is_a_finding_not_a_traceback(project):
    (project / "pkg/broken.py").write_text("def f(:\n")
    result = lint("--format", "json", cwd=project)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert sorted(f["code"] for f in __import__("json").loads(result.stdout)) == [
        "JC000", "JC101"]


def test_lint_never_imports_jax_or_numpy(project):
    result = subprocess.run([sys.executable, "-X", "importtime", "-m", "jaxcheck", "lint",
                             "pkg/train.py"], cwd=project, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 1
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines()
                if line.startswith("import time:")}
    assert "jaxcheck._src.lint" in imported
    assert not {"jax", "jaxlib", "numpy", "rich"} & imported


def test_lint_runs_where_jax_cannot_be_imported(project):
    code = ("import sys\n"
            "for name in ('jax', 'jaxlib', 'numpy', 'rich'): sys.modules[name] = None\n"
            "sys.argv = ['jaxcheck', 'lint', 'pkg/train.py']\n"
            "from jaxcheck._src.cli.app import main\n"
            "main()\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=project, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 1, result.stderr
    assert "JC101" in result.stdout


def test_precommit_hook_runs_from_the_checkout_without_installing(project):
    """The hook sets PYTHONPATH to its own checkout and runs ``python -m jaxcheck lint``:
    standard library only, so the project's Python needs neither jaxcheck nor JAX."""
    env = {"PATH": os.environ.get("PATH", ""), "JAXCHECK_PYTHON": sys.executable}
    hook = ROOT / "hooks" / "jaxcheck-lint"
    result = subprocess.run([str(hook), "pkg/train.py", "pkg/clean.py"], cwd=project, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 1, result.stderr
    assert result.stdout.startswith("pkg/train.py:5:13: JC101")
    manifest = (ROOT / ".pre-commit-hooks.yaml").read_text()
    assert "- id: jaxcheck-lint" in manifest and "types: [python]" in manifest


def test_check_lints_first_when_asked(project, capsys, monkeypatch):
    from jaxcheck._src.cli.commands.check import _lint_first
    from jaxcheck._src.config.table import Config

    monkeypatch.chdir(project)
    config = Config(path=project / "pyproject.toml", settings={"lint": True})
    assert _lint_first(config) == 1
    assert "pkg/train.py:5:13: JC101" in capsys.readouterr().err
    assert _lint_first(Config(path=project / "pyproject.toml", settings={})) == 0
    off = Config(path=project / "pyproject.toml", settings={"lint": {"check": False}})
    assert _lint_first(off) == 0


# --- the linter never crashes on valid Python --------------------------------------------

_SNIPPETS = [
    "import jax", "from jax import jit as J", "from functools import partial",
    "import equinox as eqx", "import numpy as np",
    "@jax.jit\ndef f(x, n):\n    return x", "@partial(jax.jit, static_argnums=(1, -1))\n"
    "def f(x, n=1, *a, k, **kw):\n    return x",
    "f = jax.jit(lambda *a, **k: a, static_argnames='k')", "g = f", "h = J(f)",
    "class C:\n    pass", "@dataclass\nclass D:\n    x: int = 0",
    "class E(C):\n    @eqx.filter_jit\n    def m(self, x):\n        return self.m(x, [1])",
    "for i in range(0, n, b):\n    f(x[i:i + b], len(x[i:i + b]))",
    "while f(x, [1]):\n    lr = lr * 0.5\n    f(x, lr)",
    "async def a():\n    async for i in it:\n        f(*i, **{i: i}, n=i)",
    "def k():\n    return jax.jit(partial(f))(*x)", "lr = 1\nf(lr)\nf(x=2.5)",
    "x = [jax.jit(q)(1) for q in qs]", "f(x, n=lambda: 0)", "f(np.array([1]), C())",
    "try:\n    import jax as j\nexcept ImportError:\n    j = None",
    "match x:\n    case [a]:\n        f(a, a)\n    case _:\n        pass",
]


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from(_SNIPPETS), max_size=8),
       st.lists(st.sampled_from(["", "def w():\n", "for z in zs:\n", "class Q:\n"]),
                max_size=3))
def test_random_jax_code_never_crashes_the_linter(parts, wrappers):
    source = "\n".join(parts) or "pass"
    for wrapper in wrappers:  # nest the whole thing in functions, loops and classes
        source = wrapper + textwrap.indent(source, "    ") if wrapper else source
    for finding in lint_source(source, "m.py"):
        assert finding.code.startswith("JC") and finding.line >= 1 and finding.col >= 1


@pytest.mark.slow  # drawing programs from Python's grammar takes about half a minute
@settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_random_valid_python_never_crashes_the_linter(data):
    # the optional library is this test's alone: a missing one skips only this test
    hypothesmith = pytest.importorskip("hypothesmith")
    source = data.draw(hypothesmith.from_grammar())
    for finding in lint_source("import jax\njit = jax.jit\n" + source, "m.py"):
        assert finding.code != "JC000"  # valid Python always parses


def test_precommit_runs_the_hook_on_staged_files_only(tmp_path):
    """pre-commit itself, with a scratch repository of this source tree as the hook
    repository (no git checkout needed)."""
    def git(*args, cwd):
        subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)

    clone, rev = hook_repository(tmp_path)
    project = tmp_path / "project"
    (project / "pkg").mkdir(parents=True)
    (project / "pkg/train.py").write_text(PITFALL)
    (project / "notes.txt").write_text("jax.jit in a loop\n")
    (project / ".pre-commit-config.yaml").write_text(
        f"repos:\n-   repo: {clone}\n    rev: {rev}\n    hooks:\n    -   id: jaxcheck-lint\n")
    git("init", "--quiet", cwd=project)
    git("add", "-A", cwd=project)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GITHUB_", "PRE_COMMIT"))}
    env.update(PRE_COMMIT_HOME=str(tmp_path / "home"), JAXCHECK_PYTHON=sys.executable)
    proc = subprocess.run([sys.executable, "-m", "pre_commit", "run", "jaxcheck-lint",
                           "--color", "never"], cwd=project, env=env, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "pkg/train.py:5:13: JC101" in proc.stdout and "notes.txt" not in proc.stdout


def test_the_typer_command_hands_its_arguments_to_lint(monkeypatch):
    from typer.testing import CliRunner

    from jaxcheck._src.cli.app import app

    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(app, ["lint", "--format", "json", "examples/kwargs.py"])
    assert result.exit_code == 1 and '"code": "JC106"' in result.output
    assert CliRunner().invoke(app, ["lint", "--help"]).output.startswith("usage: jaxcheck lint")


# --- files that are not files, outputs that cannot be written (exit 5, one line) ----------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_named_py_is_reported_never_waited_on(tmp_path):
    """A FIFO with no writer would block open() and read() forever."""
    from jaxcheck._src.lint import LintConfig, lint_files
    from jaxcheck._src.lint.files import discover

    os.mkfifo(tmp_path / "pipe.py")
    (tmp_path / "train.py").write_text(PITFALL)
    # walked: never listed; given by name: one JC000 finding, the other file still linted
    assert discover([str(tmp_path)], lambda p: False) == [tmp_path / "train.py"]
    found = lint_files([tmp_path / "pipe.py", tmp_path / "train.py"],
                       LintConfig(root=tmp_path))
    assert [(Path(f.path).name, f.code) for f in found] == [("pipe.py", "JC000"),
                                                             ("train.py", "JC101")]
    assert "not a regular file" in found[0].message
    done = lint(".", cwd=tmp_path)  # the whole command, with a timeout
    assert done.returncode == 1 and "train.py:5:13: JC101" in done.stdout


def test_a_file_over_the_size_cap_is_one_finding(tmp_path):
    from jaxcheck._src.lint.files import read_source

    big = tmp_path / "big.py"
    big.write_bytes(b"x = 1\n" * 100)
    assert read_source(big, limit=1000) == b"x = 1\n" * 100
    with pytest.raises(OSError, match="larger than"):
        read_source(big, limit=100)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
@pytest.mark.parametrize("args", [[], ["--exit-zero"], ["--format", "sarif"]])
def test_a_full_disk_is_one_line_and_exit_5(tmp_path, args):
    (tmp_path / "train.py").write_text(PITFALL)
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "jaxcheck", "lint", *args, "train.py"],
                              cwd=tmp_path, stdout=full, stderr=subprocess.PIPE, text=True,
                              timeout=120)
    assert done.returncode == 5, done.stderr
    assert done.stderr == ("jaxcheck: error: cannot write the lint output: No space left on "
                           "device\n")


def test_a_closed_pipe_is_one_line_and_exit_5(tmp_path):
    (tmp_path / "train.py").write_text(PITFALL)
    read, write = os.pipe()
    os.close(read)  # the reader is gone before lint writes
    try:
        done = subprocess.run([sys.executable, "-m", "jaxcheck", "lint", "--exit-zero",
                               "train.py"], cwd=tmp_path, stdout=write,
                              stderr=subprocess.PIPE, text=True, timeout=120)
    finally:
        os.close(write)
    assert done.returncode == 5, done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith("jaxcheck: error: cannot write the lint output")


FIXABLE = """\
import jax


def loss(p, x):
    return (p * x).sum()


def main(p, xs):
    for x in xs:
        jax.jit(jax.grad(loss))(p, x)
"""


def test_diff_prints_the_fix_and_writes_nothing_then_fix_writes_it(tmp_path):
    path = tmp_path / "train.py"
    path.write_text(FIXABLE)
    shown = lint("--diff", "train.py", cwd=tmp_path)
    assert shown.returncode == 1, shown.stderr
    assert shown.stdout.startswith("--- train.py\n+++ train.py\n")
    assert "+    grad_loss_jit = jax.jit(jax.grad(loss))" in shown.stdout
    assert path.read_text() == FIXABLE
    fixed = lint("--fix", "train.py", cwd=tmp_path)
    assert fixed.returncode == 0, fixed.stdout + fixed.stderr
    assert "All clear" in fixed.stdout and "Fixed 1 finding; 0 remaining." in fixed.stderr
    assert "grad_loss_jit(p, x)" in path.read_text()
    assert lint("--diff", "train.py", cwd=tmp_path).returncode == 0  # nothing left
    bad = lint("--unsafe-fixes", "train.py", cwd=tmp_path)
    assert bad.returncode == 2 and "--unsafe-fixes goes with --fix" in bad.stderr


UNSAFE = """\
import jax

def _f(x, limits):
    return x * limits[0]

f = jax.jit(_f, static_argnums=1)

def main(x):
    limits = [1, 2]  # a name: other code may use it as a list
    return f(x, limits)
"""


def test_a_fix_that_could_change_behaviour_needs_unsafe_fixes():
    from jaxcheck._src.lint.fix import fixed_text

    source = UNSAFE
    assert fixed_text(source, "m.py", None, None) == (source, 0)
    fixed, applied = fixed_text(source, "m.py", None, None, unsafe=True)
    assert applied == 1 and "limits = (1, 2)" in fixed
    assert lint_source(fixed, "m.py") == []


def test_the_command_line_fixtures_do_what_jax_does():
    """This file's programs run under JAX's compile log (``tests/lint/lint_truth.py``): each
    pitfall recompiles (or JAX refuses it), and each fixed program compiles once."""
    from lint_truth import execute

    from jaxcheck._src.lint.fix import fixed_text

    pitfall = execute(PITFALL, "main(jnp.ones(3))")
    assert pitfall.recompiled == ["<lambda>"], pitfall.describe()
    for source, driver, name in ((FIXABLE, "main(jnp.ones(3), [jnp.ones(3)] * 3)", "loss"),
                                 (UNSAFE, "main(jnp.ones(3))\nmain(jnp.ones(3))", "_f")):
        before = execute(source, driver)
        assert before.pitfall, before.describe()
        fixed, applied = fixed_text(source, "m.py", None, None, unsafe=True)
        assert applied == 1
        after = execute(fixed, driver)
        assert after.compiles == {name: 1} and not after.pitfall, after.describe()
