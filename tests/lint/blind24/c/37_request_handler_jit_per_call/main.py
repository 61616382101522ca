import numpy as np
import jax.numpy as jnp
from api import ShortlistAPI

rng = np.random.default_rng(0)
api = ShortlistAPI(jnp.asarray(rng.normal(size=9), jnp.float32))
for r in range(4):
    req = {"candidates": rng.random((25, 9)).round(), "must_have": 2, "top_k": 5}
    print("request", r, api.shortlist(req))
