import jax.numpy as jnp


class SpikeGuard:
    """Skips updates whose loss exceeds `factor` times the running reference loss."""

    def __init__(self, factor=3.0, momentum=0.9):
        self.factor = factor
        self.momentum = momentum
        self.reference = jnp.asarray(jnp.inf, jnp.float32)

    def update(self, loss):
        loss = jnp.asarray(loss, jnp.float32)
        self.reference = jnp.where(jnp.isinf(self.reference), loss,
                                   self.momentum * self.reference + (1 - self.momentum) * loss)


def accept_update(loss, reference, factor):
    return loss < factor * reference
