import jax
import jax.numpy as jnp


@jax.jit
def next_stop(coords, current, visited):
    dist = jnp.sqrt(((coords - coords[current]) ** 2).sum(-1))
    nxt = jnp.argmin(jnp.where(visited, jnp.inf, dist))
    return nxt, visited.at[nxt].set(True)
