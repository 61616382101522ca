"""`jaxcheck lint` in this process: the exit codes, ``check`` linting first, random code
that never crashes the linter, the typer command, files over the size cap, fixes that
need ``--unsafe-fixes``, and this file's programs under JAX's compile log.

The command in a process of its own (the exit codes as a shell sees them, the pre-commit
hook, closed pipes, the promise that JAX is never imported) is
``tests/e2e/lint/test_lint_command.py``.
"""

from __future__ import annotations

import textwrap

import pytest
from helpers import REPO
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lint_harness import FIXABLE, PITFALL, lint_project  # noqa: F401 (the fixture `project`)

from jaxcheck._src.lint import LintConfig, lint_files, lint_source


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


def test_the_typer_command_hands_its_arguments_to_lint(monkeypatch):
    from typer.testing import CliRunner

    from jaxcheck._src.cli.app import app

    monkeypatch.chdir(REPO)
    result = CliRunner().invoke(app, ["lint", "--format", "json", "examples/kwargs.py"])
    assert result.exit_code == 1 and '"code": "JC106"' in result.output
    assert CliRunner().invoke(app, ["lint", "--help"]).output.startswith("usage: jaxcheck lint")


# --- files that are not files, outputs that cannot be written (exit 5, one line) ----------


def test_a_file_over_the_size_cap_is_one_finding(tmp_path):
    from jaxcheck._src.lint.files import read_source

    big = tmp_path / "big.py"
    big.write_bytes(b"x = 1\n" * 100)
    assert read_source(big, limit=1000) == b"x = 1\n" * 100
    with pytest.raises(OSError, match="larger than"):
        read_source(big, limit=100)


UNSAFE = """\
import jax

def _f(x, limits):
    return x * limits[0]

f = jax.jit(_f, static_argnums=1)

def main(x):
    limits = [1, 2]  # a name: other code may use it as a list
    return f(x, limits)
"""


# --- fixes, and this file's programs under JAX ----------------------------------------


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


#: one jit made anew in an inner loop: one finding, whose fix takes two passes (hoisted
#: above the inner loop, then above the outer one)
NESTED = """\
import jax


def loss(p, x):
    return (p * x).sum()


def main(p, xss):
    for xs in xss:
        for x in xs:
            jax.jit(jax.grad(loss))(p, x)
"""


def test_diff_counts_the_pitfalls_the_report_counts(tmp_path, capsys):
    """`--diff` says "1 fix would be applied" for the one pitfall the report shows, however
    many passes its fix takes; `--fix` then leaves nothing, and JAX compiles once."""
    import io

    from lint_truth import execute

    from jaxcheck._src.cli.commands.lint import lint as command
    from jaxcheck._src.lint.fix import fixed_text

    (tmp_path / "train.py").write_text(NESTED)
    config = LintConfig(root=tmp_path)
    assert len(lint_files([tmp_path / "train.py"], config)) == 1
    out = io.StringIO()
    assert command([str(tmp_path / "train.py")], config, mode="diff", out=out) == 1
    assert "1 fix would be applied" in capsys.readouterr().err
    assert "+    grad_loss_jit = jax.jit(jax.grad(loss))" in out.getvalue()
    fixed, applied = fixed_text(NESTED, "train.py", None, None)
    assert applied == 1 and lint_source(fixed, "train.py") == []
    driver = "main(jnp.ones(3), [[jnp.ones(3)] * 2] * 2)"
    assert execute(NESTED, driver).compiles == {"loss": 4}
    assert execute(fixed, driver).compiles == {"loss": 1}


MIXED = """
import jax


@jax.jit
def sgd(w, g, lr):
    return w - lr * g


def main(w, g):
    w = sgd(w, g, 1)
    return sgd(w, g, 0.5)
"""


@pytest.mark.parametrize("mode", ["diff", "fix"])
def test_a_fix_left_out_as_unsafe_is_named(tmp_path, capsys, mode):
    """`float(1)` makes the int call's results floats too, so it waits for --unsafe-fixes;
    `--diff` and `--fix` say it is there rather than "No fixes available" alone."""
    import io

    from jaxcheck._src.cli.commands.lint import lint as command

    path = tmp_path / "train.py"
    path.write_text(MIXED)
    config = LintConfig(root=tmp_path)
    # (--diff exits 1 only when it shows a change; --fix, when a finding remains)
    assert command([str(path)], config, mode=mode, out=io.StringIO()) == \
        (0 if mode == "diff" else 1)
    err = capsys.readouterr().err
    assert "(1 fix with --unsafe-fixes, which could change what the program computes)" \
        in err, err
    assert path.read_text() == MIXED  # nothing unsafe written
    assert command([str(path)], config, mode=mode, out=io.StringIO(), unsafe=True) == \
        (1 if mode == "diff" else 0)  # the diff shown; the one finding fixed
    assert "--unsafe-fixes" not in capsys.readouterr().err
