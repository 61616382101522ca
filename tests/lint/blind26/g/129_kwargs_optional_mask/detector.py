import jax
import jax.numpy as jnp


@jax.jit
def call_rate(detections, hours, mask=None):
    if mask is not None:
        detections = detections * mask
        hours = hours * mask
    return detections.sum() / jnp.maximum(hours.sum(), 1e-6)
