import numpy as np
import jax
import jax.numpy as jnp

from buffer import RingBuffer


@jax.jit
def sara_alert(window):
    # subacute ruminal acidosis: time below pH 5.8 within the last 24 readings
    valid = ~jnp.isnan(window)
    below = jnp.where(valid, window < 5.8, False).sum(axis=1)
    frac = below / jnp.maximum(valid.sum(axis=1), 1)
    return frac > 0.35


rng = np.random.default_rng(28)
buf = RingBuffer(size=24, n_cows=10)
for hour in range(60):
    ph = rng.normal(6.1, 0.3, size=10).astype(np.float32)
    ph[3] -= 0.5 if hour > 30 else 0.0
    buf.push(ph)
    if hour % 6 == 5:
        alerts = sara_alert(buf.window())
        print(f"hour {hour}: alerts for cows {np.flatnonzero(np.asarray(alerts)).tolist()}")
