import jax
import jax.numpy as jnp
import numpy as np
from chains import padded_chain

COST = jnp.array([0.2, 0.05, 0.0])
TIME = jnp.array([1.2, 2.5, 12.0])

@jax.jit
def padded_chain_utility(dist, mode, valid, fatigue):
    def step(acc, trip):
        d, m, v = trip
        u = v * (-(COST[m] * d + 0.02 * TIME[m] * d) - fatigue * acc[1])
        return (acc[0] + u, acc[1] + v), u
    (total, n), _ = jax.lax.scan(step, (0.0, 0.0), (dist, mode, valid))
    return total

rng = np.random.default_rng(0)
for i in range(10):
    dist, mode, valid = padded_chain(rng)
    print(i, int(valid.sum()), round(float(padded_chain_utility(dist, mode, valid, 0.1)), 3))
