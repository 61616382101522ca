import jax
import jax.numpy as jnp


class ValidationHook:
    """Reports held-out error of the current iterate every `every` steps."""

    def __init__(self, x_val, y_val, every=1):
        self.x_val = x_val
        self.y_val = y_val
        self.every = every
        self.records = []

    def __call__(self, step, params, tag):
        if step % self.every:
            return
        evaluate = jax.jit(lambda p: jnp.mean((self.x_val @ p["w"] + p["b"] - self.y_val) ** 2))
        self.records.append((tag, step, float(evaluate(params))))
