from functools import partial

import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnums=(3,))
def last_fit_step(params, opt_state, batch, tx):
    foot, label = batch

    def loss_fn(p):
        pred = foot @ p["w"] + p["b"]
        return jnp.mean(optax.huber_loss(pred, label))
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
