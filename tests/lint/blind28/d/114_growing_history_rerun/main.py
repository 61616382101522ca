import jax.numpy as jnp

from buoy import IceMassBalanceBuoy
from model import replay_season

buoy = IceMassBalanceBuoy()
for week in range(6):
    history = buoy.receive(7)
    traj = replay_season(jnp.float32(0.3), history)
    print(f"week {week + 1}: {history.size} days of forcing, modelled thickness {float(traj[-1]):.3f} m")
