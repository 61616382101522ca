from functools import partial

import jax
import jax.numpy as jnp
import optax


def predict(params, x):
    return x @ params["w"] + params["b"]


@partial(jax.jit, static_argnames=("optimizer",))
def calib_step(params, opt_state, x, y, optimizer):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    upd, opt_state = optimizer.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
