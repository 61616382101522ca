from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("years",))
def project_fund(key, fund0, guarantee, mu, sigma, years):
    shocks = jax.random.normal(key, (years, fund0.shape[0]))

    def year_step(fund, z):
        fund = fund * jnp.exp(mu - 0.5 * sigma ** 2 + sigma * z)
        return fund, jnp.maximum(guarantee - fund, 0.0)

    fund, shortfall = jax.lax.scan(year_step, fund0, shocks)
    return fund, shortfall[-1]
