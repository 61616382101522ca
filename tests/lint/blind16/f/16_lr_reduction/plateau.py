import jax.numpy as jnp


class ReduceOnPlateau:
    """Halve the learning rate stored in an inject_hyperparams state when
    the monitored loss stops improving."""

    def __init__(self, factor=0.5, patience=1, min_lr=1e-5):
        self.factor = factor
        self.patience = patience
        self.min_lr = min_lr
        self.best = float("inf")
        self.wait = 0

    def step(self, opt_state, metric):
        if metric < self.best:
            self.best = metric
            self.wait = 0
            return opt_state
        self.wait += 1
        if self.wait > self.patience:
            current = opt_state.hyperparams["learning_rate"]
            new_lr = jnp.maximum(current * self.factor, self.min_lr)
            opt_state.hyperparams["learning_rate"] = new_lr.astype(current.dtype)
            self.wait = 0
        return opt_state
