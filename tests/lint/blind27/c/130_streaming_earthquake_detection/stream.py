import jax.numpy as jnp

from gru import HIDDEN, recurrent_scores


class OnlineDetector:
    def __init__(self, params):
        self.params = params
        self.state = jnp.zeros(HIDDEN, jnp.float32)

    def reset(self):
        self.state = jnp.zeros(HIDDEN, jnp.float32)

    def push(self, chunk):
        self.state, scores = recurrent_scores(self.params, chunk, self.state)
        return scores
