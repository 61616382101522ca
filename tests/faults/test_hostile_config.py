"""Hostile ``[tool.jaxcheck]``: one line and exit 2 before anything runs, never a traceback.

A configuration names what ``check`` runs on every CI job, so an entrypoint or factory in
the standard library or an installed package (``os:system`` with a shell command for its
argument) is refused unrun; numbers past Python's integer-conversion limit or outside 64
bits, very long and right-to-left strings, 10,000 ``dims`` values and negative ones are
each one bounded line. Every case runs the real typer app (or `jaxcheck lint`) in this
process.
"""

from __future__ import annotations

import os
import subprocess

import pytest
from helpers import error_line, fault_project, invoke, ran  # noqa: F401 (fixture `project`)

from jaxcheck._src.config import table as _table
from jaxcheck._src.util import errors

COMMANDS = ["check", "baseline", "run"]


def _function_entry(target: str) -> str:
    return (f'[[tool.jaxcheck.entrypoints]]\n'
            f'target = "{target.replace(":workload", ":function")}"\n')


def _write(root, text: str) -> None:
    (root / "pyproject.toml").write_text(text)


def _refused(command: str, *, words: list[str], limit: int = 1000) -> str:
    code, out, err = invoke(command, "--no-isolate")
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    for word in words:
        assert word in line, f"{word!r} not in {line!r}"
    assert len(line) <= len(errors.PREFIX) + limit, len(line)
    return line


# --- entrypoints and factories that are not the project's --------------------------------


def _library_entries(tmp_path) -> dict[str, tuple[str, list[str]]]:
    shell = f"touch {tmp_path / 'PWNED'}"  # what a hostile configuration would run
    return {
        "os-system": (f'target = "os:system"\nargs = "\'{shell}\'"\n',
                      ["'os:system'", "standard library"]),
        "subprocess-factory": (f'target = "{{target}}"\nexample = "subprocess:getoutput"\n'
                               f'dims = {{cmd = ["{shell}"]}}\n',
                               ["'subprocess:getoutput'", "standard library"]),
        "installed-package": ('target = "numpy:sum"\nargs = "f32[3]"\n',
                              ["'numpy:sum'", "installed package"]),
        "stdlib-file": (f'target = "{os.__file__}:system"\nargs = "\'{shell}\'"\n',
                        ["os.py:system", "the standard library"]),
        "site-packages-file": (f'target = "{subprocess.__file__.rsplit("/", 2)[0]}'
                               f'/site-packages/numpy/__init__.py:sum"\n',
                               ["site-packages", "not in this project"]),
    }


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("case", ["os-system", "subprocess-factory", "installed-package",
                                  "stdlib-file", "site-packages-file"])
def test_a_configured_library_function_is_never_run(project, tmp_path, command, case):
    root, target = project
    body, words = _library_entries(tmp_path)[case]
    _write(root, "[[tool.jaxcheck.entrypoints]]\n" + body.replace("{target}", target))
    _refused(command, words=[*words, "wrap the library function"])
    assert not (tmp_path / "PWNED").exists() and not ran(tmp_path)
    assert not (root / "jaxcheck.lock").exists()


def test_the_projects_own_modules_are_its_own_whatever_their_names(tmp_path):
    root = tmp_path / "proj"
    (root / "src" / "numpy").mkdir(parents=True)
    (root / "src" / "numpy" / "__init__.py").write_text("")
    (root / "colorsys.py").write_text("def main(): pass\n")
    (tmp_path / "shared").mkdir()
    for text in ["colorsys:main", "numpy.core:f", "train.py:main", "../shared/x.py:f",
                 "pkg.model:step"]:
        assert _table.library_home(text, root) is None, text
    assert _table.library_home("json:dumps", root) == "the standard library"
    assert _table.library_home("sys:exit", root) == "the standard library"  # a built-in module
    assert _table.library_home("typer:run", root) == "an installed package"


# --- numbers past Python's integer limits ------------------------------------------------

