import jax
import jax.numpy as jnp
import numpy as np

SITES = [
    ("warehouse_north", 1.5, 40.0),
    ("warehouse_south", 1.75, 38.0),
    ("call_center", 1.5, 37.5),
    ("hq", 2.0, 40.0),
]


@jax.jit
def overtime_cost(hours, hourly_rate, multiplier, threshold):
    weekly = hours.reshape(-1, 7).sum(axis=1)
    extra = jnp.clip(weekly - threshold, 0.0, None)
    base = jnp.minimum(weekly, threshold)
    return jnp.sum(base * hourly_rate + extra * hourly_rate * multiplier)


rng = np.random.default_rng(3)
for site, mult, thresh in SITES:
    hours = rng.uniform(0, 11, size=(28,)).astype(np.float32)
    cost = overtime_cost(hours, 27.5, mult, thresh)
    print(f"{site:16s} 4-week labour cost {float(cost):9.2f}")
