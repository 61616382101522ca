from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import OutcomeMLP

model = OutcomeMLP()
tx = optax.adam(3e-3)


@partial(jax.jit, static_argnames=("train",))
def forward_loss(params, x, y, key, train):
    logits = model.apply({"params": params}, x, train=train, rngs={"dropout": key})
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@jax.jit
def apply_grads(params, opt_state, x, y, key):
    loss, g = jax.value_and_grad(forward_loss)(params, x, y, key, train=True)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
