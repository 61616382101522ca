import functools

import jax
import jax.numpy as jnp

from retry import TransientError, call_with_retry


def _score(weights, bias, batch):
    return jax.nn.sigmoid(batch @ weights + bias)


class FraudScorer:
    def __init__(self, weights, bias, fail_every=3):
        self.weights = weights
        self.bias = bias
        self.fail_every = fail_every
        self._calls = 0

    def _check_backend(self):
        self._calls += 1
        if self._calls % self.fail_every == 0:
            raise TransientError("feature backend timeout")

    def score(self, batch):
        def attempt(x):
            self._check_backend()
            scorer = jax.jit(functools.partial(_score, self.weights, self.bias))
            return scorer(x)

        return call_with_retry(attempt, jnp.asarray(batch))
