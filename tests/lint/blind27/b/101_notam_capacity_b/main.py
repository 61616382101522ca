import jax
import jax.numpy as jnp
import numpy as np
from notams import RUNWAYS, closed_at


@jax.jit
def runway_capacity(base_rate, open_mask):
    return jnp.sum(jnp.where(open_mask, base_rate, 0.0))


rng = np.random.default_rng(100)
for hour in range(6, 18):
    rate = jnp.asarray(rng.uniform(28, 36, 4), dtype=jnp.float32)
    closed = closed_at(hour)
    open_mask = np.array([r not in closed for r in RUNWAYS])
    cap = runway_capacity(rate, open_mask)
    print(f"{hour:02d}:00 closed={sorted(closed)} capacity {float(cap):.0f}/h")
