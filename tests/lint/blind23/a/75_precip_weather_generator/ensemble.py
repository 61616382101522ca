import jax
import jax.numpy as jnp

from generator import markov_precip


def stochastic_ensemble(params, n_members, seed=1):
    totals = []
    for m in range(n_members):
        key = jax.random.PRNGKey(seed * 1000 + m)
        totals.append(markov_precip(key, *params).sum())
    return jnp.stack(totals)
