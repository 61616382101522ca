import jax
import jax.numpy as jnp
from flax import nnx


class ListwiseScorer(nnx.Module):
    def __init__(self, n_features, hidden, rngs: nnx.Rngs):
        self.hidden = nnx.Linear(n_features, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, 1, rngs=rngs)
        self.temperature = 1.0

    def __call__(self, x):
        h = nnx.relu(self.hidden(x))
        return self.out(h)[..., 0] / self.temperature


def listwise_loss(model, feats, relevance):
    logits = model(feats)
    target = jax.nn.softmax(relevance, axis=-1)
    return -jnp.mean(jnp.sum(target * jax.nn.log_softmax(logits, axis=-1), axis=-1))