DIGITS = "9" * 5000
HEX = "0x" + "f" * 5000


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("place,words", [
    (f"[tool.jaxcheck]\nseed = {DIGITS}\n", ["4300 digits", "fewer digits"]),
    (f"[tool.other]\nx = {DIGITS}\n", ["4300 digits"]),  # anywhere in the file
    (f"[tool.jaxcheck]\nseed = {HEX}\n", ["tool.jaxcheck.seed", "20000 bits", "64 bits"]),
    (f"[tool.jaxcheck]\ntimeout = {HEX}\n", ["tool.jaxcheck.timeout", "64 bits"]),
    ("{entry}max_compiles = " + HEX + "\n", ["max_compiles", "64 bits"]),
    ("{entry}args = \"f32[B]\"\ndims = {B = [1, " + HEX + "]}\n",
     ["tool.jaxcheck.entrypoints[0].dims.B[1]", "64 bits"]),
    ("{entry}args = \"f32[B]\"\ndims = {B = -" + "9" * 30 + "}\n", ["dims.B", "64 bits"]),
], ids=["decimal-seed", "decimal-elsewhere", "hex-seed", "hex-timeout", "hex-max-compiles",
        "hex-dim", "negative-30-digit-dim"])
def test_numbers_past_pythons_limits_are_one_line(project, tmp_path, command, place, words):
    root, target = project
    entry = _function_entry(target)
    text = place.replace("{entry}", entry)
    if not text.startswith("[["):
        text += f'[[tool.jaxcheck.entrypoints]]\ntarget = "{target}"\n'
    _write(root, text)
    _refused(command, words=words)
    assert not ran(tmp_path)


@pytest.mark.parametrize("number", [DIGITS, HEX])
def test_lint_reads_such_a_pyproject_as_one_line_too(tmp_path, monkeypatch, capsys, number):
    from jaxcheck._src.cli.commands.lint import main

    _write(tmp_path, f"[tool.jaxcheck.lint]\nselect = [{number}]\n")
    monkeypatch.chdir(tmp_path)
    assert main([]) == errors.USAGE
    err = capsys.readouterr().err
    assert error_line(err) and len(err) < 400


# --- strings, lists and dims ---------------------------------------------------------------


@pytest.mark.parametrize("command", COMMANDS)
def test_a_100000_character_target_is_a_bounded_line(project, tmp_path, command):
    root, target = project
    _write(root, f'[[tool.jaxcheck.entrypoints]]\ntarget = "{target}{"x" * 100_000}"\n')
    line = _refused(command, words=["characters left out", "has no attribute"])
    assert len(line) <= len(errors.PREFIX) + errors.MAX_LINE
    assert not ran(tmp_path)


@pytest.mark.parametrize("command", COMMANDS)
def test_right_to_left_overrides_are_spelled_out(project, tmp_path, command):
    root, target = project
    module = target.split(":")[0]
    _write(root, f'[[tool.jaxcheck.entrypoints]]\ntarget = "{module}:work\u202eload\u2066"\n')
    line = _refused(command, words=["work\\u202eload\\u2066"])
    assert "\u202e" not in line and "\u2066" not in line
    assert not ran(tmp_path)


@pytest.mark.parametrize("dims,words", [
    ("{B = [" + ", ".join(str(i) for i in range(1, 10_001)) + "]}",
     ["10,000 base calls", "at most 256"]),
    ("{B = [" + ", ".join(str(i) for i in range(1, 21)) + "], "
     "T = [" + ", ".join(str(i) for i in range(1, 21)) + "]}",
     ["400 base calls", "20 B × 20 T"]),
    ("{B = [1, -8]}", ["'B'", "non-negative"]),
    ("{B = -1}", ["'B'", "non-negative"]),
    ("{B = [" + ", ".join(str(-i) for i in range(1, 10_001)) + "]}", ["non-negative"]),
], ids=["10000-values", "400-combinations", "negative", "negative-scalar",
        "10000-negative"])
@pytest.mark.parametrize("command", COMMANDS)
def test_dims_too_many_or_negative_exit_2_at_once(project, tmp_path, command, dims, words):
    root, target = project
    _write(root, _function_entry(target) + f'args = "f32[B]"\ndims = {dims}\n')
    _refused(command, words=words)
    assert not ran(tmp_path)


def test_dims_within_the_bound_still_run(project, tmp_path):
    root, target = project
    _write(root, _function_entry(target) + 'args = "f32[B]"\ndims = {B = [1, 2]}\n'
                 'vary = ["**"]\n')
    code, out, err = invoke("check", "--no-isolate")
    assert code == errors.OK, (code, out, err)


def test_dims_on_the_command_line_meet_the_same_bound(project, tmp_path):
    root, target = project
    sizes = ",".join(str(i) for i in range(1, 10_001))
    code, out, err = invoke("run", target.replace(":workload", ":function"), "--args",
                            "f32[B]", "--dim", f"B={sizes}")
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "10,000 base calls" in line and len(line) < 400
    assert not ran(tmp_path)
