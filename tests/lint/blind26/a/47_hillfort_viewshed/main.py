import numpy as np
import jax.numpy as jnp

from viewshed import hillfort_score

rng = np.random.default_rng(7)
dem = jnp.asarray(np.cumsum(rng.normal(size=(40, 40)), 0).astype(np.float32))
candidates = [(5, 5), (20, 20), (33, 8), (12, 30)]
for xy in candidates:
    print(xy, round(float(hillfort_score(dem, jnp.asarray(xy))), 3))
