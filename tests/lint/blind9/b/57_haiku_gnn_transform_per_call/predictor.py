import haiku as hk
import jax

from net import forward


class EnergyPredictor:
    def __init__(self, params=None):
        self.params = params

    def init(self, key, graph):
        self.params = hk.without_apply_rng(hk.transform(forward)).init(key, *graph)
        return self

    def __call__(self, graph):
        model = hk.without_apply_rng(hk.transform(forward))
        return jax.jit(model.apply)(self.params, *graph)
