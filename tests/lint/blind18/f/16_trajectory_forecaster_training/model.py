import jax.numpy as jnp
from flax import nnx


class TrajectoryForecaster(nnx.Module):
    def __init__(self, hist_len, horizon, hidden, rngs):
        self.encoder = nnx.Linear(hist_len * 2, hidden, rngs=rngs)
        self.decoder = nnx.Linear(hidden, horizon * 2, rngs=rngs)
        self.horizon = horizon
        self.updates_seen = nnx.Variable(jnp.zeros((), jnp.int32))

    def __call__(self, history):
        b = history.shape[0]
        h = nnx.relu(self.encoder(history.reshape(b, -1)))
        return self.decoder(h).reshape(b, self.horizon, 2)
