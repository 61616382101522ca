from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("frame_shape",))
def thermal_contrast(stack, frame_shape):
    """Absolute thermal contrast of a pulsed-thermography sequence relative to a sound reference region."""
    h, w = frame_shape
    seq = stack.reshape(-1, h, w)
    ref = seq[:, : h // 4, : w // 4].mean(axis=(1, 2))
    contrast = seq - ref[:, None, None]
    peak_t = jnp.argmax(contrast, axis=0)
    return contrast.max(axis=0), peak_t
