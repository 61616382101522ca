from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def gcms_step(model, params, key, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x, key) - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, gi: p - 0.02 * gi, params, g), loss
