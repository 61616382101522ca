import numpy as np
import jax
import jax.numpy as jnp
from observer import trip_table

@jax.jit
def masked_trip_rate(hooks, bycatch, mask):
    return jnp.sum(bycatch * mask) / jnp.sum(hooks * mask) * 1000.0

hooks, byc, mask = trip_table(np.random.default_rng(105))
for t in range(hooks.shape[0]):
    print("trip", t, int(mask[t].sum()), "sets", round(float(masked_trip_rate(hooks[t], byc[t], mask[t])), 3))
