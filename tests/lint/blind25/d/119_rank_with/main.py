import numpy as np
import jax.numpy as jnp
from scoring import rank_with, make_scorer

rng = np.random.default_rng(0)
docs = jnp.asarray(rng.normal(size=(60, 12)).astype(np.float32))
for i in range(4):
    q = jnp.asarray(rng.normal(size=12).astype(np.float32))
    fn = make_scorer("cosine", jnp.float32(1.0))
    print(i, rank_with(fn, q, docs).tolist())
