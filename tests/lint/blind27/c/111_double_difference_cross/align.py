import jax
import jax.numpy as jnp


@jax.jit
def xcorr_lag(a, b, centre):
    n = a.shape[0]
    cc = jnp.fft.irfft(jnp.fft.rfft(a, 2 * n) * jnp.conj(jnp.fft.rfft(b, 2 * n)))
    cc = jnp.roll(cc, n)
    lags = jnp.arange(2 * n) - n
    w = jnp.exp(-((lags - (centre - n / 2)) / (n / 4)) ** 2)
    return lags[jnp.argmax(cc * w)]
