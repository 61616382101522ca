from functools import partial

import jax
import jax.numpy as jnp
import optax

from net import fatigue_net

tx = optax.adam(1e-2)


@jax.jit
def bn_train_step(params, state, opt_state, x, y):
    def loss(p):
        pred, new_state = fatigue_net.apply(p, state, x, True)
        return jnp.mean((pred - y) ** 2), new_state
    (l, state), g = jax.value_and_grad(loss, has_aux=True)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), state, opt_state, l


@partial(jax.jit, static_argnames="is_training")
def bn_loss(params, state, x, y, is_training):
    pred, _ = fatigue_net.apply(params, state, x, is_training)
    return jnp.mean((pred - y) ** 2)
