from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def merge_exposures(frames, exposure_s):
    w = jnp.exp(-((frames - 0.5) ** 2) / 0.08)
    radiance = (w * frames / exposure_s).sum(0) / (w.sum(0) + 1e-6)
    return radiance / (1.0 + radiance)
