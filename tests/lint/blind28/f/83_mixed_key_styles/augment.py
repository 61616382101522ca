import jax
import jax.numpy as jnp


@jax.jit
def temporal_dropout(key, clip, keep_prob):
    keep = jax.random.bernoulli(key, keep_prob, (clip.shape[0],))
    filled = jnp.where(keep[:, None, None], clip, 0.0)
    return filled, keep.sum()
