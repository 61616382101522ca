from flax import nnx
import jax
import jax.numpy as jnp


class OxygenNet(nnx.Module):
    """Predicts dissolved oxygen (umol/kg) from T, S, pressure and optode phase."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(4, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(64, 64, rngs=rngs)
        self.out = nnx.Linear(64, 1, rngs=rngs)

    def __call__(self, x):
        x = self.drop(jax.nn.relu(self.l1(x)))
        x = jax.nn.relu(self.l2(x))
        return self.out(x)[:, 0]
