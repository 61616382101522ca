import numpy as np
import jax.numpy as jnp

from reports import smoothed_power, smoothed_power_explicit

CFG = {"smoothing_window": 4}
rng = np.random.default_rng(0)
for day in range(4):
    kw = jnp.asarray(300 + 60 * rng.random(96), jnp.float32)
    a = smoothed_power(kw)
    b = smoothed_power_explicit(kw, CFG)
    print(day, round(float(a.max()), 1), round(float(b.max()), 1))
