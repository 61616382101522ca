"""The `jaxcheck` command, run as a subprocess: exit codes, stdout/stderr, JSON, targets."""

import json
import re

import jax
import pytest
from builders import line_of, module_text, write_module
from helpers import cli, jax_explains

import jaxcheck

TARGETS = """
import os
import sys

import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    return x * 2


def clean():
    f(jnp.ones(3))
    f(jnp.ones(3))  # a cache hit


def same_again():
    f(jnp.ones(3))  # the previous target's warm cache must not hide this compile


def recompile():
    f(jnp.ones(3))
    f(jnp.ones(4))


def boom():
    f(jnp.ones(3))
    raise ValueError("kaboom")


def recompile_then_boom():
    f(jnp.ones(3))
    f(jnp.ones(4))
    raise KeyError("late")


def noisy():
    print("PRINTED-BY-TARGET")
    sys.stdout.flush()
    os.write(1, b"WRITTEN-TO-FD-1\\n")
    f(jnp.ones(3))
    f(jnp.ones(5))
    print("PRINTED-AFTER")


def needs(alpha, beta, gamma=1):
    print(f"ARGS {alpha.shape} {alpha.dtype} {type(beta).__name__} {gamma}", file=sys.stderr)
    return f(alpha)


def announce():
    print("TARGET-RAN", file=sys.stderr)


class Model:
    def __init__(self):
        self.sizes = (3, 6)

    def step(self):
        for n in self.sizes:
            f(jnp.ones(n))

    class Inner:
        @staticmethod
        def run():
            f(jnp.ones(2))


class _Namespace:
    pass


ns = _Namespace()
ns.workload = recompile

VALUE = 42
"""

NOISY_AT_IMPORT = """
import os
print("PRINTED-AT-IMPORT")
os.write(1, b"FD-AT-IMPORT\\n")

from targets import recompile  # noqa: E402,F401
"""

SILENCED = """
import logging

import jax
import jax.numpy as jnp

# A target that configures logging as aggressively as it can.
logging.basicConfig(force=True, level=logging.CRITICAL)
_jax_logger = logging.getLogger("jax")
_jax_logger.setLevel(logging.ERROR)
_jax_logger.propagate = False
logging.getLogger().handlers.clear()


@jax.jit
def g(x):
    return x + 1


def main():
    logging.basicConfig(force=True, level=logging.CRITICAL)
    logging.getLogger("jax").setLevel(logging.ERROR)
    logging.getLogger("jax").propagate = False
    g(jnp.ones(3))
    g(jnp.ones(4))
"""


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    d = tmp_path_factory.mktemp("project")
    write_module(d, "targets.py", TARGETS)
    write_module(d, "noisy_import.py", NOISY_AT_IMPORT)
    write_module(d, "silenced.py", SILENCED)
    write_module(d, "broken.py", "def main(:\n    pass\n")
    write_module(d, "raising.py",
                 'raise RuntimeError("import went wrong")\n\ndef main():\n    pass\n')
    write_module(d, "exits.py", "import sys\nsys.exit(0)\n\ndef main():\n    pass\n")
    return d


def run_json(*args, cwd):
    code, out, err = cli("run", *args, "--format", "json", cwd=cwd)
    try:
        doc = json.loads(out)
    except json.JSONDecodeError as e:
        raise AssertionError(
            f"stdout is not one JSON document ({e}):\n{out}\n--- stderr\n{err}") from None
    return code, doc, err


def entry(doc, target):
    [ep] = [ep for ep in doc["entrypoints"] if ep["target"] == target]
    return ep


def function(ep, name):
    [fn] = [fn for fn in ep["functions"] if fn["name"] == name]
    return fn


# --- exit codes 0 and 1 ------------------------------------------------------------


def test_exit_0_without_recompiles(project):
    code, out, err = cli("run", "targets.py:clean", cwd=project)
    assert code == 0, err
    assert "targets.py:clean" in out


def test_exit_1_with_a_recompile(project):
    code, out, err = cli("run", "targets.py:recompile", cwd=project)
    assert code == 1, err
    assert "targets.py:recompile" in out
    assert "f32[3]" in out and "f32[4]" in out


