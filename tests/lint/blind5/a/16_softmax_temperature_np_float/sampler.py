import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def sample_slate(key, scores, temperature):
    """Sample a slate of 5 distinct items with Gumbel top-k."""
    g = jax.random.gumbel(key, scores.shape)
    _, idx = jax.lax.top_k(scores / temperature + g, 5)
    return idx


class ExplorationController:
    """Anneal the sampling temperature based on observed click-through rate."""

    def __init__(self, init_temperature=1.0, target_ctr=0.2):
        self.temperature = init_temperature
        self.target_ctr = target_ctr

    def update(self, ctr):
        ratio = self.target_ctr / max(ctr, 1e-3)
        self.temperature = np.clip(self.temperature * ratio ** 0.1, 0.1, 5.0)
