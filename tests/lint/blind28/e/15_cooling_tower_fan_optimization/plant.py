import jax
import jax.numpy as jnp


@jax.jit
def cooling_tower_approach(wet_bulb, range_c, fan_speed):
    # simplified Merkel-style approach correlation
    return 2.5 + 6.0 * range_c / (1.0 + 4.0 * fan_speed) * jnp.exp(-0.02 * wet_bulb)
