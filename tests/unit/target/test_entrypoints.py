"""Declared entrypoints: the decorator, module targets, pyproject entries, overrides, errors.

Most tests run in-process through ``jaxcheck.run``; the command line (exit codes, the
pyproject.toml search, the one-line errors, the rich matrix) runs as a subprocess
in ``tmp_path``. Modules get unique file names: importing a file target registers it
in ``sys.modules``.
"""

from __future__ import annotations

import os

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import inspect  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402
import textwrap  # noqa: E402
import uuid  # noqa: E402
from pathlib import Path  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402
from helpers import cli, write_module  # noqa: E402

import jaxcheck  # noqa: E402
from jaxcheck._src.config.declaration import DeclarationError  # noqa: E402
from jaxcheck._src.target.locate import UsageError  # noqa: E402

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


def one(ep, axis: str, path: str):
    found = [v for v in ep.variations if v.axis == axis and v.path == path]
    assert len(found) == 1, (axis, path, found)
    return found[0]


def json_variation(ep: dict, axis: str, path: str) -> dict:
    found = [v for v in ep["variations"] if v["axis"] == axis and v["path"] == path]
    assert len(found) == 1, (axis, path, ep["variations"])
    return found[0]


# --- the decorator itself ------------------------------------------------------------


def test_decorator_returns_the_same_function_unchanged():
    calls = []

    def plain(x, y=1.0):
        calls.append(1)
        return x * 2 + y

    signature = inspect.signature(plain)
    decorated = jaxcheck.entrypoint(args="f32[3], float", dims={"B": [1, 8]},
                                    expect={"weak_type": "hit"}, max_compiles=3)(plain)
    assert decorated is plain
    assert calls == []  # declaring does not call it
    assert inspect.signature(decorated) == signature
    x = np.arange(3.0)
    np.testing.assert_array_equal(decorated(x, 0.5), x * 2 + 0.5)
    np.testing.assert_array_equal(decorated(x), x * 2 + 1.0)
    assert len(calls) == 2


def test_decorator_on_jitted_function_keeps_it_jitted():
    @jax.jit
    def twice(x):
        return x * 2

    decorated = jaxcheck.entrypoint(args="f32[3]")(twice)
    assert decorated is twice
    x = jnp.arange(3.0)
    np.testing.assert_array_equal(decorated(x), np.arange(3.0) * 2)
    # still a jitted function: it can be lowered
    assert "mul" in decorated.lower(x).as_text()


@pytest.mark.parametrize("kwargs, fragment", [
    ({"expect": {"speed": "hit"}}, "speed"),
    ({"expect": {"value": "maybe"}}, "maybe"),
    ({"expect": {"value": {"n": "sometimes"}}}, "sometimes"),
    ({"dims": {"B": [1, "8"]}}, "dims"),
    ({"dims": {"B": []}}, "dims"),
    ({"dims": {"B": [-1]}}, "dims"),
    ({"dims": {"B": [True]}}, "dims"),
    ({"dims": {"B": "8"}}, "dims"),
    ({"max_compiles": 0}, "max_compiles"),
    ({"max_compiles": -2}, "max_compiles"),
    ({"max_compiles": True}, "max_compiles"),
    ({"max_compiles": 1.5}, "max_compiles"),
    ({"args": 123}, "args"),
])
def test_bad_declaration_raises_at_decoration_time(kwargs, fragment):
    with pytest.raises(DeclarationError) as raised:
        @jaxcheck.entrypoint(**kwargs)
        def f(x):
            return x

    assert fragment in str(raised.value)
    assert isinstance(raised.value, ValueError)


def test_bad_declaration_in_module_is_a_usage_error(tmp_path):
    path = write_module(tmp_path, None, """
        import jaxcheck

        @jaxcheck.entrypoint(args="f32[3]", expect={"speed": "hit"})
        def f(x):
            return x
    """)
    with pytest.raises(UsageError, match="speed"):
        jaxcheck.run([f"{path}:f"])


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


# --- declared entrypoints used by targets --------------------------------------------

