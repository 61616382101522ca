import functools

import jax
import jax.numpy as jnp


class CropSpec:
    def __init__(self, size, flip):
        self.size = size
        self.flip = flip

    def __repr__(self):
        return f"CropSpec(size={self.size}, flip={self.flip})"


@functools.partial(jax.jit, static_argnums=(2,))
def random_crop(images, key, spec):
    n, h, w = images.shape
    s = spec.size
    ky, kx, kf = jax.random.split(key, 3)
    oy = jax.random.randint(ky, (), 0, h - s + 1)
    ox = jax.random.randint(kx, (), 0, w - s + 1)
    out = jax.lax.dynamic_slice(images, (0, oy, ox), (n, s, s))
    if spec.flip:
        out = jnp.where(jax.random.bernoulli(kf), out[:, :, ::-1], out)
    return out
