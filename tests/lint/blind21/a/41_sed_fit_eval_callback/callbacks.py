import jax
import jax.numpy as jnp


class ValidationMonitor:
    def __init__(self, loss_fn, val_data, every=1):
        self.loss_fn = loss_fn
        self.val_data = val_data
        self.every = every
        self.history = []

    def on_epoch_end(self, epoch, params):
        if epoch % self.every:
            return
        x, y = self.val_data
        evaluate = jax.jit(lambda p: self.loss_fn(p, x, y))
        self.history.append(float(evaluate(params)))
