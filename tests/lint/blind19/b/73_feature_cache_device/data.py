import jax.numpy as jnp
import numpy as np


class FeatureStore:
    """Computes daily cross-sectional features once (numpy), then serves device copies."""

    def __init__(self, n_days, n_assets, n_feat, seed=0):
        self.rng = np.random.default_rng(seed)
        self.shape = (n_days, n_assets, n_feat)
        self._device = None

    def _compute(self):
        x = self.rng.standard_normal(self.shape).astype(np.float32)
        y = (0.01 * x[..., 0] + 0.005 * self.rng.standard_normal(self.shape[:2])).astype(np.float32)
        return x, y

    def days(self):
        if self._device is None:
            x, y = self._compute()
            self._device = (jnp.asarray(x), jnp.asarray(y))
            for t in range(self.shape[0]):
                yield x[t], y[t]
        else:
            x, y = self._device
            for t in range(self.shape[0]):
                yield x[t], y[t]
