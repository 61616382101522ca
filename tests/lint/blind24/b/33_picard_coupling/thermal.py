import jax.numpy as jnp


def fuel_temperature(power_shape, t_inlet=565.0, avg_rise=300.0):
    return t_inlet + avg_rise * power_shape
