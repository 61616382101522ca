import jax.numpy as jnp

from farms import SEASONS
from model import worm_burden

for farm, days in SEASONS.items():
    traj = worm_burden(jnp.float32(200.0), jnp.float32(0.01), n_days=days)
    print(f"{farm}: burden at housing {float(traj[-1]):.0f}, treat at day {int(jnp.argmax(traj > 150))}")
