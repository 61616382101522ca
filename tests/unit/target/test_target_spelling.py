"""The first hour, round 2: each newcomer mistake leads to the fix.

Targets spelled another tool's way, run from a subdirectory, did-you-mean only from the
user's own project. Pure logic runs in this process; truths of compiles come from JAX's
compile log.
"""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest
from conftest import compiled, jax_compile_log

from jaxcheck import UsageError
from jaxcheck._src.cli import app
from jaxcheck._src.config.options import RunOptions
from jaxcheck._src.run import resolve, runner
from jaxcheck._src.target import locate

TRAIN = """
import jax
import jax.numpy as jnp


@jax.jit
def step(x):
    return x * 2


def main():
    for n in (3, 4, 5):
        step(jnp.ones(n))
"""


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A scratch project: pyproject.toml, train.py and an empty subdirectory; cwd there."""
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "scratch"\n')
    (tmp_path / "train.py").write_text(TRAIN)
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    for name in [m for m in sys.modules if m in ("train", "trian")]:
        monkeypatch.delitem(sys.modules, name)
    yield tmp_path
    # what the test imported from the scratch project leaves with it (a later test's
    # `train` is another file)
    for name, mod in list(sys.modules.items()):
        if str(getattr(mod, "__file__", None) or "").startswith(str(tmp_path)):
            del sys.modules[name]


def _error(texts, options=None) -> str:
    with pytest.raises(UsageError) as e:
        resolve.resolve(texts, options or RunOptions())
    return str(e.value)


@pytest.mark.parametrize("texts, fix", [
    (["python", "train.py"], "jaxcheck run -- python train.py"),
    (["python3.12", "train.py"], "jaxcheck run -- python3.12 train.py"),
    (["torchrun", "train.py"], "jaxcheck run -- torchrun train.py"),
    (["run.sh"], "jaxcheck run -- run.sh"),
    (["train.main"], "write 'train:main'"),
    (["train.py::main"], "write 'train.py:main'"),
    (["train::main"], "write 'train:main'"),
    (["train:main()"], "write 'train:main'"),
    (["train.py"], "jaxcheck run -- python train.py"),
    (["train.py"], "write train.py:main"),
])
def test_each_spelling_names_the_fix(project, texts, fix):
    assert fix in _error(texts)


def test_a_project_module_named_like_a_command_is_a_target(project):
    (project / "py.py").write_text(TRAIN)
    assert not locate.is_command("py")
    assert locate.is_command("python")


def test_a_command_with_its_own_options_is_a_program_too():
    message = app.misplaced_program_args(["run", "-v", "python3", "-u", "train.py"])
    assert "jaxcheck run -v -- python3 -u train.py" in message


def test_did_you_mean_offers_only_the_projects_modules(project):
    assert "did you mean 'train'" in _error(["trian:main"])
    # a name close to the standard library's and to IPython: nothing of theirs is offered
    for name, theirs in (("strng", "string"), ("IPythn", "IPython"), ("jsn", "json")):
        message = _error([f"{name}:main"])
        assert f"did you mean {theirs!r}" not in message, message
        assert "did you mean" not in message or "did you mean 'train'" in message


def test_run_from_a_subdirectory_finds_the_project_root(project, monkeypatch):
    """As `check` does: the project's modules (and files) import from its root; the
    run reports what JAX compiled."""
    monkeypatch.chdir(project / "sub")
    for text in ("train:main", "train.py:main"):
        for name in [m for m in sys.modules if m == "train" or m.startswith("jaxcheck_target")]:
            monkeypatch.delitem(sys.modules, name)
        with jax_compile_log() as log:
            report = runner.run_targets([text], RunOptions())
        ep = report.entrypoints[0]
        assert ep.error is None, ep.error
        assert compiled(log, "step") == 3
        assert sum(len(f.events) for f in ep.functions) == 3
        assert ep.unexpected == 2


def test_respelled_is_silent_for_good_targets(project):
    for text in ("train:main", "train.py:main", "./train.py:main", "train"):
        assert locate.respelled(text) == ""
    locate.check_spellings(["train:main", "train.py:main"])


def test_a_dotted_module_that_exists_is_not_respelled(project):
    pkg = project / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "mod.py").write_text(textwrap.dedent(TRAIN))
    assert locate.respelled("pkg.mod") == ""
    assert "write 'pkg.mod:main'" in locate.respelled("pkg.mod.main")


# --- advice from the cause and the values seen (real JAX runs) ------------------------

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from conftest import only_function, run_workload  # noqa: E402

from jaxcheck._src.model.report import Report  # noqa: E402
from jaxcheck._src.report.groups import groups  # noqa: E402
from jaxcheck._src.report.terminal import to_text  # noqa: E402


def _advice(calls, static=None):
    """Run ``calls`` (argument tuples) through one fresh jitted function; returns the
    function report, its one group, and how many times JAX compiled it."""
    def fn(x, s=None):
        return x.sum() * (1 if s is None else s) if static is None else x.sum()

    jitted = jax.jit(fn, static_argnums=static)

    def work():
        for args in calls:
            jitted(*args)

    with jax_compile_log() as log:
        ep = run_workload(work)
    report = only_function(ep)
    found = groups(report)
    assert len(found) == 1, [g.causes for g in found]
    return report, found[0], compiled(log, "fn"), ep


def _batches(*sizes):
    return [(jnp.ones((n, 3)),) for n in sizes]


def test_one_short_last_batch_is_padded():
    fn, group, jax_compiles, _ = _advice(_batches(32, 32, 32, 17))
    assert jax_compiles == 2 == len(fn.events)
    assert "pad it to 32 and mask the padding" in group.hint
    assert "17 instead of 32" in group.hint


def test_many_lengths_are_bucketed_and_every_size_is_listed():
    fn, group, jax_compiles, ep = _advice([(jnp.ones(n, jnp.int32),) for n in (44, 12, 62, 9)])
    assert jax_compiles == 4 == len(fn.events)
    assert "bucket by length" in group.hint and "pad the last batch" not in group.hint
    assert "44, 12, 62, 9" in group.hint
    # every size seen, the first compile's too
    assert group.values == ["i32[44]", "i32[12]", "i32[62]", "i32[9]"]
    text = to_text(Report("", "", "", "execute", [ep]), width=200)
    assert "4 distinct values (i32[44], i32[12], i32[62], i32[9])" in text
    assert "sizes seen at `x` (axis 0): 9, 12, 44, 62" in text


def test_a_rank_change_keeps_the_axes():
    _, group, jax_compiles, _ = _advice([(jnp.ones((4, 3)),), (jnp.ones(12),)])
    assert jax_compiles == 2
    assert "changes rank" in group.hint


def test_two_growing_sizes_get_the_general_fix():
    _, group, jax_compiles, _ = _advice(_batches(8, 16))
    assert jax_compiles == 2
    assert group.hint.startswith("pad or bucket `x` to a few fixed sizes")


def test_a_static_float_sweep_is_traced_instead():
    _, group, jax_compiles, _ = _advice([(jnp.ones(3), lr) for lr in (0.1, 0.01, 0.001)],
                                        static=1)
    assert jax_compiles == 3
    assert "takes a new float each time (3 so far)" in group.hint
    assert "traced argument" in group.hint


def test_a_static_flag_is_expected_twice():
    _, group, jax_compiles, _ = _advice([(jnp.ones(3), f) for f in (True, False, True)],
                                        static=1)
    assert jax_compiles == 2
    assert "static flag" in group.hint and "max_compiles = 2" in group.hint


def test_a_static_int_keeps_the_kinds_advice():
    _, group, jax_compiles, _ = _advice([(jnp.ones(3), n) for n in (1, 2, 3)], static=1)
    assert jax_compiles == 3
    assert "float" not in group.hint and "flag" not in group.hint
    assert "static" in group.hint


def test_python_and_array_scalars_alternating():
    calls = [(jnp.ones(3), s) for s in (1.0, jnp.float32(2), 3.0, jnp.float32(4))]
    fn, group, jax_compiles, _ = _advice(calls)
    assert jax_compiles == 2 == len(fn.events)
    assert group.hint.startswith("normalise `s` at the boundary with `jnp.asarray(s, dtype)`")
    assert "a Python scalar is weakly typed and an array is not" in group.hint


def test_many_dtypes_and_two_dtypes():
    _, group, jax_compiles, _ = _advice(
        [(jnp.ones(3, d),) for d in (jnp.float32, jnp.int32, jnp.bfloat16)])
    assert jax_compiles == 3
    assert "arrives in 3 dtypes" in group.hint
    _, group, jax_compiles, _ = _advice([(jnp.ones(3, d),) for d in (jnp.float32, jnp.int32)])
    assert jax_compiles == 2
    assert group.hint.startswith("cast `x` to one dtype")


def test_a_static_argument_fed_a_list_names_the_fix():
    jitted = jax.jit(lambda x, sizes: x * len(sizes), static_argnums=1)
    with jax_compile_log() as log:
        ep = run_workload(lambda: jitted(jnp.ones(3), [1, 2]), allow_error=True)
    assert compiled(log, "<lambda>") == 0
    assert ep.error is not None and "Non-hashable" in ep.error.message
    assert "pass a tuple" in ep.error.hint
    text = to_text(Report("", "", "", "execute", [ep]), width=200)
    assert "fix: a static argument got an unhashable value" in text


# --- the CI gate speaks: baseline accepts, check without a lock -------------------------


@pytest.mark.slow
def test_baseline_says_what_it_accepted_and_check_says_the_lock_is_missing(project, capsys):
    from jaxcheck._src.cli.commands import baseline, check

    (project / "pyproject.toml").write_text(
        '[tool.jaxcheck]\n[[tool.jaxcheck.entrypoints]]\ntarget = "train:main"\n')
    options = RunOptions(isolate=False)
    with jax_compile_log() as log:
        assert check.check(options, "rich") == 1
    err = capsys.readouterr().err
    assert "no jaxcheck.lock in" in err and "run `jaxcheck baseline`" in err
    recompiles = compiled(log, "step") - 1
    assert recompiles == 2
    sys.modules.pop("train", None)
    assert baseline.baseline(options, "rich") == 0
    err = capsys.readouterr().err
    assert f"accepted {recompiles} unexpected recompiles into jaxcheck.lock" in err
    sys.modules.pop("train", None)
    assert check.check(options, "rich") == 0
    err = capsys.readouterr().err
    assert "no jaxcheck.lock" not in err
    (project / "train.py").write_text(TRAIN.replace("(3, 4, 5)", "(3, 3)"))
    sys.modules.pop("train", None)
    assert baseline.baseline(options, "rich") == 0
    assert "accepted" not in capsys.readouterr().err  # nothing to accept: nothing said


# --- the in-code API: typos, warm caches, reprs, the guard's incident --------------------

import traceback  # noqa: E402
import warnings  # noqa: E402

import jaxcheck  # noqa: E402


def _normalize():
    @jax.jit
    def normalize(x):
        return x / x.sum()

    return normalize


def test_a_misspelt_name_warns_with_did_you_mean():
    normalize = _normalize()
    with jax_compile_log() as log, jaxcheck.watch() as w:
        normalize(jnp.ones(3))
        normalize(jnp.ones(4))
    assert compiled(log, "normalize") == 2
    assert w.compiles("normalize") == 2
    with pytest.warns(jaxcheck.JaxcheckWarning, match="did you mean 'normalize'"):
        assert w.compiles("normalise") == 0
    with pytest.raises(KeyError, match="did you mean 'normalize'"):
        w.function("normalise")
    with pytest.warns(jaxcheck.JaxcheckWarning, match="did you mean 'normalize'"), \
            jaxcheck.assert_max_compiles(1, "normalise"):
        normalize(jnp.ones(5))


def test_a_budget_met_only_by_a_warm_cache_says_so_and_clear_caches_counts():
    normalize = _normalize()
    normalize(jnp.ones(3))  # the warm-up
    with pytest.warns(jaxcheck.JaxcheckWarning, match="clear_caches=True"), \
            jax_compile_log() as log, jaxcheck.assert_max_compiles(1):
        normalize(jnp.ones(3))
    assert compiled(log, "normalize") == 0  # JAX compiled nothing in the block
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with jax_compile_log() as log, jaxcheck.assert_max_compiles(1, clear_caches=True):
            normalize(jnp.ones(3))
        assert compiled(log, "normalize") == 1  # a cold cache: the first compile counts
        with jaxcheck.assert_max_compiles(0):  # "nothing compiles": no warning
            normalize(jnp.ones(3))
        with pytest.raises(AssertionError), jaxcheck.assert_max_compiles(1, clear_caches=True):
            normalize(jnp.ones(3))
            normalize(jnp.ones(6))


def test_functions_have_a_compact_repr():
    normalize = _normalize()
    with jaxcheck.watch(clear_caches=True) as w:
        normalize(jnp.ones(3))
        normalize(jnp.ones(4))
    text = repr(w.functions)
    assert text.count("\n") == 0 and len(text) < 200, text
    assert "normalize (" in text and "2 compiles, 1 recompile>" in text


def test_a_guard_incident_shows_the_public_name_and_none_of_jaxchecks_frames():
    normalize = _normalize()
    with jax_compile_log() as log, pytest.raises(jaxcheck.RecompileError) as info, \
            jaxcheck.guard() as g:
        normalize(jnp.ones(3))
        g.arm()
        normalize(jnp.ones(4))
    assert compiled(log, "normalize") == 2
    shown = "".join(traceback.format_exception(info.value))
    assert "jaxcheck.RecompileError: jaxcheck.guard:" in shown
    assert "jaxcheck._src.embed.guard" not in shown
    package = str(Path(jaxcheck.__file__).parent)
    assert package not in shown, shown


# --- small wrongs --------------------------------------------------------------------

from jaxcheck._src.arguments import spec  # noqa: E402
from jaxcheck._src.config import table as config  # noqa: E402

SAMPLE = """
import jax
from functools import partial


