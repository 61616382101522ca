"""An optimizer made again (``TrainState.create(..., tx=optax.adam(lr))`` per fold or per
learning rate) reads as what it is: the field ``state.tx``, the fix "create the optimizer
once, or ``optax.inject_hyperparams``", and no memory address in any output.

optax's transformations are named tuples of functions made anew by every
``optax.adam(...)``: the train state's static metadata compares unequal although it
reads alike. The counts are JAX's own compile log (``jax_log_compiles``).
"""

import io
import json
import re

import jax
import jax.numpy as jnp
import pytest
from helpers import assert_counted, only_function, witnessed
from rich.console import Console

import jaxcheck
from jaxcheck._src.report import failures, github, htmlreport, junitxml, terminal, text
from jaxcheck._src.report import jsonreport as json_report
from jaxcheck._src.verdict import verdict

#: a memory address as a repr prints it (``0x7f62a1c3b2e0``)
ADDRESS = re.compile(r"0x[0-9a-f]{6,}")


def _train():
    """A flax TrainState made again per learning rate, as a sweep or a k-fold loop does."""
    nn = pytest.importorskip("flax.linen")
    optax = pytest.importorskip("optax")
    from flax.training import train_state

    class Net(nn.Module):
        @nn.compact
        def __call__(self, x):
            return nn.Dense(2)(x)

    @jax.jit
    def fit_step(state, x):
        def loss(params):
            return (state.apply_fn({"params": params}, x) ** 2).mean()

        return state.apply_gradients(grads=jax.grad(loss)(state.params))

    net = Net()
    params = net.init(jax.random.key(0), jnp.ones((4, 3)))["params"]

    def make(lr):
        return train_state.TrainState.create(apply_fn=net.apply, params=params,
                                             tx=optax.adam(lr))

    def sweep():
        for lr in (1e-3, 1e-2, 3e-2):
            state = make(lr)
            for _ in range(2):
                state = fit_step(state, jnp.ones((4, 3)))

    return fit_step, make, sweep


def test_a_new_optimizer_is_named_by_its_field_with_the_fix():
    _, _, sweep = _train()
    ep, log = witnessed(sweep)
    assert_counted(ep, log, "fit_step", at_least=3)
    fn = only_function(ep)
    recompiles = [e for e in fn.events if e.recompile]
    assert len(recompiles) == 2
    for event in recompiles:
        assert [(c.kind, c.path, c.reason) for c in event.causes] == [
            ("static_value", "state.tx", "optimizer")], event.causes
        assert "create the optimizer once" in event.hint
        assert "optax.inject_hyperparams" in event.hint
        assert "traced leaf" not in event.hint
        for cause in event.causes:  # readable and bounded, not a repr of closures
            assert len(cause.before) <= 80 and len(cause.after) <= 80, cause
            assert not ADDRESS.search(cause.before + cause.after)


def _every_output(report) -> dict[str, str]:
    out = io.StringIO()
    terminal.render(report, Console(file=out, width=100, color_system=None), verbose=True)
    return {
        "terminal": out.getvalue(),
        "text": "\n".join(failures.entrypoint_text(ep, verbose=True)
                          for ep in report.entrypoints) + text.summary_text(report),
        "json": json_report.render(report),
        "html": htmlreport.render(report),
        "junit": junitxml.render(report),
        "github": "\n".join(github.annotations(report)) + github.summary(report),
    }


def test_no_output_of_a_run_carries_a_memory_address(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    fit_step, make, sweep = _train()
    workload = jaxcheck.run(sweep)
    # a function target on the same state: its variations rebuild the state
    target = jaxcheck.run(fit_step, example=lambda: (make(1e-3), jnp.ones((4, 3))))
    for report in (workload, target):
        for ep in report.entrypoints:
            verdict.judge_entrypoint(ep)
        assert report.entrypoints[0].error is None
        for name, shown in _every_output(report).items():
            found = ADDRESS.findall(shown)
            assert not found, (name, found, shown[max(0, shown.find(found[0]) - 200):][:400])
    document = json.loads(json_report.render(workload))
    assert "state.tx" in json.dumps(document)


def test_an_optimizer_passed_as_a_static_argument_made_again_reads_the_same():
    optax = pytest.importorskip("optax")

    def apply(x, tx):
        updates, _ = tx.update(x, tx.init(x))
        return updates

    jitted = jax.jit(apply, static_argnums=1)

    def sweep():
        for lr in (1e-3, 1e-2):
            jitted(jnp.ones(2), optax.sgd(lr))

    ep, log = witnessed(sweep)
    assert_counted(ep, log, "apply", at_least=2)
    event = [e for e in only_function(ep).events if e.recompile][0]
    assert [(c.kind, c.path, c.reason) for c in event.causes] == [
        ("static_value", "tx", "optimizer")], event.causes
    assert "create the optimizer once" in event.hint
