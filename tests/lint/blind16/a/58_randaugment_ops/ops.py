import jax
import jax.numpy as jnp

OPS = ("identity", "flip_lr", "flip_ud", "invert", "brightness", "contrast")


def _contrast(images, magnitude):
    mean = images.mean(axis=(1, 2, 3), keepdims=True)
    return jnp.clip((images - mean) * (1.0 + magnitude) + mean, 0.0, 1.0)


_BRANCHES = (
    lambda x, m: x,
    lambda x, m: x[:, :, ::-1],
    lambda x, m: x[:, ::-1],
    lambda x, m: 1.0 - x,
    lambda x, m: jnp.clip(x + 0.3 * m, 0.0, 1.0),
    _contrast,
)


@jax.jit
def apply_op(images, op_index, magnitude):
    return jax.lax.switch(op_index, _BRANCHES, images, magnitude)
