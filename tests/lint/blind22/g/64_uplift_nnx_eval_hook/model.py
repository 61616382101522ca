import jax.numpy as jnp
from flax import nnx


class UpliftNet(nnx.Module):
    def __init__(self, n_feat, rngs):
        self.body = nnx.Linear(n_feat, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.ctrl = nnx.Linear(32, 1, rngs=rngs)
        self.treat = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x, t):
        h = self.drop(nnx.relu(self.body(x)))
        return jnp.where(t[:, None] > 0, self.treat(h), self.ctrl(h))[:, 0]

    def uplift(self, x):
        h = nnx.relu(self.body(x))
        return (self.treat(h) - self.ctrl(h))[:, 0]
