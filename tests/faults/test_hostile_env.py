"""Hostile environments met in this process: ``XLA_FLAGS`` that XLA would end the run on
(one line naming the variable, exit 2, before anything runs), no room for temporary files
(one line naming the folder and the fix, exit 5, never an internal error), ``HOME`` unset
or not a folder (the run as without it), and what shadows the standard library, found.

The cases that need a process of their own (a backend the machine lacks, a flag only XLA
can judge, a ``PYTHONPATH`` that shadows the standard library, a folder this user cannot
list) are in ``tests/e2e/faults/test_hostile_env_processes.py``.
"""

from __future__ import annotations

import os
import tempfile

import pytest
from builders import LEFT_TO_XLA, XLA_VERDICTS
from helpers import (
    compiled,
    error_line,
    fault_project,  # noqa: F401 (the fixture `project`)
    fault_targets,  # noqa: F401 (the fixture `targets`)
    invoke,
    jax_compile_log,
    ran,
)

from jaxcheck._src.util import errors, hostenv, shadowing

# --- XLA_FLAGS XLA would end the run on ------------------------------------------------

GARBAGE = ["--garbage_flag_xyz", "hello", "  ", "-x", "--=1", "-xla_dump_to=/tmp/x",
           "--xla_dump_to=/tmp/x --xla_force_host_platfrom_device_count=2"]


@pytest.mark.parametrize("flags", GARBAGE)
@pytest.mark.parametrize("command", ["check", "baseline", "run"])
def test_garbage_xla_flags_are_one_line_exit_2_before_anything_runs(project, tmp_path,
                                                                   flags, command):
    root, target = project
    code, out, err = invoke(command, "--no-isolate" if command != "run" else target,
                            XLA_FLAGS=flags)
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "XLA_FLAGS" in line and "unset" in line and "recompile" not in line
    assert not ran(tmp_path) and not (root / "jaxcheck.lock").exists()


def _program(*command: str, **env: str) -> tuple[int, str, str]:
    """`jaxcheck run -- COMMAND` in this process (``main`` hands the command over so)."""
    from helpers import NO_GITHUB
    from typer.testing import CliRunner

    from jaxcheck._src.cli.app import app

    result = CliRunner().invoke(app, ["run"], env={**NO_GITHUB, **env},
                                catch_exceptions=False, obj=list(command))
    return result.exit_code, result.stdout, result.stderr


def test_garbage_xla_flags_stop_a_program_before_it_starts(tmp_path):
    marker = tmp_path / "started"
    code, out, err = _program("touch", str(marker), XLA_FLAGS="--not_xla")
    assert code == errors.USAGE and "'--not_xla' is not an XLA flag" in error_line(err)
    assert not marker.exists()


@pytest.mark.parametrize("flags, ends", XLA_VERDICTS)
def test_xla_flags_are_judged_as_xla_judges_them(flags, ends):
    problem = hostenv.xla_flags_problem({"XLA_FLAGS": flags})
    assert (problem is not None) == ends, problem
    if problem is not None:
        assert problem.startswith(f"XLA_FLAGS={flags!r} would end the run")


@pytest.mark.parametrize("flags", LEFT_TO_XLA)
def test_a_value_only_xla_can_type_is_left_to_it(flags):
    assert hostenv.xla_flags_problem({"XLA_FLAGS": flags}) is None


def test_a_misspelt_flag_is_named_with_the_flag_it_is_closest_to():
    problem = hostenv.xla_flags_problem(
        {"XLA_FLAGS": "--xla_dump_to=/tmp/x --xla_force_host_platfrom_device_count=8"})
    assert "--xla_force_host_platfrom_device_count (did you mean " \
           "--xla_force_host_platform_device_count?) is not a flag of the installed jaxlib" \
           in problem, problem
    assert "--xla_dump_to" not in problem.split("would end the run")[1]


def test_a_file_of_flags_is_read_as_xla_reads_it(tmp_path):
    flags = tmp_path / "xla.flags"
    flags.write_text("--xla_dump_to=/tmp/x\n--xla_cpu_enable_fast_math=false\n")
    assert hostenv.xla_flags_problem({"XLA_FLAGS": str(flags)}) is None
    flags.write_text("--xla_dump_to=/tmp/x\n--xla_cpu_enable_fast_mth=false\n")
    problem = hostenv.xla_flags_problem({"XLA_FLAGS": str(flags)})
    assert f"(the file of flags {str(flags)!r})" in problem
    assert "--xla_cpu_enable_fast_mth (did you mean --xla_cpu_enable_fast_math?)" in problem


def test_flags_are_split_as_xla_splits_them():
    assert hostenv.xla_arguments(
        """ --a="x \\" y" --b='p\\q' --c=1\t-d  word --never""") == [
        '--a=x " y', "--b=p\\q", "--c=1", "-d"]


