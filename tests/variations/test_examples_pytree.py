"""Example factories on real states: every variation verdict against JAX's compile log.

Each test runs ``jaxcheck.run(step, example=...)`` on a real model and optimizer state
(equinox + optax, a flax linen ``TrainState``, a flax nnx module, haiku parameters)
while JAX logs its compiles (``jax_log_compiles``). The target is a thin wrapper that
marks the log before each call, so the compiles of every call, base or variation,
are JAX's own lines: a variation jaxcheck calls a hit must have no ``Compiling step``
line, a recompile at least one.
"""

from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
import pytest
from helpers import compiled, jax_compile_log

import jaxcheck

pytestmark = pytest.mark.slow  # real models compile slowly; `make test-slow`, test-compat


def _witnessed(step, name, example, **options):
    """Run jaxcheck on ``step`` and pair each variation it ran with JAX's compiles."""
    options.setdefault("mode", "execute")  # compiles, for JAX's log to witness
    marks: list[int] = []
    seen: list = []  # what each call was given, abstractly: (shape, dtype) per leaf

    @functools.wraps(step)
    def target(*args, **kwargs):
        marks.append(len(lines))
        seen.append([(getattr(x, "shape", None), str(getattr(x, "dtype", type(x).__name__)))
                     for x in jax.tree_util.tree_leaves((args, kwargs))])
        return step(*args, **kwargs)

    with jax_compile_log() as lines:
        report = jaxcheck.run(target, example=example, **options)
    marks.append(len(lines))
    (ep,) = report.entrypoints
    assert ep.error is None, ep.error
    called = [v for v in ep.variations if v.result in ("hit", "recompile", "error")
              or v.withheld]
    assert len(marks) - 2 == len(called), (len(marks), [(v.axis, v.path) for v in called])
    assert compiled(lines[marks[0]:marks[1]], name) == 1  # the base call compiles once
    for i, v in enumerate(called):
        jax_says = compiled(lines[marks[i + 1]:marks[i + 2]], name)
        if v.axis in ("dtype", "shape") and v.result in ("hit", "recompile"):
            # the variation reached the call: a dtype or shape the base call did not have
            assert seen[i + 1] != seen[0], ("the variation changed nothing", v.axis, v.path)
        if v.result == "hit":
            assert jax_says == 0, (v.axis, v.path, v.detail)
        elif v.result == "recompile":
            assert jax_says >= 1, (v.axis, v.path, v.detail)
    return ep, {(v.axis, v.path): v for v in ep.variations}


def test_equinox_optax_groups_statics_and_the_static_lr():
    eqx = pytest.importorskip("equinox")
    optax = pytest.importorskip("optax")

    class MLP(eqx.Module):
        layers: list
        scale: float = eqx.field(static=True)

        def __init__(self, key, scale=1.0):
            k1, k2 = jax.random.split(key)
            self.layers = [eqx.nn.Linear(3, 4, key=k1), eqx.nn.Linear(4, 2, key=k2)]
            self.scale = scale

        def __call__(self, x):
            return self.layers[1](jax.nn.relu(self.layers[0](x))) * self.scale

    opt = optax.adam(1e-3)

    @eqx.filter_jit
    def step(model, opt_state, batch, lr):
        def loss(m):
            return ((jax.vmap(m)(batch["x"]) - batch["y"]) ** 2).mean()

        grads = eqx.filter_grad(loss)(model)
        updates, opt_state = opt.update(grads, opt_state, model)
        updates = jax.tree_util.tree_map(lambda u: u * lr, updates)
        return eqx.apply_updates(model, updates), opt_state

    model = MLP(jax.random.key(0))
    state = opt.init(eqx.filter(model, eqx.is_array))
    batch = {"x": jnp.ones((4, 3)), "y": jnp.zeros((4, 2))}
    ep, v = _witnessed(step, "step", (model, state, batch, 1))
    # the parameters and each optimizer moment are one group each, not one row per leaf
    assert v["value", "model"].result == "hit"
    assert v["dtype", "model"].result == "recompile"
    assert v["value", "opt_state[0].mu"].result == "hit"
    assert ("value", "model.layers[0].weight") not in v
    # static fields: found by the value axis, changed in the model and its moments
    assert v["value", "model.scale"].result == "recompile"
    assert v["value", "model.layers[0].in_features"].result in ("recompile", "skipped")
    assert ("value", "model.layers[1].in_features") not in v  # once per class and field
    # filter_jit keeps a Python int static: lr=1 -> 2 recompiles, and so does 1 -> 1.5
    assert v["value", "lr"].result == "recompile" and not v["value", "lr"].expected
    assert v["scalar_type", "lr"].result == "recompile"
    assert v["value", "batch['x']"].result == "hit"
    assert ep.unexpected


def test_flax_linen_train_state_step_counter_drift():
    nn = pytest.importorskip("flax.linen")
    optax = pytest.importorskip("optax")
    from flax.training import train_state

    class Net(nn.Module):
        @nn.compact
        def __call__(self, x):
            return nn.Dense(2)(nn.relu(nn.Dense(4)(x)))

    @jax.jit
    def step(state, batch, lr):
        def loss(params):
            return ((state.apply_fn({"params": params}, batch["x"]) - batch["y"]) ** 2).mean()

        grads = jax.grad(loss)(state.params)
        grads = jax.tree_util.tree_map(lambda g: g * lr, grads)
        return state.apply_gradients(grads=grads)

    net = Net()
    params = net.init(jax.random.key(0), jnp.ones((1, 3)))["params"]
    state = train_state.TrainState.create(apply_fn=net.apply, params=params,
                                          tx=optax.sgd(0.1, momentum=0.9))
    batch = {"x": jnp.ones((4, 3)), "y": jnp.zeros((4, 2))}
    ep, v = _witnessed(step, "step", (state, batch, 1))
    assert v["value", "state.params"].result == "hit"
    assert v["dtype", "state.params"].result == "recompile"
    assert ("value", "state.params['Dense_0']['kernel']") not in v
    assert v["value", "state.opt_state[0].trace"].result == "hit"
    # TrainState.create leaves step a Python int: a strong i32[] step recompiles
    assert v["weak_type", "state.step"].result == "recompile"
    # lr given as 1, then 1.5: weak int -> weak float recompiles
    assert v["scalar_type", "lr"].result == "recompile"
    assert v["value", "lr"].result == "hit"