def test_exit_1_in_json(project):
    code, doc, err = run_json("targets.py:recompile", cwd=project)
    assert code == 1, err
    ep = entry(doc, "targets.py:recompile")
    assert ep["status"] == "fail"
    events = function(ep, "f")["events"]
    assert [e["recompile"] for e in events] == [False, True]
    assert events[1]["causes"] == [
        {"kind": "shape", "path": "x", "before": "f32[3]", "after": "f32[4]"}
    ]
    body = line_of(module_text(TARGETS), "def recompile():")
    assert [e["call_site"] for e in events] == [f"targets.py:{body + 1}", f"targets.py:{body + 2}"]
    summary = doc["summary"]
    assert summary.pop("compile_seconds") > 0
    assert summary.pop("unexpected_seconds") > 0
    assert summary == {"compiles": 2, "recompiles": 1, "unexpected": 1, "errors": 0,
                       "persistent_cache_hits": 0, "persistent_cache": None,
                       "unexpected_recompiles": 1, "budgets": 0,
                       "budget_overruns": 0, "variations": 0, "contradicted_variations": 0,
                       "variations_raised": 0}
    group, = function(ep, "f")["groups"]
    assert (group["count"], group["events"], group["expected"]) == (1, [2], False)


def test_module_target_by_name(project):
    code, doc, err = run_json("targets:recompile", cwd=project)
    assert code == 1, err
    ep = entry(doc, "targets:recompile")
    assert function(ep, "f")["compiles"] == 2


# --- exit code 2 -------------------------------------------------------------------

USAGE_ERRORS = {
    "no_such_file": (["run", "missing_file.py:main"], ["missing_file.py"]),
    "no_such_module": (["run", "no_such_module_xyz:main"], ["no_such_module_xyz"]),
    "missing_attribute": (["run", "targets.py:not_there"], ["not_there"]),
    "not_callable": (["run", "targets.py:VALUE"], ["VALUE", "callable"]),
    "syntax_error": (["run", "broken.py:main"], ["broken.py", "syntax"]),
    "raises_at_import": (["run", "raising.py:main"], ["RuntimeError", "import went wrong"]),
    "bad_args_spec": (["run", "targets.py:needs", "--args", "f32[3], f33[2]"],
                      [f"column {'f32[3], f33[2]'.index('f33') + 1}", "f33"]),
    "args_not_given": (["run", "targets.py:needs"], ["alpha", "beta"]),
    "dim_not_given": (["run", "targets.py:needs", "--args", "f32[B,3], float"], ["B"]),
    "bad_format": (["run", "targets.py:clean", "--format", "xml"], ["xml"]),
    "bad_dim": (["run", "targets.py:clean", "--dim", "B=x"], ["B=x"]),
    "module_without_function": (["run", "targets.py"], ["targets.py"]),
    "expect_path_typo": (["run", "targets.py:needs", "--args", "f32[3], float",
                          "--expect", "value:alpah=any"], ["alpah", "did you mean 'alpha'"]),
    "dim_on_a_workload": (["run", "targets.py:clean", "--dim", "B=1,8"],
                          ["--dim", "workload"]),
}


def _one_error_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got:\n{err}"
    assert lines[0].startswith("jaxcheck: error: "), lines[0]
    return lines[0]


@pytest.mark.parametrize("case", sorted(USAGE_ERRORS))
def test_exit_2_one_line_no_traceback(project, case):
    args, words = USAGE_ERRORS[case]
    code, out, err = cli(*args, cwd=project)
    assert code == 2, (out, err)
    line = _one_error_line(err)
    assert "Traceback" not in err
    for word in words:  # as a whole word: "B" must not match inside "bad"
        assert re.search(rf"(?<!\w){re.escape(word)}(?!\w)", line), f"{word!r} not in {line!r}"
    assert out == ""


def test_exit_2_names_the_parameters_that_need_values(project):
    code, _, err = cli("run", "targets.py:needs", cwd=project)
    assert code == 2
    line = _one_error_line(err)
    assert "alpha" in line and "beta" in line
    assert "gamma" not in line  # has a default
    assert "--args" in line


def test_exit_2_bad_spec_column_points_at_the_error(project):
    spec = "f32[3], {'w': f32[2,2], 'b': __import__('os')}"
    code, _, err = cli("run", "targets.py:needs", "--args", spec, cwd=project)
    assert code == 2
    line = _one_error_line(err)
    assert f"column {spec.index('__import__') + 1}" in line


