import jax
import jax.numpy as jnp

@jax.jit
def val_mse(w, X, y):
    return jnp.mean((X @ w - y) ** 2)

class ValidationLogger:
    def __init__(self, X, y):
        self.X, self.y = jnp.asarray(X), jnp.asarray(y)
        self.history = []

    def __call__(self, epoch, w):
        m = float(val_mse(w, self.X, self.y))
        self.history.append(m)
        print("epoch", epoch, "val mse", round(m, 4))
