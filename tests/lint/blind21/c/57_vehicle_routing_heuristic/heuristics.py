import jax
import jax.numpy as jnp


@jax.jit
def next_stop(coords, route):
    current = coords[route[-1]]
    dist = jnp.sqrt(((coords - current) ** 2).sum(-1))
    visited = jnp.zeros(coords.shape[0], bool).at[route].set(True)
    return jnp.argmin(jnp.where(visited, jnp.inf, dist))
