import jax.numpy as jnp
from flax import nnx


class GaitClassifier(nnx.Module):
    """Accelerometer gait classifier with label-smoothing warm-up."""

    def __init__(self, rngs, n_in=36, n_out=5, warmup_epochs=3):
        self.enc = nnx.Linear(n_in, 48, rngs=rngs)
        self.head = nnx.Linear(48, n_out, rngs=rngs)
        self.warmup_epochs = warmup_epochs
        self.epoch = 0

    def smoothing(self):
        return 0.2 * max(0.0, 1.0 - self.epoch / self.warmup_epochs)

    def __call__(self, x):
        return self.head(nnx.relu(self.enc(x)))
