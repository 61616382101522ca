import jax
import jax.numpy as jnp


class ValAccuracy:
    def __init__(self, x_val, y_val):
        self.x_val, self.y_val = x_val, y_val
        self._acc = jax.jit(self.accuracy)

    def accuracy(self, w):
        return jnp.mean(jnp.argmax(self.x_val @ w, -1) == self.y_val)

    def __call__(self, epoch, w):
        return float(self._acc(w))
