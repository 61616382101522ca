from functools import partial

import jax
import jax.numpy as jnp
import optax


def loss_fn(params, x, y):
    logits = x @ params["w"] + params["b"]
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@partial(jax.jit, static_argnames=("tx",))
def update(params, opt_state, x, y, tx):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
