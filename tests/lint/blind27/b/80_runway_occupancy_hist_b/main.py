import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def rot_histogram(rot_s, edges):
    idx = jnp.digitize(rot_s, edges)
    return jnp.bincount(idx, length=edges.shape[0] + 1)


rng = np.random.default_rng(79)
for day in range(5):
    rot = rng.gamma(9.0, 5.5, 300).astype(np.float32)  # runway occupancy time, s
    edges = np.quantile(rot, [0.25, 0.5, 0.75, 0.9]).astype(np.float32)
    hist = rot_histogram(jnp.asarray(rot), edges)
    print(day, np.round(edges, 1), np.asarray(hist))
