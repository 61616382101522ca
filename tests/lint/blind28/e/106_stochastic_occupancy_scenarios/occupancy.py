import jax
import jax.numpy as jnp

ARRIVAL_RATE = jnp.array([0.0] * 7 + [2.0, 6.0, 3.0] + [1.0] * 7 + [0.5] * 7)


@jax.jit
def sample_occupancy(key, capacity):
    arrivals = jax.random.poisson(key, ARRIVAL_RATE)
    occ = jnp.minimum(jnp.cumsum(arrivals) - jnp.cumsum(jnp.roll(arrivals, 8)), capacity)
    return jnp.clip(occ, 0, capacity)
