import jax
import jax.numpy as jnp
from logger import temperatures

@jax.jit
def bioenergetics_day(w, temp, p_cmax):
    consumption = p_cmax * 0.3 * w ** 0.75 * jnp.exp(0.07 * (temp - 15.0))
    respiration = 0.02 * w ** 0.8 * jnp.exp(0.05 * (temp - 15.0))
    return w + 0.4 * consumption - respiration

w = jnp.float32(35.0)
for temp in temperatures():
    w = bioenergetics_day(w, temp, jnp.float32(0.7))
print("final weight", round(float(w), 2))
