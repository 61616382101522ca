import jax.numpy as jnp


class NegativeQueue:
    """FIFO of key embeddings used as negatives for the InfoNCE loss."""

    def __init__(self, dim, max_size):
        self.max_size = max_size
        self.keys = jnp.zeros((0, dim), jnp.float32)

    def enqueue(self, new_keys):
        keys = jnp.concatenate([new_keys, self.keys], axis=0)
        self.keys = keys[: self.max_size]

    def __len__(self):
        return self.keys.shape[0]
