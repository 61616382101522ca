import numpy as np
import jax.numpy as jnp

from stats import weighted_fabric

rng = np.random.default_rng(21)
for context in range(1001, 1006):
    sections = rng.dirichlet(np.ones(4), size=30).astype(np.float32) * 100
    keep = (rng.uniform(size=30) > 0.3).astype(np.float32)
    mean, cov = weighted_fabric(jnp.asarray(sections), jnp.asarray(keep))
    print(context, int(keep.sum()), np.round(np.asarray(mean), 1))
