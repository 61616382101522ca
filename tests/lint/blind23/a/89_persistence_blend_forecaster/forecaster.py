from functools import cached_property

import jax
import jax.numpy as jnp


class PersistenceBlend:
    def __init__(self, clim, alpha=0.85):
        self.clim = jnp.asarray(clim)
        self.alpha = alpha

    def _blend(self, anomaly, clim, alpha, lead_days):
        decay = alpha ** lead_days
        return clim + decay[:, None, None] * anomaly[None]

    @cached_property
    def predict(self):
        return jax.jit(self._blend)

    def forecast(self, obs, lead_days):
        return self.predict(obs - self.clim, self.clim, self.alpha, lead_days)
