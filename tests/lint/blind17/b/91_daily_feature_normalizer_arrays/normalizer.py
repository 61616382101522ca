import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class DwellNormalizer(eqx.Module):
    log_mean: jax.Array
    log_std: jax.Array

    @classmethod
    def fit(cls, dwell_seconds):
        logs = np.log1p(dwell_seconds)
        return cls(jnp.asarray(logs.mean(), jnp.float32), jnp.asarray(logs.std() + 1e-6, jnp.float32))

    def __call__(self, dwell):
        return (jnp.log1p(dwell) - self.log_mean) / self.log_std
