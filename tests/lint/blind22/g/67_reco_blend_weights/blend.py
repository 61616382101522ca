import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("weights",))
def blended_scores(popularity, similarity, recency, weights):
    w_pop, w_sim, w_rec = weights
    return w_pop * popularity + w_sim * similarity + w_rec * recency


class BlendTuner:
    def __init__(self, weights=(0.2, 0.6, 0.2), lr=0.05):
        self.weights = weights
        self.lr = lr

    def nudge(self, feedback):
        w = [max(0.0, wi + self.lr * fi) for wi, fi in zip(self.weights, feedback)]
        s = sum(w)
        self.weights = tuple(round(wi / s, 3) for wi in w)
