from functools import partial

import jax
import jax.numpy as jnp
import optax


def transformed_outcome_loss(params, x, t, y, p=0.5):
    z = y * (t - p) / (p * (1 - p))
    return jnp.mean((x @ params["w"] + params["b"] - z) ** 2)


@partial(jax.jit, static_argnames="optimizer")
def train_step(params, opt_state, x, t, y, optimizer):
    loss, grads = jax.value_and_grad(transformed_outcome_loss)(params, x, t, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
