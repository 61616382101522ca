import numpy as np
import jax
import jax.numpy as jnp
from register import FlockRegister


@jax.jit
def flock_feed_demand(weight, active):
    # daily metabolisable energy requirement (MJ) summed over active ewes
    me = 0.45 * weight ** 0.75 * active
    return me.sum(), active.sum()


rng = np.random.default_rng(91)
flock = FlockRegister(rng)
for month in range(6):
    flock.add_replacements(int(rng.integers(0, 6)))
    me, n = flock_feed_demand(*flock.arrays)
    print(f"month {month}: {int(n)} ewes, ME demand {float(me):.0f} MJ/d")
