import numpy as np
import jax.numpy as jnp
from fit import grid_map

rng = np.random.default_rng(17)
herd_sizes = {"herd_A": 62, "herd_B": 110, "herd_C": 45}
for herd, n in herd_sizes.items():
    tested = jnp.ones(n)
    results = jnp.asarray(rng.uniform(size=n) < 0.08, dtype=jnp.float32)
    prev, lp = grid_map(tested, results)
    print(herd, "MAP prevalence", round(prev, 3), "log post", round(float(lp), 2))
