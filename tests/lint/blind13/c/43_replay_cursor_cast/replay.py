import jax
import jax.numpy as jnp


@jax.jit
def ring_insert(buffer, cursor, rows):
    """Write `rows` into a fixed-size ring buffer starting at `cursor`."""
    capacity = buffer.shape[0]
    idx = (cursor + jnp.arange(rows.shape[0])) % capacity
    buffer = buffer.at[idx].set(rows)
    new_cursor = ((cursor + rows.shape[0]) % capacity).astype(jnp.int32)
    return buffer, new_cursor


class ContextReplay:
    """Replay of (context, arm, reward) rows for a contextual bandit."""

    def __init__(self, capacity, width):
        self.buffer = jnp.zeros((capacity, width))
        self.cursor = 0
        self.size = 0

    def add(self, rows):
        self.buffer, self.cursor = ring_insert(self.buffer, self.cursor, rows)
        self.size = min(self.size + rows.shape[0], self.buffer.shape[0])

    def sample(self, rng, n):
        idx = rng.integers(0, self.size, n)
        return self.buffer[idx]
