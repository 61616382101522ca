"""Hostile environments that need a process of their own: ``JAX_PLATFORMS`` naming a
backend this machine lacks, an ``XLA_FLAGS`` flag only XLA can judge, a ``PYTHONPATH``
folder whose modules shadow the standard library, a working folder this user cannot
list, and a ``TMPDIR`` that does not exist.

Each is one line with its documented exit code (2 for the environment, as for any bad
input), or the run as it would be without the fault; JAX's compile log counts.
"""

from __future__ import annotations

import json
import os
import shutil

import pytest
from builders import LEFT_TO_XLA, XLA_VERDICTS
from helpers import (
    as_nobody,
    cli,
    error_line,
    fault_targets,  # noqa: F401 (the fixture `targets`)
    invoke,
    ran,
    shared_folder,  # noqa: F401 (the fixture `shared`)
    subprocess_env,
)

from jaxcheck._src.util import errors


def _project(root, targets) -> str:
    """``targets`` as the module of a project at ``root``; its workload target."""
    root.mkdir(exist_ok=True)
    shutil.copy(targets, root / "steps.py")
    (root / "pyproject.toml").write_text(
        '[[tool.jaxcheck.entrypoints]]\ntarget = "steps:workload"\n')
    return "steps:workload"


# --- a backend the machine lacks -------------------------------------------------------


@pytest.mark.parametrize("command", [["run", "steps:workload"], ["check"]],
                         ids=["in-process", "isolated"])
def test_jax_platforms_naming_a_missing_backend_says_so_with_the_fix(targets, tmp_path,
                                                                    command):
    _project(tmp_path / "proj", targets)
    code, out, err = cli(*command, cwd=tmp_path / "proj",
                         env=subprocess_env(JAX_PLATFORMS="cuda"))
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err, prefix="jaxcheck: error: JAX cannot start the backend")
    assert "JAX_PLATFORMS='cuda'" in line and "JAX_PLATFORMS=cpu" in line
    assert "not supported" not in line and not ran(tmp_path)


@pytest.mark.parametrize("command", [["run", "warm:step"], ["run", "--isolate", "warm:step"]],
                         ids=["in-process", "isolated"])
def test_a_module_that_runs_jax_as_it_is_imported_gets_the_same_line(tmp_path, command):
    # the import fails before the capture's own probe: the line must still name the backend
    (tmp_path / "warm.py").write_text(
        "import jax\nimport jax.numpy as jnp\n\n\n@jax.jit\ndef step(x):\n"
        "    return x + 1\n\n\nstep(jnp.ones(2))\n")
    code, out, err = cli(*command, cwd=tmp_path, env=subprocess_env(JAX_PLATFORMS="cuda"))
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err, prefix="jaxcheck: error: JAX cannot start the backend")
    assert "JAX_PLATFORMS='cuda'" in line and "AssertionError:" not in err.replace(line, "")


# --- a flag only XLA can judge -----------------------------------------------------------


@pytest.mark.parametrize("command", [["run", "steps:workload"], ["check"]],
                         ids=["in-process", "isolated"])
def test_a_misspelt_xla_flag_is_one_line_before_anything_runs(targets, tmp_path, command):
    # in process XLA would end jaxcheck itself with its own line and exit 1 ("unexpected
    # recompiles"): the name is looked up in jaxlib before the target is imported
    _project(tmp_path / "proj", targets)
    code, out, err = cli(*command, cwd=tmp_path / "proj", env=subprocess_env(
        XLA_FLAGS="--xla_force_host_platform_device_count=2 --xla_no_such_flag_at_all"))
    assert code == errors.USAGE, (code, out, err)
    lines = [ln for ln in err.splitlines() if ln.startswith("jaxcheck: error:")]
    assert len(lines) == 1 and "--xla_no_such_flag_at_all is not a flag of" in lines[0]
    assert "unset XLA_FLAGS" in lines[0] and "Crashed" not in out + err
    assert not ran(tmp_path)


