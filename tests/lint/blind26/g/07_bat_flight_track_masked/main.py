import jax.numpy as jnp

from frames import triangulated_points, as_observations
from tracker import track_step

mean, cov = jnp.zeros(6), jnp.eye(6)
n_valid = 0
for obs, valid in as_observations(triangulated_points()):
    mean, cov = track_step(mean, cov, obs, valid)
    n_valid += valid
print("frames with fix:", n_valid, "final speed:", float(jnp.linalg.norm(mean[3:])))
