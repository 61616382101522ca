import numpy as np
import jax.numpy as jnp


class MagCalibrator:
    def __init__(self, min_samples=40):
        self.params = {"hard_iron": jnp.zeros(3), "soft_iron": jnp.eye(3)}
        self.buffer = []
        self.min_samples = min_samples

    def add(self, mag):
        self.buffer.append(mag)
        if len(self.buffer) == self.min_samples:
            s = np.array(self.buffer)
            A = np.concatenate([2 * s, np.ones((len(s), 1))], 1)
            sol = np.linalg.lstsq(A, np.sum(s ** 2, 1), rcond=None)[0]
            self.params = {**self.params, "hard_iron": jnp.asarray(sol[:3], jnp.float32)}
        return self.params
