from functools import partial
import numpy as np
import jax
import jax.numpy as jnp


class PitchTracker:
    """Autocorrelation F0 tracker for 8 kHz recordings."""

    def __init__(self, sr=8000, fmin=75, fmax=400, frame=256):
        self.sr = sr
        self.lag_min = sr // fmax
        self.lag_max = sr // fmin
        self.frame = frame

    @partial(jax.jit, static_argnums=0)
    def track(self, wav):
        frames = wav.reshape(-1, self.frame)
        frames = frames - frames.mean(-1, keepdims=True)
        lags = jnp.arange(self.lag_min, self.lag_max)
        ac = jax.vmap(lambda f: jax.vmap(lambda l: (f * jnp.roll(f, l)).sum())(lags))(frames)
        return self.sr / lags[ac.argmax(-1)]
