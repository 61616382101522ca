from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("interlaced",))
def make_proxy(frames, interlaced):
    if interlaced:
        top = frames[:, 0::2]
        frames = jnp.repeat(top, 2, axis=1)
    n, h, w = frames.shape
    return frames.reshape(n, h // 2, 2, w // 2, 2).mean(axis=(2, 4))
