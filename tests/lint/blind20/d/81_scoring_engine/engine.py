import functools

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
        key = (id(params), queries.shape)
        if key not in self._compiled:
            self._compiled[key] = jax.jit(functools.partial(_score, params))
        return self._compiled[key]

    def score(self, params, queries, docs):
        return self._get_fn(params, queries)(queries, docs)