@partial(jax.jit, static_argnames="temperature")
def sample(logits, temperature):
    return logits / temperature
"""


def test_errors_point_to_the_configuration_page(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n')
    with pytest.raises(UsageError, match=r"docs/configuration\.md") as e:
        config.load(tmp_path / "pyproject.toml", require=True)
    assert "README" not in str(e.value)


@pytest.mark.parametrize("table", ["jaxchek", "jax-check", "jaxcheck_", "JaxCheck"])
def test_a_misspelt_table_gets_did_you_mean(tmp_path, table):
    path = tmp_path / "pyproject.toml"
    path.write_text(f'[tool.{table}]\n[[tool.{table}.entrypoints]]\ntarget = "a:b"\n')
    for require in (True, False):  # `run` reads it too: never silently no configuration
        with pytest.raises(UsageError, match=r"did you mean \[tool\.jaxcheck\]"):
            config.load(path, require=require)
    path.write_text('[tool.ruff]\nline-length = 100\n')
    assert config.load(path, require=False) is None


@pytest.mark.parametrize("text, column, word", [
    ("f32[4,8] float", 10, "float"),
    ("f32[4,8], i32[3] float, x=1", 18, "float"),
    ("f32[4,8], act='relu' f32[3]", 22, "f32"),
    ("(f32[3] f32[2])", 9, "f32"),
])
def test_a_missing_comma_names_its_column(text, column, word):
    with pytest.raises(spec.SpecError) as e:
        spec.parse(text)
    assert e.value.column == column and text[column - 1:].startswith(word)
    assert f"a comma is missing before {word!r}" in str(e.value)


def test_an_unknown_keyword_is_named_with_did_you_mean(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    (tmp_path / "samp.py").write_text(SAMPLE)
    with pytest.raises(UsageError) as e:
        resolve.resolve(["samp.py:sample"], RunOptions(args="f32[4,8], temp=float"))
    assert "no parameter named 'temp' (did you mean 'temperature'?)" in str(e.value)
    assert "missing a required argument" not in str(e.value)


def test_the_matrix_keeps_names_whole_says_skipped_and_expect(tmp_path, monkeypatch):
    from jaxcheck._src.report.terminal import to_text as text_of
    from jaxcheck._src.verdict import lock

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    (tmp_path / "samp.py").write_text(SAMPLE)
    with jax_compile_log() as log:
        report = jaxcheck.run(["samp.py:sample"], args="f32[4,8], float",
                              expect={"value": "hit"})
    assert compiled(log, "sample") >= 2  # the new temperature recompiled, as JAX says
    text = text_of(report, width=80)
    rows = [line for line in text.splitlines() if "temperature" in line or "temp…" in line]
    assert rows and all("temp…" not in r for r in rows), text
    assert "expect=hit" in text and "must hit" not in text
    assert "n.a." not in text and "skipped" in text
    cells = lock.build(report)["entrypoints"]["samp.py:sample"]
    assert "skipped" in json.dumps(cells)


def test_run_takes_k_as_check_does(project, capsys):
    from jaxcheck._src.cli.commands import run

    (project / "samp.py").write_text(SAMPLE)
    code = run.run_command(["train:main", "samp.py:sample"], RunOptions(args="f32[3], float"),
                           "json", keyword="samp and not train")
    document = json.loads(capsys.readouterr().out)
    assert [e["target"] for e in document["entrypoints"]] == ["samp.py:sample"]
    assert code == 1
    with pytest.raises(UsageError, match="-k 'nothing' selects none"):
        run.run_command(["train:main"], RunOptions(), "json", keyword="nothing")


@pytest.mark.slow
def test_make_tests_start_up_line_is_printed_once():
    """`make test`'s pytest -q -n 2 off a terminal: one "bringing up nodes..." line."""
    import subprocess

    root = Path(__file__).resolve().parent.parent
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "2", "-p", "no:cacheprovider",
         "tests/test_hints.py", "-k", "first_compile"],
        cwd=root, capture_output=True, text=True, timeout=300).stdout
    assert out.count("bringing up nodes...") == 1, out
    assert " passed" in out
