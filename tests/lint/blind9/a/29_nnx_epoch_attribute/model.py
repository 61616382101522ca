import jax
import jax.numpy as jnp
from flax import nnx


class ResidualMLP(nnx.Module):
    """Residual MLP with stochastic depth whose drop rate ramps up over training."""

    def __init__(self, dim, depth, num_classes, total_epochs, max_drop=0.2, *, rngs: nnx.Rngs):
        self.blocks = nnx.List([nnx.Linear(dim, dim, rngs=rngs) for _ in range(depth)])
        self.head = nnx.Linear(dim, num_classes, rngs=rngs)
        self.rngs = rngs
        self.total_epochs = total_epochs
        self.max_drop = max_drop
        self.epoch = 0

    def drop_rate(self):
        return self.max_drop * min(1.0, self.epoch / self.total_epochs)

    def __call__(self, x, train=True):
        rate = self.drop_rate()
        for block in self.blocks:
            h = nnx.gelu(block(x))
            if train and rate > 0:
                keep = jax.random.bernoulli(self.rngs.dropout(), 1.0 - rate, (x.shape[0], 1))
                h = jnp.where(keep, h / (1.0 - rate), 0.0)
            x = x + h
        return self.head(x)
