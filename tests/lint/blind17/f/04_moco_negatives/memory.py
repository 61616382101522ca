import jax
import jax.numpy as jnp


class NegativeQueue:
    """Ring buffer of key embeddings used as negatives for the InfoNCE loss."""

    def __init__(self, dim, max_size, seed=0):
        self.max_size = max_size
        init = jax.random.normal(jax.random.PRNGKey(seed), (max_size, dim))
        self.keys = init / jnp.linalg.norm(init, axis=-1, keepdims=True)
        self.ptr = 0
        self.filled = 0

    def enqueue(self, new_keys):
        n = new_keys.shape[0]
        idx = (self.ptr + jnp.arange(n)) % self.max_size
        self.keys = self.keys.at[idx].set(new_keys)
        self.ptr = (self.ptr + n) % self.max_size
        self.filled = min(self.filled + n, self.max_size)

    def __len__(self):
        return self.filled
