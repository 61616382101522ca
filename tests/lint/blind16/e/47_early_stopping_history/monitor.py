import jax
import jax.numpy as jnp


@jax.jit
def smoothed_trend(history):
    values = jnp.stack(history)
    weights = 0.7 ** jnp.arange(values.shape[0])[::-1]
    smoothed = jnp.sum(weights * values) / jnp.sum(weights)
    return smoothed, values[-1] - values[0]


class EarlyStopping:
    def __init__(self, patience=3):
        self.patience = patience
        self.history = []
        self.best = jnp.inf
        self.bad_epochs = 0

    def update(self, val_loss):
        self.history.append(val_loss)
        smoothed, _ = smoothed_trend(self.history)
        if float(smoothed) < self.best:
            self.best, self.bad_epochs = float(smoothed), 0
        else:
            self.bad_epochs += 1
        return self.bad_epochs >= self.patience
