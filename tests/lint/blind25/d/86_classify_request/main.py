import numpy as np
import jax
from serving import ClauseAPI

api = ClauseAPI(jax.random.normal(jax.random.PRNGKey(0), (32, 9)))
rng = np.random.default_rng(0)
requests = [(rng.normal(size=(4, 32)).astype(np.float32), i % 3 == 0) for i in range(6)]
for feats, fast in requests:
    print(fast, api.handle(feats, fast=fast).tolist())
