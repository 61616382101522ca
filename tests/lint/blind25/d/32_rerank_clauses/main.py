import numpy as np
import jax.numpy as jnp
from service import serve

rng = np.random.default_rng(5)
cands = jnp.asarray(rng.normal(size=(120, 16)).astype(np.float32))
lengths = jnp.asarray(rng.integers(5, 400, size=120).astype(np.float32))
for i in range(6):
    q = jnp.asarray(rng.normal(size=16).astype(np.float32))
    print(serve(q, cands, lengths))
