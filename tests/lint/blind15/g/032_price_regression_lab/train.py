from functools import partial

import jax
import jax.numpy as jnp
import optax


def mse(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@partial(jax.jit, static_argnames=("tx",))
def train_step(params, opt_state, x, y, tx):
    loss, grads = jax.value_and_grad(mse)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
