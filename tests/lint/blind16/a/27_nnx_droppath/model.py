import jax
import jax.numpy as jnp
from flax import nnx


class DropPathCNN(nnx.Module):
    def __init__(self, num_classes, total_epochs, max_drop=0.2, *, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(3, 16, (3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(16, 16, (3, 3), rngs=rngs)
        self.head = nnx.Linear(16, num_classes, rngs=rngs)
        self.rngs = rngs
        self.total_epochs = total_epochs
        self.max_drop = max_drop
        self.epoch = 0

    def drop_rate(self):
        return self.max_drop * self.epoch / self.total_epochs

    def __call__(self, x):
        h = nnx.relu(self.conv1(x))
        residual = nnx.relu(self.conv2(h))
        keep = 1.0 - self.drop_rate()
        mask = jax.random.bernoulli(self.rngs.dropout(), keep, (x.shape[0], 1, 1, 1))
        h = h + residual * mask / keep
        return self.head(h.mean(axis=(1, 2)))
