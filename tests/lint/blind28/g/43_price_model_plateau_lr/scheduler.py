import jax.numpy as jnp


class PlateauHalver:
    def __init__(self, patience=1):
        self.best = float("inf")
        self.wait = 0
        self.patience = patience

    def __call__(self, opt_state, metric):
        if metric < self.best - 1e-6:
            self.best, self.wait = metric, 0
        else:
            self.wait += 1
        if self.wait > self.patience:
            lr = opt_state.hyperparams["learning_rate"]
            opt_state.hyperparams["learning_rate"] = jnp.asarray(lr * 0.5, dtype=jnp.float32)
            self.wait = 0
        return opt_state