def test_haiku_params_and_vary_patterns():
    hk = pytest.importorskip("haiku")

    def forward(x):
        return hk.nets.MLP([4, 2])(x)

    net = hk.without_apply_rng(hk.transform(forward))
    params = net.init(jax.random.key(0), jnp.ones((1, 3)))

    @jax.jit
    def step(params, x, key):
        noise = jax.random.normal(key, x.shape)
        return net.apply(params, x + noise).sum()

    example = (params, jnp.ones((4, 3)), jax.random.key(1))
    ep, v = _witnessed(step, "step", example)
    assert v["value", "params"].result == "hit"
    assert v["value", "key"].result == "hit"
    # x's dim 0 (the batch) grows alone; its dim 1 must agree with the weights: n.a.
    shapes = [w for w in ep.variations if w.axis == "shape" and w.path == "x"]
    assert [w.result for w in shapes] == ["recompile", "skipped"] and shapes[1].withheld
    # `vary` selects; a leaf named inside a group is varied alone
    ep, v = _witnessed(step, "step", example, vary=["mlp/~/linear_0.w"])
    assert {path for _, path in v} == {"params['mlp/~/linear_0']['w']"}
    assert v["shape", "params['mlp/~/linear_0']['w']"].result in ("skipped", "error") or \
        v["shape", "params['mlp/~/linear_0']['w']"].withheld
    with pytest.raises(jaxcheck.UsageError, match="did you mean"):
        jaxcheck.run(step, example=example, vary=["parms"])


def test_nnx_module_static_attribute():
    nnx = pytest.importorskip("flax.nnx")
    model = nnx.Linear(3, 2, rngs=nnx.Rngs(0))
    kids, _ = jax.tree_util.tree_flatten_with_path(model)
    if len(kids) == 1 and kids[0][1] is model:
        pytest.skip("this flax's nnx modules are not pytrees: jaxcheck varies them "
                    "from flax 0.11 on")

    @jax.jit
    def step(model, x):
        return model(x).sum()

    ep, v = _witnessed(step, "step", (model, jnp.ones((4, 3))))
    assert v["value", "model"].result == "hit"
    assert v["dtype", "model"].result == "recompile"
    # in_features is an attribute of the module, not state: static, part of the structure
    assert v["value", "model.in_features"].result == "recompile"
    assert v["value", "model.in_features"].expected
    # use_bias=False beside a bias: flax's own check refuses it, so not a finding
    assert v["value", "model.use_bias"].withheld


def test_an_nnx_step_that_writes_its_results_back_into_its_arguments():
    # nnx.jit writes the updated parameters and optimizer state back into the objects it
    # was given: new arrays sit there when a variation is built, so a group's members are
    # found by path (by identity, the dtype change reached nothing and read as a hit)
    nnx = pytest.importorskip("flax.nnx")
    optax = pytest.importorskip("optax")

    class MLP(nnx.Module):
        def __init__(self, rngs):
            self.l1 = nnx.Linear(4, 8, rngs=rngs)
            self.l2 = nnx.Linear(8, 1, rngs=rngs)

        def __call__(self, x):
            return self.l2(jax.nn.relu(self.l1(x)))

    if len(jax.tree_util.tree_leaves(MLP(nnx.Rngs(0)))) <= 1:
        pytest.skip("this flax's nnx modules are not pytrees: jaxcheck varies them "
                    "from flax 0.11 on")

    def train_step(model, opt, x, y):
        loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
        try:
            opt.update(model, grads)
        except TypeError:  # flax before 0.11: update(grads)
            opt.update(grads)
        return loss

    def make_example():
        model = MLP(nnx.Rngs(0))
        try:
            opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
        except TypeError:
            opt = nnx.Optimizer(model, optax.adam(1e-3))
        return model, opt, jnp.ones((8, 4)), jnp.ones((8, 1))

    ep, v = _witnessed(nnx.jit(train_step), "train_step", make_example)
    for path in ("model", "opt.opt_state[0].mu", "opt.opt_state[0].nu"):
        assert v["dtype", path].result == "recompile", (path, v["dtype", path])
        assert v["value", path].result == "hit", path


def test_bad_factories_are_usage_errors_or_the_targets_failure():
    @jax.jit
    def step(x):
        return x * 2

    def returns_dict():
        return {"x": jnp.ones(2)}

    def raises():
        raise RuntimeError("no data")

    with pytest.raises(jaxcheck.UsageError, match=r"returns_dict returned a dict; return a "
                       r"tuple of positional arguments"):
        jaxcheck.run(step, example=returns_dict)
    with pytest.raises(jaxcheck.UsageError, match="example=.*got a list"):
        jaxcheck.run(step, example=[jnp.ones(2)])
    report = jaxcheck.run(step, example=raises)
    (ep,) = report.entrypoints
    assert ep.error is not None and "the example factory" in ep.error.message
    assert "raises" in ep.error.message and "no data" in ep.error.traceback
    with pytest.raises(jaxcheck.UsageError, match="give them with example="):
        jaxcheck.run(step)
    report = jaxcheck.run(step, example=jaxcheck.Args(x=jnp.ones(3)))
    assert not report.unexpected
