import jax.numpy as jnp


class ReduceOnPlateau:
    def __init__(self, base_lr, factor=0.5, patience=1):
        self.lr = base_lr
        self.factor = factor
        self.patience = patience
        self.best = float("inf")
        self.bad_epochs = 0

    def __call__(self, opt_state, val_loss):
        if val_loss < self.best - 1e-4:
            self.best = val_loss
            self.bad_epochs = 0
            return opt_state
        self.bad_epochs += 1
        if self.bad_epochs > self.patience:
            self.lr = self.lr * self.factor
            self.bad_epochs = 0
            opt_state.hyperparams["learning_rate"] = jnp.asarray(self.lr, dtype=jnp.float32)
        return opt_state
