from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("log_prior",))
def parallax_posterior_grid(plx_grid, plx_obs, plx_err, log_prior):
    loglike = -0.5 * ((plx_grid - plx_obs) / plx_err) ** 2
    lp = loglike + log_prior(plx_grid)
    p = jnp.exp(lp - lp.max())
    return p / p.sum()
