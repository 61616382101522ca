import itertools

import jax.numpy as jnp


def scenarios():
    for fleet, peak, trip in itertools.product([300, 500, 800], [40.0, 90.0], [0.3, 0.5]):
        y0 = jnp.array([fleet, 0.0], jnp.float32)
        params = {"peak": jnp.float32(peak), "base": jnp.float32(5.0),
                  "half_sat": jnp.float32(30.0), "trip_hours": jnp.float32(trip)}
        yield (fleet, peak, trip), y0, params
