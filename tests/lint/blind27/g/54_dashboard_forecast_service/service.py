import numpy as np
import jax.numpy as jnp

from inference import forecast_days, MAX_TANKS


class ForecastService:
    def __init__(self):
        self.k_ref = jnp.float32(0.28)
        self.q10 = jnp.float32(2.1)

    def handle(self, request):
        n = len(request["tanks"])
        brix = np.full(MAX_TANKS, 0.5, np.float32)
        temp = np.full(MAX_TANKS, 20.0, np.float32)
        brix[:n] = request["brix"]
        temp[:n] = request["temp"]
        days = np.asarray(forecast_days(brix, temp, self.k_ref, self.q10))[:n]
        return dict(zip(request["tanks"], np.round(days, 1).tolist()))
