import jax.numpy as jnp

from .model import predict


class ForecastHandler:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        history = jnp.asarray(request["history"], dtype=jnp.float32)[None]
        out = predict(self.params, history, 1.0)
        return {"forecast": out[0].tolist()}
