import jax.numpy as jnp
import numpy as np

from phases import Phase
from tt import straight_ray_times

rng = np.random.default_rng(127)
stations = jnp.asarray(np.c_[rng.uniform(-30, 30, (10, 2)), np.zeros(10)], jnp.float32)
for ev in range(4):
    src = jnp.asarray([*rng.uniform(-10, 10, 2), rng.uniform(2, 12)], jnp.float32)
    tp = straight_ray_times(src, stations, phase=Phase.P)
    ts = straight_ray_times(src, stations, phase=Phase.S)
    print(ev, np.round(np.asarray(ts - tp)[:3], 2))
