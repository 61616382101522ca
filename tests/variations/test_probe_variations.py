"""``--probe`` in process: each jitted function of a workload recorded at its first call
(abstract: no array of the program kept) and varied as an example target's arguments.

The probe runs in trace mode, where JAX compiles nothing: what it answers is checked
against the same engine run on the same arguments in execute mode (a declared example
target), whose every variation JAX's own compile log witnesses (``tests/witness.py``).
The program's own compiles are counted by JAX too, with and without ``--probe``.
"""

from __future__ import annotations

import gc
import sys
import weakref
from functools import partial
from pathlib import Path

import jax
import jax.numpy as jnp
import pytest
from builders import write_module
from helpers import JaxCompiles

import jaxcheck
from jaxcheck._src.capture import firstcalls
from jaxcheck._src.config.options import RunOptions
from jaxcheck._src.model.kinds import RESULT_ORDER
from jaxcheck._src.observe.observer import Observer
from jaxcheck._src.run import probe
from jaxcheck._src.run.runner import run_targets

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "models"


def matrix(ep) -> list:
    """Every variation, in order: what it changed, what it did, and the verdict."""
    return [(v.axis, v.path, v.detail, v.result, v.expected) for v in ep.variations]


def cells(ep) -> dict:
    """The matrix's cells: (axis, path) -> the most telling (result, expected)."""
    out: dict = {}
    for v in ep.variations:
        cell = (v.axis, v.path)
        if cell not in out or RESULT_ORDER.index(v.result) > RESULT_ORDER.index(out[cell][0]):
            out[cell] = (v.result, v.expected)
    return out


def probes(report) -> dict:
    return {ep.target.rsplit(":", 1)[-1]: ep for ep in report.entrypoints if ep.kind == "probe"}


# --- recording ---------------------------------------------------------------------------


def test_off_by_default_and_nothing_recorded():
    assert Observer().capture.first_calls is None
    report = jaxcheck.run(lambda: jax.jit(lambda x: x + 1)(jnp.ones(2)))
    assert [ep.kind for ep in report.entrypoints] == ["workload"]


def test_the_first_call_is_kept_abstract_and_no_array_stays_alive():
    @partial(jax.jit, static_argnames="flag")
    def step(x, lr, flag):
        return x * lr if flag else x

    big = jnp.ones((512, 512))
    alive = weakref.ref(big)
    with Observer(probe=True) as observer:
        step(big, 0.5, flag=True)
        step(jnp.ones((3,)), 0.5, flag=True)  # a later call changes nothing kept
        jnp.sin(big)  # JAX's own: never probed
    del big
    gc.collect()
    assert alive() is None  # the program's buffer is not kept by the record
    [first] = observer.capture.first_calls.values()
    x, lr = first.args
    assert isinstance(x, firstcalls.Abstract)
    assert (x.shape, str(x.dtype), x.weak_type) == ((512, 512), "float32", False)
    # Python scalars and static values by value
    assert x.sharding is not None and (lr, first.kwargs) == (0.5, {"flag": True})
    assert first.nbytes == 512 * 512 * 4 and not first.huge
    # made before the capture, and not a module's attribute: jitted again alike
    assert first.function().__wrapped__ is step.__wrapped__


def test_a_library_function_and_a_nested_call_are_not_probed(tmp_path, monkeypatch):
    lib = tmp_path / "site-packages"
    lib.mkdir()
    write_module(lib, "jcprobe_lib.py", """
        import jax

        @jax.jit
        def helper(x):
            return x * 2
    """)
    monkeypatch.syspath_prepend(str(lib))
    import jcprobe_lib

    @jax.jit
    def inner(x):
        return x + 1

    @jax.jit
    def outer(x):
        return inner(x) * 3

    with Observer(probe=True) as observer:
        jcprobe_lib.helper(jnp.ones(2))
        outer(jnp.ones(2))
    assert [f.name for f in observer.capture.first_calls.values()] == [
        "test_a_library_function_and_a_nested_call_are_not_probed.<locals>.outer"]


def test_a_call_jax_refused_is_no_first_call():
    @jax.jit
    def step(x):
        return x + 1

    with Observer(probe=True) as observer:
        with pytest.raises(TypeError):
            step(object())  # refused by JAX before tracing: the next call is the first
        step(jnp.ones(4))
    [first] = observer.capture.first_calls.values()
    assert first.args[0].shape == (4,)


def test_a_huge_first_call_is_probed_on_shapes_alone(monkeypatch):
    monkeypatch.setattr(firstcalls, "HUGE_BYTES", 1000)

    @jax.jit
    def step(w, x):
        return w @ x

    with Observer(probe=True) as observer:
        step(jnp.ones((64, 64)), jnp.ones((64,)))
    [ep] = probe.probe_all(observer.capture.first_calls, RunOptions())
    assert any("16 KB" in n or "MB of arrays" in n for n in ep.notes)
    assert cells(ep)[("shape", "x")] == ("skipped", True)  # must agree with w


# --- probing -------------------------------------------------------------------------


