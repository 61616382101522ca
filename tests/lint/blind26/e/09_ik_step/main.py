import numpy as np
import jax.numpy as jnp

from kinematics import planar_leg_fk
from solver import fit_angles

rng = np.random.default_rng(5)
athletes = {"S1": (0.44, 0.41), "S2": (0.47, 0.43), "S3": (0.41, 0.39)}
for name, (thigh, shank) in athletes.items():
    true = jnp.asarray(np.stack([np.linspace(-0.3, 0.5, 100), np.linspace(0.1, 1.0, 100)], -1), jnp.float32)
    markers = planar_leg_fk(true, thigh, shank) + 0.002 * rng.standard_normal((100, 2)).astype(np.float32)
    ang = fit_angles(markers, thigh, shank)
    print(name, "mean knee flexion (deg):", float(jnp.degrees(ang[:, 1]).mean()))
