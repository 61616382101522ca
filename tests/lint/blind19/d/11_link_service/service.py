import jax
import jax.numpy as jnp

from encoder import encode


class LinkPredictionService:
    """Keeps node embeddings in memory and scores candidate links on request."""

    def __init__(self, params, x, senders, receivers):
        self.params = params
        self.graph = (x, senders, receivers)
        self.embeddings = None

    def refresh(self):
        self.embeddings = jax.jit(encode)(self.params, *self.graph)

    def _score(self, emb, src, dst):
        return jax.nn.sigmoid(jnp.sum(emb[src] * emb[dst], axis=-1))

    def score(self, src, dst):
        scorer = jax.jit(self._score)
        return scorer(self.embeddings, src, dst)

    def top_candidate(self, src, dst):
        probs = self.score(src, dst)
        return int(jnp.argmax(probs)), float(jnp.max(probs))
