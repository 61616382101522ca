from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


def shutter_taps(shutter_angle, n=7):
    width = max(shutter_angle / 360.0 * n, 1.0)
    x = np.arange(n) - (n - 1) / 2
    w = np.clip(width / 2 - np.abs(x) + 0.5, 0, 1)
    return tuple(float(v) for v in np.round(w / w.sum(), 4))


@partial(jax.jit, static_argnames=("taps",))
def synth_motion_blur(frame, velocity, taps):
    out = jnp.zeros_like(frame)
    n = len(taps)
    for i, t in enumerate(taps):
        shift = (i - (n - 1) / 2) * velocity
        out = out + t * jnp.roll(frame, jnp.round(shift).astype(jnp.int32), axis=1)
    return out
