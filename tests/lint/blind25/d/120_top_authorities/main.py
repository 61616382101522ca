import numpy as np
import jax.numpy as jnp
from scoring import top_authorities, make_scorer

rng = np.random.default_rng(0)
docs = jnp.asarray(rng.normal(size=(60, 12)).astype(np.float32))
for i, alpha in enumerate([1.0, 0.5, 2.0, 1.0]):
    q = jnp.asarray(rng.normal(size=12).astype(np.float32))
    print(i, top_authorities(make_scorer(alpha), q, docs).tolist())
