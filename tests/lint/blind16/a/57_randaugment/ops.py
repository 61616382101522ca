from functools import partial

import jax
import jax.numpy as jnp

OPS = ("identity", "flip_lr", "flip_ud", "invert", "brightness", "contrast")


@partial(jax.jit, static_argnums=(1,))
def apply_op(images, op, magnitude):
    if op == "identity":
        return images
    if op == "flip_lr":
        return images[:, :, ::-1]
    if op == "flip_ud":
        return images[:, ::-1]
    if op == "invert":
        return 1.0 - images
    if op == "brightness":
        return jnp.clip(images + 0.3 * magnitude, 0.0, 1.0)
    mean = images.mean(axis=(1, 2, 3), keepdims=True)
    return jnp.clip((images - mean) * (1.0 + magnitude) + mean, 0.0, 1.0)
