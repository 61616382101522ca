import jax.numpy as jnp
from rng_utils import replicate_key
from sim import stochastic_fmd_outbreak

totals = []
for rep in range(6):
    key = replicate_key(2024, rep, legacy=(rep >= 3))
    sizes = stochastic_fmd_outbreak(key, jnp.float32(1.0), jnp.float32(1.3))
    totals.append(int(sizes.sum()))
print("farms infected per replicate", totals)
