from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("edges",))
def occupancy_histogram(rot_s, edges):
    idx = jnp.digitize(rot_s, jnp.asarray(edges))
    return jnp.bincount(idx, length=len(edges) + 1)


rng = np.random.default_rng(79)
for day in range(5):
    rot = rng.gamma(9.0, 5.5, 300).astype(np.float32)  # runway occupancy time, s
    edges = tuple(float(q) for q in np.quantile(rot, [0.25, 0.5, 0.75, 0.9]))
    hist = occupancy_histogram(jnp.asarray(rot), edges=edges)
    print(day, [round(e, 1) for e in edges], np.asarray(hist))
