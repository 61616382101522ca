import itertools
import numpy as np
import jax
import jax.numpy as jnp
from sources import archived_weeks, live_weeks


@jax.jit
def rest_violations(hours):
    worked = hours > 0
    streak = jax.lax.associative_scan(jnp.logical_and, worked, axis=1)
    return (streak.sum(axis=1) >= 7) | (hours.sum(axis=1) > 60)


rng = np.random.default_rng(0)
for label, hours in itertools.chain(archived_weeks(rng, 3), live_weeks(rng, 3)):
    print(label, int(rest_violations(hours).sum()))
