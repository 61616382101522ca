import jax
import jax.numpy as jnp


@jax.jit
def leq_db(clip, calibration):
    p = clip * calibration
    return 10 * jnp.log10(jnp.mean(p ** 2) / (20e-6) ** 2)
