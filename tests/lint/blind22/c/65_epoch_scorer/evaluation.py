import jax
import jax.numpy as jnp


@jax.jit
def accuracy(w, x, y):
    pred = (x @ w > 0).astype(jnp.float32)
    return (pred == y).mean()


class Evaluator:
    def __init__(self, x_val, y_val):
        self.x_val = x_val
        self.y_val = y_val

    def __call__(self, w):
        return float(accuracy(w, self.x_val, self.y_val))
