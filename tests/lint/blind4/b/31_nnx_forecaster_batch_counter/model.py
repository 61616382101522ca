import jax.numpy as jnp
from flax import nnx


class ResidualForecaster(nnx.Module):
    def __init__(self, n_lags, hidden, rngs):
        self.encoder = nnx.Linear(n_lags, hidden, rngs=rngs)
        self.head = nnx.Linear(hidden, 1, rngs=rngs)
        self.num_batches_seen = 0

    def __call__(self, x):
        self.num_batches_seen += 1
        return x[:, -1] + self.head(nnx.tanh(self.encoder(x)))[:, 0]


@nnx.jit
def predict(model, x):
    return model(x)
