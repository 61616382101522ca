import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def top_scoring(scores, threshold):
    hits = scores > threshold
    return hits.sum(), jnp.where(hits, scores, 0.0).max()
