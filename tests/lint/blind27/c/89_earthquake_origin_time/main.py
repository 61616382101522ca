import jax.numpy as jnp
import numpy as np

from joint import origin
from picks import event_picks

rng = np.random.default_rng(89)
dists = jnp.asarray(rng.uniform(5, 20, 8), jnp.float32)
for k, picks in enumerate(event_picks(rng, 6)):
    phases, t0 = origin(picks, dists)
    print(k, phases, round(float(t0), 3))
