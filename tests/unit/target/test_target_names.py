"""What a new user meets in their first hour: targets however spelled, the did-you-mean
of every name, a forgotten `--`, subsets of the project for `check` and `baseline`,
the backend of a run that never started one, and the public API the README names.

Pure logic runs in this process; the command-line paths run the real command.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from conftest import cli, subprocess_env

import jaxcheck
from jaxcheck import UsageError
from jaxcheck._src.cli import app
from jaxcheck._src.config import table as _config
from jaxcheck._src.run import resolve, runner
from jaxcheck._src.target import select
from jaxcheck._src.util import errors
from jaxcheck._src.verdict import lock

TRAIN = """
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

PYPROJECT = """
    [[tool.jaxcheck.entrypoints]]
    target = "train:evaluate"
    args = "f32[8,4], f32[2,8]"

    [[tool.jaxcheck.entrypoints]]
    target = "train:smoke"

    [[tool.jaxcheck.entrypoints]]
    target = "train:main"
"""


@pytest.fixture
def project(tmp_path, monkeypatch):
    (tmp_path / "train.py").write_text(textwrap.dedent(TRAIN))
    (tmp_path / "pyproject.toml").write_text(textwrap.dedent(PYPROJECT))
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "model.py").write_text(textwrap.dedent(TRAIN))
    monkeypatch.chdir(tmp_path)
    for name in [m for m in sys.modules if m == "train" or m.split(".")[0] == "pkg"]:
        monkeypatch.delitem(sys.modules, name)  # another test's project of the same names
    return tmp_path


def _resolve_in(project: Path, *targets: str):
    config = _config.load(project / "pyproject.toml")
    return resolve.resolve(list(targets), runner.RunOptions(), config)


# --- item 3: one target, however spelled -------------------------------------------


@pytest.mark.parametrize("spelling", ["train:evaluate", "train.py:evaluate",
                                      "./train.py:evaluate"])
def test_a_declared_target_is_found_however_it_is_spelled(project, spelling):
    [ep] = _resolve_in(project, spelling)
    assert ep.source == "pyproject"
    assert ep.declaration is not None and ep.declaration.args == "f32[8,4], f32[2,8]"


def test_a_package_path_names_the_dotted_entry(project):
    (project / "pyproject.toml").write_text(textwrap.dedent("""
        [[tool.jaxcheck.entrypoints]]
        target = "pkg.model:evaluate"
        args = "f32[8,4], f32[2,8]"
    """))
    [ep] = _resolve_in(project, "pkg/model.py:evaluate")
    assert ep.source == "pyproject" and ep.declaration.args == "f32[8,4], f32[2,8]"


def test_a_file_target_runs_the_entrypoints_pyproject_declares_in_it(project):
    eps = _resolve_in(project, "train.py")
    assert [ep.target for ep in eps] == ["train.py:evaluate", "train.py:smoke",
                                         "train.py:main"]
    assert eps[0].declaration.args == "f32[8,4], f32[2,8]"


def test_a_module_with_no_declaration_anywhere_is_still_an_error(project):
    (project / "other.py").write_text("def main():\n    pass\n")
    with pytest.raises(UsageError, match="names a module that declares no entrypoint"):
        _resolve_in(project, "other.py")


# --- item 5: did you mean ------------------------------------------------------------


def test_an_attribute_typo_suggests_the_closest_name(project):
    with pytest.raises(UsageError, match=r"has no attribute 'evalute' .*"
                                         r"\(did you mean 'evaluate'\?\)"):
        _resolve_in(project, "train.py:evalute")


def test_a_module_typo_suggests_the_closest_module(project):
    with pytest.raises(UsageError, match=r"No module named 'trian' "
                                         r"\(did you mean 'train'\?\)"):
        _resolve_in(project, "trian:evaluate")
    with pytest.raises(UsageError, match=r"\(did you mean 'pkg.model'\?\)"):
        _resolve_in(project, "pkg.modle:evaluate")


