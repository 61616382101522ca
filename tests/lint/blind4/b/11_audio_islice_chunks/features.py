import jax
import jax.numpy as jnp


@jax.jit
def log_power_spectrum(frames):
    window = jnp.hanning(frames.shape[-1])
    spec = jnp.fft.rfft(frames * window, axis=-1)
    return jnp.log1p(jnp.abs(spec) ** 2)
