import jax.numpy as jnp


class ReduceOnPlateau:
    def __init__(self, factor=0.5, patience=1):
        self.factor, self.patience = factor, patience
        self.best, self.bad = float("inf"), 0

    def __call__(self, opt_state, loss):
        if loss < self.best - 1e-4:
            self.best, self.bad = loss, 0
            return opt_state
        self.bad += 1
        if self.bad > self.patience:
            self.bad = 0
            lr = float(opt_state.hyperparams["learning_rate"]) * self.factor
            opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
        return opt_state
