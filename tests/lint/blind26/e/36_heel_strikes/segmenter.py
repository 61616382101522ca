import jax
import jax.numpy as jnp


class StrideSegmenter:
    def __init__(self, fs=100.0, threshold=1.5):
        self.fs = fs
        self.threshold = threshold

        def heel_strikes(g, thr):
            peaks = (g[1:-1] > g[:-2]) & (g[1:-1] > g[2:]) & (g[1:-1] > thr)
            return jnp.sum(peaks), jnp.mean(jnp.abs(g))

        self._detect = jax.jit(heel_strikes)

    def detect(self, gyro_z):
        return self._detect(gyro_z, self.threshold)
