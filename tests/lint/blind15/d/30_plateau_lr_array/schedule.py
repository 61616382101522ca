import jax.numpy as jnp


class ReduceOnPlateau:
    def __init__(self, factor=0.5, patience=2):
        self.factor = factor
        self.patience = patience
        self.best = float("inf")
        self.bad = 0

    def __call__(self, opt_state, metric):
        if metric < self.best - 1e-4:
            self.best, self.bad = metric, 0
            return opt_state
        self.bad += 1
        if self.bad >= self.patience:
            lr = float(opt_state.hyperparams["learning_rate"])
            opt_state.hyperparams["learning_rate"] = jnp.asarray(lr * self.factor, jnp.float32)
            self.bad = 0
        return opt_state
