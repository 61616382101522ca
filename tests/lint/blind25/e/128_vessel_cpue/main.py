import numpy as np
import jax
import jax.numpy as jnp
from vessels import power_factor

@jax.jit
def standardised_cpue(catch, hours, factor):
    return jnp.sum(catch) / (jnp.sum(hours) * factor)

rng = np.random.default_rng(100)
for vessel in ["V01", "V02", "V03", "V04"]:
    c = rng.gamma(2, 50, 20).astype(np.float32); h = rng.uniform(2, 8, 20).astype(np.float32)
    print(vessel, round(float(standardised_cpue(c, h, power_factor(vessel))), 3))
