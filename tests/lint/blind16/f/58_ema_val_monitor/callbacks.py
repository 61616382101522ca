import jax
import jax.numpy as jnp


@jax.jit
def smooth_metric(running, value, beta=0.8):
    return beta * running + (1.0 - beta) * value


class SmoothedEarlyStopping:
    def __init__(self, patience=3):
        self.patience = patience
        self.running = jnp.zeros((), jnp.float32)
        self.best = float("inf")
        self.wait = 0
        self.seen = 0

    def __call__(self, val_loss):
        self.running = smooth_metric(self.running, val_loss)
        self.seen += 1
        corrected = float(self.running) / (1.0 - 0.8 ** self.seen)
        if corrected < self.best:
            self.best, self.wait = corrected, 0
        else:
            self.wait += 1
        return self.wait >= self.patience
