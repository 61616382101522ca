import jax.numpy as jnp
import numpy as np

from locate import gauss_newton, travel_times

rng = np.random.default_rng(28)
stations = jnp.asarray(np.c_[rng.uniform(-30, 30, (12, 2)), np.zeros(12)], jnp.float32)
for ev in range(6):
    true = jnp.array([*rng.uniform(-10, 10, 2), rng.uniform(3, 15), 0.0], jnp.float32)
    picks = travel_times(true, stations) + jnp.asarray(rng.normal(0, 0.02, 12), jnp.float32)
    n_picks = int(rng.integers(5, 13))
    iters = 2 * n_picks
    h, rms = gauss_newton(jnp.array([0.0, 0.0, 8.0, 0.0]), stations, picks, n_iter=iters)
    print(ev, np.round(np.asarray(h[:3]), 2), float(rms))
