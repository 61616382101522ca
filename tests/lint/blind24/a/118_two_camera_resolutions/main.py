import numpy as np
import jax
import jax.numpy as jnp
from cameras import capture


@jax.jit
def pig_occupancy(depth_frames):
    # fraction of pen floor covered by pigs in each depth frame (closer than the floor plane)
    occupied = depth_frames < 0.35
    return occupied.mean(axis=(1, 2))


rng = np.random.default_rng(89)
for hour in range(6):
    for cam in ("overhead", "side"):
        occ = pig_occupancy(capture(rng, cam))
        print(f"hour {hour} {cam:8s} mean occupancy {float(occ.mean()):.3f}")
