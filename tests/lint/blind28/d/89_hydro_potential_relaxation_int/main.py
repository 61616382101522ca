import jax.numpy as jnp
import numpy as np

from runs import RUNS
from solver import hydraulic_head_relax

yy, xx = np.mgrid[0:40, 0:40]
bed = jnp.asarray(200.0 * np.sin(xx / 7.0) - 3.0 * yy, jnp.float32)
surface = jnp.asarray(1500.0 - 12.0 * yy + 0.0 * xx, jnp.float32)
for run in RUNS:
    phi = hydraulic_head_relax(jnp.zeros((40, 40)), bed, surface, run["omega"], run["flotation"])
    gy, gx = jnp.gradient(phi)
    print(f"{run['name']:>13s}: mean |grad phi| {float(jnp.mean(jnp.hypot(gx, gy)))/1e3:.1f} kPa/cell")
