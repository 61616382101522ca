from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@dataclass(frozen=True)
class ScalerConfig:
    clip: float = 5.0


@partial(jax.jit, static_argnums=0)
def scale(config, batch, mean, std):
    z = (batch - mean) / std
    return jnp.clip(z, -config.clip, config.clip)


class StreamingScaler:
    def __init__(self, config=ScalerConfig(), n_features=3):
        self.config = config
        self.n_seen = 0
        self.mean = np.zeros(n_features, np.float32)
        self.std = np.ones(n_features, np.float32)

    def partial_fit(self, batch):
        n = batch.shape[0]
        total = self.n_seen + n
        self.mean = ((self.mean * self.n_seen + batch.sum(0)) / total).astype(np.float32)
        self.std = np.maximum(batch.std(0), 1e-3).astype(np.float32)
        self.n_seen = total

    def transform(self, batch):
        return scale(self.config, batch, self.mean, self.std)