def test_where_jaxlib_cannot_be_read_no_name_is_judged(monkeypatch):
    monkeypatch.setattr(hostenv, "_jaxlib_library", lambda: None)
    assert hostenv.unknown_xla_flags(["xla_no_such_flag_at_all"]) == []
    assert hostenv.xla_flags_problem({"XLA_FLAGS": "--xla_no_such_flag_at_all"}) is None


def test_a_library_that_is_not_xlas_judges_no_name(monkeypatch, tmp_path):
    other = tmp_path / "libother.so"
    other.write_bytes(b"\0xla_something_else\0" * 10)
    monkeypatch.setattr(hostenv, "_jaxlib_library", lambda: other)
    assert hostenv.unknown_xla_flags(["xla_no_such_flag_at_all"]) == []


@pytest.mark.parametrize("said, why", [
    ("F1128 00:34:40.268601   23381 parse_flags_from_env.cc:234] Unknown flag in XLA_FLAGS: "
     "--xla_misspelt", "Unknown flag in XLA_FLAGS: --xla_misspelt"),
    ("2026-11-28 00:31:13.129042: F external/xla/xla/parse_flags_from_env.cc:226] Unknown "
     "flags in XLA_FLAGS: --garbage ", "Unknown flags in XLA_FLAGS: --garbage"),
    ("E1128 09:43:11.688401   27363 command_line_flags.cc:93] Couldn't interpret value maybe "
     "for flag xla_cpu_enable_fast_math.\nF1128 09:43:11.688450   27363 parse_flags_from_env"
     ".cc:220] Check failed: tsl::Flags::Parse(&env_argv->argc, env_argv->argv.data(), "
     "flag_list) Flag parsing failed.",
     "Couldn't interpret value maybe for flag xla_cpu_enable_fast_math")])
def test_xlas_fatal_line_on_its_flags_is_read_in_each_releases_words(said, why):
    line = hostenv.xla_fatal_line("some output\n" + said + "\nAborted\n")
    assert line is not None and why in line and "unset XLA_FLAGS" in line
    assert hostenv.xla_fatal_line("F1128 x.cc:1] Check failed: something else") is None


# --- no room for temporary files --------------------------------------------------------


@pytest.mark.parametrize("args", [["check"], ["baseline"], ["run", "{target}", "--isolate"],
                                  ["--", "touch", "{marker}"]])
def test_no_usable_temporary_folder_is_one_line_exit_5(project, tmp_path, monkeypatch,
                                                       args):
    """``tempfile.tempdir`` set as a full or vanished ``TMPDIR`` leaves it: Python's own
    fallback to /tmp is what makes a missing ``TMPDIR`` harmless (the e2e test)."""
    root, target = project
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "gone" / "tmp"))
    args = [a.format(target=target, marker=tmp_path / "ran") for a in args]
    code, out, err = _program(*args[1:]) if args[0] == "--" else invoke(*args)
    assert code == errors.IO, (code, out, err)
    line = error_line(err)
    assert str(tmp_path / "gone" / "tmp") in line and "TMPDIR" in line
    assert "internal error" not in err and not ran(tmp_path)


# --- HOME -------------------------------------------------------------------------------


@pytest.mark.parametrize("home", [None, "file", "missing", "read-only"])
def test_home_unset_or_unusable_changes_nothing(project, tmp_path, monkeypatch, home):
    root, target = project
    if home is None:
        monkeypatch.delenv("HOME", raising=False)
    elif home == "read-only":  # /proc takes no new file, not even root's
        monkeypatch.setenv("HOME", "/proc")
    else:
        path = tmp_path / "home"
        if home == "file":
            path.write_text("not a folder")
        monkeypatch.setenv("HOME", str(path))
    with jax_compile_log() as log:
        code, out, err = invoke("baseline", "--no-isolate")
        assert code == errors.OK, (code, out, err)
        code, out, err = invoke("check", "--no-isolate")
    assert code == errors.OK, (code, out, err)
    assert compiled(log, "double") == 2  # once per command: the lock holds it


# --- what shadows the standard library ----------------------------------------------------


def test_files_that_shadow_the_standard_library_are_found(tmp_path):
    for name in ("colorsys.py", "shlex.py", "json", "not_stdlib.py", "tokenize.txt"):
        if name == "json":
            (tmp_path / "json").mkdir()
            (tmp_path / "json" / "__init__.py").write_text("")
        else:
            (tmp_path / name).write_text("")
    (tmp_path / "os.py").write_text("")  # imported before anything: never shadowed
    found = shadowing.shadowed([str(tmp_path), os.path.dirname(os.__file__), "/elsewhere"])
    names = {"colorsys", "shlex", "json"} - set(__import__("sys").modules)
    assert set(found) == names
    # after the standard library, a folder shadows nothing
    assert shadowing.shadowed([os.path.dirname(os.__file__), str(tmp_path)]) == {}


def test_the_guard_is_for_the_command_only():
    """In a test session (as in a user's program or notebook) nothing is guarded."""
    assert not shadowing.is_command()
    assert shadowing.guard() == {} and shadowing.REAL == {}