def test_a_file_typo_suggests_the_closest_file(project):
    with pytest.raises(UsageError, match=r"no such file 'trian.py' .*"
                                         r"\(did you mean 'train.py'\?\)"):
        _resolve_in(project, "trian.py:evaluate")


def test_a_missing_dependency_of_the_target_is_not_called_a_typo(project):
    (project / "broken.py").write_text("import trainn\n\ndef main():\n    pass\n")
    with pytest.raises(UsageError) as e:
        _resolve_in(project, "broken:main")
    assert "No module named 'trainn'" in str(e.value)
    assert "did you mean" not in str(e.value)


# --- item 6: one classification ------------------------------------------------------


def test_a_function_without_args_is_called_a_function_that_needs_them(project):
    # --dim used to make it "a workload (called with no arguments)"
    with pytest.raises(UsageError) as e:
        jaxcheck.run("train.py:step", dims={"B": [2]})
    assert "is a function that needs arguments (w, x)" in str(e.value)
    assert "workload" not in str(e.value)


# --- item 4: a forgotten `--` ------------------------------------------------------


@pytest.mark.parametrize(("argv", "fixed"), [
    (["run", "train.py:main", "--epochs", "2"], "jaxcheck run train.py:main -- --epochs 2"),
    (["run", "-j", "2", "train.py:main", "--epochs=2"],
     "jaxcheck run -j 2 train.py:main -- --epochs=2"),
    (["run", "--format", "json", "train.py", "--epochs", "2"],
     "jaxcheck run -- python train.py --epochs 2"),
    (["run", "--args", "f32[8], float", "m.py:f", "--name", "a b"],
     "jaxcheck run --args 'f32[8], float' m.py:f -- --name 'a b'"),
])
def test_an_unknown_option_after_a_target_points_to_the_dashes(argv, fixed):
    message = app.misplaced_program_args(argv)
    assert message is not None and message.endswith(fixed), message
    assert "the program's own arguments go after `--`" in message


@pytest.mark.parametrize("argv", [
    ["run", "--bogus", "train.py:main"],          # no target before it: click's own error
    ["run", "train.py:main", "-v", "--max-compiles", "2", "--output-format", "json"],
    ["check", "train:main", "--epochs"],
    ["run", "train.py:main", "--help"],
])
def test_known_options_and_other_commands_are_left_to_the_parser(argv):
    assert app.misplaced_program_args(argv) is None


def test_the_forgotten_dashes_exit_2_with_the_corrected_command(project):
    code, out, err = cli("run", "train.py:main", "--epochs", "2", cwd=project)
    assert code == errors.USAGE and out == ""
    assert err.strip().splitlines() == [
        "jaxcheck: error: unknown option --epochs after target 'train.py:main': the "
        "program's own arguments go after `--`: jaxcheck run train.py:main -- --epochs 2"]


# --- item 9: subsets of the project -------------------------------------------------


@pytest.mark.parametrize(("expression", "chosen"), [
    ("smoke", ["train:smoke"]),
    ("not smoke", ["train:evaluate", "train:main"]),
    ("TRAIN and (main or eval)", ["train:evaluate", "train:main"]),
    ("train and not (main or evaluate)", ["train:smoke"]),
])
def test_keyword_expressions_select_as_pytest_k_does(project, expression, chosen):
    config = select.select(_config.load(project / "pyproject.toml"), (), expression)
    assert [e.target for e in config.entries] == chosen


@pytest.mark.parametrize("expression", ["", "(smoke", "smoke)", "smoke and", "or smoke",
                                        "not"])
def test_a_malformed_keyword_expression_is_a_usage_error(project, expression):
    with pytest.raises(UsageError, match=r"^bad -k "):
        select.keyword(expression)


def test_targets_select_entries_however_spelled(project):
    config = _config.load(project / "pyproject.toml")
    assert [e.target for e in select.select(config, ["./train.py:main"]).entries] == [
        "train:main"]
    assert len(select.select(config, ["train.py"]).entries) == 3  # a module: all of it
    with pytest.raises(UsageError, match=r"'train:mian' is not an entrypoint of .*"
                                         r"\(did you mean 'train:main'\?\)"):
        select.select(config, ["train:mian"])
    with pytest.raises(UsageError, match="-k 'nothing' selects no entrypoint"):
        select.select(config, [], "nothing")


