import jax
import jax.numpy as jnp


@jax.jit
def decay_and_count(counts, clicked_items, half_life_steps):
    decay = 0.5 ** (1.0 / half_life_steps)
    return counts * decay + jnp.bincount(clicked_items, length=counts.shape[0])


class TrendingTracker:
    def __init__(self, num_items, half_life_steps=4.0):
        self.counts = jnp.zeros((num_items,), jnp.int32)
        self.half_life = half_life_steps

    def observe(self, clicked_items):
        self.counts = decay_and_count(self.counts, clicked_items, self.half_life)

    def top(self, k=5):
        return jnp.argsort(-self.counts)[:k].tolist()
