import jax
import jax.numpy as jnp


@jax.jit
def flag_and_adapt(scores, threshold):
    flags = scores > threshold
    # move the threshold toward the 95th percentile of this window
    new_threshold = 0.8 * threshold + 0.2 * jnp.percentile(scores, 95)
    return flags, new_threshold
