import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def smoothed_loss(window, valid, decay=0.7):
    def body(carry, inp):
        v, ok = inp
        new = jnp.where(carry[1], decay * carry[0] + (1 - decay) * v, v)
        return (jnp.where(ok, new, carry[0]), carry[1] | ok), None

    (out, _), _ = jax.lax.scan(body, (jnp.float32(0.0), jnp.bool_(False)), (window, valid))
    return out


class ReduceOnPlateau:
    def __init__(self, factor, patience, window=8):
        self.factor = factor
        self.patience = patience
        self.window = np.zeros(window, np.float32)
        self.valid = np.zeros(window, bool)
        self.best = None
        self.wait = 0

    def on_epoch_end(self, loss, lr):
        self.window = np.roll(self.window, -1)
        self.valid = np.roll(self.valid, -1)
        self.window[-1] = loss
        self.valid[-1] = True
        current = float(smoothed_loss(self.window, self.valid))
        if self.best is None or current < self.best - 1e-3:
            self.best = current
            self.wait = 0
            return lr
        self.wait += 1
        if self.wait >= self.patience:
            self.wait = 0
            return lr * self.factor
        return lr