def test_check_a_subset_and_rebaseline_it_keeping_the_other_entries(project):
    code, _, err = cli("baseline", "--no-isolate", cwd=project)
    assert code == 0, err
    lock_path = project / lock.LOCK_NAME
    before = json.loads(lock_path.read_text())
    assert set(before["entrypoints"]) == {"train:evaluate", "train:smoke", "train:main"}
    # `main` recompiles on its short batch; the lock accepts it: check passes on it alone
    code, out, err = cli("check", "train:main", "--no-isolate", cwd=project)
    assert code == 0, out + err
    assert "1 target" in out
    # the smoke test now compiles twice: re-baseline it alone, the others stay as they were
    (project / "train.py").write_text(textwrap.dedent(TRAIN).replace("(8, 8)", "(8, 4)"))
    code, out, err = cli("check", "-k", "smoke", "--no-isolate", cwd=project)
    assert code == errors.RECOMPILES, out + err
    code, _, err = cli("baseline", "-k", "smoke", "--no-isolate", cwd=project)
    assert code == 0, err
    assert "(1 entrypoint, 2 kept as they were)" in err
    after = json.loads(lock_path.read_text())
    assert after["entrypoints"]["train:evaluate"] == before["entrypoints"]["train:evaluate"]
    assert after["entrypoints"]["train:main"] == before["entrypoints"]["train:main"]
    assert after["entrypoints"]["train:smoke"] != before["entrypoints"]["train:smoke"]
    code, _, err = cli("check", "train:smok", cwd=project)
    assert code == errors.USAGE and "did you mean 'train:smoke'" in err


# --- item 11 and 13: the backend of a run that started none; --output-format ----------


def test_a_program_that_fails_before_jax_starts_names_no_backend(project):
    code, out, _ = cli("run", "--output-format", "json", "--", "python", "-c",
                       "raise SystemExit(3)", cwd=project)
    assert code == errors.TARGET_ERROR
    assert json.loads(out)["backend"] == "not started"


def test_a_target_stopped_at_its_timeout_before_jax_starts_names_no_backend(project):
    (project / "slow.py").write_text("import os, time\n\ndef main():\n"
                                     "    open('pid', 'w').write(str(os.getpid()))\n"
                                     "    time.sleep(60)\n")
    code, out, _ = cli("run", "--format", "json", "--timeout", "1", "slow.py:main",
                       cwd=project)
    assert code == errors.TARGET_ERROR
    assert json.loads(out)["backend"] == "not started"
    if (project / "pid").exists():  # on a loaded machine the target may not have begun
        _assert_ended(int((project / "pid").read_text()))


def test_a_trace_mode_run_names_no_backend_and_starts_none(project):
    """Trace mode never compiles: the report says "not started" in-process and in a
    worker alike, and naming the backend did not start one (the process is asked after the
    report: ``jax.default_backend()`` would have started one)."""
    (project / "traced.py").write_text(textwrap.dedent("""
        import jax
        import jax.numpy as jnp

        @jax.jit
        def step(x):
            return x * 2

        def main():
            for n in (2, 3):
                step(jnp.ones(n))
    """))
    probe = ("import json, sys; from jaxcheck._src.run import runner\n"
             "from jaxcheck._src import jaxcompat\n"
             "from jaxcheck._src.config.options import RunOptions\n"
             "r = runner.run_targets(['traced.py:main'], RunOptions(mode='trace'))\n"
             "print(json.dumps([r.backend, jaxcompat.backend_started(),\n"
             "                  r.entrypoints[0].functions[0].compiles]))\n")
    done = subprocess.run([sys.executable, "-c", probe], cwd=project, capture_output=True,
                          text=True, env=subprocess_env(), timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1]) == ["not started", False, 2]
    code, out, _ = cli("run", "--format", "json", "--mode", "trace", "--isolate",
                       "traced.py:main", cwd=project)
    assert json.loads(out)["backend"] == "not started", out


