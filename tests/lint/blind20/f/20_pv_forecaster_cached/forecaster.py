from functools import cached_property

import jax
import jax.numpy as jnp
import numpy as np


class PVForecaster:
    def __init__(self, peak_kw, tilt_factor=0.9):
        self.peak_kw = peak_kw
        self.params = {
            "tilt": jnp.float32(tilt_factor),
            "cloud_w": jnp.float32(-0.7),
        }

    def _predict(self, params, irradiance, cloud_cover):
        clear = jnp.clip(irradiance / 1000.0, 0.0, 1.2)
        return self.peak_kw * params["tilt"] * clear * (1.0 + params["cloud_w"] * cloud_cover)

    @cached_property
    def predict_fn(self):
        return jax.jit(self._predict)

    def forecast(self, irradiance, cloud_cover):
        return self.predict_fn(self.params, irradiance, cloud_cover)
