from functools import partial

import jax
import jax.numpy as jnp

COEFFS = {"L": (1.0, 0.0), "R": (0.0, 1.0), "C": (0.7071, 0.7071), "LFE": (0.0, 0.0),
          "Ls": (0.7071, 0.0), "Rs": (0.0, 0.7071)}


@partial(jax.jit, static_argnames=("layout",))
def downmix_to_stereo(multichannel, layout):
    m = jnp.array([COEFFS[ch] for ch in layout])
    stereo = m.T @ multichannel
    peak = jnp.max(jnp.abs(stereo))
    return stereo / jnp.maximum(peak, 1.0)
