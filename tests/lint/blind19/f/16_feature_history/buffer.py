import jax.numpy as jnp


class FrameHistory:
    """Keeps the most recent feature vectors for temporal pooling."""

    def __init__(self, capacity, dim):
        self.capacity = capacity
        self.items = jnp.zeros((capacity, dim), jnp.float32)
        self.valid = jnp.zeros((capacity,), jnp.bool_)

    def push(self, feat):
        self.items = jnp.roll(self.items, -1, axis=0).at[-1].set(feat)
        self.valid = jnp.roll(self.valid, -1).at[-1].set(True)

    def snapshot(self):
        return self.items, self.valid
