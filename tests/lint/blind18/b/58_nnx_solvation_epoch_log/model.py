import jax.numpy as jnp
from flax import nnx


class SolvationNet(nnx.Module):
    """Predicts hydration free energy from a molecular descriptor vector."""

    def __init__(self, n_in, rngs):
        self.l1 = nnx.Linear(n_in, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]


class EpochLog:
    def __init__(self):
        self.best_val = float("inf")
        self.n_epochs_seen = 0

    def record_epoch(self, val_loss):
        self.n_epochs_seen += 1
        self.best_val = min(self.best_val, val_loss)
