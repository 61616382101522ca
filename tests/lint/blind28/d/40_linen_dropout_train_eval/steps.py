from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import ThicknessRegressor

model = ThicknessRegressor()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames="train")
def forward_loss(params, x, y, key, train):
    pred = model.apply(params, x, train=train, rngs={"dropout": key})
    return jnp.mean((pred - y) ** 2)


@jax.jit
def train_step(params, opt_state, x, y, key):
    loss, grads = jax.value_and_grad(forward_loss)(params, x, y, key, train=True)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
