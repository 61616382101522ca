import jax
import jax.numpy as jnp
import numpy as np

from network import reports_for_hour


@jax.jit
def network_anomaly(reports, background):
    values = jnp.stack(list(reports.values()))
    return jnp.mean(values) - background, jnp.std(values)


rng = np.random.default_rng(2)
background = jnp.float32(10.0)
for hour in range(8):
    reports = reports_for_hour(rng)
    anomaly, spread = network_anomaly(reports, background)
    print(hour, sorted(reports), float(anomaly), float(spread))
