import jax
import jax.numpy as jnp
from flax import nnx


class DockForecaster(nnx.Module):
    def __init__(self, n_lags, rngs):
        self.cell = nnx.Linear(n_lags, n_lags, rngs=rngs)
        self.head = nnx.Linear(n_lags, 1, rngs=rngs)
        self.steps_ahead = 1

    def __call__(self, history):
        window = history
        preds = []
        for _ in range(self.steps_ahead):
            nxt = self.head(jnp.tanh(self.cell(window)))
            preds.append(nxt[:, 0])
            window = jnp.concatenate([window[:, 1:], nxt], axis=1)
        return jnp.stack(preds, axis=1)
