import numpy as np
import jax
import jax.numpy as jnp

from age_model import age_model_logp
from cores import load_cores

grid = [(i, r) for i in (300.0, 450.0, 600.0) for r in (14.0, 18.0, 22.0)]
for name, (depth, c14, err) in load_cores().items():
    scores = [float(age_model_logp({"intercept": jnp.float32(i), "acc_rate": jnp.float32(r)}, depth, c14, err))
              for i, r in grid]
    best = grid[int(np.argmax(scores))]
    print(name, len(depth), "MAP grid point", best)
