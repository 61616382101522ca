import numpy as np
import jax
import jax.numpy as jnp

from transect import padded_windows


@jax.jit
def anomaly_score(w, valid):
    n = valid.sum()
    mean = (w * valid).sum() / n
    sd = jnp.sqrt((((w - mean) * valid) ** 2).sum() / n)
    return jnp.max(jnp.abs(w - mean) * valid) / (sd + 1e-6)


rng = np.random.default_rng(0)
readings = rng.normal(100, 5, size=430).astype(np.float32)
readings[405:409] += 60.0
for start, w, valid in padded_windows(readings):
    if float(anomaly_score(w, valid)) > 4:
        print("high resistance near reading", start)
