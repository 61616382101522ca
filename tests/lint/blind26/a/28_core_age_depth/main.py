import numpy as np
import jax
import jax.numpy as jnp

from cores import CORES


@jax.jit
def depth_to_age(depth_cm, scale):
    rate = 0.05 * scale
    return 150.0 + depth_cm / rate


depths = jnp.linspace(0.0, 300.0, 31)
for core in CORES:
    ages = depth_to_age(depths, core["scale"])
    print(core["id"], float(ages[-1]))
