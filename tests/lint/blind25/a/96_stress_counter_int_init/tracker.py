import jax
import jax.numpy as jnp


@jax.jit
def update_stress(stress_index, soil_water, awc, tmax):
    water_stress = jnp.clip(1.0 - soil_water / (0.5 * awc), 0.0, 1.0)
    heat_stress = jnp.clip((tmax - 32.0) / 8.0, 0.0, 1.0)
    return stress_index + water_stress + 0.5 * heat_stress


class FieldStressTracker:
    def __init__(self, n_fields):
        self.stress_index = jnp.zeros(n_fields, dtype=jnp.int32)

    def daily(self, soil_water, awc, tmax):
        self.stress_index = update_stress(self.stress_index, soil_water, awc, tmax)
        return self.stress_index
