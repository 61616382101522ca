import jax
import jax.numpy as jnp


class EvaporationLedger:
    """Tracks litres lost per barrel room across monthly inspections."""

    def __init__(self, n_rooms):
        self.total = jnp.zeros(n_rooms, jnp.float32)

    def record(self, volumes_before, volumes_after):
        self.total = add_losses(self.total, volumes_before, volumes_after)
        return self.total


@jax.jit
def add_losses(total, before, after):
    return total + jnp.maximum(before - after, 0.0).sum(axis=1)
