"""Declared entrypoints: jaxcheck varies their arguments and fills a sensitivity matrix.

Run `jaxcheck run examples/declared.py` to check every entrypoint declared here.

* `predict` is a public API that promises to accept Python floats and arrays alike
  (`expect={"weak_type": "hit"}`): it normalises its inputs with `jnp.asarray`.
* `rollout` takes its horizon as a static argument: every new horizon compiles
  again, which the value variation reveals (and fails on).
"""

from functools import partial

import jax
import jax.numpy as jnp

import jaxcheck


@jax.jit
def _predict(params, x, temperature):
    return jax.nn.softmax((x @ params["w"] + params["b"]) / temperature)


@jaxcheck.entrypoint(
    args="{'w': f32[8,4], 'b': f32[4]}, f32[B,8], float",
    dims={"B": [2, 16]},
    expect={"weak_type": "hit"},
)
def predict(params, x, temperature):
    return _predict(params, jnp.asarray(x, jnp.float32), jnp.asarray(temperature, jnp.float32))


@jaxcheck.entrypoint(args="f32[4], 3")
@partial(jax.jit, static_argnames="horizon")
def rollout(state, horizon):
    for _ in range(horizon):
        state = jnp.tanh(state * 1.5)
    return state
