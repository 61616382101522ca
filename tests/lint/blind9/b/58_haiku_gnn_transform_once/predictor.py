import haiku as hk
import jax

from net import forward

_MODEL = hk.without_apply_rng(hk.transform(forward))


class EnergyPredictor:
    def __init__(self, params=None):
        self.params = params

    def init(self, key, graph):
        self.params = _MODEL.init(key, *graph)
        return self

    def __call__(self, graph):
        return jax.jit(_MODEL.apply)(self.params, *graph)
