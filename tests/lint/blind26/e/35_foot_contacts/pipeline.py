import jax
import jax.numpy as jnp


class StrideSegmenter:
    def __init__(self, fs=100.0, threshold=1.5):
        self.fs = fs
        self.threshold = threshold

    def detect(self, gyro_z):
        def foot_contacts(g):
            peaks = (g[1:-1] > g[:-2]) & (g[1:-1] > g[2:]) & (g[1:-1] > 1.5)
            return jnp.sum(peaks), jnp.mean(jnp.abs(g))
        return jax.jit(foot_contacts)(gyro_z)
