"""Declared entrypoints on the command line: module targets, ``--args`` over declared
arguments, the rich matrix, ``[tool.jaxcheck]`` entries found from a subdirectory, and
one-line usage errors.
"""

from __future__ import annotations

import os

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import json  # noqa: E402
import subprocess  # noqa: E402
import textwrap  # noqa: E402
import uuid  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from builders import write_module  # noqa: E402
from helpers import cli  # noqa: E402

VARIATION_KEYS = {"axis", "path", "result", "expected", "expected_by", "policy", "withheld",
                  "causes", "detail"}


# --- helpers ---------------------------------------------------------------------------


def unique(prefix: str = "jcep") -> str:
    return f"{prefix}_{uuid.uuid4().hex[:12]}"


def json_report(proc: subprocess.CompletedProcess) -> dict:
    assert proc.stdout.strip(), proc.stderr
    return json.loads(proc.stdout)


def assert_one_line_error(proc: subprocess.CompletedProcess, *fragments: str) -> None:
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("jaxcheck: error: "), lines[0]
    for fragment in fragments:
        assert fragment in lines[0], (fragment, lines[0])
    assert proc.stdout == ""


def json_variation(ep: dict, axis: str, path: str) -> dict:
    found = [v for v in ep["variations"] if v["axis"] == axis and v["path"] == path]
    assert len(found) == 1, (axis, path, ep["variations"])
    return found[0]


# --- the decorator itself ------------------------------------------------------------


def test_bad_declaration_via_cli_exits_2(tmp_path):
    stem = unique()
    write_module(tmp_path, f"{stem}.py", """
        import jax
        import jaxcheck

        @jaxcheck.entrypoint(args="f32[3]", expect={"value": "maybe"})
        @jax.jit
        def f(x):
            return x * 2
    """)
    proc = cli("run", f"{stem}.py:f", cwd=tmp_path)
    assert_one_line_error(proc, "maybe")
    # the module form imports it the same way
    proc = cli("run", f"{stem}.py", cwd=tmp_path)
    assert_one_line_error(proc, "maybe")


# --- the command line ----------------------------------------------------------------

CLI_MODULE = """
    from functools import partial

    import jax
    import jaxcheck


    @jaxcheck.entrypoint(args="f32[3], float")
    @jax.jit
    def first(x, lr):
        return x * lr


    @jaxcheck.entrypoint(args="f32[3], 2")
    @partial(jax.jit, static_argnums=1)
    def second(x, n):
        return x * n
"""


def test_cli_module_target_runs_all_declared(tmp_path):
    stem = unique()
    write_module(tmp_path, f"{stem}.py", CLI_MODULE)
    proc = cli("run", f"{stem}.py", "--format", "json", cwd=tmp_path)
    assert proc.returncode == 1, proc.stderr
    doc = json_report(proc)
    eps = doc["entrypoints"]
    assert [ep["target"] for ep in eps] == [f"{stem}.py:first", f"{stem}.py:second"]
    assert [ep["status"] for ep in eps] == ["pass", "fail"]
    v = json_variation(eps[1], "value", "n")
    assert (v["result"], v["expected"], v["policy"]) == ("recompile", False, "hit")
    assert [c["kind"] for c in v["causes"]] == ["static_value"]
    assert doc["summary"]["unexpected"] == 1


