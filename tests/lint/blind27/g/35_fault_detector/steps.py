from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import FaultDetector

net = FaultDetector()
tx = optax.adamw(1e-3)


@partial(jax.jit, static_argnames=("train",))
def fault_loss(params, x, y, key, train):
    logits = net.apply(params, x, train=train, rngs={"dropout": key})
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@jax.jit
def fault_update(params, opt_state, x, y, key):
    loss, g = jax.value_and_grad(fault_loss)(params, x, y, key, train=True)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
