import equinox as eqx
import jax
import jax.numpy as jnp


class FerryBattery(eqx.Module):
    capacity_kwh: jax.Array
    hotel_kw: jax.Array

    def __init__(self, capacity_kwh=4300.0, hotel_kw=180.0):
        self.capacity_kwh = jnp.asarray(capacity_kwh)
        self.hotel_kw = jnp.asarray(hotel_kw)

    def dsoc(self, propulsion_kw):
        return -(propulsion_kw + self.hotel_kw) / self.capacity_kwh
