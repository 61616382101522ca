from functools import partial

import jax
import jax.numpy as jnp


def predict(w, x):
    return x @ w["coef"] + w["bias"]


@partial(jax.jit, static_argnums=(3,))
def sgd_step(w, x, y, lr):
    def loss(w):
        return jnp.mean((predict(w, x) - y) ** 2)
    l, g = jax.value_and_grad(loss)(w)
    return jax.tree_util.tree_map(lambda p, gp: p - lr * gp, w, g), l
