from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def eta_train_step(model, params, x, y, key):
    def loss(p):
        return jnp.mean((model.apply(p, x, key) - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, params, g), l
