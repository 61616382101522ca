import jax.numpy as jnp

from config import GrazingParams
from sim import pasture_cover

scenarios = [
    GrazingParams(growth_rate=0.05, intake_per_head=14.0, stocking=2.0),
    GrazingParams(growth_rate=0.04, intake_per_head=14.0, stocking=2.5),
    GrazingParams(growth_rate=0.06, intake_per_head=12.5, stocking=3.0),
    GrazingParams(growth_rate=0.05, intake_per_head=15.0, stocking=1.5),
]
for p in scenarios:
    traj = pasture_cover(p, jnp.float32(2200.0))
    print(f"stocking {p.stocking}/ha: cover at day 90 {float(traj[-1]):.0f} kg DM/ha, min {float(traj.min()):.0f}")