DECLARED = """
    from functools import partial

    import jax
    import jax.numpy as jnp

    import jaxcheck


    @jaxcheck.entrypoint(args="f32[3], float", expect={"weak_type": "hit"})
    @jax.jit
    def zeta(x, lr):
        return x * lr


    def helper(x):
        return x


    @jaxcheck.entrypoint(args="f32[B,2]", dims={"B": [1, 8]}, max_compiles=1)
    @jax.jit
    def alpha(x):
        return x.sum(axis=0)


    @jaxcheck.entrypoint(args="f32[4], 3")
    @partial(jax.jit, static_argnums=1)
    def mid(state, horizon):
        for _ in range(horizon):
            state = jnp.tanh(state)
        return state
"""


def test_module_target_runs_declared_entrypoints_in_order(tmp_path):
    path = write_module(tmp_path, None, DECLARED)
    report = jaxcheck.run([str(path)])
    # declaration order (source order), not alphabetical; undecorated functions are not run
    assert [ep.target for ep in report.entrypoints] == [
        f"{path}:zeta", f"{path}:alpha", f"{path}:mid"]
    assert all(ep.kind == "function" for ep in report.entrypoints)
    zeta, alpha, mid = report.entrypoints

    # each with its own declaration
    assert zeta.args == "f32[3], float"
    assert one(zeta, "weak_type", "lr").policy == "hit"
    assert one(zeta, "weak_type", "lr").expected is False  # a plain jit recompiles

    assert alpha.dims == {"B": [1, 8]}
    assert alpha.max_compiles == 1
    assert alpha.base_compiles == 2 and alpha.over_budget

    v = one(mid, "value", "horizon")
    assert (v.result, v.expected) == ("recompile", False)
    assert [c.kind for c in v.causes] == ["static_value"]

    assert [ep.status for ep in report.entrypoints] == ["fail", "fail", "fail"]
    assert report.exit_code == 1


def test_module_target_without_declarations_is_a_usage_error(tmp_path):
    path = write_module(tmp_path, None, """
        import jax

        @jax.jit
        def f(x):
            return x
    """)
    with pytest.raises(UsageError, match="declares no entrypoint"):
        jaxcheck.run([str(path)])


def test_module_target_runs_the_module_attribute_when_jit_wraps_the_declaration(tmp_path):
    # The declaration sits below @jax.jit: the module's `below` is the jitted function.
    # `jaxcheck run mod.py` must check the same object as `jaxcheck run mod.py:below`.
    path = write_module(tmp_path, None, """
        import jax
        import jaxcheck

        @jax.jit
        @jaxcheck.entrypoint(args="f32[3], float")
        def below(x, lr):
            return x * lr
    """)
    by_attr = jaxcheck.run([f"{path}:below"]).entrypoints[0]
    assert one(by_attr, "dtype", "x").result == "recompile"

    (by_module,) = jaxcheck.run([str(path)]).entrypoints
    assert by_module.target == f"{path}:below"
    assert [f.name for f in by_module.functions] == ["below"]
    assert by_module.base_compiles == 1
    assert [(v.axis, v.path, v.result) for v in by_module.variations] == [
        (v.axis, v.path, v.result) for v in by_attr.variations]


def test_declared_args_used_when_no_args_given(tmp_path):
    path = write_module(tmp_path, None, """
        import jax
        import jaxcheck

        @jaxcheck.entrypoint(args="f32[B,3], float", dims={"B": 4})
        @jax.jit
        def step(x, lr):
            return x * lr
    """)
    report = jaxcheck.run([f"{path}:step"])
    (ep,) = report.entrypoints
    assert ep.kind == "function"
    assert ep.args == "f32[B,3], float"
    assert ep.dims == {"B": [4]}  # a single size is a list of one
    assert ep.base_compiles == 1
    # one shape variation per dimension, from the declared size of B
    shape_afters = sorted(c.after for v in ep.variations if v.axis == "shape"
                          for c in v.causes)
    assert shape_afters == sorted(["f32[5,3]", "f32[4,4]"])
    assert report.exit_code == 0


def test_undeclared_function_without_args_is_a_usage_error(tmp_path):
    path = write_module(tmp_path, None, """
        def needs(x, lr):
            return x
    """)
    with pytest.raises(UsageError, match="x, lr"):
        jaxcheck.run([f"{path}:needs"])


DECLARED_STEP = """
    import jax
    import jaxcheck

    @jaxcheck.entrypoint(args="f32[B,3], float", dims={"B": [1, 8]},
                         expect={"weak_type": "hit"}, max_compiles=1)
    @jax.jit
    def step(x, lr):
        return x * lr
"""


