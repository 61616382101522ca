import jax
import jax.numpy as jnp
import numpy as np

from thresholds import sprint_threshold


@jax.jit
def sprint_distance(speed, threshold):
    return jnp.sum(jnp.where(speed > threshold, speed, 0.0)) * 0.1


rng = np.random.default_rng(75)
squad = [{"id": 1, "vmax": 9.4}, {"id": 2}, {"id": 3, "vmax": 8.8}, {"id": 4}]
for a in squad:
    speed = np.abs(rng.normal(3, 2.2, 6000)).astype(np.float32)  # 10 Hz GPS
    print(a["id"], "sprint distance (m)", round(float(sprint_distance(speed, sprint_threshold(a))), 1))
