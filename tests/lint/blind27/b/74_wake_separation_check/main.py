import jax
import jax.numpy as jnp
import numpy as np
from ingest import load_day

# ICAO RECAT-like minimum time separation (s), leader x follower
SEP_S = np.array([[60, 60, 60, 60], [120, 60, 60, 60], [150, 120, 90, 60], [180, 150, 120, 90]],
                 np.float32)


@jax.jit
def separation_violations(wake, gaps):
    leader, follower = wake[:-1], wake[1:]
    required = jnp.asarray(SEP_S)[leader, follower]
    return jnp.sum(gaps[1:] < required)


rng = np.random.default_rng(74)
for day in range(2):
    for apt in ["KJFK", "EGLL", "EDDF"]:
        wake, gaps = load_day(apt, rng)
        print(day, apt, int(separation_violations(wake, gaps)))
