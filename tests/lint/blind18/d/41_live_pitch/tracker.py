import jax
import jax.numpy as jnp
import numpy as np

SR = 8000
MIN_LAG, MAX_LAG = 20, 100


@jax.jit
def autocorr_pitch(x):
    x = x - jnp.mean(x)
    n = x.shape[0]
    spec = jnp.fft.rfft(x, n=2 * n)
    ac = jnp.fft.irfft(jnp.abs(spec) ** 2)[:n]
    lags = jnp.arange(MIN_LAG, MAX_LAG)
    best = lags[jnp.argmax(ac[MIN_LAG:MAX_LAG])]
    return SR / best


class LivePitchTracker:
    def __init__(self):
        self.buffer = np.zeros(0, np.float32)

    def feed(self, chunk):
        self.buffer = np.concatenate([self.buffer, chunk])
        return float(autocorr_pitch(self.buffer))
