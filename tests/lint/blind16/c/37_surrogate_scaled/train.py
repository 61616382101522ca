import functools

import jax
import jax.numpy as jnp
import optax

from model import Surrogate

optimizer = optax.adam(3e-3)


@functools.partial(jax.jit, static_argnums=(0,))
def fit_step(module, params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((module.apply(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def build(cfg, x_batch):
    return Surrogate(width=cfg["width"], depth=cfg["depth"], input_scale=float(x_batch.std()))
