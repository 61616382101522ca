import jax
import jax.numpy as jnp


class Stacker:
    def __init__(self, n_sigma=3.0, n_iter=3):
        self.n_sigma = n_sigma
        self.n_iter = n_iter

    def _clipped_mean(self, cube):
        mask = jnp.ones_like(cube, dtype=bool)
        for _ in range(self.n_iter):
            n = jnp.maximum(mask.sum(0), 1)
            mean = jnp.where(mask, cube, 0.0).sum(0) / n
            var = jnp.where(mask, (cube - mean) ** 2, 0.0).sum(0) / n
            mask = jnp.abs(cube - mean) <= self.n_sigma * jnp.sqrt(var) + 1e-6
        return jnp.where(mask, cube, 0.0).sum(0) / jnp.maximum(mask.sum(0), 1)

    @property
    def combine(self):
        return jax.jit(self._clipped_mean)
