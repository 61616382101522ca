import jax
from flax import nnx


class AlertRanker(nnx.Module):
    def __init__(self, n_feat, rngs):
        self.score = nnx.Linear(n_feat, 1, rngs=rngs)
        self.temperature = 1.0

    def __call__(self, x):
        return jax.nn.sigmoid(self.score(x)[:, 0] / self.temperature)
