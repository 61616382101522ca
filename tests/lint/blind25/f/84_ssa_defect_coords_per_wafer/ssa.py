import jax
import jax.numpy as jnp


@jax.jit
def neighbour_density(xy, radius):
    d = jnp.sqrt(jnp.sum((xy[:, None] - xy[None]) ** 2, -1))
    counts = jnp.sum(d < radius, axis=1) - 1
    clustered = counts >= 3
    return counts, clustered.mean()
