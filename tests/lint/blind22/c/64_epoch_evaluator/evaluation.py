import jax
import jax.numpy as jnp


class Evaluator:
    def __init__(self, x_val, y_val):
        self.x_val = x_val
        self.y_val = y_val
        self._score = jax.jit(self._accuracy)

    def _accuracy(self, w, x, y):
        pred = (x @ w > 0).astype(jnp.float32)
        return (pred == y).mean()

    def __call__(self, w):
        return float(self._score(w, self.x_val, self.y_val))
