import jax
import jax.numpy as jnp


@jax.jit
def cells_per_ml(counts, dead):
    counts = jnp.asarray(counts)
    dead = jnp.asarray(dead)
    total = counts.mean() * 1e4
    return total, 1.0 - dead.sum() / counts.sum()
