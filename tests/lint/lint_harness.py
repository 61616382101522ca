"""The harness of the lint tests that lint fixtures: JAX is the witness of each one.

Lint itself reads source text only. Every source a test lints through :func:`lint` (or
:func:`codes`/:func:`only`) is also run under JAX's compile log with the driver declared
for that test in ``RUNS`` (:func:`runs`: the calls that exercise it), and lint's finding
must agree with what JAX did: a finding where JAX recompiled (or refused an unhashable
static), none where it did not (``lint_truth.py``). A test that lints a fixture without a
driver fails; the few fixtures that cannot run say why in ``NOT_RUN``.

A test module that lints fixtures imports the autouse fixture :func:`jax_agrees`, which
runs them once the test is done.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import lint_truth
import pytest
from lint_truth import Driver, disagreement, execute_project

from jaxcheck._src.lint import lint_source

HEAD = """\
import functools
from functools import partial
from dataclasses import dataclass
import jax
import jax.numpy as jnp
import numpy as np
"""


#: the fixtures the running test linted, with lint's findings (run under JAX after it)
_linted: list[tuple[str, list]] | None = None
#: test name -> the driver of its fixtures: a Driver, or a function of (fixture text, the
#: test's parameters) -> Driver; or, in NOT_RUN, why its fixtures cannot run
RUNS: dict[str, Any] = {}
#: The one list of lint fixtures that are not run under JAX, and why. Beside these, the tests
#: of lint's plumbing (config, files, output formats, columns, SARIF, the disabled-rule
#: check) lint LOOP_JIT or write files and make no rule claim of their own (LOOP_JIT is
#: test_jit_in_loop's first fixture, run there); test_lint_cli.py's _SNIPPETS are fragments
#: for the never-crashes property test; its PITFALL, FIXABLE and UNSAFE programs are run in
#: test_the_command_line_fixtures_do_what_jax_does.
NOT_RUN: dict[str, str] = {
    "test_noqa": "a `# noqa` silences a finding by the user's choice; the program is "
                 "test_jit_in_loop's first fixture, run there",
    "test_jit_not_in_a_loop_or_not_fresh_is_fine[numba]":
        "numba is not installed here (its jit is not JAX's: nothing for JAX to compile)",
}


def runs(driver: str | Driver | Any, **kw: str):
    """Declare the calls that exercise this test's fixtures (see the module's docstring)."""
    def declare(test):
        RUNS[test.__name__] = Driver(driver, **kw) if isinstance(driver, str) else driver
        return test
    return declare


def by_source(*cases: tuple[str, Driver | str], default: Driver | None = None):
    """A driver per fixture: the first case whose text is in the fixture (a string: why
    that fixture cannot run, from NOT_RUN)."""
    def pick(text: str, params: dict) -> Driver | str:
        for needle, driver in cases:
            if needle in text:
                return driver
        assert default is not None, f"no driver for this fixture:\n{text}"
        return default
    return pick


@pytest.fixture(autouse=True)
def jax_agrees(request):
    """After the test: every fixture it linted, run under JAX's compile log with its
    driver, and lint's findings checked against what JAX did."""
    global _linted
    _linted = []
    yield
    linted, _linted = _linted, None
    name = request.node.originalname
    if not linted or name in NOT_RUN:
        return
    driver = RUNS.get(name)
    assert driver is not None, (f"{name} lints fixtures: declare the calls that run them "
                                "(@runs), or why they cannot run in NOT_RUN")
    callspec = getattr(request.node, "callspec", None)
    params = callspec.params if callspec is not None else {}
    for text, found in linted:
        chosen = driver if isinstance(driver, Driver) else driver(text, params)
        if isinstance(chosen, str):
            assert chosen in NOT_RUN.values(), chosen
            continue  # this fixture cannot run: the reason is in NOT_RUN
        outcome = lint_truth.execute(text, chosen.calls)
        problem = lint_truth.disagreement(found, outcome, chosen)
        assert problem is None, f"{problem}\n--- fixture\n{text}--- driver\n{chosen.calls}"


def lint(source: str, head: str = HEAD) -> list:
    """Lint's findings on ``head`` + ``source``; the fixture is then run under JAX."""
    text = head + textwrap.dedent(source)
    found = lint_source(text, "m.py")
    assert _linted is not None, "a test module that lints fixtures imports jax_agrees"
    _linted.append((text, found))
    return found


def codes(source: str, head: str = HEAD) -> list[tuple[int, str]]:
    """(line, code) of each finding; lines counted in ``source`` alone."""
    offset = head.count("\n")
    return [(f.line - offset, f.code) for f in lint(source, head)]


def only(source: str, head: str = HEAD) -> list[str]:
    return [code for _, code in codes(source, head)]


#: a jit of a lambda made in a loop (test_jit_in_loop's first fixture), with room for a comment
LOOP_JIT = """
def main(x):
    for _ in range(3):
        x = jax.jit(lambda v: v + 1)(x){comment}
"""


# --- the command line's project and programs -------------------------------------------

#: a jit made again in a loop: JC101
PITFALL = """\
import jax

def main(x):
    for _ in range(3):
        x = jax.jit(lambda v: v + 1)(x)
"""

#: a transformation made again in a loop, which `--fix` hoists
FIXABLE = """\
import jax


def loss(p, x):
    return (p * x).sum()


def main(p, xs):
    for x in xs:
        jax.jit(jax.grad(loss))(p, x)
"""


@pytest.fixture(name="project")
def lint_project(tmp_path: Path) -> Path:
    """A project of :data:`PITFALL` in three folders, one excluded, one with its rule
    ignored, and a clean module; its root."""
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


def project(tmp_path, files: dict[str, str], driver: str = "import main\nmain.main(x)",
            library: tuple[str, ...] = (), deliberate: str | None = None) -> list[str]:
    """Lint ``files`` (relative path -> source) as one project, then import them and run
    ``driver`` under JAX's compile log (``x``: eight ones), which must agree with lint's
    findings (``deliberate``: why a recompile is left alone on purpose); the codes lint
    found."""
    from jaxcheck._src.lint import LintConfig, lint_files

    paths = []
    for rel, text in files.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
        paths.append(path)
    found = lint_files(sorted(paths), LintConfig(root=tmp_path))
    calls = "x = jnp.ones(8)\n" + driver
    outcome = execute_project(tmp_path, files, calls, library)
    problem = disagreement(found, outcome, Driver(calls, deliberate=deliberate))
    assert problem is None, f"{problem}\n{[(f.path, f.line, f.code) for f in found]}"
    return [f.code for f in found]
