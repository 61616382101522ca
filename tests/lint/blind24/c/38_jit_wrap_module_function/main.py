import numpy as np
import jax.numpy as jnp
from ranking import top_matches

rng = np.random.default_rng(1)
weights = jnp.asarray(rng.normal(size=9), jnp.float32)
for req_id in range(5):
    candidates = rng.random((30, 9)).round().astype(np.float32)
    required = (rng.random(9) < 0.3).astype(np.float32)
    print(req_id, np.asarray(top_matches(weights, candidates, required, 5)))
