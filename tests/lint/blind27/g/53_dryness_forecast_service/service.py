import jax
import jax.numpy as jnp
import numpy as np


class FermentationForecastService:
    """Answers 'days to dryness' requests from the winery dashboard."""

    def __init__(self, k_ref=0.28, q10=2.1):
        self.k_ref = jnp.float32(k_ref)
        self.q10 = jnp.float32(q10)

    def handle(self, request):
        brix = jnp.asarray(request["brix"], jnp.float32)
        temp = jnp.asarray(request["temp"], jnp.float32)

        @jax.jit
        def days_to_dry(brix, temp, k_ref, q10):
            k = k_ref * q10 ** ((temp - 20.0) / 10.0)
            return jnp.log(jnp.maximum(brix, 0.5) / 0.5) / k

        days = days_to_dry(brix, temp, self.k_ref, self.q10)
        return {"tanks": request["tanks"], "days": np.round(np.asarray(days), 1).tolist()}