def test_declared_step_fails_as_declared(tmp_path):
    path = write_module(tmp_path, None, DECLARED_STEP)
    report = jaxcheck.run([f"{path}:step"])
    (ep,) = report.entrypoints
    assert ep.over_budget  # two sizes of B, max_compiles 1
    assert one(ep, "weak_type", "lr").expected is False
    assert report.exit_code == 1


def test_args_override_declared_args_field_by_field(tmp_path):
    path = write_module(tmp_path, None, DECLARED_STEP)
    report = jaxcheck.run([f"{path}:step"], args="f32[5], float")
    (ep,) = report.entrypoints
    assert ep.args == "f32[5], float"
    assert ep.base_compiles == 1  # no named dimension left
    v = one(ep, "shape", "x")
    assert [(c.kind, c.before, c.after) for c in v.causes] == [("shape", "f32[5]", "f32[6]")]
    # the declared expectation is kept
    v = one(ep, "weak_type", "lr")
    assert (v.policy, v.result, v.expected) == ("hit", "recompile", False)
    assert report.exit_code == 1


def test_expect_and_max_compiles_override_declared(tmp_path):
    path = write_module(tmp_path, None, DECLARED_STEP)
    report = jaxcheck.run([f"{path}:step"], expect={"weak_type": "any"}, max_compiles=2)
    (ep,) = report.entrypoints
    assert ep.args == "f32[B,3], float"
    assert ep.dims == {"B": [1, 8]}
    assert ep.max_compiles == 2
    assert one(ep, "weak_type", "lr").policy == "any"
    assert report.exit_code == 0


def test_args_and_dims_override_declared(tmp_path):
    path = write_module(tmp_path, None, DECLARED_STEP)
    report = jaxcheck.run([f"{path}:step"], args="f32[B,3], float", dims={"B": [2]},
                          expect={"weak_type": "any"})
    (ep,) = report.entrypoints
    assert ep.dims == {"B": [2]}
    assert ep.base_compiles == 1
    assert report.exit_code == 0


def test_dims_alone_override_declared_dims(tmp_path):
    # `jaxcheck.run(..., dims=...)` / `--dim B=2`: "they override a declaration's fields".
    path = write_module(tmp_path, None, DECLARED_STEP)
    report = jaxcheck.run([f"{path}:step"], dims={"B": [2]})
    (ep,) = report.entrypoints
    assert ep.dims == {"B": [2]}
    assert ep.base_compiles == 1
    assert not ep.over_budget
    assert not ep.notes


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
    proc = cli("run", f"{stem}.py", columns=120, cwd=tmp_path)
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


# --- names that match nothing: typos are usage errors ----------------------------------

SCALED = """
    import jax

    @jax.jit
    def scaled(x, scale, temperature=1.0):
        return x * scale / temperature

    @jax.jit
    def workload():
        return None
"""


def test_expect_path_typo_on_the_command_line(tmp_path):
    path = write_module(tmp_path, None, SCALED)
    with pytest.raises(UsageError) as e:
        jaxcheck.run([f"{path}:scaled"], args="f32[3], float",
                     expect={"value": {"scael": "any"}})
    assert str(e.value) == ("--expect value:scael: no argument path 'scael' (did you mean "
                            "'scale'?); the paths: scale, x")
    # a real path of one of the targets is fine
    jaxcheck.run([f"{path}:scaled"], args="f32[3], float", expect={"value": {"scale": "any"}},
                 variations=False)


def test_expect_path_typo_in_pyproject(tmp_path):
    from jaxcheck._src.config import table as _config
    from jaxcheck._src.run import resolve, runner

    path = write_module(tmp_path, None, SCALED)
    (tmp_path / "pyproject.toml").write_text(textwrap.dedent(f"""
        [[tool.jaxcheck.entrypoints]]
        target = "{path}:scaled"
        args = "f32[3], float, temperature=0.5"
        expect = {{ value = {{ temprature = "any" }} }}
    """), encoding="utf-8")
    config = _config.load(tmp_path / "pyproject.toml")
    with pytest.raises(UsageError) as e:
        resolve.resolve([f"{path}:scaled"], runner.RunOptions(), config)
    message = str(e.value)
    assert message.startswith("expect { value = { temprature = … } } in pyproject.toml: ")
    assert "no argument path 'temprature' (did you mean 'temperature'?)" in message


