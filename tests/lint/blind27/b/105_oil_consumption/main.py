import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def oil_consumption_rate(oil_qty_qt, flight_hours):
    used = oil_qty_qt[:-1] - oil_qty_qt[1:]
    return jnp.sum(jnp.clip(used, 0, None)) / jnp.sum(flight_hours[1:])


rng = np.random.default_rng(105)
for tail in range(6):
    qty = (20 - np.cumsum(rng.uniform(0.05, 0.3, 24))).astype(np.float32)
    hours = rng.uniform(1.0, 5.0, 24).astype(np.float32)
    if tail % 2:
        # records already staged on device by the ingest job
        qty, hours = jnp.asarray(qty), jnp.asarray(hours)
    print(tail, type(qty).__name__, f"{float(oil_consumption_rate(qty, hours)):.3f} qt/h")
