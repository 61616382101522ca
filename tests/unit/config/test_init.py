"""`jaxcheck init`: found from the source alone, a block `check` then runs, never an
overwrite. The truths of compiles come from JAX's compile log."""

from __future__ import annotations

import shutil
import sys
import tomllib
from pathlib import Path

import pytest
from helpers import REPO, compiled, jax_compile_log

from jaxcheck._src.cli.commands import init as command
from jaxcheck._src.config import scaffold
from jaxcheck._src.config import table as _config

EQX_TRAIN = '''
import equinox as eqx
import jax
import jax.numpy as jnp
import optax


@eqx.filter_jit
def step(model, opt_state, x, y):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


@jax.jit
def normalize(x):
    return (x - x.mean()) / (x.std() + 1e-6)


optim = optax.sgd(1e-2)


def main(steps=3):
    model = eqx.nn.MLP(4, 1, 8, 1, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for n in (32, 32, 20):
        x = normalize(jnp.ones((n, 4)))
        model, opt_state, _ = step(model, opt_state, x, jnp.zeros((n, 1)))


if __name__ == "__main__":
    main()
'''


@pytest.fixture
def eqx_project(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "mymodel"\n\n[tool.ruff]\n'
                                             'line-length = 100\n')
    (tmp_path / "train.py").write_text(EQX_TRAIN)
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "test_train.py").write_text("import jax\n\n@jax.jit\ndef f(x):\n    return x\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    return tmp_path


def _entries(pyproject: Path) -> dict[str, dict]:
    table = tomllib.loads(pyproject.read_text())["tool"]["jaxcheck"]
    return {e["target"]: e for e in table.get("entrypoints", [])}


def test_init_finds_entry_points_and_jitted_functions_without_importing(eqx_project, capsys):
    before = set(sys.modules)
    assert command.init() == 0
    assert "train" not in set(sys.modules) - before  # read, never imported
    out = capsys.readouterr().out
    assert "wrote [tool.jaxcheck]" in out and "jaxcheck check" in out
    text = (eqx_project / "pyproject.toml").read_text()
    assert text.startswith('[project]\nname = "mymodel"')  # the user's text kept
    entries = _entries(eqx_project / "pyproject.toml")
    assert entries == {"train.py:normalize": {"target": "train.py:normalize",
                                              "args": "f32[32,4]"},
                       "train.py:main": {"target": "train.py:main"}}
    # the model/state function: a commented entry and a stub to fill in
    assert '# target = "train.py:step"' in text
    assert '# example = "jaxcheck_examples:make_step"' in text
    stub = (eqx_project / "jaxcheck_examples.py").read_text()
    compile(stub, "jaxcheck_examples.py", "exec")
    assert "def make_step(B=8):" in stub and "# return (model, opt_state, x, y)" in stub
    assert "tests/" not in text  # tests are not the project's code to check
    config = _config.load(eqx_project / "pyproject.toml")  # strict: every key known
    assert [e.target for e in config.entries] == ["train.py:normalize", "train.py:main"]


def test_init_never_overwrites(eqx_project, capsys):
    (eqx_project / "pyproject.toml").write_text(
        '[tool.jaxcheck]\n[[tool.jaxcheck.entrypoints]]\ntarget = "train.py:main"\n')
    (eqx_project / "jaxcheck_examples.py").write_text("# mine\n")
    pyproject = (eqx_project / "pyproject.toml").read_text()
    assert command.init() == 0
    out = capsys.readouterr().out
    assert "already has [tool.jaxcheck]: left as it is" in out
    assert "jaxcheck_examples.py exists: left as it is" in out
    assert (eqx_project / "pyproject.toml").read_text() == pyproject
    assert (eqx_project / "jaxcheck_examples.py").read_text() == "# mine\n"


def test_init_creates_pyproject_when_absent(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "train.py").write_text(EQX_TRAIN)
    assert command.init() == 0
    assert set(_entries(tmp_path / "pyproject.toml")) == {"train.py:normalize",
                                                          "train.py:main"}


def test_dry_run_writes_nothing(eqx_project, capsys):
    assert command.init(dry_run=True) == 0
    assert "[tool.jaxcheck]" in capsys.readouterr().out
    assert "jaxcheck" not in (eqx_project / "pyproject.toml").read_text()
    assert not (eqx_project / "jaxcheck_examples.py").exists()


@pytest.mark.parametrize("call, spec", [
    ("f(jnp.ones((8, 4)), 0.1)", "f32[8,4], float"),
    ("f(jnp.zeros(3, dtype=jnp.int32), n=2)", "i32[3], n=int"),
    ("f({'w': jnp.ones((3, 3)), 'b': jnp.zeros(3)}, jnp.float32(2.0))",
     "{'w': f32[3,3], 'b': f32[3]}, f32[]"),
    ("f(jax.random.normal(key, (2, 5)), True)", "f32[2,5], bool"),
])
def test_arguments_read_from_a_call_site(tmp_path, call, spec):
    (tmp_path / "m.py").write_text(
        "import jax\nimport jax.numpy as jnp\n\n@jax.jit\ndef f(x, n=1):\n    return x\n\n"
        f"def use(key):\n    {call}\n")
    found = {f.target: f for f in scaffold.scan(tmp_path)}
    assert found["m.py:f"].kind == "args" and found["m.py:f"].args == spec


@pytest.mark.parametrize(("loop", "first"), [("(2, 3)", 2), ("[2, 3]", 2), ("range(2, 4)", 2),
                                             ("range(3)", 0), ("range(1, 9, 2)", 1)])
def test_a_static_argument_gets_its_value(tmp_path, loop, first):
    (tmp_path / "m.py").write_text(
        "from functools import partial\nimport jax\nimport jax.numpy as jnp\n\n"
        "@partial(jax.jit, static_argnames='power')\ndef f(x, power):\n    return x\n\n"
        f"def main():\n    x = jnp.linspace(0.0, 1.0, 16)\n    for p in {loop}:\n"
        "        f(x, power=p)\n")
    found = {f.target: f for f in scaffold.scan(tmp_path)}
    assert found["m.py:f"].args == f"f32[16], power={first}"
    assert found["m.py:main"].kind == "entry"


@pytest.mark.parametrize("loop", ["range(lo, 4)", "range(1.5, 4)", "sorted(xs)"])
def test_a_loop_whose_first_value_the_source_does_not_show_asks_for_a_factory(tmp_path, loop):
    (tmp_path / "m.py").write_text(
        "from functools import partial\nimport jax\nimport jax.numpy as jnp\n\n"
        "@partial(jax.jit, static_argnames='power')\ndef f(x, power):\n    return x\n\n"
        f"def main(n=3, lo=1, xs=(1, 2)):\n    x = jnp.linspace(0.0, 1.0, 16)\n"
        f"    for p in {loop}:\n        f(x, power=p)\n")
    found = {f.target: f for f in scaffold.scan(tmp_path)}
    assert found["m.py:f"].kind != "args"


def test_a_package_module_is_named_by_its_dotted_name(tmp_path):
    pkg = tmp_path / "src" / "mypkg"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "model.py").write_text("import jax\n\n@jax.jit\ndef f(x):\n    return x\n")
    assert [f.target for f in scaffold.scan(tmp_path)] == ["mypkg.model:f"]


