from functools import partial

import jax
import optax

from sgpr import titsias_bound


@partial(jax.jit, static_argnums=(2,))
def train_step(params, opt_state, optimizer, x, y):
    loss, grads = jax.value_and_grad(lambda p: -titsias_bound(p, x, y))(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
