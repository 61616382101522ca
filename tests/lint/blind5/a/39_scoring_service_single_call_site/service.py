import jax.numpy as jnp
import numpy as np

from model import ctr_scores

BATCH = 32


class ScoringService:
    def __init__(self, params, temperature=1.0):
        self.params = params
        self.temperature = jnp.asarray(temperature, jnp.float32)

    def _score(self, dense, sparse_ids):
        return ctr_scores(self.params, dense, sparse_ids, temperature=self.temperature)

    def score_request(self, dense, sparse_ids):
        n = dense.shape[0]
        d = np.zeros((BATCH, dense.shape[1]), np.float32)
        s = np.zeros((BATCH, sparse_ids.shape[1]), np.int32)
        d[:n], s[:n] = dense, sparse_ids
        return np.asarray(self._score(jnp.asarray(d), jnp.asarray(s)))[:n]

    def shadow_score(self, dense, sparse_ids):
        return self.score_request(dense, sparse_ids)
