import jax.numpy as jnp
import numpy as np

from joint import origin_time_estimate
from picks import event_picks

rng = np.random.default_rng(88)
dists = jnp.asarray(rng.uniform(5, 20, 8), jnp.float32)
for k, picks in enumerate(event_picks(rng, 6)):
    phases = tuple(picks)
    times = jnp.stack([picks[p] for p in phases])
    print(k, phases, round(float(origin_time_estimate(times, dists, phases=phases)), 3))