@pytest.mark.parametrize("case", sorted(USAGE_ERRORS))
def test_exit_2_verbose_adds_the_traceback(project, case):
    args, _ = USAGE_ERRORS[case]
    code, out, err = cli(*args, "--verbose", cwd=project)
    assert code == 2, (out, err)
    assert "Traceback (most recent call last)" in err
    assert any(line.startswith("jaxcheck: error: ") for line in err.splitlines())


def test_exit_2_when_module_exits_at_import(project):
    # A module that calls sys.exit() while being imported is an import failure,
    # not a clean run: a CI gate must not pass with no report at all.
    code, out, err = cli("run", "exits.py:main", "--format", "json", cwd=project)
    assert code == 2, (code, out, err)
    line = _one_error_line(err)
    assert "exits.py" in line


def test_bad_target_fails_before_any_target_runs(project):
    code, out, err = cli("run", "targets.py:announce", "missing_file.py:main", cwd=project)
    assert code == 2
    _one_error_line(err)  # "TARGET-RAN" was never printed
    assert "TARGET-RAN" not in out + err


# --- exit code 3 -------------------------------------------------------------------


def test_exit_3_when_the_target_raises(project):
    code, doc, err = run_json("targets.py:boom", cwd=project)
    assert code == 3, err
    ep = entry(doc, "targets.py:boom")
    assert ep["status"] == "error"
    assert ep["error"] == {"type": "ValueError", "message": "kaboom"}
    fn = function(ep, "f")  # seen before the error
    assert fn["compiles"] == 1
    assert doc["summary"]["errors"] == 1


def test_exit_3_wins_over_1(project):
    code, doc, err = run_json("targets.py:recompile_then_boom", cwd=project)
    assert code == 3, err
    ep = entry(doc, "targets.py:recompile_then_boom")
    assert ep["error"]["type"] == "KeyError"
    assert "late" in ep["error"]["message"]
    assert function(ep, "f")["compiles"] == 2
    assert doc["summary"]["recompiles"] == 1


def test_exit_3_rich_names_the_error(project):
    code, out, err = cli("run", "targets.py:boom", cwd=project)
    assert code == 3
    assert "ValueError" in out and "kaboom" in out


# --- JSON ---------------------------------------------------------------------------

_NUMBER = (int, float)


