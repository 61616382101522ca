import dataclasses
from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class StreamingScaler:
    clip: float = 5.0
    n_seen: int = 0
    mean: tuple = (0.0, 0.0, 0.0)
    std: tuple = (1.0, 1.0, 1.0)

    def partial_fit(self, batch):
        n = batch.shape[0]
        total = self.n_seen + n
        mean = tuple((self.mean[j] * self.n_seen + float(batch[:, j].sum())) / total for j in range(batch.shape[1]))
        std = tuple(max(float(batch[:, j].std()), 1e-3) for j in range(batch.shape[1]))
        return dataclasses.replace(self, n_seen=total, mean=mean, std=std)

    @partial(jax.jit, static_argnums=0)
    def transform(self, batch):
        z = (batch - jnp.asarray(self.mean)) / jnp.asarray(self.std)
        return jnp.clip(z, -self.clip, self.clip)
