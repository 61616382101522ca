import numpy as np
import jax.numpy as jnp
from population import initial_abundance, deer_year

# white-tailed deer density by management unit under chronic wasting disease mortality
rng = np.random.default_rng(47)
k = rng.uniform(15, 30, 18).astype(np.float32)
cwd = rng.uniform(0.0, 0.08, 18).astype(np.float32)
dens = initial_abundance(18)
for year in range(10):
    dens = deer_year(dens, k, jnp.float32(0.12), cwd)
print("density after 10 years:", np.asarray(dens).round(1))
