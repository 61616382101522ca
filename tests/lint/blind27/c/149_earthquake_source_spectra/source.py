import jax
import jax.numpy as jnp


@jax.jit
def brune_corner(signal, fs):
    spec = jnp.abs(jnp.fft.rfft(signal * jnp.hanning(signal.shape[0])))
    f = jnp.fft.rfftfreq(signal.shape[0], 1.0 / fs)
    omega0 = jnp.median(spec[1:6])
    return f[jnp.argmin(jnp.abs(spec[1:] - omega0 / 2)) + 1]
