import jax
import jax.numpy as jnp

from cameras import FeedingBarnCameras


@jax.jit
def bunk_occupancy(frames):
    # fraction of feed-fence pixels occupied by cows (depth above threshold)
    occupied = [jnp.mean(f > 0.6) for f in frames]
    return jnp.stack(occupied).mean()


cams = FeedingBarnCameras()
for t in range(8):
    frames = cams.snapshot()
    occ = bunk_occupancy(frames)
    print(f"t={t}: {len(frames)} cameras, occupancy {float(occ):.2f}")
