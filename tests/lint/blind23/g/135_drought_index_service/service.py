import jax
import jax.numpy as jnp


class DroughtIndexService:
    def __init__(self, scale_months=3):
        self.scale_months = scale_months

    def spi_like(self, precip_monthly):
        k = self.scale_months
        acc = jnp.convolve(precip_monthly, jnp.ones(k), mode="valid")
        return (acc - acc.mean()) / acc.std()

    def handle(self, precip_monthly):
        return jax.jit(self.spi_like)(precip_monthly)
