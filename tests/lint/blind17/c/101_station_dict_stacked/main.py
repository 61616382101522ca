import jax
import jax.numpy as jnp
import numpy as np

from network import reports_for_hour


@jax.jit
def network_anomaly(values, reported, background):
    w = reported.astype(values.dtype)
    n = jnp.maximum(jnp.sum(w), 1.0)
    mean = jnp.sum(values * w) / n
    std = jnp.sqrt(jnp.sum(w * (values - mean) ** 2) / n)
    return mean - background, std


rng = np.random.default_rng(2)
background = jnp.float32(10.0)
for hour in range(8):
    values, reported = reports_for_hour(rng)
    anomaly, spread = network_anomaly(values, reported, background)
    print(hour, int(reported.sum()), float(anomaly), float(spread))
