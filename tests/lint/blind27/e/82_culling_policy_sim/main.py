import numpy as np
import jax.numpy as jnp

from sim import CullingPolicy, simulate_day

policy = CullingPolicy(scc_limit=jnp.float32(400.0), lameness_limit=jnp.float32(4.0))
rng = np.random.default_rng(82)
total = 0
for day in range(10):
    scc = jnp.asarray(rng.lognormal(5.0, 0.8, size=200), jnp.float32)
    lameness = jnp.asarray(rng.integers(1, 6, size=200), jnp.float32)
    total += int(simulate_day(policy, scc, lameness, jnp.asarray(day)))
print("cows culled over 10 days:", total)
