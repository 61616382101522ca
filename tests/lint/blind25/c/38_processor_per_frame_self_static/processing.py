from functools import partial

import jax
import jax.numpy as jnp


class FrameProcessor:
    def __init__(self, header, box=16):
        self.header = header
        self.box = box
        self.saturation = header.get("SATURATE", 60000.0)

    @partial(jax.jit, static_argnums=0)
    def background_map(self, img):
        h, w = img.shape
        b = self.box
        tiles = img.reshape(h // b, b, w // b, b).transpose(0, 2, 1, 3).reshape(h // b, w // b, -1)
        good = tiles < self.saturation
        med = jnp.nanmedian(jnp.where(good, tiles, jnp.nan), axis=-1)
        return jnp.repeat(jnp.repeat(med, b, 0), b, 1)

    def remove_sky(self, img):
        return img - self.background_map(img)
