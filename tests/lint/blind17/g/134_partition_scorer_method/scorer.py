import functools

import jax
import jax.numpy as jnp


class PartitionScorer:
    def __init__(self, weights, threshold=0.5):
        self.weights = weights
        self.threshold = threshold

    @functools.partial(jax.jit, static_argnums=0)
    def score(self, rows):
        probs = jax.nn.sigmoid(rows @ self.weights)
        return probs, jnp.mean(probs > self.threshold)