def check_schema(doc):
    """Every field the README's schema `jaxcheck.report/1` requires, with its type."""
    assert doc["schema"] == "jaxcheck.report/1"
    assert doc["jaxcheck_version"] == jaxcheck.__version__
    assert doc["jax_version"] == jax.__version__
    assert doc["backend"] == "cpu"
    assert doc["mode"] == "execute"
    assert isinstance(doc["entrypoints"], list)
    compiles = recompiles = unexpected = errors = 0
    for ep in doc["entrypoints"]:
        assert isinstance(ep["target"], str)
        assert ep["kind"] in ("workload", "function")
        assert ep["status"] in ("pass", "fail", "error")
        if ep["error"] is None:
            assert ep["status"] != "error"
        else:
            assert ep["status"] == "error"
            assert set(ep["error"]) >= {"type", "message"}
            assert isinstance(ep["error"]["type"], str)
            assert isinstance(ep["error"]["message"], str)
            errors += 1
        assert isinstance(ep["internal_compiles"], int) and ep["internal_compiles"] >= 0
        assert isinstance(ep["seconds"], _NUMBER) and ep["seconds"] >= 0
        assert isinstance(ep["notes"], list) and all(isinstance(n, str) for n in ep["notes"])
        assert isinstance(ep["functions"], list)
        for fn in ep["functions"]:
            assert isinstance(fn["name"], str) and fn["name"]
            assert re.fullmatch(r".+\.py:\d+", fn["defined_at"]), fn["defined_at"]
            assert isinstance(fn["compiles"], int)
            assert fn["compiles"] == len(fn["events"]) >= 1
            assert isinstance(fn["compile_seconds"], _NUMBER) and fn["compile_seconds"] > 0
            compiles += fn["compiles"]
            for i, ev in enumerate(fn["events"]):
                assert isinstance(ev["recompile"], bool)
                assert ev["recompile"] == (i > 0)
                assert isinstance(ev["expected"], bool)
                assert ev["call_site"] is None or re.fullmatch(r".+\.py:\d+", ev["call_site"])
                assert ev["causes"]
                for cause in ev["causes"]:
                    assert cause["kind"] in jaxcheck.CAUSE_KINDS
                    for key in ("path", "before", "after"):
                        assert cause[key] is None or isinstance(cause[key], str)
                    assert "note" not in cause or isinstance(cause["note"], str)
                if i == 0:
                    assert [c["kind"] for c in ev["causes"]] == ["new_function"]
                assert ev["explanation"] is None or isinstance(ev["explanation"], str)
                assert isinstance(ev["explanation_kinds"], list)
                assert all(k in jaxcheck.CAUSE_KINDS for k in ev["explanation_kinds"])
                assert ev["seconds"] is None or isinstance(ev["seconds"], _NUMBER)
                assert ev["hint"] is None or isinstance(ev["hint"], str)
                if ev["recompile"]:
                    assert ev["hint"]
                    recompiles += 1
                    unexpected += not ev["expected"]
                assert isinstance(ev["cache_hit"], bool)
                assert ev["persistent_cache"] is None or ev["persistent_cache"]["status"] in (
                    "hit", "miss", "written", "not_written", "disabled")
    summary = doc["summary"]
    assert summary["compiles"] == compiles
    assert summary["recompiles"] == recompiles
    assert summary["errors"] == errors
    if all(ep["kind"] == "workload" for ep in doc["entrypoints"]):
        assert summary["unexpected"] == unexpected
    else:  # function targets may add unexpected variations
        assert summary["unexpected"] >= unexpected


def test_json_schema(project):
    code, doc, err = run_json("targets.py:recompile", "targets.py:clean", "targets.py:boom",
                              cwd=project)
    assert code == 3, err
    check_schema(doc)
    assert [ep["target"] for ep in doc["entrypoints"]] == [
        "targets.py:recompile", "targets.py:clean", "targets.py:boom"
    ]


def test_json_stdout_is_one_document_when_the_target_prints(project):
    code, doc, err = run_json("targets.py:noisy", cwd=project)
    assert code == 1, err
    check_schema(doc)
    for text in ("PRINTED-BY-TARGET", "WRITTEN-TO-FD-1", "PRINTED-AFTER"):
        assert text in err  # the target's output went to stderr, not into the document
    events = function(entry(doc, "targets.py:noisy"), "f")["events"]
    assert events[1]["causes"][0]["after"] == "f32[5]"


def test_json_stdout_is_one_document_when_the_module_prints_at_import(project):
    code, doc, err = run_json("noisy_import.py:recompile", cwd=project)
    assert code == 1, err
    check_schema(doc)
    assert "PRINTED-AT-IMPORT" in err and "FD-AT-IMPORT" in err


def test_json_stdout_is_empty_on_usage_error(project):
    code, out, err = cli("run", "targets.py:not_there", "--format", "json", cwd=project)
    assert code == 2
    assert out == ""


# --- logging ---------------------------------------------------------------------


def test_target_silencing_jax_logging_still_gets_explanations(project):
    code, doc, err = run_json("silenced.py:main", cwd=project)
    assert code == 1, err
    check_schema(doc)
    events = function(entry(doc, "silenced.py:main"), "g")["events"]
    assert events[1]["causes"] == [
        {"kind": "shape", "path": "x", "before": "f32[3]", "after": "f32[4]"}
    ]
    for event, kind in ((events[0], "new_function"), (events[1], "shape")):
        if jax_explains(kind):
            assert event["explanation"], event
            assert kind in event["explanation_kinds"]


# --- function targets and dotted attributes ----------------------------------------


def _arg_lines(err):
    return [line for line in err.splitlines() if line.startswith("ARGS ")]


