import jax.numpy as jnp
import numpy as np

from moment import accumulate_moment

rng = np.random.default_rng(51)
total = jnp.array(0.0)
for day in range(7):
    mags = rng.uniform(0.5, 3.5, 40).astype(np.float32)
    total = accumulate_moment(total, mags)
    print(day, round(float(total), 3))
