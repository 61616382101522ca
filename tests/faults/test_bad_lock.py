"""Faults and hostile input: one line and the documented exit code, never a traceback.

Every case runs the real typer app in this process (typer's CliRunner) on real JAX,
except where a process-wide limit (a file-size ulimit) needs a process of its own.
Exit codes: 2 bad input, 4 a bug in jaxcheck, 5 a file that cannot be read or written.
"""

from __future__ import annotations

import json
import os
import re
import resource
import signal
import subprocess
import sys
import uuid
import warnings
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import subprocess_env
from typer.testing import CliRunner

from jaxcheck._src.cli.app import app
from jaxcheck._src.util import errors
from jaxcheck._src.verdict import lock as _lock

TARGETS = '''
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

GETATTR_MODULE = '''
def __getattr__(name):
    raise ImportError(f"lazy import of {name} failed")
'''

# the environment of a CI runner must not turn on GitHub output in these tests
NO_GITHUB = {"GITHUB_ACTIONS": None, "GITHUB_STEP_SUMMARY": None, "GITHUB_WORKSPACE": None}


def invoke(*args: str, **env: str | None) -> tuple[int, str, str]:
    """`jaxcheck ARGS` in this process; (exit code, stdout, stderr).

    An exception escaping the app fails the test: that is the traceback this suite is
    about (``catch_exceptions=False``).
    """
    result = CliRunner().invoke(app, list(args), env={**NO_GITHUB, "COLUMNS": "200", **env},
                                catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


PROGRESS = re.compile(r"jaxcheck: \[\d+/\d+\] ")


def error_line(err: str, prefix: str = errors.PREFIX) -> str:
    # progress (one line per finished target off a terminal) is not an error line
    lines = [ln for ln in err.strip().splitlines() if not PROGRESS.match(ln)]
    assert len(lines) == 1, f"expected one line on stderr, got:\n{err}"
    assert lines[0].startswith(prefix), lines[0]
    assert "Traceback" not in err
    return lines[0]


def raw_controls(text: str) -> list[str]:
    """Control characters a terminal would act on (newline and tab are text)."""
    return sorted({c for c in text if (ord(c) < 32 and c not in "\n\t") or 0x7f <= ord(c) < 0xa0})


@pytest.fixture
def targets(tmp_path) -> Path:
    """A fresh targets file (its own name: no module cached by an earlier test)."""
    path = tmp_path / f"targets_{uuid.uuid4().hex[:8]}.py"
    path.write_text(TARGETS.format(marker=str(tmp_path / "ran")))
    return path


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A project with one workload entrypoint, as the current directory; (root, target)."""
    root = tmp_path / "proj"
    pkg = f"pkg_{uuid.uuid4().hex[:8]}"
    (root / pkg).mkdir(parents=True)
    (root / pkg / "__init__.py").write_text("")
    (root / pkg / "model.py").write_text(TARGETS.format(marker=str(tmp_path / "ran")))
    target = f"{pkg}.model:workload"
    (root / "pyproject.toml").write_text(
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{target}"\n')
    monkeypatch.chdir(root)
    return root, target


def ran(tmp_path: Path) -> bool:
    return (tmp_path / "ran").exists()


# --- bad input on the command line: exit 2, one line ----------------------------------

DEEP_UNARY = "-" * 100_000 + "1"

BAD_COMMAND_LINES = {
    "negative-seed": (["--seed", "-1"], ["--seed", "-1", "non-negative"]),
    "nan-timeout": (["--timeout", "nan"], ["--timeout", "nan"]),
    "inf-timeout": (["--timeout", "inf"], ["--timeout", "inf"]),
    "huge-timeout": (["--timeout", "1e300"], ["--timeout", "1000000"]),
    "negative-timeout": (["--timeout", "-1"], ["--timeout"]),
    "huge-array": (["--args", "f32[100000000000]"], ["f32[100000000000]", "1 GiB"]),
    "huge-dim": (["--args", "f32[B,B]", "--dim", "B=100000"], ["B", "1 GiB"]),
    "astronomic-dim": (["--args", "f32[B]", "--dim", "B=" + "9" * 40], ["1 GiB"]),
    "deep-unary": (["--args", DEEP_UNARY], ["nested too deeply"]),
    "deep-invert": (["--args", "~" * 100_000 + "1"], ["nested too deeply"]),
    "deep-not": (["--args", "not " * 3000 + "1"], ["nested too deeply"]),
    "long-sum": (["--args", "1" + "+1" * 100_000], ["nested too deeply"]),
    "deep-in-a-dim": (["--args", "f32[" + "-" * 100_000 + "1]"], ["nested too deeply"]),
    "negative-dim": (["--args", "f32[B]", "--dim", "B=-1"], ["'B'", "non-negative"]),
    "zero-max-compiles": (["--max-compiles", "0"], ["max_compiles", "positive"]),
    "zero-jobs": (["-j", "0"], ["--jobs", "positive"]),
}


@pytest.mark.parametrize("case", sorted(BAD_COMMAND_LINES))
def test_bad_command_line_values_exit_2_with_one_line(targets, tmp_path, case):
    extra, words = BAD_COMMAND_LINES[case]
    target = f"{targets}:function" if "--args" in extra else f"{targets}:workload"
    code, out, err = invoke("run", target, *extra)
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    for word in words:
        assert word in line, f"{word!r} not in {line!r}"
    assert len(line) < 400, f"the line quotes too much: {len(line)} characters"
    assert out == ""
    assert not ran(tmp_path)


@pytest.mark.parametrize("command", ["check", "baseline"])
@pytest.mark.parametrize("option", [["--seed", "-1"], ["-j", "0"], ["--timeout", "nan"]])
def test_bad_project_command_options_exit_2(project, command, option):
    # `-j 0` was read as "not given" (1) by check and baseline
    code, out, err = invoke(command, *option)
    assert code == errors.USAGE, (code, out, err)
    assert option[0] in error_line(err)


def test_a_module_getattr_raising_importerror_is_a_usage_error(tmp_path):
    module = tmp_path / f"lazy_{uuid.uuid4().hex[:8]}.py"
    module.write_text(GETATTR_MODULE)
    code, out, err = invoke("run", f"{module}:thing")
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "ImportError" in line and "lazy import of thing failed" in line and "thing" in line


def test_user_strings_in_an_error_line_are_escaped(tmp_path):
    code, out, err = invoke("run", f"{tmp_path}/no\x1b[2Jsuch.py:\x00f")
    assert code == errors.USAGE
    line = error_line(err)
    assert raw_controls(err) == [], repr(err)
    assert "\\x1b[2J" in line and "\\x00" in line


@pytest.mark.parametrize("text", ["1if", "0x1for", "1or 2", "1 is 1"])
def test_python_syntax_warnings_do_not_add_lines_to_stderr(text):
    from jaxcheck._src.arguments import spec

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(spec.SpecError):
            spec.parse(text)
    assert [str(w.message) for w in caught] == []


# --- bad [tool.jaxcheck]: exit 2, one line, nothing runs -------------------------------

ENTRY = '[[tool.jaxcheck.entrypoints]]\ntarget = "{module}:workload"\n'
FUNCTION_ENTRY = ('[[tool.jaxcheck.entrypoints]]\ntarget = "{module}:function"\n'
                  'args = "f32[B]"\n')

BAD_PYPROJECTS = {
    "tool-not-a-table": ("tool = 5\n", ["tool", "5"]),
    "dims-a-string": (FUNCTION_ENTRY + 'dims = "B=2"\n', ["dims", "B=2"]),
    "dims-a-float": (FUNCTION_ENTRY + "dims = {B = 2.5}\n", ["'B'", "2.5"]),
    "dims-a-bool": (FUNCTION_ENTRY + "dims = {B = [1, true]}\n", ["'B'", "True"]),
    "expect-a-string": (FUNCTION_ENTRY + 'dims = {B = 2}\nexpect = "hit"\n',
                        ["expect", "hit"]),
    "expect-policy-a-number": (FUNCTION_ENTRY + "dims = {B = 2}\nexpect = {value = 5}\n",
                               ["value", "5"]),
    "timeout-inf": ("[tool.jaxcheck]\ntimeout = inf\n" + ENTRY, ["timeout", "inf"]),
    "timeout-nan": ("[tool.jaxcheck]\ntimeout = nan\n" + ENTRY, ["timeout", "nan"]),
    "seed-negative": ("[tool.jaxcheck]\nseed = -1\n" + ENTRY, ["seed", "-1"]),
    "jobs-a-float": ("[tool.jaxcheck]\njobs = 2.0\n" + ENTRY, ["jobs", "2.0"]),
    "huge-array": (FUNCTION_ENTRY + "dims = {B = [1, 4000000000]}\n", ["1 GiB"]),
    "deeply-nested": ("[tool.jaxcheck]\nx = " + "[" * 100_000 + "\n", ["nested too deeply"]),
}


@pytest.mark.parametrize("command", ["check", "baseline", "run"])
@pytest.mark.parametrize("case", sorted(BAD_PYPROJECTS))
def test_bad_pyproject_values_exit_2_before_anything_runs(project, tmp_path, case, command):
    root, target = project
    text, words = BAD_PYPROJECTS[case]
    (root / "pyproject.toml").write_text(text.replace("{module}", target.split(":")[0]))
    code, out, err = invoke(command, "--no-isolate")
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    for word in words:
        assert word in line, f"{word!r} not in {line!r}"
    assert not ran(tmp_path)
    assert not (root / "jaxcheck.lock").exists()


def test_a_pyproject_that_is_not_utf8_exits_2(project):
    root, target = project
    entry = ENTRY.replace("{module}", target.split(":")[0])
    (root / "pyproject.toml").write_bytes(b"# caf\xe9\n" + entry.encode())
    code, out, err = invoke("check")
    assert code == errors.USAGE
    assert "UTF-8" in error_line(err)


# --- jaxcheck.lock: validated before anything runs -------------------------------------

BAD_LOCKS = {
    "not-json": (b"{not json", ["not JSON"]),
    "not-utf8": (b'{"version": 1, "entrypoints": {"caf\xe9": {}}}', ["UTF-8"]),
    "deeply-nested": (b"[" * 100_000, ["nested too deeply"]),
    "a-list": (b"[]", ["object"]),
    "version-true": (b'{"version": true, "entrypoints": {}}', ["version", "True"]),
    "version-0": (b'{"version": 0, "entrypoints": {}}', ["version", "0"]),
    "no-entrypoints": (b'{"version": 1}', ["entrypoints"]),
    "unknown-key": (b'{"version": 1, "entrypoints": {}, "extra": 1}', ["extra"]),
    "entry-not-object": (b'{"version": 1, "entrypoints": {"t": 5}}', ['entrypoints["t"]']),
    "entry-a-list": (b'{"version": 1, "entrypoints": {"t": []}}', ['entrypoints["t"]']),
    "compiles-not-object": (b'{"version": 1, "entrypoints": {"t": {"compiles": 3}}}',
                            ["compiles"]),
    "count-a-string": (b'{"version": 1, "entrypoints": {"t": {"compiles": {"f": "2"}}}}',
                       ['compiles["f"]', "'2'"]),
    "count-a-float": (b'{"version": 1, "entrypoints": {"t": {"compiles": {"f": 1.0}}}}',
                      ['compiles["f"]']),
    "count-a-bool": (b'{"version": 1, "entrypoints": {"t": {"compiles": {"f": true}}}}',
                     ['compiles["f"]']),
    "count-negative": (b'{"version": 1, "entrypoints": {"t": {"compiles": {"f": -1}}}}',
                       ['compiles["f"]', "-1"]),
    "count-nan": (b'{"version": 1, "entrypoints": {"t": {"compiles": {"f": NaN}}}}',
                  ['compiles["f"]', "nan"]),
    "count-too-long": (b'{"version": 1, "entrypoints": {"t": {"compiles": {"f": '
                       + b"9" * 5000 + b"}}}}", ["not JSON"]),
    "bad-cell": (b'{"version": 1, "entrypoints": {"t": {"variations": '
                 b'{"x": {"value": "maybe"}}}}}', ["maybe", "hit"]),
    "cell-not-a-string": (b'{"version": 1, "entrypoints": {"t": {"variations": '
                          b'{"x": {"value": 1}}}}}', ['["value"]']),
    "unknown-axis": (b'{"version": 1, "entrypoints": {"t": {"variations": '
                     b'{"x": {"colour": "hit"}}}}}', ["colour"]),
    "row-not-object": (b'{"version": 1, "entrypoints": {"t": {"variations": {"x": "hit"}}}}',
                       ['variations["x"]']),
}


@pytest.mark.parametrize("case", sorted(BAD_LOCKS))
def test_a_bad_lock_exits_2_before_any_target_runs(project, tmp_path, case):
    root, _ = project
    data, words = BAD_LOCKS[case]
    (root / "jaxcheck.lock").write_bytes(data)
    code, out, err = invoke("check", "--no-isolate")
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "jaxcheck.lock" in line and "jaxcheck baseline" in line
    for word in words:
        assert word in line, f"{word!r} not in {line!r}"
    assert not ran(tmp_path), "the lock must be checked before the targets run"


def test_the_summary_after_sigterm_in_baseline_says_the_real_exit_code(project, tmp_path):
    root, target = project
    (root / "pyproject.toml").write_text(
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{target.split(":")[0]}:terminated"\n')
    code, out, err = invoke("baseline", "--no-isolate")
    assert code == errors.INTERRUPTED, (code, out, err)
    assert "exit 130" in out and "exit 3" not in out
    assert "jaxcheck.lock not written" in err
    assert not (root / "jaxcheck.lock").exists()


@pytest.mark.parametrize("command", ["check", "baseline"])
def test_a_lock_from_a_newer_jaxcheck_says_upgrade_never_delete(project, tmp_path, command):
    root, _ = project
    lock = root / "jaxcheck.lock"
    lock.write_bytes(b'{"version": 2, "entrypoints": {"t": {"new": "field"}}}')
    code, out, err = invoke(command, "--no-isolate")
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "newer jaxcheck" in line and "version 2" in line and "upgrade" in line
    assert "delete" not in line and "baseline" not in line
    assert not ran(tmp_path)
    assert lock.read_bytes() == b'{"version": 2, "entrypoints": {"t": {"new": "field"}}}'


@pytest.mark.parametrize("command", ["check", "baseline", "run"])
def test_a_target_listed_twice_is_a_usage_error_naming_both_entries(project, tmp_path,
                                                                     command):
    root, target = project
    (root / "pyproject.toml").write_text(
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{target}"\n'
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{target.split(":")[0]}:recompile"\n'
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{target}"\nmax_compiles = 2\n')
    code, out, err = invoke(command, *(["--no-isolate"] if command != "run" else []))
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "#1 and #3" in line and target in line
    assert not ran(tmp_path) and not (root / "jaxcheck.lock").exists()


def test_stale_lock_entries_are_noted_by_check_and_dropped_by_baseline(project, tmp_path):
    root, target = project
    module = target.split(":")[0]
    lock = root / "jaxcheck.lock"
    assert invoke("baseline", "--no-isolate")[0] == errors.OK
    data = json.loads(lock.read_text())
    [fid] = data["entrypoints"][target]["compiles"]  # the function `double`
    data["entrypoints"][target]["compiles"]["gone.py::old_step"] = 1
    data["entrypoints"]["pkg_removed.model:train"] = {"compiles": {"x.py::f": 1}}
    lock.write_text(json.dumps(data))
    code, out, err = invoke("check", "--no-isolate")
    assert code == errors.OK, (code, out, err)
    [note] = [ln for ln in err.splitlines() if "stale" in ln]
    assert "'pkg_removed.model:train'" in note and "'gone.py::old_step'" in note
    assert repr(fid) not in note and module in note
    code, out, err = invoke("baseline", "--no-isolate")
    assert code == errors.OK, (code, out, err)
    [dropped] = [ln for ln in err.splitlines() if "dropped" in ln]
    assert "'pkg_removed.model:train'" in dropped and "'gone.py::old_step'" in dropped
    assert json.loads(lock.read_text())["entrypoints"] == {
        target: {"compiles": {fid: 1}, "variations": {}}}


@pytest.mark.parametrize("command", ["check", "baseline"])
def test_a_lock_that_is_a_directory_exits_2(project, tmp_path, command):
    # check used to treat it as "no lock" and pass without the ratchet
    root, _ = project
    (root / "jaxcheck.lock").mkdir()
    code, out, err = invoke(command, "--no-isolate")
    assert code == errors.USAGE, (code, out, err)
    assert "directory" in error_line(err)
    assert not ran(tmp_path)


@pytest.mark.parametrize("command", ["check", "baseline"])
def test_a_symlinked_lock_is_refused_and_its_target_untouched(project, tmp_path, command):
    root, _ = project
    elsewhere = tmp_path / "precious.json"
    elsewhere.write_text("precious\n")
    (root / "jaxcheck.lock").symlink_to(elsewhere)
    code, out, err = invoke(command, "--no-isolate")
    assert code == errors.USAGE, (code, out, err)
    assert "symbolic link" in error_line(err)
    assert elsewhere.read_text() == "precious\n"
    assert (root / "jaxcheck.lock").is_symlink()
    assert not ran(tmp_path)


def test_baseline_replaces_the_lock_by_rename_and_keeps_its_mode(project):
    root, target = project
    lock = root / "jaxcheck.lock"
    lock.write_text('{"version": 1, "entrypoints": {}}\n')
    lock.chmod(0o640)
    before = os.stat(lock).st_ino
    code, out, err = invoke("baseline", "--no-isolate")
    assert code == 0, (code, out, err)
    # a new file renamed over the old one: a reader sees one or the other, never a part
    assert os.stat(lock).st_ino != before
    assert (os.stat(lock).st_mode & 0o777) == 0o640
    assert list(json.loads(lock.read_text())["entrypoints"]) == [target]
    assert sorted(p.name for p in root.iterdir() if p.name.startswith(".")) == []


def _file_size_limit(limit: int):
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.RLIM_INFINITY))


def test_a_failed_lock_write_keeps_the_old_lock_in_process(tmp_path):
    from jaxcheck._src.model.report import EntrypointReport, Report

    lock = tmp_path / "jaxcheck.lock"
    old = '{"version": 1, "entrypoints": {}}\n'
    lock.write_text(old)
    report = Report("0", "0", "cpu", "execute", [
        EntrypointReport(target=f"mod:fn{i}", kind="workload") for i in range(50)])
    saved_limit = resource.getrlimit(resource.RLIMIT_FSIZE)
    saved_handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    try:
        _file_size_limit(len(old) + 10)  # room for the old lock, not for the new one
        with pytest.raises(errors.IOFailure, match="old lock is unchanged"):
            _lock.write(lock, report)
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, saved_limit)
        signal.signal(signal.SIGXFSZ, saved_handler)
    assert lock.read_text() == old
    assert [p.name for p in tmp_path.iterdir()] == ["jaxcheck.lock"], "a temporary file is left"


def test_baseline_under_a_file_size_limit_exits_5_and_keeps_the_old_lock(project):
    # end to end, in a process of its own: the limit is process-wide. No SIGXFSZ is
    # ignored here: jaxcheck must turn the limit into an error itself.
    root, target = project
    lock = root / "jaxcheck.lock"
    old = '{"version": 1, "entrypoints": {}}\n'
    lock.write_text(old)
    limit = len(old) + 10
    # the limit is set in a launcher that then execs jaxcheck: rlimits survive exec
    launcher = ("import os, resource, sys; "
                f"resource.setrlimit(resource.RLIMIT_FSIZE, ({limit}, resource.RLIM_INFINITY)); "
                "os.execv(sys.executable, [sys.executable, '-m', 'jaxcheck', 'baseline', "
                "'--no-isolate'])")
    proc = subprocess.run([sys.executable, "-c", launcher], cwd=root,
                          env=subprocess_env(PYTHONDONTWRITEBYTECODE="1"),
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == errors.IO, (proc.returncode, proc.stdout, proc.stderr)
    line = error_line(proc.stderr)
    assert "jaxcheck.lock" in line and "old lock is unchanged" in line
    assert lock.read_text() == old
    assert sorted(p.name for p in root.iterdir()) == sorted(
        ["jaxcheck.lock", "pyproject.toml", target.split(".")[0]])


# --- files that cannot be written: the report still prints, then one line, exit 5 -----


def test_an_unwritable_junit_path_still_prints_the_report_then_exits_5(targets, tmp_path):
    dangling = tmp_path / "report.xml"
    dangling.symlink_to(tmp_path / "gone" / "report.xml")  # fails only when written
    code, out, err = invoke("run", f"{targets}:workload", "--junit-xml", str(dangling))
    assert code == errors.IO, (code, out, err)
    assert "PASS" in out and "1 compile" in out, "the terminal report must still print"
    line = error_line(err)
    assert "--junit-xml" in line and "report.xml" in line


@pytest.mark.parametrize("where", ["a-missing-directory", "a-directory"])
def test_a_junit_path_that_can_never_work_exits_2_before_running(targets, tmp_path, where):
    path = tmp_path / "missing" / "r.xml" if where == "a-missing-directory" else tmp_path
    code, out, err = invoke("run", f"{targets}:workload", "--junit-xml", str(path))
    assert code == errors.USAGE, (code, out, err)
    assert "--junit-xml" in error_line(err)
    assert not ran(tmp_path)


def test_two_outputs_on_one_path_exit_2_before_running(targets, tmp_path):
    code, out, err = invoke("run", f"{targets}:workload", "--html", str(tmp_path / "out.dat"),
                            "--trace-events", str(tmp_path / "out.dat"))
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "--html" in line and "--trace-events" in line and "same file" in line
    assert not ran(tmp_path) and not (tmp_path / "out.dat").exists()


def test_an_output_on_a_target_file_exits_2_and_keeps_it(targets, tmp_path):
    before = targets.read_bytes()
    code, out, err = invoke("run", f"{targets}:workload", "--junit-xml", str(targets))
    assert code == errors.USAGE, (code, out, err)
    assert "--junit-xml" in error_line(err) and "reads that file" in error_line(err)
    assert targets.read_bytes() == before and not ran(tmp_path)


@pytest.mark.parametrize("option, name", [("--html", "pyproject.toml"),
                                          ("--junit-xml", "jaxcheck.lock"),
                                          ("--trace-events", "model.py")])
def test_an_output_on_a_project_input_exits_2_and_keeps_it(project, tmp_path, option, name):
    root, target = project
    (root / "jaxcheck.lock").write_text('{"version": 1, "entrypoints": {}}\n')
    path = root / target.split(".")[0] / name if name == "model.py" else root / name
    before = path.read_bytes()
    code, out, err = invoke("check", "--no-isolate", option, name if name != "model.py"
                            else str(path))
    assert code == errors.USAGE, (code, out, err)
    assert option in error_line(err) and "reads that file" in error_line(err)
    assert path.read_bytes() == before and not ran(tmp_path)


def test_an_output_on_the_program_s_own_script_exits_2(tmp_path, monkeypatch):

    script = tmp_path / "prog.py"
    script.write_text("open('ran', 'w').close()\n")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["run", "--html", "prog.py"], env=NO_GITHUB,
                                catch_exceptions=False, obj=[sys.executable, "prog.py"])
    code, out, err = result.exit_code, result.stdout, result.stderr
    assert code == errors.USAGE, (code, out, err)
    assert "--html" in error_line(err)
    assert script.read_text() == "open('ran', 'w').close()\n" and not ran(tmp_path)


@pytest.mark.skipif(not os.path.isdir("/sys/kernel"), reason="needs sysfs")
def test_an_output_directory_that_refuses_files_exits_2_before_running(targets, tmp_path):
    code, out, err = invoke("run", f"{targets}:workload", "--html", "/sys/r.html")
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "--html" in line and "/sys/r.html" in line and "cannot create" in line
    assert not ran(tmp_path)


def _as_nobody(call, warm_up):
    """``call()`` in a forked child whose effective user is ``nobody`` (65534), so that a
    directory's permissions hold as for any user (root writes anywhere); its result comes
    back through a pipe. ``warm_up()`` runs first, as root, to import what ``call`` needs
    (the interpreter may live where ``nobody`` cannot read). As another user, ``call()``
    runs here."""
    if os.geteuid() != 0:
        return call()
    import json

    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        status = 1
        try:
            os.close(read)
            warm_up()
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


def test_a_read_only_output_directory_exits_2_before_running(targets, tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o555)
    try:
        code, out, err = _as_nobody(
            lambda: invoke("run", f"{targets}:workload", "--junit-xml", str(locked / "r.xml")),
            lambda: invoke("run", f"{targets}:workload", "--junit-xml", "/sys/r.xml"))
    finally:
        locked.chmod(0o755)
    assert code == errors.USAGE, (code, out, err)
    assert "--junit-xml" in error_line(err) and not ran(tmp_path)


def test_an_unwritable_step_summary_still_prints_the_report_then_exits_5(targets, tmp_path):
    code, out, err = invoke("run", f"{targets}:recompile", "--format", "github",
                            GITHUB_STEP_SUMMARY=str(tmp_path))  # a directory
    assert code == errors.IO, (code, out, err)
    assert "FAIL" in out and "1 recompile" in out, "the terminal report must still print"
    assert "::error " in out, "the annotations must still print"
    assert "GITHUB_STEP_SUMMARY" in error_line(err)


def test_both_files_failing_is_still_one_line(targets, tmp_path):
    dangling = tmp_path / "report.xml"
    dangling.symlink_to(tmp_path / "gone" / "report.xml")
    code, out, err = invoke("run", f"{targets}:workload", "--format", "github",
                            "--junit-xml", str(dangling), GITHUB_STEP_SUMMARY=str(tmp_path))
    assert code == errors.IO
    line = error_line(err)
    assert "--junit-xml" in line and "GITHUB_STEP_SUMMARY" in line


def test_a_closed_stdout_pipe_exits_5_not_1(targets):
    # end to end: a pipe closed by its reader (`jaxcheck run ... | head -c 10`); rich
    # would exit 1 there, the code for "unexpected recompiles"
    proc = subprocess.Popen([sys.executable, "-m", "jaxcheck", "run", f"{targets}:workload",
                             f"{targets}:workload", f"{targets}:workload"],
                            env=subprocess_env(COLUMNS="80"), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    proc.stdout.close()  # the reader is gone before the report is written
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=300) == errors.IO, err
    assert "stdout" in error_line(err)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_on_stdout_exits_5(targets):
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "jaxcheck", "run", f"{targets}:workload",
                               "--format", "json"], env=subprocess_env(), stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=300)
    assert proc.returncode == errors.IO, proc.stderr
    assert "No space left" in error_line(proc.stderr)


def test_a_thread_left_running_by_a_target_does_not_hang_the_exit(tmp_path):
    (tmp_path / "threads.py").write_text(
        "import threading, time\n"
        "import jax, jax.numpy as jnp\n"
        "f = jax.jit(lambda x: x * 2)\n"
        "def recompiles():\n"
        "    f(jnp.ones(3)); f(jnp.ones(4))\n"
        "    threading.Thread(target=time.sleep, args=(600,), name='poller').start()\n")
    # a real interpreter: its shutdown is what would wait for the thread
    proc = subprocess.run([sys.executable, "-m", "jaxcheck", "run", "threads.py:recompiles",
                           "--no-variations"], cwd=tmp_path, env=subprocess_env(COLUMNS="200"),
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == errors.RECOMPILES, (proc.stdout, proc.stderr)
    assert "1 recompile" in proc.stdout  # the report first
    notes = [ln for ln in proc.stderr.splitlines() if "'poller'" in ln]
    assert len(notes) == 1 and notes[0].startswith("jaxcheck: note: "), proc.stderr


# --- a bug in jaxcheck: exit 4, never 1 -------------------------------------------------


def test_an_internal_error_exits_4_with_a_pointer_to_report_it(targets, monkeypatch):
    from jaxcheck._src.report import terminal as _render_rich

    def broken(*args, **kwargs):  # stands in for a bug in a renderer
        raise RuntimeError("renderer bug")

    monkeypatch.setattr(_render_rich, "render", broken)
    code, out, err = invoke("run", f"{targets}:workload")
    assert code == errors.INTERNAL, (code, out, err)
    line = error_line(err, prefix="jaxcheck: internal error: ")
    assert "RuntimeError: renderer bug" in line and "report" in line and "--verbose" in line

    code, out, err = invoke("run", f"{targets}:workload", "--verbose")
    assert code == errors.INTERNAL
    assert "Traceback" in err and "renderer bug" in err
    assert err.strip().splitlines()[-1].startswith("jaxcheck: internal error: ")


# --- output safety ----------------------------------------------------------------------


def test_junit_stays_well_formed_with_ansi_and_nul_in_messages(targets, tmp_path):
    xml = tmp_path / "report.xml"
    code, out, err = invoke("run", f"{targets}:ansi_raise", "--junit-xml", str(xml))
    assert code == errors.TARGET_ERROR, (code, out, err)
    suite = ET.parse(xml).getroot()  # raises on a character XML 1.0 forbids
    error = suite.find("testcase/error")
    assert error is not None
    assert "\\x1b[31mred" in error.get("message") and "\\x00" in error.get("message")
    assert "\\x1b[31mred" in error.text
    # the terminal gets the same message, spelled out
    assert raw_controls(out) == [], repr(out)
    assert "\\x1b[31mred\\x1b[0m" in out and "\\x00" in out and "\\x07" in out


def test_json_keeps_the_message_as_the_target_raised_it(targets):
    code, out, err = invoke("run", f"{targets}:ansi_raise", "--format", "json")
    assert code == errors.TARGET_ERROR
    doc = json.loads(out)
    assert doc["entrypoints"][0]["error"]["message"].startswith("\x1b[31mred\x1b[0m")


def test_rich_markup_in_names_and_paths_is_shown_as_text(tmp_path):
    folder = tmp_path / "odd["  # with the file "]t.py" the path reads ...odd[/]t.py
    folder.mkdir()
    path = folder / f"]t_{uuid.uuid4().hex[:8]}.py"
    path.write_text(TARGETS.format(marker=str(tmp_path / "ran")))
    code, out, err = invoke("run", f"{path}:takes_dict", "--args",
                            "{'[/]': f32[3], '[b]x': 1}")
    assert code in (0, 1), (code, out, err)
    assert "odd[/]" in out.replace("\n", "")  # the target, in the panel title
    assert "d['[/]']" in out  # the argument path, in the variation matrix


def test_progress_shows_markup_and_controls_in_target_names_as_text():
    import io

    from jaxcheck._src.cli.progress import Progress
    from jaxcheck._src.model.report import EntrypointReport

    name = "odd[/]t.py:[bold]f\x1b[2J"
    for live in (True, False):  # the live line of a terminal, the plain line elsewhere
        stream = io.StringIO()
        progress = Progress(stream=stream, live=live)
        with progress:
            progress.begin(1)
            progress.started(name)
            progress.finished(name, [EntrypointReport(target=name, kind="workload")])
        assert "\x1b[2J" not in stream.getvalue()
        if not live:
            assert "odd[/]t.py:[bold]f\\x1b[2J" in stream.getvalue()


def test_printable_spells_out_what_a_terminal_or_xml_would_act_on():
    from jaxcheck._src.util.printable import one_line, printable

    assert printable("a\x1b[2Jb\x00c\td\ne\x7f\x9b\u202e\ud800\uffff") == (
        "a\\x1b[2Jb\\x00c\td\ne\\x7f\\x9b\\u202e\\ud800\\uffff")
    assert printable("naïve ünïcode ✓ 日本") == "naïve ünïcode ✓ 日本"
    assert one_line("two\n  lines\r\n") == "two lines\\x0d"
    text = printable("".join(map(chr, range(0x110000))).encode("utf-8", "surrogatepass")
                     .decode("utf-8", "surrogatepass"))
    ET.fromstring(f"<a>{re.sub('[<&]', '', text)}</a>")  # every character: still XML 1.0


def test_readme_documents_every_exit_code():
    readme = (Path(__file__).parent.parent / "README.md").read_text()
    table = readme[readme.index("## Exit codes"):]
    for code in (errors.OK, errors.RECOMPILES, errors.USAGE, errors.TARGET_ERROR,
                 errors.INTERNAL, errors.IO):
        assert re.search(rf"^\| {code} \|", table, re.M), f"exit code {code} not in README"
    from jaxcheck._src.cli.app import EXIT_CODES

    for code in range(6):
        assert f"{code} " in EXIT_CODES


def test_an_atomic_lock_write_leaves_nothing_behind_on_success(tmp_path):
    from jaxcheck._src.model.report import EntrypointReport, Report

    lock = tmp_path / "jaxcheck.lock"
    report = Report("0", "0", "cpu", "execute", [EntrypointReport("mod:fn", "workload")])
    data = _lock.write(lock, report)
    assert _lock.read(lock) == data
    assert [p.name for p in tmp_path.iterdir()] == ["jaxcheck.lock"]

