import equinox as eqx
import jax
import jax.numpy as jnp

from sensors import CHANNELS


class BiomassSoftSensor(eqx.Module):
    weights: jax.Array
    bias: jax.Array

    def __init__(self, key):
        self.weights = jax.random.normal(key, (len(CHANNELS),)) * 0.3
        self.bias = jnp.array(5.0)


@eqx.filter_jit
def estimate_biomass(sensor, readings, use):
    total = sensor.bias
    for i, c in enumerate(CHANNELS):
        if c in use:
            total = total + sensor.weights[i] * readings[c]
    return total
