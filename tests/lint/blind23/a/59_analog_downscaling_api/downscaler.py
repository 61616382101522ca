import jax
import jax.numpy as jnp
import numpy as np


class AnalogDownscaler:
    def __init__(self, library_coarse, library_fine, k=5):
        self.lib_c = jnp.asarray(library_coarse)
        self.lib_f = jnp.asarray(library_fine)
        self.k = k
        self._predict = jax.jit(self.analog_mean)

    def analog_mean(self, coarse, lib_c, lib_f):
        d = jnp.sum((lib_c - coarse[None]) ** 2, axis=(1, 2))
        _, idx = jax.lax.top_k(-d, self.k)
        return lib_f[idx].mean(axis=0)

    def predict(self, coarse):
        return self._predict(coarse, self.lib_c, self.lib_f)


def build_library(seed=0, n=200):
    rng = np.random.default_rng(seed)
    coarse = rng.normal(size=(n, 8, 8)).astype(np.float32)
    fine = np.kron(coarse, np.ones((1, 4, 4), np.float32)) + 0.1 * rng.normal(size=(n, 32, 32)).astype(np.float32)
    return coarse, fine
