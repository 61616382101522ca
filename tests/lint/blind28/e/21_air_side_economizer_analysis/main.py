import numpy as np
import jax.numpy as jnp

from psychro import economizer_gain, evaluate

rng = np.random.default_rng(12)
for day in range(7):
    oat = jnp.asarray(rng.uniform(5, 25, 24), jnp.float32)
    oa_rh = jnp.asarray(rng.uniform(0.3, 0.9, 24), jnp.float32)
    rat = jnp.full(24, 23.0, jnp.float32)
    ra_rh = jnp.full(24, 0.45, jnp.float32)
    gain = evaluate(economizer_gain, oat, oa_rh, rat, ra_rh, jnp.float32(4.0))
    hours = int((gain > 0).sum())
    print(f"day {day}: economizer useful {hours} h")
