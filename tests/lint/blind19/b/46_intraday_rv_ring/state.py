import jax.numpy as jnp

WINDOW = 8


class BarWindow:
    """Rolling window of log prices plus how many slots are filled."""

    def __init__(self, first_price):
        self.log_px = jnp.full((WINDOW,), jnp.log(jnp.float32(first_price)))
        self.filled = 1

    def push(self, price):
        self.log_px = jnp.roll(self.log_px, -1).at[-1].set(jnp.log(jnp.float32(price)))
        self.filled = min(self.filled + 1, WINDOW)
        return self.log_px, jnp.int32(self.filled)
