import jax
import jax.numpy as jnp

from model import GainRegressor

_model = GainRegressor()


def _predict_gain(params, x):
    return _model.apply(params, x)


predict_gain = jax.jit(_predict_gain)


class GainService:
    def __init__(self, params):
        self.params = params

    @property
    def predictor(self):
        return predict_gain

    def handle(self, request):
        x = jnp.asarray(request["features"], jnp.float32).reshape(-1, 6)
        return self.predictor(self.params, x).tolist()
