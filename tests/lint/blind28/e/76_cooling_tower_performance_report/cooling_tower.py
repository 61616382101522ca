import jax
import jax.numpy as jnp


@jax.jit
def tower_effectiveness(wet_bulb, water_in, airflow_frac, fouling=0.0):
    approach = (4.0 + 0.1 * (water_in - wet_bulb)) / (0.3 + 0.7 * airflow_frac ** 0.8)
    approach = approach * (1.0 + fouling)
    return (water_in - (wet_bulb + approach)) / (water_in - wet_bulb)
