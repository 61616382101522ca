import jax
import jax.numpy as jnp
from flax import nnx


class GCN(nnx.Module):
    def __init__(self, n_feat, hidden, n_classes, rngs):
        self.l1 = nnx.Linear(n_feat, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, n_classes, rngs=rngs)

    def __call__(self, x, a):
        h = jax.nn.relu(a @ self.l1(x))
        return a @ self.l2(h)
