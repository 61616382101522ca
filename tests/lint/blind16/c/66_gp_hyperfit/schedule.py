import jax.numpy as jnp

from gp import optimizer


def unfreeze_noise(params, opt_state, init_noise=1e-2):
    params = dict(params)
    params["log_noise"] = jnp.log(jnp.float32(init_noise))
    return params, optimizer.init(params)