def test_the_program_counts_are_unchanged_and_variations_are_reported_apart(tmp_path):
    path = write_module(tmp_path, None, """
        import jax
        import jax.numpy as jnp

        @jax.jit
        def train_step(w, x, lr):
            return w - lr * jnp.mean(x @ w) * w

        def main():
            w, data = jnp.ones((8, 1)), jnp.ones((100, 8))
            for start in range(0, 100, 32):  # 32, 32, 32, then 4: a recompile
                w = train_step(w, data[start:start + 32], 0.1)
    """)
    with JaxCompiles() as bare_log:
        bare = jaxcheck.run(f"{path}:main")
    with JaxCompiles() as probed_log:
        probed = jaxcheck.run(f"{path}:main", probe=True)
    # JAX compiled train_step twice either way: the probe only traces
    assert bare_log.counts["train_step"] == probed_log.counts["train_step"] == 2
    own = probed.entrypoints[0]
    assert own.kind == "workload" and own.status == bare.entrypoints[0].status == "fail"
    assert [(f.name, f.compiles, len(f.recompiles)) for f in own.functions] == \
        [(f.name, f.compiles, len(f.recompiles)) for f in bare.entrypoints[0].functions]
    assert (probed.compiles, probed.recompiles, probed.unexpected_recompiles) == \
        (bare.compiles, bare.recompiles, bare.unexpected_recompiles) == (2, 1, 1)
    step = probes(probed)["train_step"]
    assert step.mode == "trace" and step.status == "pass"
    assert step.target.endswith(f"{path.name}:train_step")
    got = cells(step)
    assert got[("shape", "x")] == ("recompile", True) and got[("value", "lr")] == ("hit", True)
    assert got[("weak_type", "lr")] == ("recompile", True)
    assert probed.exit_code == bare.exit_code == 1
    # the first call offered as a target's declaration, which runs as written
    spec = "f32[8,1], f32[32,8], float"
    assert f'args = "{spec}"' in " ".join(step.notes)
    [declared] = jaxcheck.run(f"{path}:train_step", args=spec).entrypoints
    assert declared.error is None and declared.status == "pass"


def test_an_unexpected_variation_fails_the_run_and_expect_applies_by_function(tmp_path):
    path = write_module(tmp_path, None, """
        from functools import partial

        import jax
        import jax.numpy as jnp

        import jaxcheck

        @partial(jax.jit, static_argnums=1)
        def scaled(x, lr):  # a static learning rate: every new value compiles again
            return x * lr

        @jaxcheck.entrypoint(expect={"value": {"lr": "recompile"}})
        @partial(jax.jit, static_argnums=1)
        def declared(x, lr):
            return x * lr

        def main():
            scaled(jnp.ones(3), 0.1)
            declared(jnp.ones(3), 0.1)
    """)
    report = jaxcheck.run(f"{path}:main", probe=True)
    found = probes(report)
    assert cells(found["scaled"])[("value", "lr")] == ("recompile", False)
    assert found["scaled"].status == "fail"
    assert cells(found["declared"])[("value", "lr")] == ("recompile", True)
    assert found["declared"].status == "pass"
    assert report.exit_code == 1
    accepted = jaxcheck.run(f"{path}:main", probe=True, expect={"value": "any"})
    assert accepted.exit_code == 0
    # [tool.jaxcheck.probe.scaled]: by the function's name
    named = run_targets([f"{path}:main"], RunOptions(probe=True, probe_declared={
        "scaled": {"expect": {"value": {"lr": "recompile"}}}}))
    assert [ep.status for ep in named.entrypoints] == ["pass", "pass", "pass"]
    assert named.exit_code == 0


BUNDLED = [("equinox_train", "train_step"), ("flax_train_state", "train_step"),
           ("nnx_model", "loss_step")]


@pytest.mark.slow  # every variation of three real models compiled: `make test-slow`
@pytest.mark.parametrize("module, step", BUNDLED)
def test_the_bundled_examples_give_the_declared_targets_matrix(module, step, monkeypatch):
    """The matrix of a function probed from a workload that builds its arguments as the
    example factory does is the declared example target's, run in execute mode: each of
    its variations witnessed by JAX's compile log."""
    same_matrix(module, step, "execute", monkeypatch)


def test_a_bundled_example_gives_the_declared_targets_matrix_in_trace_mode(monkeypatch):
    """As above, against the declared target traced (the probe's own mode), in the quick
    suite; ``tests/e2e/program/test_program_probe.py`` does it for a whole program."""
    same_matrix("equinox_train", "train_step", "trace", monkeypatch)


def same_matrix(module: str, step: str, mode: str, monkeypatch) -> None:
    monkeypatch.syspath_prepend(str(EXAMPLES))
    mod = __import__(module)
    declared = jaxcheck.run(f"{EXAMPLES / module}.py:{step}", mode=mode)
    [target] = declared.entrypoints

    def workload():
        getattr(mod, step)(*mod.make_example())

    probed = jaxcheck.run(workload, probe=True)
    sys.modules.pop(module, None)
    if target.error is not None:
        # flax before 0.11: an nnx module is no pytree, and jit refuses it; the program
        # cannot call the step at all, so there is no first call to probe
        assert "nnx" in module and target.error.type == "TypeError", target.error
        assert probed.entrypoints[0].error.type == "TypeError" and not probes(probed)
        return
    found = probes(probed)[step]
    assert found.error is None and matrix(found) == matrix(target)
    assert found.status == target.status
