from functools import partial

import jax
import jax.numpy as jnp
import optax


def logistic(params, x):
    return x @ params["w"] + params["b"]


@partial(jax.jit, static_argnames=("optimizer",))
def seagrass_update(params, opt_state, x, y, optimizer):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(logistic(p, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = optimizer.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
