import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def activity_update(ema, detections, hour):
    # dawn-chorus hours get a faster update
    alpha = jnp.where((hour >= 4) & (hour <= 8), 0.5, 0.9)
    return alpha * ema + (1 - alpha) * detections.mean(axis=0)


rng = np.random.default_rng(5)
ema = jnp.zeros(8, jnp.float32)        # 8 recorders along the transect
for day in range(2):
    for hour in range(24):
        det = rng.poisson(3 if 4 <= hour <= 8 else 1, size=(60, 8)).astype(np.float32)
        ema = activity_update(ema, det, hour)
    print(day, np.round(np.asarray(ema), 2))
