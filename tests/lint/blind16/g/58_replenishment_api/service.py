import jax.numpy as jnp
import numpy as np

from forecaster import MAX_HORIZON, holt_forecast


class ForecastService:
    def __init__(self, store):
        self.store = store
        self.params = jnp.asarray([0.0, -1.5], dtype=jnp.float32)

    def handle(self, request):
        horizon = int(request["horizon_days"])
        if not 1 <= horizon <= MAX_HORIZON:
            raise ValueError(f"horizon must be in [1, {MAX_HORIZON}]")
        series = self.store[request["sku"]]
        fc = np.asarray(holt_forecast(series, self.params))[:horizon]
        return {"sku": request["sku"], "forecast": fc.round(1).tolist()}
