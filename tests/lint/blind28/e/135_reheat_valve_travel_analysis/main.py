import numpy as np
import jax
import jax.numpy as jnp

from resample import to_minute_grid


@jax.jit
def valve_travel(position):
    return jnp.sum(jnp.abs(jnp.diff(position))), jnp.sum(jnp.abs(jnp.diff(jnp.sign(jnp.diff(position)))) > 0)


rng = np.random.default_rng(0)
t = np.sort(rng.uniform(0, 24, 2000))
pos = np.clip(50 + np.cumsum(rng.normal(0, 2, 2000)), 0, 100)
# one-hour windows around each reheat valve alarm
for start in [6.1, 7.3, 8.15, 9.45, 10.2, 13.7, 15.05, 17.3]:
    travel, reversals = valve_travel(to_minute_grid(t, pos, start))
    print(start, round(float(travel), 1), int(reversals))
