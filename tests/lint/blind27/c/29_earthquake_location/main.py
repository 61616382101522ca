import jax.numpy as jnp
import numpy as np

from locate import damped_relocation, travel_times

rng = np.random.default_rng(29)
stations = jnp.asarray(np.c_[rng.uniform(-30, 30, (12, 2)), np.zeros(12)], jnp.float32)
for ev in range(6):
    true = jnp.array([*rng.uniform(-10, 10, 2), rng.uniform(3, 15), 0.0], jnp.float32)
    picks = travel_times(true, stations)
    n_picks = int(rng.integers(5, 13))
    weights = jnp.asarray(np.arange(12) < n_picks, jnp.float32)
    h = damped_relocation(jnp.array([0.0, 0.0, 8.0, 0.0]), stations, picks, weights, 2 * n_picks)
    print(ev, n_picks, np.round(np.asarray(h[:3]), 2))
