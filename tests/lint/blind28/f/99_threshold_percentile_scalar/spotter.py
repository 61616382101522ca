import jax
import jax.numpy as jnp


@jax.jit
def count_onsets(scores, threshold):
    above = scores > threshold
    onset = above & ~jnp.concatenate([jnp.zeros_like(above[:1]), above[:-1]])
    return jnp.sum(onset), jnp.argmax(onset)