def test_init_and_run_name_one_line_for_a_decorated_function(eqx_project):
    # init named the `def` line, a run the decorator's: one function, two lines
    from jaxcheck._src.config.options import RunOptions
    from jaxcheck._src.run import runner

    found = {f.target: f for f in scaffold.scan(eqx_project)}
    with jax_compile_log() as log:
        report = runner.run_targets(["train.py:normalize"],
                                    RunOptions(args="f32[32,4]", mode="execute"))
    [fn] = report.entrypoints[0].functions
    assert compiled(log, "normalize") == fn.compiles
    lines = EQX_TRAIN.splitlines()
    assert fn.defined_at == f"train.py:{found['train.py:normalize'].line}"
    assert lines[found["train.py:normalize"].line - 1] == "@jax.jit"
    # a multi-line decorator: its first line, as Python's own code object says
    (eqx_project / "m.py").write_text(
        "from functools import partial\nimport jax\n\n@partial(\n    jax.jit,\n"
        "    static_argnames='n')\ndef f(x, n):\n    return x\n")
    found = {f.target: f for f in scaffold.scan(eqx_project)}
    assert found["m.py:f"].line == 4


def _check(root: Path):
    """`jaxcheck check` in this process, under JAX's compile log."""
    from jaxcheck._src.cli.commands import check
    from jaxcheck._src.config.options import RunOptions

    with jax_compile_log() as log:
        # execute mode: the events are compiles, counted against JAX's log
        code = check.check(RunOptions(isolate=False, mode="execute"), "json")
    return code, log


@pytest.mark.slow
def test_check_runs_the_block_init_wrote_on_an_equinox_project(eqx_project, capsys):
    command.init()
    capsys.readouterr()
    code, log = _check(eqx_project)
    import json

    report = json.loads(capsys.readouterr().out)
    assert code in (0, 1)
    assert [e["target"] for e in report["entrypoints"]] == ["train.py:normalize",
                                                            "train.py:main"]
    assert all(e["error"] is None for e in report["entrypoints"])
    seen = sum(len(f["events"]) for e in report["entrypoints"] for f in e["functions"]
               if f["name"] in ("normalize", "step"))
    assert seen == compiled(log, "normalize") + compiled(log, "step") > 0


@pytest.mark.slow
def test_check_runs_the_block_init_wrote_on_the_bundled_examples(tmp_path, monkeypatch,
                                                                  capsys):
    for path in (REPO / "examples").glob("*.py"):
        shutil.copy(path, tmp_path)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    command.init()
    capsys.readouterr()
    entries = _entries(tmp_path / "pyproject.toml")
    assert {"static_arg.py:moment", "declared.py:predict", "train_loop.py:main"} <= set(entries)
    assert entries["static_arg.py:moment"]["args"] == "f32[16], power=1"
    code, log = _check(tmp_path)
    import json

    report = json.loads(capsys.readouterr().out)
    assert code == 1  # the examples show pitfalls: check finds them
    assert not [e["target"] for e in report["entrypoints"] if e["error"]]
    moment = [f for e in report["entrypoints"] for f in e["functions"] if f["name"] == "moment"]
    assert sum(len(f["events"]) for f in moment) == compiled(log, "moment")


def test_init_ignores_the_check_cache_in_git_once(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "train.py").write_text(EQX_TRAIN)
    (tmp_path / ".gitignore").write_text("*.pyc")  # the user's, without a final newline
    assert command.init() == 0
    assert "added .jaxcheck_cache/ to .gitignore" in capsys.readouterr().out
    assert (tmp_path / ".gitignore").read_text() == "*.pyc\n.jaxcheck_cache/\n"
    (tmp_path / "pyproject.toml").unlink()
    assert command.init() == 0
    assert ".jaxcheck_cache" not in capsys.readouterr().out
    assert (tmp_path / ".gitignore").read_text().count(".jaxcheck_cache") == 1
