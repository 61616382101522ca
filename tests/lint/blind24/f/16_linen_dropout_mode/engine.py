from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import StiffnessSurrogate

net = StiffnessSurrogate()
tx = optax.adam(2e-3)


@partial(jax.jit, static_argnames=("training",))
def run_batch(params, opt_state, x, y, key, training):
    def loss_fn(p):
        pred = net.apply(p, x, training=training, rngs={"dropout": key})
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    if training:
        updates, opt_state = tx.update(grads, opt_state)
        params = optax.apply_updates(params, updates)
    return params, opt_state, loss
