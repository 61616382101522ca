import jax
import jax.numpy as jnp
from logger import read_temperatures

@jax.jit
def daily_growth(weight, temp, ration):
    cmax = 0.3 * weight ** -0.25 * jnp.exp(0.07 * temp)
    resp = 0.03 * weight ** -0.2 * jnp.exp(0.06 * temp)
    return weight * (1 + ration * cmax - resp) ** 1

w = jnp.float32(50.0)
for t in read_temperatures():
    w = daily_growth(w, t, jnp.float32(0.6))
print("weight after", len(read_temperatures()), "days:", round(float(w), 2), "g")