def test_function_target_with_args(project):
    # executed: the target prints the arrays it was given (a trace gives abstract ones)
    code, doc, err = run_json("targets.py:needs", "--args", "f32[4,2], float", "--mode",
                              "execute", cwd=project)
    assert code == 0, err
    check_schema(doc)
    ep = entry(doc, "targets.py:needs")
    assert ep["kind"] == "function"
    assert ep["error"] is None
    assert function(ep, "f")["events"][0]["causes"][0]["kind"] == "new_function"
    # the first call is the spec itself: f32[4,2] and a Python float, default gamma
    assert _arg_lines(err)[0] == "ARGS (4, 2) float32 float 1"


def test_function_target_with_named_dim_and_keyword(project):
    code, doc, err = run_json("targets.py:needs", "--args", "f32[B,2], int, gamma='g'",
                              "--dim", "B=5", "--mode", "execute", cwd=project)
    assert code == 0, err
    assert entry(doc, "targets.py:needs")["kind"] == "function"
    assert _arg_lines(err)[0] == "ARGS (5, 2) float32 int g"


def test_class_method_target(project):
    code, doc, err = run_json("targets.py:Model.step", cwd=project)
    assert code == 1, err
    events = function(entry(doc, "targets.py:Model.step"), "f")["events"]
    assert events[1]["causes"] == [
        {"kind": "shape", "path": "x", "before": "f32[3]", "after": "f32[6]"}
    ]


@pytest.mark.parametrize("target, code, compiles", [("targets.py:Model.Inner.run", 0, 1),
                                                    ("targets.py:ns.workload", 1, 2)])
def test_dotted_attribute_targets(project, target, code, compiles):
    got, doc, err = run_json(target, cwd=project)
    assert got == code, err
    assert function(entry(doc, target), "f")["compiles"] == compiles


# --- several targets -----------------------------------------------------------------


def test_multiple_targets_in_one_invocation(project):
    code, doc, err = run_json("targets.py:clean", "targets.py:same_again",
                              "targets.py:recompile", cwd=project)
    assert code == 1, err
    check_schema(doc)
    assert [ep["target"] for ep in doc["entrypoints"]] == [
        "targets.py:clean", "targets.py:same_again", "targets.py:recompile"
    ]
    assert [ep["status"] for ep in doc["entrypoints"]] == ["pass", "pass", "fail"]
    # caches are cleared between targets: each one compiles `f` itself
    assert [function(ep, "f")["compiles"] for ep in doc["entrypoints"]] == [1, 1, 2]


# --- found on fresh code ----------------------------------------------------------------

JITTED_METHOD = """
    from functools import partial
    import jax

    class Net:
        scale = 2.0

        @partial(jax.jit, static_argnums=0)
        def predict(self, x):
            return x * self.scale
"""


def test_class_method_that_is_itself_jitted(tmp_path):
    write_module(tmp_path, "jitted_method.py", JITTED_METHOD)
    code, doc, err = run_json("jitted_method.py:Net.predict", "--args", "f32[3]",
                              "--no-variations", cwd=tmp_path)
    assert code == 0, err
    assert function(entry(doc, "jitted_method.py:Net.predict"), "Net.predict")["compiles"] == 1


def test_args_that_do_not_fit_the_signature_are_a_usage_error(tmp_path):
    write_module(tmp_path, "fits.py", "import jax\n\n@jax.jit\ndef f(x, lr):\n    return x * lr\n")
    code, out, err = cli("run", "fits.py:f", "--args", "f32[3]", cwd=tmp_path)
    assert code == 2
    (line,) = err.strip().splitlines()
    assert line.startswith("jaxcheck: error:") and "'lr'" in line


def test_exit_1_when_a_function_target_compiles_nothing_and_0_when_allowed(tmp_path):
    write_module(tmp_path, "train.py", """
        import jax.numpy as jnp

        def loss_fn(w, x):
            return jnp.sum((x @ w) ** 2)
    """)
    target = ["run", "train.py:loss_fn", "--args", "f32[4,2], f32[B,4]", "--dim", "B=8,5",
              "--no-variations"]
    code, out, err = cli(*target, cwd=tmp_path)
    assert code == 1, err
    panel = out.splitlines()
    assert "FAIL" in panel[0]
    assert "`loss_fn` is not jitted and traced nothing" in panel[1]  # trace mode: default
    code, out, err = cli(*target, "--allow-no-compile", cwd=tmp_path)
    assert code == 0, err
    assert "PASS" in out and "not jitted" not in out
