from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_sims", "max_claims"))
def simulate_aggregate(key, lam, mu, sigma, n_sims, max_claims):
    k1, k2 = jax.random.split(key)
    counts = jax.random.poisson(k1, lam, (n_sims,))
    sev = jnp.exp(mu + sigma * jax.random.normal(k2, (n_sims, max_claims)))
    return jnp.sum(jnp.where(jnp.arange(max_claims)[None, :] < counts[:, None], sev, 0.0), axis=1)
