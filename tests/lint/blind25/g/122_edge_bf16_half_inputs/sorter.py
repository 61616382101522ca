import jax
import jax.numpy as jnp


@jax.jit
def aflatoxin_reject(pixels, w, threshold):
    """Flag almonds whose bright-greenish-yellow fluorescence score exceeds the threshold."""
    score = pixels.astype(jnp.float32) @ w
    return score > threshold
