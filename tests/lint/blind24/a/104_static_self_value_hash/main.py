import jax.numpy as jnp
from model import TickPopulationModel

n0 = jnp.array([1000.0, 100.0, 10.0], dtype=jnp.float32)
for site, deer_density in [("woodland", 0.8), ("edge", 0.5), ("park", 0.2)]:
    model = TickPopulationModel()
    traj = model.project(n0, jnp.float32(deer_density))
    print(f"{site:8s} nymphs in year 5: {float(traj[-1, 1]):.0f}")
