import numpy as np
import jax.numpy as jnp

from index import MotifIndex

rng = np.random.default_rng(1)
index = MotifIndex(jnp.asarray(rng.normal(size=(10, 32)).astype(np.float32)))
for panel in range(5):
    desc = jnp.asarray(rng.normal(size=(25, 32)).astype(np.float32))
    print("panel", panel, np.bincount(np.asarray(index.best(desc)), minlength=10))
