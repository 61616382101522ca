from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_days")
def worm_burden(larvae0, uptake, n_days):
    # pasture larval contamination and calf worm burden (Ostertagia)
    def day(state, t):
        pasture, burden = state
        season = 1.0 + 0.5 * jnp.sin(2 * jnp.pi * t / 365.0)
        pasture = pasture * 0.97 + 0.02 * burden * season
        burden = burden * 0.99 + uptake * pasture
        return (pasture, burden), burden

    _, traj = jax.lax.scan(day, (larvae0, jnp.float32(0.0)), jnp.arange(n_days, dtype=jnp.float32))
    return traj
