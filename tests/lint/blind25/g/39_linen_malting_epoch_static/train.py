from functools import partial

import jax
import jax.numpy as jnp

WARMUP_EPOCHS = 2


@partial(jax.jit, static_argnums=(3,))
def malt_step(state, x, y, epoch):
    def loss_fn(params):
        pred = state.apply_fn(params, x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    if epoch < WARMUP_EPOCHS:
        grads = jax.tree_util.tree_map(lambda g: g * (epoch + 1) / WARMUP_EPOCHS, grads)
    return state.apply_gradients(grads=grads), loss
