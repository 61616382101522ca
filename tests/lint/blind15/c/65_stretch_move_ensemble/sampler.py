import jax
import jax.numpy as jnp

from moves import stretch_update


class EnsembleSampler:
    def __init__(self, n_walkers, dim, seed=0):
        self.key = jax.random.PRNGKey(seed)
        self.key, sub = jax.random.split(self.key)
        self.walkers = 0.1 * jax.random.normal(sub, (n_walkers, dim))
        self.half = n_walkers // 2

    def sweep(self):
        first, second = self.walkers[: self.half], self.walkers[self.half:]
        self.key, k1, k2 = jax.random.split(self.key, 3)
        first, acc1 = stretch_update(k1, first, second)
        second, acc2 = stretch_update(k2, second, first)
        self.walkers = jnp.concatenate([first, second])
        return 0.5 * (acc1 + acc2)
