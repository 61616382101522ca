"""jaxcheck as a user installs it: the built wheel, non-editable, in a fresh venv.

One module, one venv (``make test-install``; a few minutes):

* the wheel's contents, and the installed command run from another directory,
  on an example target and on a program (``run -- python ...``, whose start-up
  hook must ship in the wheel);
* every ``run:`` command of the GitHub Actions workflow in ``examples/ci/``, in a
  src-layout project that depends on optax;
* the pre-commit hook ``jaxcheck`` through ``pre-commit try-repo``: with the
  project's environment it passes on the clean project and fails naming the
  function and argument after a recompile regression; without jaxcheck in the
  environment it fails with one line.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import time
import zipfile
from pathlib import Path

import pytest
import yaml
from builders import make_project
from helpers import REPO

pytestmark = [pytest.mark.install, pytest.mark.slow]


def sh(*cmd, cwd=None, env=None, timeout=900, check=True) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout)
    if check:
        assert proc.returncode == 0, f"{cmd}: exit {proc.returncode}\n{proc.stdout}\n{proc.stderr}"
    return proc


def clean_env(venv: Path | None = None, **extra: str) -> dict[str, str]:
    """The environment of a user's shell: no trace of this test run's venv."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("GITHUB_", "PRE_COMMIT", "PYTEST", "VIRTUAL_ENV"))
           and k not in ("PYTHONPATH", "XLA_FLAGS")}
    path = [p for p in env["PATH"].split(os.pathsep)
            if not p.startswith(str(Path(sys.executable).parent))]
    if venv is not None:
        path.insert(0, str(venv / "bin"))
    env.update(PATH=os.pathsep.join(path), JAX_PLATFORMS="cpu", COLUMNS="200", NO_COLOR="1")
    env.update(extra)
    return env


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    sh(sys.executable, "-m", "build", "--wheel", "--outdir", out, REPO)
    [built] = out.glob("jaxcheck-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(tmp_path_factory, wheel) -> Path:
    where = tmp_path_factory.mktemp("venv") / "venv"
    sh(sys.executable, "-m", "venv", where)
    sh(where / "bin" / "python", "-m", "pip", "install", "-q", wheel, env=clean_env())
    return where


def test_the_wheel_holds_the_package_and_nothing_else(wheel):
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        meta = z.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
        entry_points = z.read(next(n for n in names if n.endswith("entry_points.txt"))).decode()
    tops = {n.split("/")[0] for n in names}
    assert tops == {"jaxcheck", wheel.name.split("-py3")[0] + ".dist-info"}, tops
    assert "jaxcheck/py.typed" in names
    assert "jaxcheck/_src/run/startup/sitecustomize.py" in names
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    assert "License-Expression: Apache-2.0" in meta
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert "[pytest11]\njaxcheck = jaxcheck._src.embed.pytest_plugin" in entry_points
    assert "jaxcheck = jaxcheck._src.cli.app:main" in entry_points


def test_the_installed_command_from_another_directory(venv, tmp_path):
    shutil.copy(REPO / "examples" / "shape.py", tmp_path / "shape.py")
    (tmp_path / "prog.py").write_text(textwrap.dedent('''
        import jax
        import jax.numpy as jnp

        double = jax.jit(lambda x: 2 * x)
        if __name__ == "__main__":
            double(jnp.ones(2))
            double(jnp.ones(3))
    '''))
    env = clean_env(venv)
    where = sh("python", "-c", "import jaxcheck; print(jaxcheck.__file__)", cwd=tmp_path,
               env=env).stdout
    assert where.startswith(str(venv)), where  # the wheel's copy, not the source tree
    target = sh("jaxcheck", "run", "shape.py:main", cwd=tmp_path, env=env, check=False)
    assert target.returncode == 1, target.stdout + target.stderr
    assert "shape" in target.stdout and "normalize" in target.stdout
    program = sh("jaxcheck", "run", "--", "python", "prog.py", cwd=tmp_path, env=env,
                 check=False)
    assert program.returncode == 1, program.stdout + program.stderr
    assert "shape at x: f32[2] → f32[3]" in program.stdout and "[process " in program.stdout

    # A program under another Python environment (here the one running these tests,
    # which has jax) imports the jaxcheck of the command that runs it, beside the hook.
    (tmp_path / "which.py").write_text(
        "import os, jax, jaxcheck\nprint('from', os.path.realpath(jaxcheck.__file__))\n")
    other = sh("jaxcheck", "run", "--", sys.executable, "which.py", cwd=tmp_path, env=env)
    assert f"from {os.path.realpath(venv)}" in other.stdout, other.stdout
    assert "1 process" in other.stdout and "program exit 0 · exit 0" in other.stdout


MODEL = '''\
import jax
import jax.numpy as jnp
import optax

BATCHES = {batches!r}
_optimizer = optax.sgd(0.1)


@jax.jit
def step(w, x, lr):
    return w - lr * jnp.mean(x) * w


def workload():
    w = jnp.ones((4,))
    state = _optimizer.init(w)
    for n in BATCHES:
        w = step(w, jnp.ones((n,)), 0.1)
    return w, state
'''

PYPROJECT = '''\
[build-system]
requires = ["setuptools>=77"]
build-backend = "setuptools.build_meta"

[project]
name = "mypkg"
version = "0.1.0"
dependencies = ["optax"]

[[tool.jaxcheck.entrypoints]]
target = "mypkg.model:step"
args = "f32[4], f32[8], float"

[[tool.jaxcheck.entrypoints]]
target = "mypkg.model:workload"
'''


def optax_project(root: Path) -> Path:
    """A src-layout project importing optax, with two entrypoints, in git."""
    return make_project(root, MODEL.format(batches=(8, 8, 8)), PYPROJECT, package="src/mypkg",
                        git_env=clean_env())


def write_model(root: Path, batches) -> None:
    (root / "src" / "mypkg" / "model.py").write_text(MODEL.format(batches=tuple(batches)))


@pytest.fixture(scope="module")
def workflow(tmp_path_factory, venv, wheel):
    """The project after every `run:` step of examples/ci/jaxcheck.yml, in order."""
    project = optax_project(tmp_path_factory.mktemp("project") / "mypkg")
    spec = yaml.safe_load((REPO / "examples" / "ci" / "jaxcheck.yml").read_text())
    commands = [step["run"] for job in spec["jobs"].values() for step in job["steps"]
                if "run" in step]
    summary = project.parent / "summary.md"
    env = clean_env(venv, JAXCHECK=str(wheel), GITHUB_ACTIONS="true",
                    GITHUB_STEP_SUMMARY=str(summary))
    results = [sh("bash", "-c", command, cwd=project, env=env, check=False)
               for command in commands]
    return project, commands, results, summary


def test_the_ci_workflow_runs_as_written(workflow):
    project, commands, results, summary = workflow
    assert commands[-1].startswith("jaxcheck check")
    for command, proc in zip(commands, results, strict=True):
        assert proc.returncode == 0, f"{command}: exit {proc.returncode}\n{proc.stdout}\n" \
                                     f"{proc.stderr}"
    assert 'tests="2"' in (project / "jaxcheck.xml").read_text()
    assert "mypkg.model:step" in summary.read_text()


def try_repo(project: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    """`pre-commit try-repo` of this repository (with its uncommitted changes), hook jaxcheck."""
    return sh(sys.executable, "-m", "pre_commit", "try-repo", REPO, "jaxcheck", "--all-files",
              "--verbose", "--color", "never", cwd=project, env=env, check=False)


def test_the_pre_commit_hook_uses_the_projects_environment(workflow, venv, tmp_path):
    project = workflow[0]  # installed in the venv by the workflow's steps
    env = clean_env(venv, PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"))
    clean = try_repo(project, env)
    assert clean.returncode == 0, clean.stdout + clean.stderr
    assert "Passed" in clean.stdout and "mypkg.model:workload" in clean.stdout

    write_model(project, batches=(8, 8, 5))  # the last batch is smaller: a recompile
    start = time.perf_counter()
    regressed = try_repo(project, env)
    print(f"\nwarm pre-commit try-repo run: {time.perf_counter() - start:.1f} s")
    assert regressed.returncode == 1, regressed.stdout + regressed.stderr
    assert "Failed" in regressed.stdout
    assert "step" in regressed.stdout and "shape at x: f32[8] → f32[5]" in regressed.stdout


def test_the_pre_commit_hook_without_jaxcheck_says_so_in_one_line(tmp_path):
    project = optax_project(tmp_path / "bare")
    python3 = shutil.which("python3", path=clean_env()["PATH"])
    env = clean_env(PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"),
                    JAXCHECK_PYTHON=str(python3))
    proc = try_repo(project, env)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("jaxcheck: ")]
    assert lines == [f"jaxcheck: not installed in the project's environment ({python3}): "
                     "install it there from where jaxcheck came (pip install "
                     "/path/to/jaxcheck, its wheel or its git URL), or use hook id "
                     "jaxcheck-isolated"], proc.stdout
