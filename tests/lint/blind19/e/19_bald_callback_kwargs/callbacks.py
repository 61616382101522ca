import jax.numpy as jnp

from model import bald_scores


class UncertaintyLogger:
    def __init__(self, pool):
        self.pool = pool
        self.history = []

    def __call__(self, rnd, params, key):
        scores = bald_scores(params, self.pool, key=key)
        self.history.append((rnd, float(jnp.mean(scores))))
