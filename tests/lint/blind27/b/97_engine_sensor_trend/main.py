import jax
import jax.numpy as jnp
import numpy as np
from windows import SensorWindows


@jax.jit
def window_trend(w):
    z = (w - w.mean(0)) / (w.std(0) + 1e-6)
    slope = jnp.polyfit(jnp.arange(w.shape[0], dtype=jnp.float32), w[:, 0], 1)[0]
    return slope, jnp.max(jnp.abs(z))


rng = np.random.default_rng(96)
record = np.cumsum(rng.normal(0.02, 0.3, (130, 3)), axis=0).astype(np.float32)
for k, w in enumerate(SensorWindows(record)):
    slope, zmax = window_trend(w)
    print(k, len(w), f"slope {float(slope):+.3f} zmax {float(zmax):.2f}")
