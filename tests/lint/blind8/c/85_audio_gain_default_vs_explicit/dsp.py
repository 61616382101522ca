import jax
import jax.numpy as jnp


@jax.jit
def normalize_audio(wave, target_db=-20.0):
    rms = jnp.sqrt(jnp.mean(wave**2) + 1e-9)
    gain = 10.0 ** (target_db / 20.0) / rms
    return jnp.clip(wave * gain, -1.0, 1.0)
