from functools import partial

import jax
import jax.numpy as jnp


def simulate_aggregate(key, freq, mu, sigma, n_years, max_claims):
    k1, k2 = jax.random.split(key)
    n = jax.random.poisson(k1, freq, (n_years,))
    sev = jnp.exp(mu + sigma * jax.random.normal(k2, (n_years, max_claims)))
    return jnp.sum(jnp.where(jnp.arange(max_claims)[None, :] < n[:, None], sev, 0.0), axis=1)


def var_999(key, line_params, n_years=20000):
    sim = jax.jit(partial(simulate_aggregate, n_years=n_years, max_claims=40))
    annual = sim(key, line_params["freq"], line_params["mu"], line_params["sigma"])
    return jnp.quantile(annual, 0.995)
