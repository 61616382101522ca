import jax.numpy as jnp
from flax import nnx


class Regressor(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.hidden = nnx.Linear(1, 64, rngs=rngs)
        self.mean = nnx.Linear(64, 1, rngs=rngs)
        self.log_var = nnx.Linear(64, 1, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.hidden(x))
        return self.mean(h), self.log_var(h)


def gaussian_nll(model, x, y):
    mu, log_var = model(x)
    return jnp.mean(0.5 * log_var + 0.5 * (y - mu) ** 2 / jnp.exp(log_var))
