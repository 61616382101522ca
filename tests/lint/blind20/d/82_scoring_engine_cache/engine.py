import jax
import jax.numpy as jnp


def _score(params, queries, docs):
    q = queries @ params["wq"]
    d = docs @ params["wd"]
    return q @ d.T


class ScoringEngine:
    def __init__(self):
        self._compiled = {}

    def _get_fn(self, params, queries):
        key = queries.shape
        if key not in self._compiled:
            self._compiled[key] = jax.jit(_score)
        return self._compiled[key]

    def score(self, params, queries, docs):
        return self._get_fn(params, queries)(params, queries, docs)
