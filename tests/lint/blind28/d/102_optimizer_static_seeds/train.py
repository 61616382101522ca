from functools import partial

import jax
import jax.numpy as jnp
import optax


def basal_melt_model(params, tf):
    # ISMIP6-style local quadratic melt: m = gamma * TF * |TF| + offset
    return params["gamma"] * tf * jnp.abs(tf) + params["offset"]


@partial(jax.jit, static_argnames="optimizer")
def calibrate_step(params, opt_state, tf, melt_obs, optimizer):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((basal_melt_model(p, tf) - melt_obs) ** 2))(params)
    updates, opt_state = optimizer.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
