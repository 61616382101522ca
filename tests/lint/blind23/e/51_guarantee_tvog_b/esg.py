from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def vasicek_paths(key, n_scen, r0=0.03, a=0.15, b=0.035, sigma=0.01, years=30):
    z = jax.random.normal(key, (n_scen, years))

    def step(r, zt):
        r_next = r + a * (b - r) + sigma * zt
        return r_next, r_next

    _, rates = jax.lax.scan(step, jnp.full((n_scen,), r0), z.T)
    return rates.T


@jax.jit
def guarantee_cost(rates, guaranteed_rate, fund0):
    growth = jnp.cumprod(1.0 + rates, axis=1)
    fund_T = fund0 * growth[:, -1]
    guaranteed = fund0 * (1.0 + guaranteed_rate) ** rates.shape[1]
    deflator = 1.0 / growth[:, -1]
    return jnp.mean(jnp.maximum(guaranteed - fund_T, 0.0) * deflator)