def _assert_ended(pid: int) -> None:
    """The target's process is gone (or a zombie awaiting its reaper), not left running."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return
    assert state in ("Z", "X"), f"process {pid} left running (state {state})"


def test_a_target_stopped_after_it_compiled_names_the_backend_it_started(project):
    (project / "hang.py").write_text(textwrap.dedent("""
        import os
        import time

        import jax
        import jax.numpy as jnp


        def main():
            open("pid", "w").write(str(os.getpid()))
            jax.jit(lambda x: x + 1)(jnp.ones(2))
            time.sleep(60)
    """))
    code, out, _ = cli("run", "--format", "json", "--timeout", "8", "hang.py:main",
                       cwd=project)
    assert code == errors.TARGET_ERROR
    assert json.loads(out)["backend"] == "cpu"
    _assert_ended(int((project / "pid").read_text()))


# --- item 1: the public API for JAXCHECK_GUARD --------------------------------------


def test_guard_from_env_is_public():
    assert "guard_from_env" in jaxcheck.__all__
    assert jaxcheck.guard_from_env({}) is None
    g = jaxcheck.guard_from_env({"JAXCHECK_GUARD": "log,max=1"})
    try:
        assert isinstance(g, jaxcheck.Guard)
    finally:
        g.stop()
    with pytest.raises(ValueError, match="JAXCHECK_GUARD"):
        jaxcheck.guard_from_env({"JAXCHECK_GUARD": "explode"})


def test_the_hook_says_how_to_install_from_where_jaxcheck_came():
    hook = (Path(__file__).resolve().parents[1] / "hooks" / "jaxcheck").read_text()
    assert "pip install jaxcheck" not in hook
    assert "pip install /path/to/jaxcheck" in hook


def test_exit_codes_are_documented_once_with_their_constants():
    doc = (Path(__file__).resolve().parents[1] / "docs" / "exit-codes.md").read_text()
    for name in ("OK", "RECOMPILES", "USAGE", "TARGET_ERROR", "INTERNAL", "IO"):
        code = getattr(errors, name)
        assert f"| {code} | `{name}` |" in doc, f"exit code {code} ({name}) not in the doc"
    assert os.path.basename(errors.__file__) in doc


# --- item 2: make demo and make test -------------------------------------------------

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_the_demo_tells_its_story_in_under_60_lines():
    import subprocess
    import sys

    from conftest import subprocess_env

    proc = subprocess.run([sys.executable, "examples/demo/demo.py"], cwd=REPO,
                          capture_output=True, text=True, env=subprocess_env(), timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = (proc.stdout + proc.stderr).splitlines()
    # make adds at most two lines of its own on a fresh machine (venv, install)
    assert len(lines) <= 58, len(lines)
    steps = [ln for ln in lines if ln.startswith("== ")]
    assert [s[:7] for s in steps] == ["== 1/4 ", "== 2/4 ", "== 3/4 ", "== 4/4 "]
    assert "short last batch" in steps[0]
    text = "\n".join(lines)
    assert "shape at x: f32[32,8] → f32[4,8]" in text                 # 1: the classic bug
    assert "11 recompiles · static_value `lr`" in text                # 2: one group
    assert "regression: `step` (model.py:7) compiles 2 times; the lock allows 1" in text
    assert "caught, as intended: jaxcheck.RecompileError" in text     # 4: the guard
    assert "Traceback" not in text
    assert lines[-1].startswith("Next")


def test_make_keeps_pips_log_out_of_sight(tmp_path):
    import shutil
    import subprocess

    if shutil.which("make") is None:
        pytest.skip("needs make")
    venv = tmp_path / "venv"
    for target in ("venv", "demo"):
        proc = subprocess.run(["make", "-n", "-B", target, f"VENV={venv}"], cwd=REPO,
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
        installs = [ln for ln in proc.stdout.splitlines() if "pip install" in ln]
        assert installs, proc.stdout
        for line in installs:
            assert re.search(r"> \S+\.log 2>&1 \|\| \{ cat \S+\.log; exit 1; \}", line), line
