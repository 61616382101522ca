import jax
import jax.numpy as jnp
import numpy as np
from lookup import N_DISTRICTS, district_ids_by_search, district_ids_by_table

@jax.jit
def district_totals(ids, values):
    return jax.ops.segment_sum(values, ids, num_segments=N_DISTRICTS)

rng = np.random.default_rng(0)
table = rng.integers(0, N_DISTRICTS, 5000)
for county in range(4):
    values = rng.uniform(1e5, 1e6, 400).astype(np.float32)
    if county % 2 == 0:
        ids = district_ids_by_search(rng.uniform(0, 100, 400))
    else:
        ids = district_ids_by_table(rng.integers(0, 5000, 400), table)
    print(county, ids.dtype, np.round(np.asarray(district_totals(ids, values))[:4] / 1e6, 2))
