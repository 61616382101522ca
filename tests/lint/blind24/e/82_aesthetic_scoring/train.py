from functools import partial

import jax
import jax.numpy as jnp
import optax

from net import aesthetic

tx = optax.adam(3e-3)


@partial(jax.jit, static_argnames=("is_training",))
def aesthetic_step(params, state, opt_state, x, y, is_training=True):
    def loss_fn(p):
        pred, new_state = aesthetic.apply(p, state, x, is_training)
        return jnp.mean((pred - y) ** 2), new_state

    (loss, state), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), state, opt_state, loss
