import jax.numpy as jnp
import numpy as np

from ensemble import run_ensemble

rng = np.random.default_rng(0)
years = jnp.arange(100.0)
for scenario, melt_scale in [("SSP1-2.6", 1.0), ("SSP2-4.5", 1.6), ("SSP3-7.0", 2.2), ("SSP5-8.5", 3.0)]:
    params = jnp.asarray(np.stack([rng.uniform(0.5, 1.5, 32) * melt_scale, rng.uniform(800, 1500, 32)], 1), jnp.float32)
    traj = run_ensemble(params, years)
    print(f"{scenario}: 2100 shelf thickness {float(traj[:, -1].mean()):.0f} +/- {float(traj[:, -1].std()):.0f} m")
