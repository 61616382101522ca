from functools import partial

import jax
import jax.numpy as jnp
import optax

from net import moisture_net

opt = optax.adam(3e-3)


@partial(jax.jit, static_argnames=("is_training",))
def forward(params, state, x, is_training):
    return moisture_net.apply(params, state, None, x, is_training)


@jax.jit
def update(params, state, opt_state, x, y):
    def loss_fn(p):
        pred, new_state = forward(p, state, x, is_training=True)
        return jnp.mean((pred - y) ** 2), new_state
    (loss, state), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, upd), state, opt_state, loss
