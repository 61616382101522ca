import jax
import jax.numpy as jnp


class PopularityNegativeSampler:
    def __init__(self, item_counts, power=0.75):
        self.item_counts = item_counts
        self.power = power

    def sample(self, key, n):
        probs = jnp.asarray(self.item_counts, dtype=jnp.float32) ** self.power
        return jax.random.choice(key, len(self.item_counts), (n,), p=probs / probs.sum())
