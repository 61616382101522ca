import jax
import jax.numpy as jnp


def _uplift_scores(params, x):
    h = jnp.tanh(x @ params["w1"])
    return h @ params["w_t"] - h @ params["w_c"]


class UpliftScorer:
    def __init__(self, params):
        self.params = params
        self._score_fn = None

    def _compiled(self):
        if self._score_fn is None:
            self._score_fn = jax.jit(lambda p, x: _uplift_scores(p, x))
        return self._score_fn

    def score(self, x):
        return self._compiled()(self.params, x)
