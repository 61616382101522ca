import numpy as np
import jax
import jax.numpy as jnp
from io_utils import load_plot

BASE_AGE = 50.0

@jax.jit
def site_index(age, top_h):
    b, c = 0.025, 1.2
    ratio = (1 - jnp.exp(-b * BASE_AGE)) / (1 - jnp.exp(-b * age))
    return jnp.median(top_h * ratio ** c)

rng = np.random.default_rng(8)
for k in range(6):
    age, h = load_plot(k, rng)
    print("plot", k, "SI50 =", round(float(site_index(age, h)), 2))
