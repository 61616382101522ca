import jax
import jax.numpy as jnp


@jax.jit
def isodata_step(image, threshold):
    """One Ridler-Calvard update: midpoint of the class means on either side."""
    low = image <= threshold
    mean_low = jnp.sum(jnp.where(low, image, 0.0)) / jnp.maximum(low.sum(), 1)
    mean_high = jnp.sum(jnp.where(low, 0.0, image)) / jnp.maximum((~low).sum(), 1)
    return 0.5 * (mean_low + mean_high)


def isodata_threshold(image, iterations=8):
    threshold = jnp.asarray(image.mean().item(), dtype=jnp.float32)
    for _ in range(iterations):
        threshold = isodata_step(image, threshold)
    return threshold
