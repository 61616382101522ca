import jax
import jax.numpy as jnp


@jax.jit
def pace_validation_loss(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


class ValidationCallback:
    def __init__(self, x_val, y_val, every=25):
        self.x_val, self.y_val, self.every = x_val, y_val, every
        self.history = []

    def __call__(self, step, params):
        if step % self.every == 0:
            self.history.append((step, float(pace_validation_loss(params, self.x_val, self.y_val))))


class EarlyReport:
    def __init__(self, cb):
        self.cb = cb

    def __call__(self, step, params):
        if step == 199:
            print("val history", [(s, round(v, 4)) for s, v in self.cb.history])
