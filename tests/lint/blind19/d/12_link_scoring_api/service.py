import jax
import jax.numpy as jnp

from encoder import encode


def _score(emb, src, dst):
    return jax.nn.sigmoid(jnp.sum(emb[src] * emb[dst], axis=-1))


class LinkPredictionService:
    """Keeps node embeddings in memory and scores candidate links on request."""

    def __init__(self, params, x, senders, receivers):
        self.params = params
        self.graph = (x, senders, receivers)
        self.embeddings = None
        self._encode = jax.jit(encode)
        self._scorer = jax.jit(_score)

    def refresh(self):
        self.embeddings = self._encode(self.params, *self.graph)

    def score(self, src, dst):
        return self._scorer(self.embeddings, src, dst)

    def top_candidate(self, src, dst):
        probs = self.score(src, dst)
        return int(jnp.argmax(probs)), float(jnp.max(probs))
