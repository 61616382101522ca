from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import PrecipNet

net = PrecipNet()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames=("train",))
def run_batch(params, opt_state, x, y, key, train):
    def loss_fn(p):
        pred = net.apply(p, x, train=train, rngs={"dropout": key})
        return jnp.mean(jnp.abs(pred - y))

    if not train:
        return params, opt_state, loss_fn(params)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
