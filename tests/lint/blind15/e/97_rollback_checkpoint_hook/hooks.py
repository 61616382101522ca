import jax
from flax.core import freeze


class BestCheckpoint:
    """Keeps an immutable in-memory snapshot of the best parameters seen so far."""

    def __init__(self):
        self.best_loss = float("inf")
        self.best = None
        self.bad_epochs = 0

    def update(self, params, val_loss):
        if val_loss < self.best_loss:
            self.best_loss = val_loss
            self.best = freeze(jax.tree.map(lambda x: x.copy(), params))
            self.bad_epochs = 0
        else:
            self.bad_epochs += 1

    def should_rollback(self, patience=1):
        return self.bad_epochs >= patience
