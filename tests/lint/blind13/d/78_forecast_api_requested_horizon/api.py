import jax.numpy as jnp
import numpy as np

from model import ar_forecast


class ForecastAPI:
    def __init__(self, coef):
        self.coef = coef

    def handle(self, request):
        history = jnp.asarray(request["history"], dtype=jnp.float32)
        path = ar_forecast(self.coef, history, horizon=int(request["horizon"]))
        return {"forecast": np.asarray(path).round(3).tolist()}