def test_cli_args_override_declared_args(tmp_path):
    stem = unique()
    write_module(tmp_path, f"{stem}.py", CLI_MODULE)
    proc = cli("run", f"{stem}.py:first", "--args", "f32[7], float", "--format", "json",
               cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    (ep,) = json_report(proc)["entrypoints"]
    assert ep["args"] == "f32[7], float"
    cause = json_variation(ep, "shape", "x")["causes"][0]
    assert (cause["kind"], cause["before"], cause["after"]) == ("shape", "f32[7]", "f32[8]")


def panel_rows(panel: str, paths: tuple[str, ...]) -> dict[str, str]:
    lines = [line.strip("│ ").rstrip(" │") for line in panel.splitlines()]
    return {line.split()[0]: line for line in lines
            if line.split() and line.split()[0] in paths}


def test_cli_rich_matrix(tmp_path):
    stem = unique()
    write_module(tmp_path, f"{stem}.py", CLI_MODULE)
    quiet = cli("run", f"{stem}.py", columns=120, cwd=tmp_path)
    assert quiet.returncode == 1, quiet.stderr
    # without --verbose: the passing target in one line, the failing one's failing row
    assert quiet.stdout.startswith(f"PASS  {stem}.py:first · ")
    (failed,) = quiet.stdout.split("╭─")[1:]
    assert set(panel_rows(failed, ("x", "n"))) == {"n"}
    proc = cli("run", f"{stem}.py", "--verbose", columns=120, cwd=tmp_path)
    assert proc.returncode == 1, proc.stderr
    panels = proc.stdout.split("╭─")[1:]
    assert len(panels) == 2
    first, second = panels
    assert "PASS" in first and f"{stem}.py:first" in first
    assert "FAIL" in second and f"{stem}.py:second" in second

    # the declared args are shown and used
    assert "args: f32[3], float" in first
    header = [line for line in first.splitlines() if line.strip("│ ").startswith("argument")]
    assert len(header) == 1
    columns = ["value", "weak_type", "scalar_type", "dtype", "shape"]
    assert header[0].strip("│ ").split() == ["argument", "expect=hit", *columns[1:]]
    rows = panel_rows(first, ("x", "lr"))
    assert set(rows) == {"x", "lr"}
    # x: new data hits, another width and another size recompile (a cause of the
    # column's own axis goes without saying)
    assert rows["x"].split()[1:] == ["hit", "skipped", "skipped", "recompile", "recompile"]
    # lr: new value hits, the weak twin recompiles, an int for the float changes dtype
    assert rows["lr"].split()[1:] == ["hit", "recompile", "recompile", "(dtype)", "skipped",
                                      "skipped"]
    assert "✗" not in first

    # the static argument's new value recompiles, against "expect=hit"
    assert "expect=hit" in second
    rows = panel_rows(second, ("x", "n"))
    assert rows["x"].split()[1] == "hit"
    assert "recompile (static_value)" in rows["n"]
    assert "✗" in rows["n"] and "✗" not in rows["x"]


# --- pyproject.toml ------------------------------------------------------------------

PROJECT_MODULE = """
    from functools import partial

    import jax
    import jax.numpy as jnp


    @jax.jit
    def _square(x):
        return x * x


    def workload():
        for _ in range(3):
            _square(jnp.ones((4,), jnp.float32))


    @partial(jax.jit, static_argnums=1)
    def step(x, n):
        return x * n
"""


def write_project(root: Path, module: str) -> None:
    write_module(root, f"{module}.py", PROJECT_MODULE)
    (root / "pyproject.toml").write_text(textwrap.dedent(f"""
        [project]
        name = "demo"
        version = "0.0.1"

        [[tool.jaxcheck.entrypoints]]
        target = "{module}:workload"

        [[tool.jaxcheck.entrypoints]]
        target = "{module}:step"
        args = "f32[B,3], 2"
        dims = {{ B = [2, 4] }}
        expect = {{ value = {{ n = "any" }} }}
        max_compiles = 2
    """), encoding="utf-8")


def check_project_report(proc: subprocess.CompletedProcess, module: str) -> None:
    assert proc.returncode == 0, (proc.stdout, proc.stderr)
    doc = json_report(proc)
    eps = doc["entrypoints"]
    assert [ep["target"] for ep in eps] == [f"{module}:workload", f"{module}:step"]

    work, step = eps
    assert work["kind"] == "workload"
    assert work["status"] == "pass"
    assert work["variations"] == []
    assert [(f["name"], f["compiles"]) for f in work["functions"]] == [("_square", 1)]

    assert step["kind"] == "function"
    assert step["status"] == "pass"
    assert step["args"] == "f32[B,3], 2"
    assert step["dims"] == {"B": [2, 4]}
    assert step["max_compiles"] == 2
    assert step["base_compiles"] == 2
    assert step["variations"]
    for v in step["variations"]:
        assert set(v) == VARIATION_KEYS
    v = json_variation(step, "value", "n")
    assert (v["result"], v["expected"], v["policy"]) == ("recompile", True, "any")
    assert [c["kind"] for c in v["causes"]] == ["static_value"]
    assert json_variation(step, "value", "x")["policy"] == "hit"
    assert json_variation(step, "value", "x")["result"] == "hit"
    # the second size of B was a base call, expected
    (fn,) = step["functions"]
    base = [e for e in fn["events"] if e["variation"] is None]
    assert [e["dims"] for e in base] == ["B=2", "B=4"]
    assert base[1]["recompile"] and base[1]["expected"]
    assert doc["summary"]["unexpected"] == 0


def test_pyproject_entrypoints_run_without_targets(tmp_path):
    module = unique("proj")
    write_project(tmp_path, module)
    proc = cli("run", "--format", "json", cwd=tmp_path)
    check_project_report(proc, module)


def test_pyproject_found_from_a_subdirectory(tmp_path):
    # pyproject.toml is looked up in the current directory and its parents; its targets
    # belong to the project it sits in.
    module = unique("proj")
    write_project(tmp_path, module)
    sub = tmp_path / "sub"
    sub.mkdir()
    proc = cli("run", "--format", "json", cwd=sub)
    check_project_report(proc, module)


def test_no_targets_and_no_pyproject_entries_is_an_error(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n', encoding="utf-8")
    proc = cli("run", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.startswith("jaxcheck: error: ")
    assert "entrypoints" in proc.stderr


ENTRY = '[[tool.jaxcheck.entrypoints]]\ntarget = "m:f"\n'


@pytest.mark.parametrize("toml, fragments", [
    pytest.param(ENTRY + 'argz = "f32[3]"\n', ("unknown key", "argz"), id="unknown-key"),
    pytest.param(ENTRY + 'args = "f32[3]\n', ("not valid TOML",), id="malformed-toml"),
    pytest.param('[tool.jaxcheck]\nentrypoints = "m:f"\n', ("entrypoints",),
                 id="entrypoints-not-array"),
    pytest.param('[tool.jaxcheck]\nentrypoints = [1, 2]\n', ("entrypoints",),
                 id="entrypoints-not-tables"),
    pytest.param(ENTRY + 'args = "f32[3]"\nexpect = { value = "maybe" }\n', ("maybe",),
                 id="bad-policy"),
    pytest.param(ENTRY + 'args = "f32[3]"\nexpect = { value = { x = "often" } }\n',
                 ("often",), id="bad-path-policy"),
    pytest.param(ENTRY + 'args = "f32[3]"\nexpect = { speed = "hit" }\n', ("speed",),
                 id="unknown-axis"),
    pytest.param(ENTRY + 'args = "f32[B]"\ndims = { B = ["8"] }\n', ("dims",),
                 id="dims-strings"),
    pytest.param(ENTRY + 'args = "f32[3]"\nmax_compiles = 0\n', ("max_compiles",),
                 id="max-compiles-0"),
    pytest.param(ENTRY + 'args = 3\n', ("args",), id="args-not-string"),
    pytest.param('[[tool.jaxcheck.entrypoints]]\nargs = "f32[3]"\n', ("target",),
                 id="no-target"),
])
def test_bad_pyproject_exits_2_with_one_line(tmp_path, toml, fragments):
    (tmp_path / "pyproject.toml").write_text(toml, encoding="utf-8")
    proc = cli("run", cwd=tmp_path)
    assert_one_line_error(proc, "pyproject.toml", *fragments)
