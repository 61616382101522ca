import jax.numpy as jnp
import numpy as np


class LevelReplay:
    """Prioritised level replay: sample levels in proportion to rank of their regret."""

    def __init__(self, n_levels, temperature=0.5, seed=0):
        self.scores = jnp.ones(n_levels)
        self.temperature = temperature
        self.rng = np.random.default_rng(seed)
        self.current = 0

    def update(self, level, regret):
        self.scores = self.scores.at[level].set(regret)
        ranks = jnp.argsort(jnp.argsort(-self.scores)) + 1
        weights = np.asarray((1.0 / ranks) ** (1.0 / self.temperature))
        self.current = int(self.rng.choice(len(weights), p=weights / weights.sum()))
        return self.current
