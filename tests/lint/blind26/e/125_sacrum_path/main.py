import jax
import jax.numpy as jnp
import numpy as np

from exporters import load_frames_first


@jax.jit
def sacrum_path(xyz):
    steps = jnp.linalg.norm(jnp.diff(xyz, axis=0), axis=1)
    return jnp.sum(steps), jnp.max(xyz[:, 2]) - jnp.min(xyz[:, 2])


rng = np.random.default_rng(67)
for trial in range(6):
    path, vert = sacrum_path(load_frames_first(trial, rng))
    print(trial, "path (m)", round(float(path), 3), "vertical excursion (m)", round(float(vert), 3))
