import jax.numpy as jnp


class ReduceOnPlateau:
    def __init__(self, patience=2, factor=0.5):
        self.best = float("inf")
        self.wait = 0
        self.patience = patience
        self.factor = factor

    def on_epoch_end(self, opt_state, val_loss):
        if val_loss < self.best - 1e-3:
            self.best, self.wait = val_loss, 0
            return opt_state
        self.wait += 1
        if self.wait >= self.patience:
            self.wait = 0
            lr = opt_state.hyperparams["learning_rate"]
            opt_state.hyperparams["learning_rate"] = jnp.asarray(lr * self.factor, dtype=lr.dtype)
        return opt_state
