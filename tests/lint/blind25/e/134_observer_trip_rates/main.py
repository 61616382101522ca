import numpy as np
import jax
import jax.numpy as jnp
from observer import observer_records, by_trip

@jax.jit
def trip_bycatch_rate(hooks, bycatch):
    rate = jnp.sum(bycatch) / jnp.sum(hooks) * 1000.0
    var = jnp.var(bycatch / hooks * 1000.0) / hooks.shape[0]
    return rate, jnp.sqrt(var)

rng = np.random.default_rng(104)
for trip, hooks, byc in by_trip(observer_records(rng)):
    r, se = trip_bycatch_rate(hooks, byc)
    print("trip", trip, len(hooks), "sets", round(float(r), 3), "+/-", round(float(se), 3))
