import jax
import jax.numpy as jnp


@jax.jit
def aeration_hour(moisture, temp, air_temp, air_rh, fan_on):
    emc = 0.3 * jnp.log(jnp.maximum(air_rh, 1.0)) - 0.002 * air_temp - 1.0
    rate = jnp.where(fan_on, 0.004, 0.0005)
    moisture = moisture + rate * (emc / 10.0 - moisture) * 10.0
    temp = temp + jnp.where(fan_on, 0.15, 0.02) * (air_temp - temp)
    return moisture, temp


class GrainBin:
    def __init__(self, n_layers):
        self.moisture = jnp.full((n_layers,), 0.18, jnp.float32)
        self.temp = jnp.full((n_layers,), 24.0, jnp.float32)

    def refill_top(self, load_moisture, load_temp):
        self.moisture = self.moisture.at[-2:].set(load_moisture)
        self.temp = self.temp.at[-2:].set(load_temp)
