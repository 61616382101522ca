import numpy as np
import jax
import jax.numpy as jnp
from receivers import detections_by_receiver

@jax.jit
def residency_index(times, window_h):
    gaps = jnp.diff(times)
    return jnp.sum(jnp.where(gaps < window_h, gaps, 0.0)) / 48.0

rng = np.random.default_rng(31)
for rx, times in detections_by_receiver(rng).items():
    if len(times) < 2:
        continue
    ri = residency_index(jnp.asarray(times, dtype=jnp.float32), 6.0)
    print(rx, len(times), round(float(ri), 3))
