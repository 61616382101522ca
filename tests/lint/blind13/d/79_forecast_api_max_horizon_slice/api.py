import jax.numpy as jnp
import numpy as np

from model import ar_forecast

MAX_HORIZON = 24


class ForecastAPI:
    def __init__(self, coef):
        self.coef = coef

    def handle(self, request):
        horizon = int(request["horizon"])
        if not 1 <= horizon <= MAX_HORIZON:
            raise ValueError(f"horizon must be in [1, {MAX_HORIZON}]")
        history = jnp.asarray(request["history"], dtype=jnp.float32)
        path = ar_forecast(self.coef, history, horizon=MAX_HORIZON)
        return {"forecast": np.asarray(path[:horizon]).round(3).tolist()}
