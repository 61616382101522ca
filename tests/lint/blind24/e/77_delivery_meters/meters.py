import jax
import jax.numpy as jnp


@jax.jit
def peak_and_rms_dbfs(pcm, full_scale):
    x = pcm.astype(jnp.float32) / full_scale
    peak = 20 * jnp.log10(jnp.max(jnp.abs(x)) + 1e-9)
    rms = 10 * jnp.log10(jnp.mean(x ** 2) + 1e-12)
    return peak, rms
