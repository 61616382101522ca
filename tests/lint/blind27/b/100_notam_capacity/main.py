from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from notams import RUNWAYS, closed_at


@partial(jax.jit, static_argnames=("closed",))
def hourly_capacity(base_rate, closed):
    open_mask = jnp.array([r not in closed for r in RUNWAYS])
    return jnp.sum(jnp.where(open_mask, base_rate, 0.0))


rng = np.random.default_rng(100)
for hour in range(6, 18):
    rate = jnp.asarray(rng.uniform(28, 36, 4), dtype=jnp.float32)
    cap = hourly_capacity(rate, closed=closed_at(hour))
    print(f"{hour:02d}:00 closed={sorted(closed_at(hour))} capacity {float(cap):.0f}/h")
