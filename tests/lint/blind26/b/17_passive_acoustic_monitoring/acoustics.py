import jax
import jax.numpy as jnp

BANDS = jnp.array([[10, 100], [100, 500], [500, 1000], [1000, 4000]], dtype=jnp.float32)


@jax.jit
def band_levels(x, fs):
    x = x - jnp.mean(x)
    win = jnp.hanning(x.shape[0])
    spec = jnp.abs(jnp.fft.rfft(x * win)) ** 2
    freqs = jnp.fft.rfftfreq(x.shape[0], 1.0 / fs)
    inb = (freqs[None, :] >= BANDS[:, :1]) & (freqs[None, :] < BANDS[:, 1:])
    return 10 * jnp.log10(jnp.sum(spec[None, :] * inb, axis=1) + 1e-12)