def test_a_misspelt_xla_flag_set_by_the_targets_module_is_xlas_line_not_a_crash(targets,
                                                                              tmp_path):
    # set where only XLA reads it, as the worker imports the module: the worker's end is
    # read for XLA's own line
    _project(tmp_path / "proj", targets)
    steps = tmp_path / "proj" / "steps.py"
    steps.write_text('import os\nos.environ["XLA_FLAGS"] = "--xla_no_such_flag_at_all"\n'
                     + steps.read_text())
    code, out, err = cli("check", cwd=tmp_path / "proj", env=subprocess_env())
    assert code == errors.USAGE, (code, out, err)
    lines = [ln for ln in err.splitlines() if ln.startswith("jaxcheck: error:")]
    assert len(lines) == 1 and "XLA ended the process on XLA_FLAGS" in lines[0]
    assert "--xla_no_such_flag_at_all" in lines[0] and "Crashed" not in out + err
    assert not ran(tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("flags, ends", XLA_VERDICTS + [(f, True) for f in LEFT_TO_XLA])
def test_xla_ends_the_process_where_the_table_says(flags, ends, tmp_path):
    """The truth of ``XLA_VERDICTS`` (tests/faults/test_hostile_env.py), from XLA itself:
    a process that starts the CPU backend with those flags, in a folder with no file of
    their name."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", "import jax; jax.numpy.zeros(1).block_until_ready()"],
        env={**subprocess_env(), "XLA_FLAGS": flags}, cwd=tmp_path,
        capture_output=True, text=True, timeout=120)
    assert (done.returncode != 0) == ends, (done.returncode, done.stderr[-2000:])
    if ends:
        assert "XLA_FLAGS" in done.stderr or "Couldn't interpret value" in done.stderr


# --- a PYTHONPATH that shadows the standard library ----------------------------------------

USES_ITS_OWN = '''
import colorsys
import json
import shlex

from steps import double, jnp


def main():
    # the user's modules, not the standard library's
    assert (colorsys.MINE, json.MINE, shlex.MINE) == ("colorsys", "json", "shlex")
    double(jnp.ones(3))
    double(jnp.ones(4))
'''


@pytest.mark.parametrize("command", [["run", "mine:main"], ["check"]],
                         ids=["in-process", "isolated"])
def test_a_pythonpath_shadowing_the_standard_library_breaks_nothing(targets, tmp_path,
                                                                   command, monkeypatch):
    # a real `python -m jaxcheck`: the prewarmed interpreter must never start with this
    # PYTHONPATH (its own `import json` would take the user's)
    monkeypatch.setenv("JAXCHECK_TEST_FRESH", "1")
    root = tmp_path / "proj"
    _project(root, targets)
    (root / "mine.py").write_text(USES_ITS_OWN)
    (root / "pyproject.toml").write_text('[[tool.jaxcheck.entrypoints]]\ntarget = "mine:main"\n')
    for name in ("colorsys", "json", "shlex"):
        (root / f"{name}.py").write_text(f"MINE = {name!r}\n")
    env = subprocess_env()
    env["PYTHONPATH"] = os.pathsep.join([str(root), env["PYTHONPATH"]])
    result = cli(*command, "--format", "json", cwd=root, env=env)
    code, out, err = result
    # rich (colorsys), the JSON report (json) and jaxcheck (shlex) took the standard
    # library's; the target found the user's and recompiled once, as JAX's log says
    assert code == errors.RECOMPILES, (code, out, err)
    named = [name for seen in result.compiles.values() for name, _ in seen if name]
    if named:  # 0.4.38 names no function in its compile event: the witness is blind there
        assert named.count("double") == 2, (result.compiles, err)
    (ep,) = json.loads(out)["entrypoints"]
    assert [(f["name"], f["compiles"]) for f in ep["functions"]] == [("double", 2)]
    notes = [ln for ln in err.splitlines() if "shadows the standard library" in ln]
    assert {n.split()[2] for n in notes} >= {str(root / f"{m}.py") for m in
                                             ("colorsys", "json", "shlex")}
    assert "internal error" not in err and "Traceback" not in err


# --- a working folder this user cannot list --------------------------------------------------


def test_a_working_folder_that_cannot_be_listed_is_said_not_passed(targets, shared):
    root = shared / "proj"
    _project(root, targets)
    root.chmod(0o311)  # enter, not list: as for any user but root

    def commands():
        return [invoke("lint"), invoke("check", "--no-isolate")]

    def warm_up():  # as root, what the commands import; no JAX runs in this forked child
        invoke("lint", "/nonexistent")
        invoke("run", "no_such_module_anywhere:f")

    (lint_code, _, lint_err), (check_code, _, check_err) = as_nobody(commands, warm_up,
                                                                     cwd=root)
    assert lint_code == errors.IO and "All clear" not in lint_err
    assert "cannot list" in error_line(lint_err) and str(root) in lint_err
    assert check_code == errors.USAGE, check_err
    line = error_line(check_err)
    assert "cannot be listed" in line and "chmod" in line


# --- TMPDIR that does not exist ---------------------------------------------------------------


def test_a_missing_tmpdir_is_passed_over_as_python_does(targets, tmp_path):
    _project(tmp_path / "proj", targets)
    code, out, err = cli("check", cwd=tmp_path / "proj",
                         env=subprocess_env(TMPDIR=str(tmp_path / "no" / "such")))
    assert code == errors.OK, (code, out, err)
    assert ran(tmp_path)
