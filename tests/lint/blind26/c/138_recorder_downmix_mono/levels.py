import jax
import jax.numpy as jnp


@jax.jit
def mono_level(audio):
    peak = jnp.max(jnp.abs(audio))
    rms = jnp.sqrt(jnp.mean(audio ** 2))
    return 20 * jnp.log10(peak + 1e-9), 20 * jnp.log10(rms + 1e-9)
