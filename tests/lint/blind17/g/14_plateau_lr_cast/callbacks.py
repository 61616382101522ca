import jax.numpy as jnp


class ReduceOnPlateau:
    def __init__(self, factor=0.5, patience=2, min_lr=1e-4):
        self.factor = factor
        self.patience = patience
        self.min_lr = min_lr
        self.best = float("inf")
        self.bad_epochs = 0

    def __call__(self, opt_state, val_loss):
        if val_loss < self.best - 1e-4:
            self.best = val_loss
            self.bad_epochs = 0
            return opt_state
        self.bad_epochs += 1
        if self.bad_epochs >= self.patience:
            self.bad_epochs = 0
            lr = float(opt_state.hyperparams["learning_rate"])
            opt_state.hyperparams["learning_rate"] = jnp.asarray(
                max(lr * self.factor, self.min_lr), dtype=jnp.float32
            )
        return opt_state
