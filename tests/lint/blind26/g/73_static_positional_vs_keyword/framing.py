from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("frame_len",))
def frame_rms(x, frame_len):
    n = x.shape[0] // frame_len
    frames = x[: n * frame_len].reshape(n, frame_len)
    return jnp.sqrt(jnp.mean(frames ** 2, axis=1))
