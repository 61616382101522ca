import numpy as np
import jax
import jax.numpy as jnp

from transect import windows


@jax.jit
def window_anomaly(w):
    detrended = w - jnp.median(w)
    return jnp.max(jnp.abs(detrended)) / (jnp.std(detrended) + 1e-6)


rng = np.random.default_rng(0)
readings = rng.normal(0, 2, size=430).astype(np.float32)
readings[212:218] += 25.0  # ditch terminal?
for start, w in windows(readings):
    score = float(window_anomaly(w))
    if score > 4:
        print("anomaly near reading", start)
