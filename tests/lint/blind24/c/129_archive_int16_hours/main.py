import itertools
import numpy as np
import jax
import jax.numpy as jnp
from sources import archived_weeks, live_weeks


@jax.jit
def fatigue_flags(hours):
    weekly = hours.sum(axis=1)
    long_days = (hours >= 10).sum(axis=1)
    return (weekly > 55) | (long_days >= 3)


rng = np.random.default_rng(0)
for label, hours in itertools.chain(archived_weeks(rng, 3), live_weeks(rng, 3)):
    print(label, int(fatigue_flags(hours).sum()))
