import numpy as np
import jax
import jax.numpy as jnp
from tracks import gps_track, daily_windows


@jax.jit
def daily_movement(window):
    step = jnp.linalg.norm(jnp.diff(window, axis=0), axis=1)
    return step.sum(), jnp.linalg.norm(window[-1] - window[0]) / jnp.maximum(step.sum(), 1e-6)


# moose collars from three animals with different deployment lengths
rng = np.random.default_rng(73)
for moose, n_fixes in [("M1", 48 * 5 + 13), ("M2", 48 * 7), ("M3", 48 * 4 + 40)]:
    days = daily_windows(gps_track(rng, n_fixes))
    for d in range(days.shape[0]):
        dist, straight = daily_movement(days[d])
    print(f"{moose}: {days.shape[0]} full days, last day {float(dist)/1000:.2f} km")
