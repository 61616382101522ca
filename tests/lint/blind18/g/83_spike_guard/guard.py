import jax.numpy as jnp


class SpikeGuard:
    """Skips updates whose loss exceeds `factor` times the running reference loss."""

    def __init__(self, factor=3.0, momentum=0.9):
        self.factor = factor
        self.momentum = momentum
        self.reference = None

    def update(self, loss):
        loss = jnp.asarray(loss, jnp.float32)
        if self.reference is None:
            self.reference = loss
        else:
            self.reference = self.momentum * self.reference + (1 - self.momentum) * loss


def accept_update(loss, reference, factor):
    if reference is None:
        return jnp.bool_(True)
    return loss < factor * reference
