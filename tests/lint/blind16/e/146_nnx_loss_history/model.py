import jax.numpy as jnp
from flax import nnx


class Regressor(nnx.Module):
    def __init__(self, din, dout, *, rngs):
        self.hidden = nnx.Linear(din, 32, rngs=rngs)
        self.out = nnx.Linear(32, dout, rngs=rngs)
        self.loss_history = []

    def __call__(self, x):
        return self.out(nnx.gelu(self.hidden(x)))

    def log_loss(self, value):
        self.loss_history.append(value)