def test_dims_typos(tmp_path):
    path = write_module(tmp_path, None, SCALED)
    with pytest.raises(UsageError, match=r"^--dim B=… applies to function targets with args; "
                                         r"'.*:workload' is a workload"):
        jaxcheck.run([f"{path}:workload"], dims={"B": [1, 8]})
    with pytest.raises(UsageError, match=r"^--dim Bt: no target's args have a dimension 'Bt' "
                                         r"\(did you mean 'B'\?\)"):
        jaxcheck.run([f"{path}:scaled"], args="f32[B,3], float", dims={"B": [1], "Bt": [2]})
    declared = write_module(tmp_path, None, """
        import jax
        import jaxcheck

        @jaxcheck.entrypoint(args="f32[B,3], float", dims={"Bt": [1, 8]})
        @jax.jit
        def step(x, lr):
            return x * lr
    """)
    with pytest.raises(UsageError, match=r"^dims Bt in @jaxcheck.entrypoint: the args of "
                                         r"'.*:step' \(f32\[B,3\], float\) have no dimension "
                                         r"'Bt' \(did you mean 'B'\?\)"):
        jaxcheck.run([f"{declared}:step"])


@pytest.mark.parametrize("bad", [0, -1, 1.5, True, "2"])
def test_a_bad_max_compiles_names_the_value_given(bad):
    from jaxcheck._src.config.declaration import declaration

    expected = f"max_compiles must be a positive integer.*got {re.escape(repr(bad))}"
    with pytest.raises(DeclarationError, match=expected):
        declaration(None, {}, {}, bad, where="command line")


# --- a function target that compiles nothing ----------------------------------------


def test_a_function_that_compiles_nothing_fails_unless_allowed(tmp_path):
    """JAX's log shows no compile of the target's own: the check proved nothing, and the
    report says so at the top (exit 1), unless the declaration or the caller allows it."""
    from conftest import jax_compile_log

    path = write_module(tmp_path, None, """
        import jax.numpy as jnp
        import jaxcheck

        def loss_fn(w, x):
            return jnp.sum((x @ w) ** 2)

        @jaxcheck.entrypoint(args="f32[4,2], f32[B,4]", dims={"B": [8, 5]},
                             allow_no_compile=True)
        def allowed(w, x):
            return jnp.sum(x @ w)
    """)
    with jax_compile_log() as log:
        report = jaxcheck.run(f"{path}:loss_fn", args="f32[4,2], f32[B,4]",
                              dims={"B": [8, 5]}, variations=False)
    assert not any("loss_fn" in line for line in log if line.startswith("Compiling"))
    [ep] = report.entrypoints
    assert ep.functions == [] and ep.status == "fail" and report.exit_code == 1
    assert ep.finding.startswith("`loss_fn` is not jitted and compiled nothing")
    assert "--allow-no-compile" in ep.finding
    assert ep.internal_compiles > 0  # JAX's own eager ops did compile

    allowed = jaxcheck.run(f"{path}:loss_fn", args="f32[4,2], f32[B,4]", dims={"B": [8, 5]},
                           variations=False, allow_no_compile=True)
    assert allowed.exit_code == 0 and allowed.entrypoints[0].finding is None
    declared = jaxcheck.run(f"{path}:allowed", variations=False)
    assert declared.exit_code == 0 and declared.entrypoints[0].status == "pass"


def test_allow_no_compile_must_be_a_boolean():
    with pytest.raises(DeclarationError, match="allow_no_compile must be true or false"):
        jaxcheck.entrypoint(args="f32[3]", allow_no_compile="yes")


@pytest.mark.parametrize("value, ok", [("true", True), ('"yes"', False)])
def test_allow_no_compile_in_pyproject(tmp_path, value, ok):
    from jaxcheck._src.config import table as _config

    (tmp_path / "pyproject.toml").write_text(textwrap.dedent(f"""
        [[tool.jaxcheck.entrypoints]]
        target = "train:loss_fn"
        args = "f32[3]"
        allow_no_compile = {value}
    """), encoding="utf-8")
    if not ok:
        with pytest.raises(UsageError, match="allow_no_compile must be true or false"):
            _config.load(tmp_path / "pyproject.toml")
        return
    [entry] = _config.load(tmp_path / "pyproject.toml").entries
    assert entry.declaration.allow_no_compile is True
