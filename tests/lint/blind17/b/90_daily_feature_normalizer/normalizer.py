import equinox as eqx
import jax.numpy as jnp
import numpy as np


class DwellNormalizer(eqx.Module):
    log_mean: float
    log_std: float

    @classmethod
    def fit(cls, dwell_seconds):
        logs = np.log1p(dwell_seconds)
        return cls(float(logs.mean()), float(logs.std() + 1e-6))

    def __call__(self, dwell):
        return (jnp.log1p(dwell) - self.log_mean) / self.log_std
