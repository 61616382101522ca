import jax
import jax.numpy as jnp


@jax.jit
def group_cohesion(tracks):
    centroid = tracks.mean(axis=0)
    dist = jnp.linalg.norm(tracks - centroid, axis=-1)
    return dist.mean(axis=0), jnp.linalg.norm(jnp.diff(centroid, axis=0), axis=-1).sum()
