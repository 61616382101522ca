import jax
import jax.numpy as jnp


@jax.jit
def agc_and_dc(iq, target_rms=0.5):
    iq = iq - jnp.mean(iq, axis=0, keepdims=True)
    rms = jnp.sqrt(jnp.mean(jnp.sum(iq ** 2, axis=-1)))
    gain = target_rms / jnp.maximum(rms, 1e-6)
    return iq * gain, 20 * jnp.log10(gain)
