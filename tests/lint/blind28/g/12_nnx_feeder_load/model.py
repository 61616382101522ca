from flax import nnx
import jax.numpy as jnp


class LoadNet(nnx.Module):
    def __init__(self, n_in, hidden, rngs):
        self.l1 = nnx.Linear(n_in, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]
