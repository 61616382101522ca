from functools import partial

import jax
import jax.numpy as jnp


def predict(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return h @ params["w2"]


@partial(jax.jit, static_argnames=("lr",))
def sgd_step(params, x, y, lr):
    def loss(p):
        return jnp.mean((predict(p, x) - y) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, params, g), l


def run(params, x, y, lr, steps):
    for _ in range(steps):
        params, l = sgd_step(params, x, y, lr=lr)
    return float(l)
