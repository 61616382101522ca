import jax.numpy as jnp
from flax import nnx


class CTRRanker(nnx.Module):
    def __init__(self, n_features, hidden, *, rngs: nnx.Rngs):
        self.hidden = nnx.Linear(n_features, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, 1, rngs=rngs)
        self.requests_served = 0

    def __call__(self, x):
        return nnx.sigmoid(self.out(nnx.relu(self.hidden(x))))[:, 0]


@nnx.jit
def score_batch(model: CTRRanker, x):
    probs = model(x)
    return probs, jnp.argsort(-probs)
