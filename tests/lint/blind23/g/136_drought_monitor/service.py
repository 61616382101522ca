import jax
import jax.numpy as jnp


class DroughtMonitor:
    def __init__(self, scale_months=3):
        self.scale_months = scale_months
        self._index = jax.jit(self.standardized_precip)

    def standardized_precip(self, precip_monthly):
        k = self.scale_months
        acc = jnp.convolve(precip_monthly, jnp.ones(k), mode="valid")
        return (acc - acc.mean()) / acc.std()

    def handle(self, precip_monthly):
        return self._index(precip_monthly)
