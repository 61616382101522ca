import jax
import jax.numpy as jnp


class ValidationMonitor:
    def __init__(self, loss_fn, val_data, every=1):
        self.val_data = val_data
        self.every = every
        self.history = []
        self.evaluate = jax.jit(loss_fn)

    def on_epoch_end(self, epoch, params):
        if epoch % self.every:
            return
        x, y = self.val_data
        self.history.append(float(self.evaluate(params, x, y)))
