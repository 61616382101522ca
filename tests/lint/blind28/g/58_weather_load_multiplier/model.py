import jax
import jax.numpy as jnp

COEF = {"temp": 0.015, "wind": -0.01, "cloud": -0.05}


@jax.jit
def weather_load_multiplier(wx):
    cdd = jnp.maximum(wx["temp"] - 22.0, 0.0)
    hdd = jnp.maximum(16.0 - wx["temp"], 0.0)
    m = 1.0 + COEF["temp"] * (cdd + 0.7 * hdd) + COEF["wind"] * wx["wind"] * (hdd > 0) + COEF["cloud"] * wx["cloud"]
    return m
