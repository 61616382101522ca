import jax.numpy as jnp
from flax import nnx


class TLearner(nnx.Module):
    """Two-headed outcome model for uplift estimation."""

    def __init__(self, n_features, rngs):
        self.trunk = nnx.Linear(n_features, 16, rngs=rngs)
        self.head_control = nnx.Linear(16, 1, rngs=rngs)
        self.head_treated = nnx.Linear(16, 1, rngs=rngs)
        self.updates_seen = nnx.Variable(jnp.zeros((), jnp.int32))

    def __call__(self, x):
        h = nnx.relu(self.trunk(x))
        return self.head_control(h)[:, 0], self.head_treated(h)[:, 0]

    def uplift(self, x):
        y0, y1 = self(x)
        return y1 - y0
