import jax
import jax.numpy as jnp


@jax.jit
def alert_precision(scores, left, threshold=0.5):
    flagged = scores > threshold
    tp = jnp.sum(flagged & (left > 0))
    return tp / jnp.maximum(flagged.sum(), 1), flagged.mean()
