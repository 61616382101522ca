import jax
import jax.numpy as jnp
import numpy as np
from chains import sample_chains

COST = jnp.array([0.2, 0.05, 0.0])
TIME = jnp.array([1.2, 2.5, 12.0])

@jax.jit
def chain_utility(dist, mode, fatigue):
    def step(acc, trip):
        d, m = trip
        u = -(COST[m] * d + 0.02 * TIME[m] * d) - fatigue * acc[1]
        return (acc[0] + u, acc[1] + 1.0), u
    (total, _), per_trip = jax.lax.scan(step, (0.0, 0.0), (dist, mode))
    return total

rng = np.random.default_rng(0)
for i, c in enumerate(sample_chains(10, rng)):
    print(i, len(c["dist"]), round(float(chain_utility(c["dist"], c["mode"], 0.1)), 3))
