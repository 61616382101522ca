import jax.numpy as jnp
import numpy as np

from forecaster import holt_forecast


class ForecastService:
    def __init__(self, store):
        self.store = store
        self.params = jnp.asarray([0.0, -1.5], dtype=jnp.float32)

    def handle(self, request):
        series = self.store[request["sku"]]
        fc = holt_forecast(series, self.params, int(request["horizon_days"]))
        return {"sku": request["sku"], "forecast": np.asarray(fc).round(1).tolist()}
