import jax
import jax.numpy as jnp


@jax.jit
def photometric(image, mask, brightness, contrast):
    mean = image.mean()
    image = (image - mean) * contrast + mean + brightness
    return jnp.clip(image, 0.0, 1.0), mask
