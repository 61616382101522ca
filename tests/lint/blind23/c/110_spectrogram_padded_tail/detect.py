import jax
import jax.numpy as jnp


@jax.jit
def burst_energy(frames):
    win = jnp.hanning(frames.shape[-1])
    spec = jnp.abs(jnp.fft.fft(frames * win, axis=-1)) ** 2
    return 10 * jnp.log10(jnp.mean(spec, axis=-1) + 1e-12)
