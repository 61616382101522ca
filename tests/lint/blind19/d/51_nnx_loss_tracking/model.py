import jax
import jax.numpy as jnp
from flax import nnx


class GraphConvClassifier(nnx.Module):
    def __init__(self, d_in, hidden, n_classes, rngs):
        self.conv1 = nnx.Linear(d_in, hidden, rngs=rngs)
        self.conv2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.head = nnx.Linear(hidden, n_classes, rngs=rngs)
        self.last_val_loss = None

    def __call__(self, x, a_hat):
        h = nnx.relu(a_hat @ self.conv1(x))
        h = self.drop(h)
        h = nnx.relu(a_hat @ self.conv2(h))
        return self.head(h)
