import jax
import jax.numpy as jnp

DEFAULT_THRESHOLD = 0.5


@jax.jit
def flag_recall(scores, left, threshold=DEFAULT_THRESHOLD):
    flagged = scores > threshold
    tp = jnp.sum(flagged & (left > 0))
    return tp / jnp.maximum((left > 0).sum(), 1)
