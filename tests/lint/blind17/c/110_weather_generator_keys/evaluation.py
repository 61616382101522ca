import jax
import jax.numpy as jnp

from generator import simulate_season


def reference_climate(params, seed=1234, n_seasons=4):
    totals = []
    for i in range(n_seasons):
        rain = simulate_season(jax.random.key(seed + i), params)
        totals.append(float(rain.sum()))
    return sum(totals) / n_seasons
