from functools import partial

import jax
import jax.numpy as jnp
import optax


def ice_velocity(params, x):
    # Glen-law-like speed emulator: u = exp(a) * tau^n
    return jnp.exp(params["log_a"]) * x ** params["n"]


@partial(jax.jit, static_argnames="optimizer")
def fit_step(params, opt_state, tau, u_obs, optimizer):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((jnp.log(ice_velocity(p, tau)) - jnp.log(u_obs)) ** 2))(params)
    updates, opt_state = optimizer.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
