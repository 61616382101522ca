"""The run report names a `jaxcheck lint` rule only where lint reports it on that line;
each recompile here is JAX's (its compile log), not jaxcheck's word."""

from __future__ import annotations

import importlib.util
import sys

import pytest
from builders import write_module
from helpers import compiled, jax_compile_log, run_workload


def _load(path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module


def _run_fit(folder, train):
    """``train.fit()`` run as a workload, with ``folder`` importable; (report, JAX's log)."""
    sys.path.insert(0, str(folder))
    try:
        module = _load(train)
        with jax_compile_log() as log:
            ep = run_workload(module.fit)
    finally:
        sys.path.remove(str(folder))
    return ep, log


def _recompile_hints(ep) -> list[str]:
    return [e.hint for f in ep.functions for e in f.events if e.recompile]


def test_a_ragged_loader_in_another_module_gets_no_lint_rule(tmp_path):
    """The issue's case: a loader in data.py feeds a step in train.py; lint sees no ragged
    slice on the step's line, so the hint must not say lint finds it there."""
    write_module(tmp_path, "jc_hint_data.py", """
        import numpy as np

        def batches(n, size):
            data = np.arange(n, dtype=np.float32)
            for i in range(0, n, size):
                yield data[i:i + size]
    """)
    write_module(tmp_path, "jc_hint_train.py", """
        import jax
        import jax.numpy as jnp

        @jax.jit
        def hint_step(batch):
            return jnp.sum(batch)

        def fit(loader):
            for batch in loader:
                hint_step(batch)
    """)
    data, train = _load(tmp_path / "jc_hint_data.py"), _load(tmp_path / "jc_hint_train.py")
    with jax_compile_log() as log:
        ep = run_workload(lambda: train.fit(data.batches(10, 4)))
    assert compiled(log, "hint_step") == 2  # JAX recompiled for the short last batch
    hints = _recompile_hints(ep)
    assert hints and all("jaxcheck lint" not in h for h in hints), hints


def test_a_jit_of_a_lambda_in_a_loop_names_the_rule_lint_reports_there(tmp_path):
    path = write_module(tmp_path, "jc_hint_loop.py", """
        import jax
        import jax.numpy as jnp

        def loop():
            x = jnp.ones(3)
            for _ in range(3):
                x = jax.jit(lambda v: v * 2.0)(x)
    """)
    module = _load(path)
    with jax_compile_log() as log:
        ep = run_workload(module.loop)
    assert sum("<lambda>" in line for line in log if line.startswith("Compiling")) == 3
    hints = _recompile_hints(ep)
    assert hints and all("rule JC101" in h for h in hints), hints
    # the same program with the line silenced: lint does not report it, nor does the hint
    path.write_text(path.read_text().replace("(x)\n", "(x)  # noqa: JC101\n"))
    module = _load(path)
    ep = run_workload(module.loop)
    hints = _recompile_hints(ep)
    assert hints and all("jaxcheck lint" not in h for h in hints), hints


def test_a_python_float_a_filter_jit_keeps_static_names_the_rule(tmp_path):
    # a module-level filter_jit step swept over listed floats: JAX compiles per value;
    # lint's JC103 flags the line (a Python value static under filter_jit), so does the hint
    pytest.importorskip("equinox")
    path = write_module(tmp_path, "jc_hint_sweep.py", """
        import equinox as eqx
        import jax.numpy as jnp

        @eqx.filter_jit
        def sweep_step(x, t1):
            return x * t1

        def sweep():
            for t1 in (1.0, 2.0, 3.0):
                sweep_step(jnp.ones(3), t1)
    """)
    module = _load(path)
    with jax_compile_log() as log:
        ep = run_workload(module.sweep)
    assert compiled(log, "sweep_step") == 3
    hints = _recompile_hints(ep)
    assert len(hints) == 2 and all("rule JC103" in h for h in hints), hints


def test_a_ragged_loader_of_another_module_named_in_the_loop_gets_the_rule(tmp_path):
    """When train.py iterates data.py's loader itself, `jaxcheck lint` of the project flags
    the step's line (JC105 across modules), and so the hint names the rule."""
    from jaxcheck._src.lint import LintConfig, lint_files

    write_module(tmp_path, "jc_hint_data2.py", """
        import numpy as np

        def batches(n, size):
            data = np.arange(n, dtype=np.float32)
            for i in range(0, n, size):
                yield data[i:i + size]
    """)
    train = write_module(tmp_path, "jc_hint_train2.py", """
        import jax
        import jax.numpy as jnp
        from jc_hint_data2 import batches

        @jax.jit
        def hint_step2(batch):
            return jnp.sum(batch)

        def fit():
            for batch in batches(10, 4):
                hint_step2(batch)
    """)
    found = lint_files(sorted(tmp_path.glob("*.py")), LintConfig(root=tmp_path))
    assert [(f.line, f.code) for f in found] == [(11, "JC105")]
    ep, log = _run_fit(tmp_path, train)
    assert compiled(log, "hint_step2") == 2
    hints = _recompile_hints(ep)
    assert hints and all("rule JC105" in h for h in hints), hints


_SPELLINGS = {
    "from": ("from {data} import batches", "batches(10, 4)"),
    "import": ("import {data}", "{data}.batches(10, 4)"),
    "alias": ("import {data} as loaders", "loaders.batches(10, 4)"),
    "local": ("", "_local()"),
}


@pytest.mark.parametrize("spelling", sorted(_SPELLINGS))
def test_the_other_module_is_found_however_the_step_imports_it(tmp_path, spelling):
    """The hint reads only the sibling modules the call site imports: each way of importing
    the loader (and a folder of unrelated modules beside it) still names rule JC105 on a
    step that JAX recompiles for the short last batch."""
    data = f"jc_hint_data_{spelling}"
    write_module(tmp_path, f"{data}.py", """
        import numpy as np

        def batches(n, size):
            data = np.arange(n, dtype=np.float32)
            for i in range(0, n, size):
                yield data[i:i + size]
    """)
    for k in range(5):  # unrelated neighbours, one of them offering the same name
        write_module(tmp_path, f"jc_hint_other{k}_{spelling}.py",
                     "import jax\n\n@jax.jit\ndef batches(x):\n    return x\n")
    head, loop = _SPELLINGS[spelling]
    local = (f"def _local():\n    from {data} import batches\n    return batches(10, 4)\n"
             if spelling == "local" else "")
    step = f"hint_step_{spelling}"
    train = write_module(tmp_path, f"jc_hint_train_{spelling}.py", (
        "import jax\nimport jax.numpy as jnp\n" + head.format(data=data) + "\n\n"
        f"@jax.jit\ndef {step}(batch):\n    return jnp.sum(batch)\n\n" + local +
        f"\ndef fit():\n    for batch in {loop.format(data=data)}:\n        {step}(batch)\n"))
    ep, log = _run_fit(tmp_path, train)
    assert compiled(log, step) == 2
    from jaxcheck._src.lint import LintConfig, lint_files

    found = lint_files([train, tmp_path / f"{data}.py"], LintConfig(root=tmp_path))
    flagged = any(f.code == "JC105" for f in found)
    hints = _recompile_hints(ep)
    assert hints and all(("rule JC105" in h) == flagged for h in hints), (hints, found)
    if spelling != "local":  # lint follows a loader imported at module level
        assert flagged


def test_the_imported_siblings_index_answers_as_the_whole_folder_does():
    """The hint's index holds only the siblings a file imports; linting each file of the
    lint corpus and the examples with it gives the findings the whole folder's index
    gives."""
    from pathlib import Path

    from jaxcheck._src.lint import engine
    from jaxcheck._src.lint.files import read_source

    root = Path(__file__).parent.parent.parent
    files = [*sorted((root / "tests" / "lint" / "lint_corpus").glob("*.py")),
             *sorted((root / "examples").glob("*.py"))]
    assert len(files) > 30
    for path in files:
        data = read_source(path)
        tree = engine._parse(data, str(path))
        whole = engine.lint_source(data, str(path), index=engine._sibling_index(path))
        mine = engine.lint_source(data, str(path), index=engine._sibling_index(
            path, names=engine._import_words(tree)))
        assert [(f.line, f.code) for f in mine] == [(f.line, f.code) for f in whole], path


@pytest.mark.parametrize("rule, body", [
    ("JC107", """
        def mask_of(ids, i):
            return ids != 0 if i % 2 else np.ones_like(ids)

        def fit():
            ids = np.arange(6, dtype=np.int32)
            for i in range(4):
                hint_masked(jnp.asarray(ids), mask_of(ids, i))
    """),
    ("JC108", """
        def batch_of(ids, i):
            batch = {"ids": ids}
            if i % 2:
                batch["mask"] = ids > 0
            return batch

        def fit():
            ids = np.arange(6, dtype=np.int32)
            for i in range(4):
                hint_masked(jnp.asarray(ids), batch_of(ids, i))
    """),
])
def test_a_dtype_or_structure_flip_names_the_rule_lint_reports_there(tmp_path, rule, body):
    path = write_module(tmp_path, f"jc_hint_{rule.lower()}.py", """
        import jax
        import jax.numpy as jnp
        import numpy as np

        @jax.jit
        def hint_masked(ids, mask):
            return jnp.sum(ids) + jnp.sum(jax.tree_util.tree_leaves(mask)[-1])
    """ + body)
    module = _load(path)
    with jax_compile_log() as log:
        ep = run_workload(module.fit)
    assert compiled(log, "hint_masked") == 2  # JAX compiled once per dtype / structure
    hints = _recompile_hints(ep)
    assert hints and any(f"rule {rule}" in h for h in hints), hints
